/**
 * Cross-cutting HTTP behaviour: authentication failures, error body shapes, limits, security
 * headers, CORS, caching, readiness and what reaches the logs.
 */
import { createCustomer, createTestDatabase } from "@prenup/db/testing";
import { users } from "@prenup/db";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { defaultConfig } from "../src/config.ts";
import { READY_CACHE_MS } from "../src/modules/health/health.routes.ts";
import { createJwtVerifier } from "../src/auth/token-verifier.ts";
import { createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { AUDIENCE, claimsOf, CLIENTS, createTestApi, ISSUER, json, type TestApi, type TokenClaims } from "./harness.ts";

const RATE_LIMIT = 40;
const BODY_LIMIT = 2048;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    config: { rateLimit: { max: RATE_LIMIT, windowMs: 60_000 }, bodyLimitBytes: BODY_LIMIT },
  });
});
afterAll(async () => {
  await api?.close();
});

async function signedInCustomer(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const user = await createCustomer(api.db, overrides);
  const claims: TokenClaims = claimsOf(user);
  return { user, claims };
}

describe("authentication", () => {
  it("answers 401 UNAUTHENTICATED without a token", async () => {
    const response = await api.inject({ method: "GET", url: "/users/me" });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: "Authentication required", code: "UNAUTHENTICATED" });
  });

  it.each([
    ["a token for another audience", { audience: "http://elsewhere.test" }],
    ["a token from another issuer", { issuer: "http://evil.test" }],
    ["a token signed with an untrusted key", { foreignKey: true }],
  ])("answers 401 UNAUTHENTICATED to %s", async (_label, overrides) => {
    const { claims } = await signedInCustomer();
    const response = await api.inject({ method: "GET", url: "/users/me", as: { ...claims, ...overrides } });
    expect(response.statusCode).toBe(401);
    expect(json(response)["code"]).toBe("UNAUTHENTICATED");
  });

  it.each([["Bearer not-a-jwt"], ["Basic dXNlcjpwYXNz"], ["Bearer"]])(
    "answers 401 to the header %j",
    async (header) => {
      const response = await api.inject({ method: "GET", url: "/users/me", headers: { authorization: header } });
      expect(response.statusCode).toBe(401);
      expect(json(response)["code"]).toBe("UNAUTHENTICATED");
    },
  );

  it("answers 401 TOKEN_EXPIRED to an expired token, and accepts one within the clock tolerance", async () => {
    const { claims } = await signedInCustomer();
    const expired = await api.inject({ method: "GET", url: "/users/me", as: { ...claims, expiresIn: -60 } });
    expect(expired.statusCode).toBe(401);
    expect(json(expired)["code"]).toBe("TOKEN_EXPIRED");
    const justExpired = await api.inject({ method: "GET", url: "/users/me", as: { ...claims, expiresIn: -2 } });
    expect(justExpired.statusCode).toBe(200);
  });

  it("ignores a bad token on anonymous routes", async () => {
    const response = await api.inject({ method: "GET", url: "/states", headers: { authorization: "Bearer garbage" } });
    expect(response.statusCode).toBe(200);
  });

  it("closes the door to a soft-deleted account", async () => {
    const { user, claims } = await signedInCustomer();
    await api.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const response = await api.inject({ method: "GET", url: `/users/${user.id}`, as: claims });
    expect(response.statusCode).toBe(403);
    expect(json(response)["code"]).toBe("ACCOUNT_CLOSED");
  });
});

