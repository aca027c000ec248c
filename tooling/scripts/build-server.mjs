#!/usr/bin/env node
// Builds a Node server app (the API, the identity provider) into dist/ for production start:
// `node tooling/scripts/build-server.mjs [--outdir dist] [--bundle-npm [--external a,b]] src/server.ts [src/release.ts …]`,
// run from the app's folder.
//
// esbuild bundles the app with the workspace packages it imports (they are TypeScript source, as
// STYLE.md wants, so they are compiled here rather than built one by one). By default every npm
// dependency stays external: it is loaded from node_modules as usual. With `--bundle-npm` the npm
// dependencies are bundled too (start-up then reads a few files instead of some 750 modules, which
// is most of the API's start to ready), except the packages named by `--external`: those that
// locate files beside their own code at run time (WebAssembly, worker scripts) and those only
// imported lazily, which would otherwise be compiled into the build for nothing. A source file that locates files
// beside itself (import.meta.url: migrations, pages, the rendering worker) keeps doing so — its
// import.meta.url is rewritten to its own source path, relative to the output file.
import { readFile } from "node:fs/promises";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const appRoot = process.cwd();
const argv = process.argv.slice(2);
const outdirFlag = argv.indexOf("--outdir");
const outdirName = outdirFlag >= 0 ? argv.splice(outdirFlag, 2)[1] : "dist";
const bundleNpm = argv.includes("--bundle-npm");
if (bundleNpm) argv.splice(argv.indexOf("--bundle-npm"), 1);
const externalFlag = argv.indexOf("--external");
const keptExternal = externalFlag >= 0 ? argv.splice(externalFlag, 2)[1].split(",").filter(Boolean) : [];
const entryPoints = argv;
if (entryPoints.length === 0) {
  console.error("usage: build-server.mjs <entry.ts>…  (from the app's folder)");
  process.exit(2);
}
const require = createRequire(path.join(appRoot, "package.json"));
const esbuild = await import(pathToFileURL(require.resolve("esbuild")).href);
const outdir = path.join(appRoot, outdirName);

/** Keep `import.meta.url` meaning "this source file" inside the bundle. */
const sourceUrls = {
  name: "source-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const contents = source.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromOutdir(args.path))}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith("ts") ? "ts" : "js", resolveDir: path.dirname(args.path) };
    });
  },
};

/** A path from dist/ to `file`, as an import specifier. */
function fromOutdir(file) {
  const relative = path.relative(outdir, file).split(path.sep).join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/**
 * npm packages stay external; workspace packages (@prenup/*) are bundled. An external import is
 * written as the path of the file it resolves to from the importing source file: with pnpm, a
 * workspace package's dependencies (pg for @prenup/db…) are not the app's, so the bare name would
 * not resolve from dist/.
 */
const externalNpm = {
  name: "external-npm",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@prenup/") || args.pluginData?.resolving) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (bundleNpm && !keptExternal.some((name) => args.path === name || args.path.startsWith(`${name}/`))) return undefined;
      const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { resolving: true } });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: fromOutdir(resolved.path), external: true };
    });
  },
};

const started = performance.now();
const result = await esbuild.build({
  absWorkingDir: appRoot,
  entryPoints,
  outdir,
  outbase: "src",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  // Modules imported lazily (the S3 and Stripe adapters, MJML) stay lazy: chunks of their own,
  // beside the entries so every relative import path above holds for them too.
  splitting: true,
  chunkNames: "[name]-[hash]",
  plugins: [externalNpm, sourceUrls],
  // Bundled CommonJS packages call require() for Node's own modules; ESM output has no require.
  ...(bundleNpm
    ? { banner: { js: 'import { createRequire as __serverCreateRequire } from "node:module"; const require = __serverCreateRequire(import.meta.url);' } }
    : {}),
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`built ${entryPoints.join(", ")} → ${outdirName}/ (${(bytes / 1024).toFixed(0)} KiB of JavaScript) in ${(performance.now() - started).toFixed(0)} ms`);
