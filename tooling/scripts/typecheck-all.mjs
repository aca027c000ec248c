#!/usr/bin/env node
// Every workspace's typecheck in as few compiler runs as their settings allow. Workspaces whose
// tsconfig.json says the same thing but `include` (the React apps and packages; the Node servers,
// packages and tools) are checked as one program: a file shared by several of them (the domain, the
// UI kit, the database schema) is parsed and checked once rather than once per workspace, and the
// libraries' declarations are loaded once. A workspace whose typecheck script passes its own
// arguments runs that script as it is. Prints each program's workspaces and time; exits non-zero
// when any program has an error.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compiler, root } from "./native-tsc.mjs";
const DEFAULT_SCRIPT = "node ../../tooling/scripts/typecheck.mjs";

/** The workspaces of pnpm-workspace.yaml (its `packages:` globs are `dir/*` or a plain folder). */
function workspaces() {
  const yaml = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8");
  const block = yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? "";
  const patterns = [...block.matchAll(/^\s+-\s+(\S+)/gm)].map((match) => match[1]);
  return patterns
    .flatMap((pattern) =>
      pattern.endsWith("/*")
        ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => join(pattern.slice(0, -2), entry.name))
        : [pattern],
    )
    .filter((dir) => existsSync(join(root, dir, "package.json")))
    .sort();
}

const programs = new Map();
const ownScripts = [];
for (const dir of workspaces()) {
  const script = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).scripts?.typecheck;
  if (!script) continue;
  if (script !== DEFAULT_SCRIPT) {
    ownScripts.push({ dir, script });
    continue;
  }
  const { include = ["**/*"], ...settings } = JSON.parse(readFileSync(join(root, dir, "tsconfig.json"), "utf8"));
  // `extends` is relative to the workspace; a package name resolves the same from every workspace.
  const key = JSON.stringify(settings);
  const program = programs.get(key) ?? { settings, dirs: [], include: [] };
  program.dirs.push(dir);
  program.include.push(...include.map((pattern) => join(root, dir, pattern)));
  programs.set(key, program);
}

let failed = false;
const run = (label, command, args, cwd) => {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? "ok" : "FAILED"}  ${label} (${seconds}s)`);
  if (result.status !== 0) failed = true;
};

for (const { settings, dirs, include } of programs.values()) {
  // The combined tsconfig sits in the first workspace, so `extends` and `types` resolve from there.
  const home = join(root, dirs[0]);
  const config = join(home, ".tsconfig.typecheck-all.json");
  writeFileSync(config, JSON.stringify({ ...settings, include: include.map((path) => relative(home, path)) }));
  try {
    run(dirs.join(", "), process.execPath, [compiler, "-p", config, "--noEmit", "--singleThreaded"], home);
  } finally {
    rmSync(config, { force: true });
  }
}
for (const { dir, script } of ownScripts) run(dir, "sh", ["-c", script], join(root, dir));
process.exit(failed ? 1 : 0);
