// What the checkout benchmark asks of its load process, and starting it: a process of its own
// (node with tsx), so that the load's CPU is not counted as the server's.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { reviveLoadResult, type LoadResult } from "./figures.ts";

export interface Buyer {
  /** users.id */
  id: string;
  /** A bearer token (our API verifies it; the bare server ignores it). */
  token: string;
}

export interface CheckoutJob {
  baseUrl: string;
  /** One closed loop, on its own keep-alive connection, per buyer. */
  buyers: Buyer[];
  /** The Q&A product's id. */
  productId: string;
  /** Loops start a new purchase until this many seconds have passed, and finish it. */
  seconds: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Runs one job in a child process and answers its figures. */
export function runCheckoutLoad(job: CheckoutJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(here, "worker.ts")], {
      cwd: join(here, "..", ".."),
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.stdin.end(JSON.stringify(job));
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = stdout.trim().split("\n").at(-1);
      if (code !== 0 || !line) reject(new Error(`the load process failed (exit ${code}): ${stderr.slice(-2000)}`));
      else resolve(reviveLoadResult(JSON.parse(line) as LoadResult));
    });
  });
}
