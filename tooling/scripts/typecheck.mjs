#!/usr/bin/env node
// A workspace's `typecheck` script: the native TypeScript compiler (the catalog's `typescript-native`)
// on the workspace's tsconfig.json, one thread (Turbo already runs workspaces side by side), no
// output files. Arguments, when given, replace the default `-p tsconfig.json --noEmit`.
import { spawnSync } from "node:child_process";
import { compiler } from "./native-tsc.mjs";
const given = process.argv.slice(2);
const args = [...(given.length ? given : ["-p", "tsconfig.json", "--noEmit"]), "--singleThreaded"];
const result = spawnSync(process.execPath, [compiler, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
