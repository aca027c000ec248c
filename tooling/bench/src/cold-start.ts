// Times the README's start command from nothing running to every service answering, on a fresh
// data folder (so migrations and seeds run), then stops it.  pnpm --filter @prenup/bench bench cold-start
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "./util.ts";

export async function coldStart(): Promise<void> {
  const dataRoot = mkdtempSync(join(tmpdir(), "prenup-cold-"));
  const started = Date.now();
  const child = spawn("node", ["tooling/scripts/dev.mjs"], {
    cwd: repoRoot,
    env: { ...process.env, API_DATA_DIR: join(dataRoot, "api"), IDENTITY_DATA_DIR: join(dataRoot, "identity") },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const seconds = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("not ready within 5 minutes")), 300_000);
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("The prenup platform is running")) {
        clearTimeout(timer);
        resolve((Date.now() - started) / 1000);
      }
    });
    child.on("exit", (code) => reject(new Error(`dev command exited early (${code})`)));
  });
  console.log(`cold start of the dev command (fresh data folders, migrations + seeds): ${seconds.toFixed(1)} s`);
  if (child.pid) process.kill(-child.pid, "SIGTERM");
}
