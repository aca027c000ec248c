#!/usr/bin/env node
// Starts the whole product on its embedded defaults: the identity provider (its own PGlite folder),
// the API (PGlite in .data/api, migrations applied, reference and demo data seeded) and the three
// apps' Vite dev servers. Waits until each answers, then prints the URLs and the demo accounts.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const started = Date.now();

const url = {
  api: process.env.API_URL ?? "http://localhost:4000",
  identity: process.env.OIDC_ISSUER ?? "http://localhost:4100",
  customer: process.env.CUSTOMER_APP_URL ?? "http://localhost:5173",
  attorney: process.env.ATTORNEY_APP_URL ?? "http://localhost:5174",
  admin: process.env.ADMIN_APP_URL ?? "http://localhost:5175",
};

const env = {
  ...process.env,
  SEED_DEMO: process.env.SEED_DEMO ?? "1",
  IDENTITY_SEED_DEMO: process.env.IDENTITY_SEED_DEMO ?? "1",
  // No load balancer to drain for on a laptop: Ctrl+C stops the API at once.
  SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? "0",
  // One admin token for this run, shared by the embedded identity provider and the API: admins'
  // password resets and the closing of deleted users' accounts work out of the box.
  IDENTITY_ADMIN_TOKEN: process.env.IDENTITY_ADMIN_TOKEN ?? randomBytes(24).toString("hex"),
  FORCE_COLOR: "1",
};

const services = [
  {
    name: "identity",
    filter: "@prenup/identity",
    script: "dev",
    ready: `${url.identity}/.well-known/openid-configuration`,
  },
  { name: "api", filter: "@prenup/api", script: "dev", ready: `${url.api}/ready` },
  { name: "customer", filter: "@prenup/customer", script: "dev", ready: url.customer },
  { name: "attorney", filter: "@prenup/attorney", script: "dev", ready: url.attorney },
  { name: "admin", filter: "@prenup/admin", script: "dev", ready: url.admin },
];

// The pnpm to run the services with: the one npm start found or fetched, else pnpm on the PATH.
const [pnpmCommand, ...pnpmArgs] = process.env.PRENUP_PNPM ? JSON.parse(process.env.PRENUP_PNPM) : ["pnpm"];

// What pnpm says about a script it stopped because we stopped it: not a failure worth showing.
// (pnpm heads its report with the package's folder: "/path/to/apps/api:".)
const STOP_NOISE =
  /ERR_PNPM_|ELIFECYCLE|Command failed with signal|Command was killed with|exited \(SIG|^\S.*[\\/]\S*:$/;

const children = [];
for (const service of services) {
  // Each service runs in a process group of its own, so stopping it also stops what pnpm started
  // (tsx watch, vite), whether we are stopped by Ctrl+C or by a plain SIGTERM.
  const child = spawn(pnpmCommand, [...pnpmArgs, "--filter", service.filter, "run", service.script], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trim() || (stopping && STOP_NOISE.test(line))) continue;
        process.stdout.write(`[${service.name}] ${line}\n`);
      }
    });
  }
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[${service.name}] exited (${signal ?? code}); stopping the rest.`);
      stop(1);
    }
  });
}

let stopping = false;
const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null && child.pid);
function signalAll(signal) {
  for (const child of running()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stops every service (SIGTERM to each process group: the API drains its requests, Vite closes),
 * waits for them, says so in one line and exits with `code`. A second Ctrl+C, or services still
 * running after 15 s, end them at once.
 */
function stop(code = 0) {
  if (stopping) {
    signalAll("SIGKILL");
    console.log("\nStopped at once.");
    process.exit(1);
  }
  stopping = true;
  console.log("\nStopping the prenup platform…");
  signalAll("SIGTERM");
  const deadline = setTimeout(() => {
    signalAll("SIGKILL");
    console.log("Some services did not stop in 15 s and were ended.");
    process.exit(1);
  }, 15_000);
  const waitForAll = setInterval(() => {
    if (running().length > 0) return;
    clearInterval(waitForAll);
    clearTimeout(deadline);
    console.log(code === 0 ? "Stopped." : "Stopped after a failure.");
    process.exit(code);
  }, 100);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// At a terminal, Ctrl+C is read as a key instead of raising SIGINT in every process of the
// terminal's group: npm would otherwise end itself with that signal after we stopped cleanly
// (status 130 whatever we exit with). The terminal gets its usual mode back when we exit.
if (process.stdin.isTTY) {
  process.stdin.setRawMode(true);
  process.stdin.on("data", (keys) => {
    if (keys.includes(0x03)) stop(0);
  });
  process.on("exit", () => process.stdin.setRawMode(false));
}

async function waitFor(target, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(target);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const results = await Promise.all(services.map((service) => waitFor(service.ready)));
const failed = services.filter((_, index) => !results[index]);
if (failed.length) {
  console.error(`Not ready after 3 minutes: ${failed.map((service) => service.name).join(", ")}`);
  stop(1);
} else {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const password = "Prenup-demo-2026!";
  console.log(`
┌──────────────────────────────────────────────────────────────────────────────┐
  The prenup platform is running (ready in ${seconds}s, embedded defaults)

  Customer app   ${url.customer}
  Attorney app   ${url.attorney}
  Admin app      ${url.admin}
  API            ${url.api}   (OpenAPI: ${url.api}/openapi.json; e-mails: ${url.api}/dev/mailbox)
  Identity       ${url.identity}   (dev mailbox: ${url.identity}/dev/mailbox)

  Demo accounts (password for all: ${password})
    alex@demo.prenup.test        customer, partner A of couple 1 (California, prenup paid)
    jordan@demo.prenup.test      customer, partner B of couple 1
    sam@demo.prenup.test         customer, partner A of couple 2 (New York, unpaid)
    riley@demo.prenup.test       customer, partner B of couple 2
    attorney@demo.prenup.test    attorney, approved          -> attorney app
    applicant@demo.prenup.test   attorney, under review      -> attorney app
    admin@demo.prenup.test       admin                       -> admin app

  Press Ctrl+C to stop.
└──────────────────────────────────────────────────────────────────────────────┘
`);
}
