#!/usr/bin/env node
// Builds a Node server app (the API, the identity provider) into dist/ for production start:
// `node tooling/scripts/build-server.mjs [--outdir dist] [--bundle-npm [--external a,b]] [--code-cache src/server.ts] src/server.ts [src/release.ts …]`,
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
//
// `--code-cache <entry>[,<entry>]` builds those entries (the API's server) differently, for start-up
// time: each becomes one CommonJS file (`dist/server.cjs`, lazily imported modules included but
// still evaluated on first use) with V8's code cache beside it (`server.cjs.cache`), started by a
// small launcher at the usual place (`dist/server.js`). Compiling the ~5 MB bundle is the largest
// part of start-up, and Node 20 can reuse compiled code only for a script (vm.Script `cachedData`),
// not for an ES module. The build writes the cache by loading the bundle once in a child process
// with BUILD_SERVER_CODE_CACHE=1, so it holds every function that loading the modules compiles:
// the entry must not start when that variable is set (the API's server.ts checks it). The cache is
// only an optimisation: a missing one, one for other bytes (checked by hash), or one V8 refuses
// (another Node version or other V8 flags: build and start must run the same Node) means the bundle
// is compiled as before; with source maps enabled (NODE_OPTIONS=--enable-source-maps) Node's own
// loader runs the bundle, since stack traces of a vm.Script are not source-mapped. In the CommonJS
// file every import() becomes a require() (a script compiled from a code cache loses its dynamic
// import() callback on Node 20), external packages resolve as require() resolves them (their
// CommonJS builds), and the file stays in strict mode as the ES module was.
import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const appRoot = process.cwd();
const argv = process.argv.slice(2);
const outdirFlag = argv.indexOf("--outdir");
const outdirName = outdirFlag >= 0 ? argv.splice(outdirFlag, 2)[1] : "dist";
const bundleNpm = argv.includes("--bundle-npm");
if (bundleNpm) argv.splice(argv.indexOf("--bundle-npm"), 1);
const externalFlag = argv.indexOf("--external");
const keptExternal = externalFlag >= 0 ? argv.splice(externalFlag, 2)[1].split(",").filter(Boolean) : [];
const cacheFlag = argv.indexOf("--code-cache");
const cachedEntries = cacheFlag >= 0 ? argv.splice(cacheFlag, 2)[1].split(",").filter(Boolean) : [];
const entryPoints = argv;
if (cachedEntries.some((entry) => !entryPoints.includes(entry))) {
  console.error("--code-cache names entries that are not built");
  process.exit(2);
}
if (entryPoints.length === 0) {
  console.error("usage: build-server.mjs <entry.ts>…  (from the app's folder)");
  process.exit(2);
}
const require = createRequire(path.join(appRoot, "package.json"));
const execFileAsync = promisify(execFile);
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
      const contents = source.replaceAll(
        "import.meta.url",
        `new URL(${JSON.stringify(fromOutdir(args.path))}, import.meta.url).href`,
      );
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
const externalNpm = (format) => ({
  name: "external-npm",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@prenup/") || args.pluginData?.resolving) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (bundleNpm && !keptExternal.some((name) => args.path === name || args.path.startsWith(`${name}/`)))
        return undefined;
      // A CommonJS bundle require()s its externals: they resolve as require() would (CommonJS builds).
      const kind = format === "cjs" ? "require-call" : args.kind;
      const resolved = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: fromOutdir(resolved.path), external: true };
    });
  },
});

// The function a code-cached bundle is compiled as, the same at build and at start (V8 accepts a
// cache only for the same source): Node's CommonJS module wrapper, on the bundle's first line.
const cjsWrapper = ["(function (exports, require, module, __filename, __dirname) {", "\n})"];

