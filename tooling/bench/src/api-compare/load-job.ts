// What the api-compare runner asks of its load process, and what it answers; plus starting it.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface RequestSpec {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  headers: Record<string, string>;
  /** JSON bodies sent in turn (one: always the same; none: no body). */
  bodies?: string[];
}

export interface LoadJob {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** Connection i sends perConnection[i % length] over and over. */
  perConnection: RequestSpec[];
}

export interface LoadFigures {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Latencies of the 2xx answers in milliseconds, timed per answer. */
  p50: number;
  p99: number;
  /** Answers outside 2xx; errors and timeouts of the connection. */
  non2xx: number;
  /** How many answers of each HTTP status. */
  statusCodes: Record<string, number>;
  errors: number;
  /** Bytes received per answer, headers included (what the load process reads and parses). */
  bytesPerResponse: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Runs one load job in a child process (node with tsx) and answers its figures. */
export function runLoadProcess(job: LoadJob): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(here, "load-worker.ts")], {
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
      if (code !== 0 || !line) reject(new Error(`the load process failed (${code}): ${stderr.slice(-2000)}`));
      else {
        // JSON has no NaN: a run without a single 2xx answer has no latency figures.
        const figures = JSON.parse(line) as LoadFigures;
        resolve({ ...figures, p50: figures.p50 ?? Number.NaN, p99: figures.p99 ?? Number.NaN });
      }
    });
  });
}
