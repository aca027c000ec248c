import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { accountsAndAssets, createDatabase } from "@prenup/db";
import { createDocument, markPrenupPaid } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A production-like run of the compiled servers (apps/api/dist, apps/identity/dist), as a deployment
// runs them: a fresh PostgreSQL database migrated by the release step, two API instances and one job
// worker with NODE_ENV=production and DEMO_MODE=1, the embedded identity provider as the issuer, the
// rate limits in Redis, and the journeys' instance proxy in front. A couple signs in through the real
// authorization-code flow; a change on one instance reaches the partner's live stream on the other
// (NOTIFY); instance 1 is killed (SIGKILL) in the middle of a stream of writes carrying
// Idempotency-Keys, the unacknowledged ones are sent again to instance 2 with the same keys, and
// every write is stored exactly once. Needs the builds, TEST_DATABASE_URL and TEST_REDIS_URL
// (npm test runs it after the production builds; CI sets both).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const databaseUrl = process.env["TEST_DATABASE_URL"];
const redisUrl = process.env["TEST_REDIS_URL"];
const CUSTOMER_ORIGIN = "http://localhost:5173";
const DEMO_PASSWORD = "Prenup-demo-2026!";
const INSTANCE_2_AGENT = "prenup-instance-2 (prod-run)";
const WRITES = 50;
const KILL_AFTER = 20;

async function freePort(): Promise<number> {
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

interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const processes: Proc[] = [];

/** A compiled entry as its own process, with only the given environment (and PATH). */
function start(name: string, args: string[], env: Record<string, string>): Proc {
  let output = "";
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env["PATH"] ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const proc = { name, child, output: () => output, exited };
  processes.push(proc);
  return proc;
}

/** Polls until `check` is true (every 50 ms), failing with the process's output when it ends or time runs out. */
async function until(
  proc: Proc,
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<void> {
  let ended = false;
  void proc.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (ended) throw new Error(`${proc.name} ended before ${what}:\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`${proc.name}: no ${what} within ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const answers200 = (url: string) => async () => (await fetch(url)).status === 200;

/** The exit of a process, after SIGTERM (SIGKILL after 15 s). */
async function stop(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill("SIGTERM");
  const timer = setTimeout(() => proc.child.kill("SIGKILL"), 15_000);
  await proc.exited;
  clearTimeout(timer);
}

/** A browser stand-in for the identity provider's pages: keeps cookies, follows redirects on the issuer. */
function browser(issuer: string) {
  const cookies = new Map<string, string>();
  const request = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const cut = pair!.indexOf("=");
      const value = pair!.slice(cut + 1).trim();
      if (value) cookies.set(pair!.slice(0, cut).trim(), value);
      else cookies.delete(pair!.slice(0, cut).trim());
    }
    return response;
  };
  /** The last page on the issuer, or the first address outside it. */
  const follow = async (url: URL, init: RequestInit = {}): Promise<{ page?: string; external?: URL }> => {
    let current = url;
    let response = await request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      current = new URL(response.headers.get("location")!, current);
      if (current.origin !== new URL(issuer).origin) return { external: current };
      response = await request(current);
    }
    return { page: await response.text() };
  };
  return { follow };
}

/**
 * Signs a person in as the customer app does: authorization request with PKCE, the provider's
 * sign-in form, the code at the app's callback, exchanged at the token endpoint.
 */
async function signIn(issuer: string, email: string): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const state = randomBytes(8).toString("hex");
  const query = new URLSearchParams({
    client_id: "prenup-customer",
    response_type: "code",
    redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
    scope: "openid profile email offline_access",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state,
  });
  const person = browser(issuer);
  const { page } = await person.follow(new URL(`/auth?${query}`, issuer));
  const action = /<form[^>]*action="([^"]+)"/.exec(page ?? "")?.[1]?.replace(/&amp;/g, "&");
  if (!action) throw new Error(`no sign-in form:\n${page}`);
  const { external } = await person.follow(new URL(action, issuer), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  if (!external || external.searchParams.get("state") !== state)
    throw new Error(`sign-in of ${email} did not reach the app's callback`);
  const token = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: CUSTOMER_ORIGIN },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: external.searchParams.get("code")!,
      code_verifier: verifier,
      client_id: "prenup-customer",
      redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
    }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no access token for ${email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Server-sent events of one stream, collected as they arrive. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })().catch(() => undefined);
  return { events, close: () => controller.abort() };
}

if (!databaseUrl || !redisUrl)
  console.info("production-like run skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL");