/** The launcher of a code-cached bundle (`dist/server.js` for `dist/server.cjs`). */
function launcherSource(bundleName) {
  return `// Generated by tooling/scripts/build-server.mjs (--code-cache): runs ${bundleName} with the V8 code
// cache the build wrote beside it, so start-up does not parse and compile the bundle again.
// BUILD_SERVER_CODE_CACHE=1 (the build) loads the bundle and writes that cache instead.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const filename = fileURLToPath(new URL(${JSON.stringify(`./${bundleName}`)}, import.meta.url));
const cacheFile = \`\${filename}.cache\`;
const writing = process.env.BUILD_SERVER_CODE_CACHE === "1";
const require = createRequire(filename);
if (process.sourceMapsEnabled && !writing) {
  // Stack traces of a vm.Script are not source-mapped: Node's own loader runs the bundle.
  require(filename);
} else {
  const bytes = readFileSync(filename);
  // The cache starts with the SHA-256 of the bundle it was made for: V8 itself only compares lengths.
  const hash = createHash("sha256").update(bytes).digest();
  let cachedData;
  if (!writing) {
    try {
      const file = readFileSync(cacheFile);
      if (file.subarray(0, hash.length).equals(hash)) cachedData = file.subarray(hash.length);
    } catch {
      // No cache: the bundle is compiled as usual.
    }
  }
  const source = ${JSON.stringify(cjsWrapper[0])} + bytes.toString("utf8") + ${JSON.stringify(cjsWrapper[1])};
  // A cache V8 refuses (another Node version, other V8 flags) is ignored: the script compiles from source.
  const script = new vm.Script(source, { filename, cachedData });
  const module = { exports: {}, filename, id: ".", loaded: false };
  script.runInThisContext()(module.exports, require, module, filename, path.dirname(filename));
  module.loaded = true;
  if (writing) {
    writeFileSync(cacheFile, Buffer.concat([hash, script.createCachedData()]));
    process.exit(0);
  }
}
`;
}

const started = performance.now();
const common = {
  absWorkingDir: appRoot,
  outdir,
  outbase: "src",
  bundle: true,
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  metafile: true,
};
const esmEntries = entryPoints.filter((entry) => !cachedEntries.includes(entry));
const results = [];
if (esmEntries.length > 0) {
  results.push(
    await esbuild.build({
      ...common,
      entryPoints: esmEntries,
      format: "esm",
      // Modules imported lazily (the S3 and Stripe adapters, MJML) stay lazy: chunks of their own,
      // beside the entries so every relative import path above holds for them too.
      splitting: true,
      chunkNames: "[name]-[hash]",
      plugins: [externalNpm("esm"), sourceUrls],
      // Bundled CommonJS packages call require() for Node's own modules; ESM output has no require.
      ...(bundleNpm
        ? {
            banner: {
              js: 'import { createRequire as __serverCreateRequire } from "node:module"; const require = __serverCreateRequire(import.meta.url);',
            },
          }
        : {}),
    }),
  );
}
for (const entry of cachedEntries) {
  const result = await esbuild.build({
    ...common,
    entryPoints: [entry],
    format: "cjs",
    outExtension: { ".js": ".cjs" },
    // import() becomes require(): a script compiled from a code cache cannot import() on Node 20.
    supported: { "dynamic-import": false },
    plugins: [externalNpm("cjs"), sourceUrls],
    // Strict as the ES module was; import.meta.url is the bundle's own URL, as it was the chunk's.
    define: { "import.meta.url": "__bundleImportMetaUrl" },
    banner: { js: '"use strict";\nvar __bundleImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  results.push(result);
  const bundlePath = path.join(
    appRoot,
    Object.keys(result.metafile.outputs).find((file) => file.endsWith(".cjs")),
  );
  const launcherPath = bundlePath.replace(/\.cjs$/, ".js");
  await writeFile(launcherPath, launcherSource(path.basename(bundlePath)));
  await rm(`${bundlePath}.cache`, { force: true });
  await execFileAsync(process.execPath, [launcherPath], {
    cwd: appRoot,
    env: { ...process.env, BUILD_SERVER_CODE_CACHE: "1" },
  });
}
const bytes = results
  .flatMap((result) => Object.entries(result.metafile.outputs))
  .filter(([file]) => file.endsWith(".js") || file.endsWith(".cjs"))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `built ${entryPoints.join(", ")} → ${outdirName}/ (${(bytes / 1024).toFixed(0)} KiB of JavaScript) in ${(performance.now() - started).toFixed(0)} ms`,
);