describe("error bodies", () => {
  it("answers 404 with the error shape for an unknown route", async () => {
    const response = await api.inject({ method: "GET", url: "/no-such-thing?email=a@b.test" });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: "No route for GET /no-such-thing", code: "NOT_FOUND" });
  });

  it("treats an id that is not a UUID as naming nobody: the access rule refuses it before validation", async () => {
    const { claims } = await signedInCustomer();
    // A non-UUID id names nobody: the access rule refuses it before validation can say more.
    const response = await api.inject({ method: "GET", url: "/users/not-a-uuid", as: claims });
    expect(response.statusCode).toBe(403);
  });

  it("answers 413 when the body is larger than the limit, storing nothing", async () => {
    const identity: TokenClaims = { sub: "big-body", email: "big@example.test", clientId: CLIENTS.customer };
    const response = await api.inject({
      method: "POST",
      url: "/users",
      as: identity,
      payload: { firstName: "x".repeat(BODY_LIMIT * 2) },
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ error: "The request body is too large.", code: "PAYLOAD_TOO_LARGE" });
    expect(await api.db.select().from(users).where(eq(users.externalId, "big-body"))).toEqual([]);
  });

  it("answers 415 to a body that is not JSON, storing nothing", async () => {
    const identity: TokenClaims = { sub: "form-body", email: "form@example.test", clientId: CLIENTS.customer };
    const response = await api.inject({
      method: "POST",
      url: "/users",
      as: identity,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "firstName=Form",
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({
      error: "Send the request body as application/json.",
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    expect(await api.db.select().from(users).where(eq(users.externalId, "form-body"))).toEqual([]);
  });

  it("checks access before reading the body: a stranger's oversized or non-JSON body gets 403", async () => {
    const victim = await signedInCustomer();
    const stranger = await signedInCustomer();
    const big = await api.inject({
      method: "PATCH",
      url: `/users/${victim.user.id}`,
      as: stranger.claims,
      payload: { firstName: "x".repeat(BODY_LIMIT * 2) },
    });
    const form = await api.inject({
      method: "PATCH",
      url: `/users/${victim.user.id}`,
      as: stranger.claims,
      headers: { "content-type": "text/plain" },
      payload: "firstName=x",
    });
    expect([big.statusCode, form.statusCode]).toEqual([403, 403]);
    const anonymous = await api.inject({
      method: "PATCH",
      url: `/users/${victim.user.id}`,
      payload: { firstName: "x".repeat(BODY_LIMIT * 2) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 429 with the limiter's headers once a user exceeds the limit", async () => {
    const { claims } = await signedInCustomer();
    const token = await api.token(claims);
    const statuses: number[] = [];
    let last;
    for (let index = 0; index <= RATE_LIMIT; index++) {
      last = await api.app.inject({ method: "GET", url: "/users/me", headers: { authorization: `Bearer ${token}` } });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(json(last!)).toEqual({
      error: "Too many requests. Please wait a moment and try again.",
      code: "RATE_LIMITED",
    });
    expect(last!.headers["retry-after"]).toBeDefined();
    expect(last!.headers["x-ratelimit-limit"]).toBe(String(RATE_LIMIT));
    // The limit is per user: someone else is still served.
    const other = await signedInCustomer();
    expect((await api.inject({ method: "GET", url: "/users/me", as: other.claims })).statusCode).toBe(200);
  });
});

describe("headers", () => {
  it("sends security headers on answers, refusals and unknown paths alike", async () => {
    for (const [url, status] of [
      ["/health", 200],
      ["/users/me", 401],
      ["/no-such-path", 404],
    ] as const) {
      const response = await api.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
      expect(response.headers["strict-transport-security"], url).toBeDefined();
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-site");
      expect(response.headers["x-request-id"], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it.each(["http://localhost:5173", "http://localhost:5174", "http://localhost:5175"])(
    "allows CORS from %s",
    async (origin) => {
      const preflight = await api.inject({
        method: "OPTIONS",
        url: "/users/me",
        headers: {
          origin,
          "access-control-request-method": "PATCH",
          "access-control-request-headers": "authorization,content-type",
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
      expect(String(preflight.headers["access-control-allow-methods"])).toContain("PATCH");
      const simple = await api.inject({ method: "GET", url: "/states", headers: { origin } });
      expect(simple.headers["access-control-allow-origin"]).toBe(origin);
    },
  );

  it("refuses CORS to other origins", async () => {
    const preflight = await api.inject({
      method: "OPTIONS",
      url: "/users/me",
      headers: { origin: "http://evil.test", "access-control-request-method": "GET" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const simple = await api.inject({ method: "GET", url: "/states", headers: { origin: "http://localhost:9999" } });
    expect(simple.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("marks authenticated responses no-store, failures included, and leaves public reference data cacheable", async () => {
    const { user, claims } = await signedInCustomer();
    const me = await api.inject({ method: "GET", url: "/users/me", as: claims });
    expect(me.headers["cache-control"]).toBe("no-store");
    const denied = await api.inject({
      method: "GET",
      url: `/users/${user.id}/documents`,
      as: { ...claims, sub: "nobody" },
    });
    expect(denied.headers["cache-control"]).toBe("no-store");
    const states = await api.inject({ method: "GET", url: "/states" });
    expect(states.headers["cache-control"]).toBeUndefined();
  });
});

describe("compression", () => {
  it("compresses a JSON answer of 1 KB or more for a client that accepts Brotli or gzip, with the same content", async () => {
    const plain = await api.inject({ method: "GET", url: "/states" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await api.inject({
      method: "GET",
      url: "/states",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers["vary"])).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString("utf8"))).toEqual(json(plain));

    const gzip = await api.inject({ method: "GET", url: "/states", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8"))).toEqual(json(plain));
  });

  it("sends a short answer as it is", async () => {
    const health = await api.inject({ method: "GET", url: "/health", headers: { "accept-encoding": "br, gzip" } });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(json(health)).toBeTruthy();
  });
});

describe("logs", () => {
  it("never contain the bearer token, the e-mail, names or the phone number", async () => {
    const identity: TokenClaims = {
      sub: "log-check",
      email: "private.person@example.test",
      clientId: CLIENTS.customer,
      emailVerified: true,
    };
    const token = await api.token(identity);
    const headers = { authorization: `Bearer ${token}` };
    const created = await api.app.inject({
      method: "POST",
      url: "/users?email=private.person@example.test",
      headers,
      payload: { firstName: "Privatename", lastName: "Secretsurname" },
    });
    expect(created.statusCode).toBe(201);
    const id = json(created)["id"] as string;
    await api.app.inject({
      method: "PATCH",
      url: `/users/${id}`,
      headers,
      payload: { phoneNumber: "+1 415 555 0199" },
    });
    await api.app.inject({ method: "PATCH", url: `/users/${id}`, headers, payload: { phoneNumber: "not a phone" } });
    await api.app.inject({ method: "GET", url: "/users/me", headers: { authorization: `Bearer ${token}x` } });

    const logs = api.logs.join("\n");
    expect(logs).toContain(`"route":"/users/:id"`); // requests are logged, by route pattern...
    expect(logs).not.toContain(id);
    for (const secret of [
      token.slice(20, 60),
      "private.person",
      "Privatename",
      "Secretsurname",
      "4155550199",
      "not a phone",
    ]) {
      expect(logs).not.toContain(secret); // ...without personal data
    }
  });
});

describe("logs of unknown URLs and nested objects", () => {
  it("log a 404 by method and a redacted path: no query string, no e-mail or token in the path", async () => {
    const secretToken = "eyJhbGciOiJSUzI1NiJ9abcdefghijklmnopqrstuvwxyz0123456789";
    const response = await api.app.inject({
      method: "GET",
      url: `/lookup/alex%40example.com/${secretToken}/details?email=sam@example.com&phone=4155550199`,
    });
    expect(response.statusCode).toBe(404);
    // One line for the request, at its completion.
    const lines = api.logs
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; res?: Record<string, unknown> })
      .filter((line) => line.reqId === response.headers["x-request-id"]);
    expect(lines.map((line) => line.msg)).toEqual(["request completed"]);
    expect(lines[0]?.res).toEqual({ statusCode: 404, method: "GET", path: "/lookup/:redacted/:redacted/details" });
    const logs = api.logs.join("\n");
    for (const secret of ["alex", "example.com", secretToken.slice(0, 20), "sam@", "4155550199"]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("log a matched URL by its route pattern, not the raw path", async () => {
    const response = await api.app.inject({ method: "GET", url: "/users/alex@example.com" });
    // The completion line names the route, beside its status.
    const completed = api.logs
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; res?: Record<string, unknown> })
      .find((line) => line.msg === "request completed" && line.reqId === response.headers["x-request-id"]);
    expect(completed?.res).toEqual({ statusCode: response.statusCode, method: "GET", route: "/users/:id" });
    expect(api.logs.join("\n")).not.toContain("alex@example.com");
  });

  it("redact personal fields nested several levels deep", async () => {
    api.app.log.info(
      { user: { profile: { contact: { email: "deep.person@example.test", phoneNumber: "+1 415 555 0123" } } } },
      "nested check",
    );
    const entry = api.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line["msg"] === "nested check");
    expect(entry?.["user"]).toEqual({ profile: { contact: { email: "[redacted]", phoneNumber: "[redacted]" } } });
  });
});

describe("client address behind a proxy", () => {
  it.each([
    ["a hop count (TRUST_PROXY=1)", 1] as const,
    ["the proxy's address (TRUST_PROXY=127.0.0.1)", ["127.0.0.1"]] as const,
  ])(
    "with %s, a forged leftmost X-Forwarded-For entry does not reset the anonymous rate limit",
    async (_label, trustProxy) => {
      const limited = await createTestApi({
        config: { trustProxy: trustProxy as 1 | string[], rateLimit: { max: 3, windowMs: 60_000 } },
      });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 5; attempt++) {
          // The caller writes a new address each time; the proxy (the socket peer) appends the real one.
          const response = await limited.app.inject({
            method: "GET",
            url: "/states",
            headers: { "x-forwarded-for": `10.9.8.${attempt}, 198.51.100.7` },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        // Another client behind the same proxy has its own budget.
        const other = await limited.app.inject({
          method: "GET",
          url: "/states",
          headers: { "x-forwarded-for": "198.51.100.8" },
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    },
  );
});

describe("readiness and failures", () => {
  it("checks the database at most once per READY_CACHE_MS however often /ready is called", async () => {
    const database = await createTestDatabase();
    let pings = 0;
    const ping = database.ping.bind(database);
    (database as { ping: () => Promise<void> }).ping = async () => {
      pings += 1;
      return ping();
    };
    // This test counts the checks, not their timeout: a busy CI machine may take longer than the
    // 150 ms a load balancer is given to open the new database's first connection.
    const config = defaultConfig();
    const app = await buildApp({
      config: { ...config, database: { ...config.database, readyTimeoutMs: 10_000 } },
      database,
      tokenVerifier: createJwtVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        keys: async () => Promise.reject(new Error("unused")),
      }),
      logger: false,
    });
    // The window is measured with performance.now(): held still, every call below falls within it
    // however long a loaded machine takes between them; then moved past it. A whole number of
    // milliseconds, so that stepping 99 then 1 lands exactly on the window's end (a fraction can
    // round to just under it).
    let now = Math.floor(performance.now());
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: "GET", url: "/ready" })));
      answers.push(await app.inject({ method: "GET", url: "/ready" }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(pings).toBe(1);
      now += READY_CACHE_MS - 1;
      expect((await app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
      expect(pings).toBe(1);
      now += 1;
      expect((await app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200);
      expect(pings).toBe(2);
    } finally {
      clock.mockRestore();
      await app.close();
      await database.close();
    }
  });

  it("reports ready while the database answers", async () => {
    const response = await api.inject({ method: "GET", url: "/ready" });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: "ready", database: api.database.driver, live: "up" });
    expect((await api.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
  });

  it("fails /ready with 503 and answers 500 without internals once the database is gone", async () => {
    const database = await createTestDatabase();
    const { publicKey } = await generateKeyPair("RS256");
    const logs: string[] = [];
    const app = await buildApp({
      config: defaultConfig(),
      database,
      tokenVerifier: createJwtVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: "RS256" }] }),
      }),
      logger: { stream: { write: (line) => void logs.push(line) } },
    });
    try {
      await database.close();
      const ready = await app.inject({ method: "GET", url: "/ready" });
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toEqual({
        error: "The service is not ready: the database is unreachable.",
        code: "NOT_READY",
      });
      expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);

      const failed = await app.inject({ method: "GET", url: "/states" });
      expect(failed.statusCode).toBe(500);
      expect(json(failed)).toEqual({ error: "Something went wrong on our side. Please try again.", code: "INTERNAL" });
      expect(failed.body).not.toMatch(/at .+\.(ts|js):\d+/);
      // The failure is in the log, tied to the request id.
      const entry = logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line["msg"] === "unhandled error");
      expect(entry?.["reqId"]).toBe(failed.headers["x-request-id"]);
      expect(entry?.["err"]).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe("response serializers", () => {
  it("compiles every route's every response schema (none is left to zod alone)", () => {
    const { compiled, leftToZod } = api.app.responseSerializer.responses();
    expect(leftToZod).toEqual([]);
    expect(compiled).toContain("GET /users/:id/questionnaire-sections/:section/groups 200");
    expect(compiled.length).toBeGreaterThan(api.app.registeredRoutes.length);
  });
});
