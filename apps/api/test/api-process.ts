import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPgliteDataDir } from "@prenup/db/testing";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/**
 * The API as its own process (`node --import tsx src/server.ts`, or a compiled entry), on the
 * given database URL or a fresh PGlite folder, ready when /ready answers 200.
 */
export async function startApiProcess(options: {
  databaseUrl?: string;
  env?: Record<string, string>;
  entry?: string[];
  readyTimeoutMs?: number;
}): Promise<ApiProcess> {
  const port = await freePort();
  // A database named in `env` is the caller's; otherwise a fresh PGlite folder holding the snapshot.
  const ownDatabase = !options.databaseUrl && !options.env?.["DATABASE_URL"] && !options.env?.["API_DATA_DIR"];
  const dataDir = ownDatabase ? await mkdtemp(path.join(tmpdir(), "prenup-api-process-")) : undefined;
  if (dataDir) await createPgliteDataDir(dataDir);
  let output = "";
  const child = spawn(process.execPath, options.entry ?? ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : dataDir ? { API_DATA_DIR: dataDir } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const cleanUp = async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) {
      await cleanUp();
      throw new Error(`the API process ended before it was ready:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      await cleanUp();
      throw new Error(`the API process was not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    url,
    output: () => output,
    exited,
    async stop() {
      if (!ended) child.kill("SIGKILL");
      await exited;
      await cleanUp();
    },
  };
}
