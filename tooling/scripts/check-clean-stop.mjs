#!/usr/bin/env node
// Proves that `npm start` stops cleanly: starts it in a process group of its own (as a terminal
// would), waits for the ready banner, sends SIGINT to the whole group as Ctrl+C does, and checks
// the exit code (0), the last word ("Stopped.") and that no service reported a failure.
//   node tooling/scripts/check-clean-stop.mjs   (needs ports 4000, 4100 and 5173-5175 free)
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const child = spawn("npm", ["start"], { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] });
let output = "";
const collect = (chunk) => {
  output += chunk.toString();
};
child.stdout.on("data", collect);
child.stderr.on("data", collect);

const ready = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), 240_000);
  const poll = setInterval(() => {
    if (output.includes("Press Ctrl+C to stop.")) {
      clearTimeout(timer);
      clearInterval(poll);
      resolve(true);
    }
  }, 200);
});
if (!ready) {
  process.kill(-child.pid, "SIGKILL");
  console.error(`npm start did not become ready:\n${output.slice(-3000)}`);
  process.exit(1);
}
const startedStopping = Date.now();
process.kill(-child.pid, "SIGINT");
const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
const tail = output.slice(output.indexOf("Press Ctrl+C to stop."));
const failures = tail.split("\n").filter((line) => /ERR_PNPM|ELIFECYCLE|failed|exited \(/i.test(line));
console.log(tail.split("\n").slice(-8).join("\n"));
console.log(`exit code ${code} after ${((Date.now() - startedStopping) / 1000).toFixed(1)} s; failure lines: ${failures.length}`);
if (code !== 0 || failures.length > 0 || !tail.includes("Stopped.")) {
  for (const line of failures) console.error(`  ${line}`);
  process.exit(1);
}