describe.runIf(databaseUrl && redisUrl)("a production-like run of the compiled servers", () => {
  const started = Date.now();
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const apiDatabase = `prenup_t_prod_${suffix}`;
  const identityDatabase = `prenup_t_prod_${suffix}_id`;
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let admin: pg.Client;
  let filesDir: string;
  let issuer: string;
  let proxyUrl: string;
  const instances: { proc: Proc; url: string }[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${apiDatabase}`);
    await admin.query(`CREATE DATABASE ${identityDatabase}`);
    filesDir = await mkdtemp(path.join(tmpdir(), "prenup-prod-run-"));

    const identityPort = await freePort();
    issuer = `http://127.0.0.1:${identityPort}`;
    const env = {
      NODE_ENV: "production",
      DEMO_MODE: "1",
      DATABASE_URL: urlOf(apiDatabase),
      REDIS_URL: redisUrl!,
      OIDC_ISSUER: issuer,
      INVITE_SECRET: "prod-run-invite-secret-0123456789abcdef",
      FILES_DIR: filesDir,
      HOST: "127.0.0.1",
      JOBS_WORKER: "0",
      SHUTDOWN_DRAIN_SECONDS: "0",
    };
    const release = start("release", ["apps/api/dist/release.js"], env);
    const released = await release.exited;
    expect(released.code, release.output()).toBe(0);

    // The demo accounts exist only outside production, so the provider runs as the journeys run it.
    const identity = start("identity", ["apps/identity/dist/server.js"], {
      NODE_ENV: "test",
      PORT: String(identityPort),
      OIDC_ISSUER: issuer,
      IDENTITY_DATABASE_URL: urlOf(identityDatabase),
      IDENTITY_SEED_DEMO: "1",
    });

    const ports = [await freePort(), await freePort()];
    for (const [index, port] of ports.entries()) {
      instances.push({
        proc: start(`API instance ${index + 1}`, ["apps/api/dist/server.js"], { ...env, PORT: String(port) }),
        url: `http://127.0.0.1:${port}`,
      });
    }
    const worker = start("job worker", ["apps/api/dist/worker.js"], env);
    const proxyPort = await freePort();
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const proxy = start(
      "instance proxy",
      ["tooling/e2e/support/instance-proxy.mjs", String(proxyPort), instances[0]!.url, instances[1]!.url],
      {},
    );

    await Promise.all([
      until(identity, "discovery", answers200(`${issuer}/.well-known/openid-configuration`)),
      ...instances.map(({ proc, url }) => until(proc, "/ready 200", answers200(`${url}/ready`))),
      until(worker, "'job worker started'", () => worker.output().includes("job worker started")),
      until(proxy, "/__proxy/served", answers200(`${proxyUrl}/__proxy/served`)),
    ]);
    console.info(`prod-run: everything ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  afterAll(async () => {
    // Proxy and servers first, then the provider; the databases are dropped once nothing holds them.
    for (const proc of [...processes].reverse()) await stop(proc);
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
    if (admin) {
      for (const name of [apiDatabase, identityDatabase])
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    console.info(`prod-run: ${((Date.now() - started) / 1000).toFixed(1)} s from start to databases dropped`);
  });

  it("every instance names its stand-ins as warnings at start-up (DEMO_MODE is loud)", () => {
    for (const { proc } of instances) {
      const warnings = proc
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string; standIn?: string })
        .filter((entry) => entry.level === 40 && entry.msg.startsWith("DEMO_MODE: NOT FOR REAL USE"));
      const standIns = warnings.map((entry) => entry.standIn ?? "");
      for (const kind of ["payments:", "notarization:", "mail:", "files:", "identity:", "origins:", "links:"]) {
        expect(
          standIns.some((standIn) => standIn.startsWith(kind)),
          `${proc.name} warns of ${kind}\n${proc.output()}`,
        ).toBe(true);
      }
      expect(standIns.find((standIn) => standIn.startsWith("identity:"))).toContain(issuer);
      // The database is real: no warning for it.
      expect(standIns.some((standIn) => standIn.startsWith("database:"))).toBe(false);
    }
  });

  it("a couple signed in through the provider sees one instance's change live on the other, then no acknowledged write is lost or doubled when an instance dies", async () => {
    const [alex, jordan] = await Promise.all([
      signIn(issuer, "alex@demo.prenup.test"),
      signIn(issuer, "jordan@demo.prenup.test"),
    ]);
    const call = async (
      token: string,
      method: string,
      route: string,
      options: { body?: unknown; instance?: 1 | 2; key?: string } = {},
    ) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (options.instance === 2) headers["user-agent"] = INSTANCE_2_AGENT;
      if (options.body !== undefined) headers["content-type"] = "application/json";
      if (options.key) headers["idempotency-key"] = options.key;
      const response = await fetch(`${proxyUrl}${route}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      return {
        status: response.status,
        json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
      };
    };
    // Accounts for the two identities, through the API (one on each instance).
    const createdA = await call(alex, "POST", "/users", { body: {}, instance: 1 });
    const createdB = await call(jordan, "POST", "/users", { body: {}, instance: 2 });
    expect(createdA.status, JSON.stringify(createdA.json)).toBe(201);
    expect(createdB.status, JSON.stringify(createdB.json)).toBe(201);
    const userA = String(createdA.json!["id"]);
    const userB = String(createdB.json!["id"]);

    // Their agreement, paid, set up in the database (the invitation and payment flows are tested elsewhere).
    const database = await createDatabase({ url: urlOf(apiDatabase), maxConnections: 2 });
    try {
      const document = await createDocument(database.db, { userA, userB, state: "CA" });
      await markPrenupPaid(database.db, { document, user: userA });
      const assets = `/users/${userA}/documents/${document.id}/assets`;
      const asset = (n: number) => ({
        assetAccountType: "ACCOUNT",
        accountType: "CHECKING",
        institution: `Bank ${n}`,
        accountNumber: "1234",
        valueInCents: 1000 * n,
      });

      // Jordan's stream on instance 2; Alex's change on instance 1 reaches it (NOTIFY across instances).
      const stream = await openStream(`${proxyUrl}/users/${userB}/live`, {
        authorization: `Bearer ${jordan}`,
        "user-agent": INSTANCE_2_AGENT,
      });
      const first = await call(alex, "POST", assets, { body: asset(0), instance: 1, key: "prod-run-0" });
      expect(first.status, JSON.stringify(first.json)).toBe(201);
      const deadline = Date.now() + 10_000;
      while (
        !stream.events.some((entry) => entry.event === "changed" && entry.data["userId"] === userA) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(stream.events.find((entry) => entry.event === "changed")?.data).toEqual({
        userId: userA,
        change: "disclosure",
      });
      stream.close();
      const served = (await (await fetch(`${proxyUrl}/__proxy/served`)).json()) as {
        served: { first: number; second: number };
      };
      expect(served.served.first).toBeGreaterThan(0);
      expect(served.served.second).toBeGreaterThan(0);

      // Writes 1…50 in sequence on instance 1; it is killed as write KILL_AFTER + 1 is sent.
      const acknowledged = new Map<number, string>();
      const unacknowledged: number[] = [];
      const [first1] = instances;
      for (let n = 1; n <= WRITES; n += 1) {
        const sent = call(alex, "POST", assets, { body: asset(n), instance: 1, key: `prod-run-${n}` }).catch(() => ({
          status: 0,
          json: null,
        }));
        if (n === KILL_AFTER + 1) first1!.proc.child.kill("SIGKILL");
        const result = await sent;
        if (result.status === 201) acknowledged.set(n, String(result.json!["id"]));
        else unacknowledged.push(n);
      }
      expect((await first1!.proc.exited).signal).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(unacknowledged.length).toBeGreaterThanOrEqual(WRITES - KILL_AFTER - 1);
      // The client retries what was not acknowledged on the other instance, with the same keys.
      for (const n of unacknowledged) {
        const retried = await call(alex, "POST", assets, { body: asset(n), instance: 2, key: `prod-run-${n}` });
        expect(retried.status, JSON.stringify(retried.json)).toBe(201);
        acknowledged.set(n, String(retried.json!["id"]));
      }
      // Each acknowledged write again on instance 2 answers the same entry and adds nothing.
      for (const n of [1, KILL_AFTER, KILL_AFTER + 1]) {
        const again = await call(alex, "POST", assets, { body: asset(n), instance: 2, key: `prod-run-${n}` });
        expect(again.status).toBe(201);
        expect(again.json!["id"]).toBe(acknowledged.get(n));
      }

      const rows = await database.db.select().from(accountsAndAssets).where(eq(accountsAndAssets.userId, userA));
      const institutions = rows.map((row) => row.institution).sort();
      const expected = Array.from({ length: WRITES + 1 }, (_, n) => `Bank ${n}`).sort();
      expect(institutions).toEqual(expected);
      for (const [n, id] of acknowledged) expect(rows.find((row) => row.institution === `Bank ${n}`)?.id).toBe(id);
      console.info(
        `prod-run: ${acknowledged.size - unacknowledged.length} writes acknowledged by instance 1 before SIGKILL, ${unacknowledged.length} retried on instance 2; ${rows.length} entries stored`,
      );
    } finally {
      await database.close();
    }
  });

  it("stops every process on SIGTERM within the budget", async () => {
    const running = processes.filter((proc) => proc.child.exitCode === null && proc.child.signalCode === null);
    await Promise.all(running.map((proc) => stop(proc)));
    for (const proc of running) {
      const { code, signal } = await proc.exited;
      expect({ name: proc.name, code, signal, output: code === 0 ? "" : proc.output() }).toMatchObject({
        name: proc.name,
        code: 0,
        signal: null,
      });
    }
    expect(Date.now() - started).toBeLessThan(90_000);
  });
});
