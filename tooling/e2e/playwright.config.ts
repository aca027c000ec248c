import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { journeyChromium } from "./support/chromium.mjs";

/** A fixed token shared by the identity provider and the API in journeys only (admin password resets). */
const E2E_IDENTITY_ADMIN_TOKEN = "e2e-identity-admin-token-0001";

// The journeys run the real product: the embedded identity provider and the API as production starts
// them (their compiled builds, dist/server.js), each on a fresh PGlite folder seeded with the demo
// data, and the three apps' production builds (vite preview). `pnpm test` builds all five first.
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "prenup-e2e-"));
const repoRoot = join(import.meta.dirname, "..", "..");
const chromium = journeyChromium() ?? "/usr/bin/chromium";
// E2E_REUSE_SERVERS=1 runs the journeys against servers already started (e.g. while writing one).
const reuseExistingServer = process.env.E2E_REUSE_SERVERS === "1";
// The API's movable clock (the journeys write its offset; see support/clock.ts).
const testClockFile = join(import.meta.dirname, "artifacts", "clock-offset-ms");
// The identity provider's and the APIs' output (one JSON line per request) goes to
// artifacts/servers/<name>.log, to read after a journey fails on a server's answer.
const serverLogs = join(import.meta.dirname, "artifacts", "servers");
mkdirSync(serverLogs, { recursive: true });
const loggedTo = (name: string) => `> "${join(serverLogs, `${name}.log`)}"`;

// In CI the two servers use the machine's PostgreSQL (E2E_API_DATABASE_URL, E2E_IDENTITY_DATABASE_URL:
// fresh, empty databases), as production does; elsewhere each gets its own PGlite folder.
const apiDatabase: Record<string, string> = process.env.E2E_API_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_API_DATABASE_URL }
  : { API_DATA_DIR: join(dataRoot, "api") };
// On PostgreSQL a second API instance shares the database, and the apps reach the API through a small
// reverse proxy that pins each browser to one instance (support/instance-proxy.mjs): the scale-out of
// a deployment, end to end. On PGlite (one process's database) the proxy has the one instance.
const secondInstance = Boolean(process.env.E2E_API_DATABASE_URL);
const identityDatabase: Record<string, string> = process.env.E2E_IDENTITY_DATABASE_URL
  ? { IDENTITY_DATABASE_URL: process.env.E2E_IDENTITY_DATABASE_URL }
  : { IDENTITY_DATA_DIR: join(dataRoot, "identity") };

export default defineConfig({
  testDir: "./journeys",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "./artifacts/report" }]],
  use: {
    headless: true,
    // A trace records every action's screenshots and DOM: about a third of the journeys' CPU time when
    // kept for every test. CI retries a failed journey once, and that retry is traced.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // A person who prefers reduced motion: the apps then open and close popups without their
    // transitions (the theme's respectReducedMotion), and the browser draws no frames for them.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: [
    {
      command: `node dist/server.js ${loggedTo("identity")}`,
      cwd: join(repoRoot, "apps", "identity"),
      url: "http://localhost:4100/.well-known/openid-configuration",
      // IDENTITY_ADMIN_TOKEN: the admin portal's password resets (the API sends the same token).
      // SIGN_UPS_PER_HOUR: every journey signs people up from 127.0.0.1.
      env: {
        ...identityDatabase,
        IDENTITY_SEED_DEMO: "1",
        NODE_ENV: "test",
        IDENTITY_ADMIN_TOKEN: E2E_IDENTITY_ADMIN_TOKEN,
        SIGN_UPS_PER_HOUR: "1000",
        // Hundreds of sign-ups and sign-ins: scrypt at 2^12 rather than 2^17 (most of a second of CPU each).
        IDENTITY_PASSWORD_COST: "12",
      },
      reuseExistingServer,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node dist/server.js --migrate ${loggedTo("api-4000")}`,
      cwd: join(repoRoot, "apps", "api"),
      url: "http://localhost:4000/ready",
      // TEST_CLOCK_FILE: journeys move the API's time by writing an offset there (support/clock.ts).
      env: {
        ...apiDatabase,
        SEED_DEMO: "1",
        NODE_ENV: "test",
        RATE_LIMIT_MAX: "100000",
        SHUTDOWN_DRAIN_SECONDS: "0",
        IDENTITY_ADMIN_TOKEN: E2E_IDENTITY_ADMIN_TOKEN,
        TEST_CLOCK_FILE: testClockFile,
      },
      reuseExistingServer,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(secondInstance
      ? [
          {
            command: `node dist/server.js --migrate ${loggedTo("api-4001")}`,
            cwd: join(repoRoot, "apps", "api"),
            url: "http://localhost:4001/ready",
            // The same database, clock and settings as the first; the demo was seeded by the first.
            env: {
              ...apiDatabase,
              PORT: "4001",
              NODE_ENV: "test",
              RATE_LIMIT_MAX: "100000",
              SHUTDOWN_DRAIN_SECONDS: "0",
              IDENTITY_ADMIN_TOKEN: E2E_IDENTITY_ADMIN_TOKEN,
              TEST_CLOCK_FILE: testClockFile,
            },
            reuseExistingServer,
            timeout: 180_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
    {
      command: `node ${join(import.meta.dirname, "support", "instance-proxy.mjs")} 4002 http://localhost:4000 ${secondInstance ? "http://localhost:4001" : "http://localhost:4000"}`,
      cwd: repoRoot,
      url: "http://localhost:4002/__proxy/served",
      reuseExistingServer,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    ...(["customer", "attorney", "admin"] as const).map((app, index) => ({
      // The app's own Vite, started directly (not through pnpm, which costs a second of CPU to start).
      command: `node node_modules/vite/bin/vite.js preview --port ${5173 + index} --strictPort`,
      cwd: join(repoRoot, "apps", app),
      // The pages' /api goes through the instance proxy.
      env: { API_PROXY_TARGET: "http://localhost:4002" },
      url: `http://localhost:${5173 + index}`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
  ],
});
