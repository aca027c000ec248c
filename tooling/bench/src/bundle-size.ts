// Prints the production JavaScript of each app, raw and gzip-compressed, from apps/<app>/dist.
// Run after `pnpm turbo run build --filter=./apps/*`:  pnpm --filter @prenup/bench bench bundle-size
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startupFiles } from "./startup-budget.ts";
import { formatBytes, repoRoot } from "./util.ts";

export type BundleReport = {
  app: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  largestGzipBytes: number;
  /** What the browser fetches before the first screen: the entry script and its modulepreloads. */
  firstLoadGzipBytes: number;
};

/** The scripts index.html loads up front (entry + modulepreload), as paths relative to dist. */
export function firstLoadScripts(indexHtml: string): string[] {
  return startupFiles(indexHtml).js;
}

function listFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export function measureBundle(app: string, dist = join(repoRoot, "apps", app, "dist")): BundleReport {
  const scripts = listFiles(dist).filter((file) => file.endsWith(".js"));
  if (scripts.length === 0) throw new Error(`No JavaScript in ${dist}: build the app first.`);
  let rawBytes = 0;
  let gzipBytes = 0;
  let largestGzipBytes = 0;
  for (const file of scripts) {
    const content = readFileSync(file);
    const gzip = gzipSync(content, { level: 9 }).length;
    rawBytes += content.length;
    gzipBytes += gzip;
    largestGzipBytes = Math.max(largestGzipBytes, gzip);
  }
  const firstLoadGzipBytes = firstLoadScripts(readFileSync(join(dist, "index.html"), "utf8")).reduce(
    (total, path) => total + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length,
    0,
  );
  return { app, files: scripts.length, rawBytes, gzipBytes, largestGzipBytes, firstLoadGzipBytes };
}

export function bundleSizes(): void {
  console.log("app        files   raw JS      gzip JS    first load (gzip)   largest chunk (gzip)");
  for (const app of ["customer", "attorney", "admin"]) {
    const report = measureBundle(app);
    console.log(
      `${app.padEnd(10)} ${String(report.files).padStart(5)}   ${formatBytes(report.rawBytes).padStart(9)}   ${formatBytes(report.gzipBytes).padStart(9)}   ${formatBytes(report.firstLoadGzipBytes).padStart(17)}   ${formatBytes(report.largestGzipBytes).padStart(9)}`,
    );
  }
}
