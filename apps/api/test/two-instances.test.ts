import { createServer, type Server } from "node:http";
import { contentIds, mailOutbox } from "@prenup/db";
import {
  createCouple,
  createCustomer,
  createDocument,
  createTestDatabase,
  testDatabaseDriver,
  type TestDatabase,
} from "@prenup/db/testing";
import { desc, eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess, type ApiProcess } from "./api-process.ts";
import { CLIENTS } from "./harness.ts";
import { q } from "./questionnaire-fixtures.ts";
import { openEventStream } from "./event-stream-reader.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";

// Two API processes on one PostgreSQL database behind a proxy that alternates between them, as N
// instances behind a load balancer run: a couple's steps pass through it, each step's next request
// landing on the other instance. Shared state must hold: answers saved on one are read and updated
// on the other, an invitation signed on one is accepted on the other (INVITE_SECRET), and with
// Redis (TEST_REDIS_URL, set in CI) the rate limit counts every instance's requests together.
// Access tokens are signed by a small issuer in this file and verified by each instance through
// discovery and JWKS over HTTP, as with the real identity provider.
// PostgreSQL only (CI sets TEST_DATABASE_URL): PGlite is a single process's database.
const onPostgres = testDatabaseDriver() === "postgres";
const redisUrl = process.env["TEST_REDIS_URL"];
const AUDIENCE = "http://localhost:4000";

if (!onPostgres) console.info("two-instance check skipped: it needs PostgreSQL (TEST_DATABASE_URL), as CI provides");

