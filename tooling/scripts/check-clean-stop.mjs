#!/usr/bin/env node
// Proves that `npm start` stops cleanly at a terminal: runs it on a pseudo-terminal (util-linux
// `script`), waits for the ready banner, types Ctrl+C, and checks the exit status of the whole
// command (0, npm's included), the last word ("Stopped.") and that no service reported a failure.
//   node tooling/scripts/check-clean-stop.mjs   (needs ports 4000, 4100 and 5173-5175 free)
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// -q quiet, -e exit with the command's status, -f flush at once, -c the command; no typescript file.
const child = spawn("script", ["-qefc", "npm start", "/dev/null"], {
  cwd: root,
  detached: true,
  stdio: ["pipe", "pipe", "pipe"],
});
let output = "";
const collect = (chunk) => {
  output += chunk.toString();
};
child.stdout.on("data", collect);
child.stderr.on("data", collect);
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));

const ready = await Promise.race([
  new Promise((resolve) => {
    const poll = setInterval(() => {
      if (output.includes("Press Ctrl+C to stop.")) {
        clearInterval(poll);
        resolve(true);
      }
    }, 200);
  }),
  new Promise((resolve) => setTimeout(() => resolve(false), 240_000)),
  exited.then(() => false),
]);
if (!ready) {
  if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  console.error(`npm start did not become ready:\n${output.slice(-3000)}`);
  process.exit(1);
}
const startedStopping = Date.now();
child.stdin.write("\x03");
const { code, signal } = await exited;
const tail = output.slice(output.indexOf("Press Ctrl+C to stop."));
const failures = tail.split(/\r?\n/).filter((line) => /ERR_PNPM|ELIFECYCLE|failed|exited \(/i.test(line));
console.log(tail.split(/\r?\n/).slice(-8).join("\n"));
console.log(
  `exit status ${code}${signal ? ` (killed by ${signal})` : ""} after ${((Date.now() - startedStopping) / 1000).toFixed(1)} s; failure lines: ${failures.length}`,
);
if (code !== 0 || failures.length > 0 || !tail.includes("Stopped.")) {
  for (const line of failures) console.error(`  ${line}`);
  process.exit(1);
}
