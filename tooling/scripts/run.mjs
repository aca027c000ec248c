#!/usr/bin/env node
// `npm start` and `npm test` land here. They must work on a machine that has only Node 20:
// no global pnpm, no database, nothing installed. So this script fetches the pinned pnpm through
// npx when pnpm is missing, installs the workspace from the lockfile, then hands over.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { packageManager } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const pnpmVersion = packageManager.replace(/^pnpm@/, "");

function pnpmCommand() {
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: process.platform === "win32" });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return ["pnpm"];
  return ["npx", "--yes", `pnpm@${pnpmVersion}`];
}

const pnpm = pnpmCommand();
function run(args, extraEnv = {}) {
  const [cmd, ...pre] = pnpm;
  const result = spawnSync(cmd, [...pre, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...extraEnv },
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const task = process.argv[2];
if (task !== "start" && task !== "test") {
  console.error("usage: node tooling/scripts/run.mjs start|test");
  process.exit(2);
}

const installed = existsSync(join(root, "node_modules", ".modules.yaml"));
run(["install", "--frozen-lockfile", ...(installed ? ["--prefer-offline"] : [])]);

if (task === "start") {
  // dev.mjs runs the services and stops them on Ctrl+C or SIGTERM; this process only waits for it,
  // so a stop ends with dev.mjs's own word and exit code (0 for a clean stop), not a killed parent.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => {});
  const result = spawnSync(process.execPath, [join(root, "tooling", "scripts", "dev.mjs")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PRENUP_PNPM: JSON.stringify(pnpm) },
  });
  process.exit(result.status ?? 1);
} else run(["exec", "node", "tooling/scripts/test-all.mjs"]);