describe.runIf(onPostgres)("two API instances behind a round-robin proxy", () => {
  let database: TestDatabase;
  let issuer: Server;
  let issuerUrl: string;
  let privateKey: CryptoKey;
  const instances: ApiProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    database = await createTestDatabase();
    const keys = await generateKeyPair("RS256");
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: "two-instances", alg: "RS256", use: "sig" };
    issuer = createServer((incoming, outgoing) => {
      const body =
        incoming.url === "/.well-known/openid-configuration"
          ? { issuer: issuerUrl, jwks_uri: `${issuerUrl}/jwks` }
          : incoming.url === "/jwks"
            ? { keys: [jwk] }
            : undefined;
      outgoing.writeHead(body ? 200 : 404, { "content-type": "application/json" });
      outgoing.end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => issuer.listen(0, "127.0.0.1", resolve));
    const address = issuer.address();
    issuerUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    const url = new URL(process.env["TEST_DATABASE_URL"]!);
    url.pathname = `/${database.name}`;
    const env: Record<string, string> = {
      DATABASE_URL: url.toString(),
      OIDC_ISSUER: issuerUrl,
      API_AUDIENCE: AUDIENCE,
      INVITE_SECRET: "two-instances-invite-secret-0123456789",
      RATE_LIMIT_MAX: "1000",
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    // One after the other: both would otherwise compile the TypeScript at the same moment.
    for (let index = 0; index < 2; index += 1) instances.push(await startApiProcess({ env, readyTimeoutMs: 120_000 }));
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await new Promise((resolve) => issuer?.close(resolve));
    await database?.close();
  });

  const token = (user: { externalId: string; email: string }) =>
    new SignJWT({
      scope: "openid profile email offline_access",
      client_id: CLIENTS.customer,
      email: user.email,
      email_verified: true,
    })
      .setProtectedHeader({ alg: "RS256", kid: "two-instances", typ: "at+jwt" })
      .setSubject(user.externalId)
      .setIssuer(issuerUrl)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(privateKey);

  const call = async (
    user: { externalId: string; email: string } | null,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const headers: Record<string, string> = {};
    if (user) headers["authorization"] = `Bearer ${await token(user)}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${proxy.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  };

  it("a couple's steps alternate between the instances and every shared state holds", {
    timeout: 120_000,
  }, async () => {
    const { userA } = await createCouple(database.db);
    const question = q("wedding_location");

    // Saved on one instance, updated on the other, read back on the first.
    const created = await call(userA, "POST", `/users/${userA.id}/answers?questionId=${question}`, {
      valueTyped: "Napa",
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const updated = await call(userA, "PATCH", `/users/${userA.id}/answers?questionId=${question}`, {
      valueTyped: "Sonoma",
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    const listed = await call(userA, "GET", `/users/${userA.id}/answers`);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.json)).toContain("Sonoma");

    // An invitation signed by one instance, previewed and accepted through the others.
    const inviter = await createCustomer(database.db, { firstName: "Alex" });
    const document = await createDocument(database.db, { userA: inviter });
    const partnerEmail = "jordan.two-instances@example.test";
    expect((await call(inviter, "POST", `/users/${inviter.id}/invite`, { email: partnerEmail })).status).toBe(200);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, partnerEmail))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = new URL(/(http:\/\/localhost:5173\/invite\?\S+)/.exec(mail?.text ?? "")![1]!);
    const inviteToken = link.searchParams.get("token")!;
    expect(link.searchParams.get("document")).toBe(document.id);
    const preview = await call(
      null,
      "GET",
      `/documents/${document.id}/invitation?token=${encodeURIComponent(inviteToken)}`,
    );
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    const partner = await createCustomer(database.db, { email: partnerEmail, firstName: "Jordan" });
    const accepted = await call(
      partner,
      "GET",
      `/users/${partner.id}/documents/${document.id}/accept-invite?token=${encodeURIComponent(inviteToken)}`,
    );
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);

    // Content is the same on both (cached per process, keyed by the version stored in the database).
    const states = await Promise.all([call(null, "GET", "/states"), call(null, "GET", "/states")]);
    expect(states[0].json).toEqual(states[1].json);
    expect(states[0].json).toEqual(expect.anything());

    // Both instances took part.
    const served = [...proxy.served.values()];
    console.info(
      `two instances: ${served.join(" + ")} responses; rate limits ${redisUrl ? "in Redis" : "per process (no TEST_REDIS_URL)"}`,
    );
    expect(served.every((count) => count >= 4)).toBe(true);
    expect(contentIds.state("CA")).toBeTruthy();
  });

  it("a partner's presence and changes made on one instance reach the other's live stream on the other", {
    timeout: 60_000,
  }, async () => {
    const { userA, userB } = await createCouple(database.db);
    const [first, second] = instances as [ApiProcess, ApiProcess];
    const a = await openEventStream(`${first.url}/users/${userA.id}/live`, await token(userA));
    const b = await openEventStream(`${second.url}/users/${userB.id}/live`, await token(userB));
    await a.next("hello", (data) => data.userId === userB.id);
    const at = (instance: ApiProcess, user: typeof userB, method: string, path: string, body: unknown) =>
      token(user).then((bearer) =>
        fetch(`${instance.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await at(second, userB, "POST", `/users/${userB.id}/live/presence`, { place: "disclosure" })).status).toBe(
      204,
    );
    expect(await a.next("presence", (data) => data.userId === userB.id)).toEqual({
      userId: userB.id,
      place: "disclosure",
      sectionId: null,
    });
    expect(
      (
        await at(second, userB, "POST", `/users/${userB.id}/answers?questionId=${q("wedding_location")}`, {
          valueTyped: "Napa",
        })
      ).status,
    ).toBe(201);
    expect(await a.next("changed", (data) => data.userId === userB.id)).toEqual({
      userId: userB.id,
      change: "answers",
    });
    expect((await at(first, userA, "POST", `/users/${userA.id}/live/presence`, { place: "dashboard" })).status).toBe(
      204,
    );
    expect(await b.next("presence", (data) => data.userId === userA.id)).toMatchObject({ place: "dashboard" });
    a.close();
    expect(await b.next("left", (data) => data.userId === userA.id)).toEqual({ userId: userA.id });
    b.close();
  });

  it.runIf(redisUrl)(
    "with Redis the rate limit counts the requests of both instances together",
    { timeout: 60_000 },
    async () => {
      const { userA } = await createCouple(database.db);
      const remaining: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const response = await call(userA, "GET", `/users/${userA.id}/answers`);
        expect(response.status).toBe(200);
        remaining.push(Number(response.headers.get("x-ratelimit-remaining")));
      }
      // One counter: each request, whichever instance served it, takes one more from the same budget.
      expect(remaining).toEqual(remaining.map((_, index) => remaining[0]! - index));
    },
  );
});
