#!/usr/bin/env node
// Start to ready: spawns the API (compiled by default, `--source` for tsx from source) on the
// database of the environment (DATABASE_URL, or the embedded PGlite folder), times the spawn to the
// first 200 from /ready, stops it with SIGINT, and repeats. Prints each run and the median.
//   pnpm --filter @prenup/api build && pnpm --filter @prenup/api release
//   node apps/api/scripts/start-to-ready.mjs [--source] [--runs 5] [--dist dist]
// (`--dist <folder>` times another build, e.g. one of an earlier commit built with
// `node ../../tooling/scripts/build-server.mjs --outdir dist-before src/server.ts`.)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const source = args.includes("--source");
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const port = Number(process.env.PORT ?? 4990);
const dist = args.includes("--dist") ? args[args.indexOf("--dist") + 1] : "dist";
const entry = source ? ["--import", "tsx", "src/server.ts"] : [`${dist}/server.js`];

/** CPU time the process has used so far (Linux /proc; wall time alone says little on a busy machine). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function once() {
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SHUTDOWN_DRAIN_SECONDS: "0" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).status === 200) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error("the API exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const cpu = cpuMs(child.pid);
  child.kill("SIGINT");
  await exited;
  return { ms, cpu };
}

const times = [];
const cpus = [];
for (let run = 0; run < runs; run += 1) {
  const { ms, cpu } = await once();
  times.push(ms);
  cpus.push(cpu);
  console.log(`run ${run + 1}: ready after ${ms.toFixed(0)} ms (${cpu.toFixed(0)} ms of CPU)`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${source ? "tsx src/server.ts" : `node ${dist}/server.js`}: median start to ready ${median(times).toFixed(0)} ms, ${median(cpus).toFixed(0)} ms of CPU, over ${runs} runs`,
);
