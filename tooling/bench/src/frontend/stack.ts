// The product as a visitor meets it, for the front-end benchmarks: the embedded identity provider
// and the API on fresh PGlite folders seeded with the demo data, and the customer app's production
// build served by `vite preview` (compressed, as a static host would). The apps are built with the
// local URLs, so the ports are the fixed ones of the e2e journeys: run the benchmarks in a network
// namespace of their own (see README of the benchmarks in run.ts).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../util.ts";

export const STACK_URLS = {
  customer: "http://localhost:5173",
  api: "http://localhost:4000",
  identity: "http://localhost:4100",
} as const;

export const DEMO_PASSWORD = "Prenup-demo-2026!";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** What Chromium needs here: no sandbox as root, and no attempts to reach the internet. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export interface RunningStack {
  /** The customer app's origin: STACK_URLS.customer, or its https:// twin with `http2`. */
  customerUrl: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /**
   * Serve the customer app's build over HTTPS and so HTTP/2 (a self-signed certificate made with
   * openssl; the browser must be started with --ignore-certificate-errors), as static hosts and
   * CDNs serve it, instead of vite preview's plain HTTP/1.1 with its six connections per origin.
   */
  http2?: boolean;
}

/** Whether an https:// URL answers 2xx, accepting a self-signed certificate. */
function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}) before answering`);
    try {
      if (url.startsWith("https:") ? await answersOverTls(url) : (await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The servers run at the lowest CPU priority (nice 19). On a phone the API, its database and the
 * identity provider are on other machines; here they share two cores with the browser being
 * measured, and a PGlite query answering the page's first reads would otherwise take the renderer's
 * core in the middle of its load and lengthen the tasks Lighthouse counts.
 */
function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn("nice", ["-n", "19", ...command], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) console.error(`${command.join(" ")} exited ${code}\n${errors}`);
  });
  return child;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      resolve();
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Starts identity provider, API and the customer app's preview; `stop()` ends all three. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  if (!existsSync(join(repoRoot, "apps", "customer", "dist", "index.html"))) {
    throw new Error("apps/customer/dist is missing: build first (pnpm exec turbo run build --filter=./apps/*)");
  }
  const dataRoot = mkdtempSync(join(tmpdir(), "prenup-frontend-bench-"));
  const customerUrl = options.http2 ? STACK_URLS.customer.replace(/^http:/, "https:") : STACK_URLS.customer;
  const tls: Record<string, string> = {};
  if (options.http2) {
    tls["PREVIEW_TLS_CERT"] = join(dataRoot, "preview-cert.pem");
    tls["PREVIEW_TLS_KEY"] = join(dataRoot, "preview-key.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        tls["PREVIEW_TLS_KEY"],
        "-out",
        tls["PREVIEW_TLS_CERT"],
      ],
      { stdio: "ignore" },
    );
  }
  // The identity provider's redirect URIs and the API's CORS origins follow the app's origin.
  const appUrls = { CUSTOMER_APP_URL: customerUrl, APP_ORIGINS: customerUrl };
  const children = [
    start(["pnpm", "--filter", "@prenup/identity", "serve"], {
      IDENTITY_DATA_DIR: join(dataRoot, "identity"),
      IDENTITY_SEED_DEMO: "1",
      NODE_ENV: "test",
      CUSTOMER_APP_URL: customerUrl,
    }),
    start(["pnpm", "--filter", "@prenup/api", "serve"], {
      API_DATA_DIR: join(dataRoot, "api"),
      SEED_DEMO: "1",
      NODE_ENV: "test",
      RATE_LIMIT_MAX: "100000",
      // Every run signs the same user in. vite preview's HTTP/2 proxy does not pass a closed
      // connection on to the API, so each earlier run's live stream stays open until its own end;
      // past the usual limit the page's stream would be refused (429, an error in its console).
      LIVE_STREAMS_PER_USER: "100",
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...appUrls,
    }),
    start(["pnpm", "--filter", "@prenup/customer", "exec", "vite", "preview", "--port", "5173", "--strictPort"], tls),
  ];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitForUrl(`${STACK_URLS.identity}/.well-known/openid-configuration`, children[0]!, 180_000),
      waitForUrl(`${STACK_URLS.api}/ready`, children[1]!, 240_000),
      waitForUrl(customerUrl, children[2]!, 60_000),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { customerUrl, stop };
}
