#!/usr/bin/env node
// A workspace's `typecheck` script: the native TypeScript compiler (the catalog's `typescript-native`)
// on the workspace's tsconfig.json, one thread (Turbo already runs workspaces side by side), no
// output files. Arguments, when given, replace the default `-p tsconfig.json --noEmit`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const compiler = join(
  dirname(createRequire(join(root, "package.json")).resolve("typescript-native/package.json")),
  "bin",
  "tsc",
);
const given = process.argv.slice(2);
const args = [...(given.length ? given : ["-p", "tsconfig.json", "--noEmit"]), "--singleThreaded"];
const result = spawnSync(process.execPath, [compiler, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
