import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestDatabase, type TestDatabase } from "@prenup/db/testing";
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { defaultConfig } from "../config.ts";
import {
  createJwtVerifier,
  createOidcTokenVerifier,
  KeySetUnavailableError,
  TokenVerificationError,
} from "./token-verifier.ts";

const AUDIENCE = "http://localhost:4000";

// A stand-in identity provider: discovery document and key set over real HTTP, with switches to
// make each answer fail, hang or lie.
let server: Server;
let issuer = "";
let privateKey: CryptoKey;
let rotatedKey: CryptoKey;
let jwk: JWK;
let rotatedJwk: JWK;
let discoveryRequests = 0;
let jwksRequests = 0;
let failDiscovery = false;
let jwksMode: "ok" | "502" | "hang" = "ok";
let jwksKeys: () => JWK[] = () => [jwk];
let discoveredIssuer: (() => string) | undefined;
let discoveredJwksUri: (() => string) | undefined;

beforeAll(async () => {
  const keys = await generateKeyPair("RS256");
  privateKey = keys.privateKey;
  jwk = { ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const rotated = await generateKeyPair("RS256");
  rotatedKey = rotated.privateKey;
  rotatedJwk = { ...(await exportJWK(rotated.publicKey)), kid: "k2", alg: "RS256", use: "sig" };
  server = createServer((request, response) => {
    if (request.url === "/.well-known/openid-configuration") {
      discoveryRequests += 1;
      if (failDiscovery) {
        response.writeHead(502).end();
        return;
      }
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ issuer: discoveredIssuer?.() ?? issuer, jwks_uri: discoveredJwksUri?.() ?? `${issuer}/jwks` }),
      );
    } else if (request.url === "/jwks") {
      jwksRequests += 1;
      if (jwksMode === "502") {
        response.writeHead(502).end("Bad Gateway");
        return;
      }
      if (jwksMode === "hang") return; // never answers
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ keys: jwksKeys() }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  failDiscovery = false;
  jwksMode = "ok";
  jwksKeys = () => [jwk];
  discoveredIssuer = undefined;
  discoveredJwksUri = undefined;
  discoveryRequests = 0;
  jwksRequests = 0;
});

const sign = (
  claims: Record<string, unknown>,
  options: {
    audience?: string;
    expiresIn?: number;
    typ?: string | null;
    key?: CryptoKey;
    kid?: string;
    sub?: string;
  } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({
      alg: "RS256",
      kid: options.kid ?? "k1",
      ...(options.typ === null ? {} : { typ: options.typ ?? "at+jwt" }),
    })
    .setSubject(options.sub ?? "demo-couple1-a")
    .setIssuer(issuer)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 900))
    .sign(options.key ?? privateKey);

const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("createOidcTokenVerifier", () => {
  it("discovers the key set once and verifies tokens against it", async () => {
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    const token = await sign({ client_id: "prenup-customer", email: "alex@demo.prenup.test", scope: "openid email" });
    expect(await verifier.verify(token)).toEqual({
      sub: "demo-couple1-a",
      clientId: "prenup-customer",
      email: "alex@demo.prenup.test",
      emailVerified: false,
      scope: ["openid", "email"],
      // No auth_time claim: the sign-in's time is unknown (the token's iat is not a sign-in).
      signedInAt: null,
    });
    const signedIn = await sign({ client_id: "prenup-customer", auth_time: 1_790_000_000 });
    expect(await verifier.verify(signedIn)).toMatchObject({ signedInAt: new Date(1_790_000_000_000) });
    const verified = await sign({ client_id: "prenup-customer", email: "alex@demo.prenup.test", email_verified: true });
    expect(await verifier.verify(verified)).toMatchObject({ emailVerified: true });
    // Only a JSON true counts: a string "true" is not the provider's claim.
    const stringly = await sign({ client_id: "prenup-customer", email_verified: "true" });
    expect(await verifier.verify(stringly)).toMatchObject({ emailVerified: false });
    await verifier.verify(token);
    expect(discoveryRequests).toBe(1);
  });

  it("rejects a token for another audience and an expired one, saying which", async () => {
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    await expect(verifier.verify(await sign({}, { audience: "someone-else" }))).rejects.toMatchObject({
      reason: "invalid",
    });
    await expect(verifier.verify(await sign({}, { expiresIn: -60 }))).rejects.toMatchObject({ reason: "expired" });
  });

  it("rejects a token whose sub, e-mail or client id is not storable text (NUL, half a surrogate pair, too long)", async () => {
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    for (const sub of ["demo\u0000couple", "\ud83d", "x".repeat(256)]) {
      await expect(
        verifier.verify(await sign({ client_id: "prenup-customer" }, { sub })),
        JSON.stringify(sub),
      ).rejects.toMatchObject({ reason: "invalid" });
    }
    for (const claims of [
      { email: "alex\u0000@demo.prenup.test" },
      { email: "alex\udc00@demo.prenup.test" },
      { client_id: "prenup-customer\u0000" },
    ]) {
      await expect(
        verifier.verify(await sign({ client_id: "prenup-customer", ...claims })),
        JSON.stringify(claims),
      ).rejects.toMatchObject({ reason: "invalid" });
    }
    expect(
      await verifier.verify(
        await sign({ client_id: "prenup-customer", email: "alex@demo.prenup.test" }, { sub: "x".repeat(255) }),
      ),
    ).toMatchObject({ sub: "x".repeat(255) });
  });

  it("reports an unreachable provider as an outage, not a bad token, and retries discovery later", async () => {
    failDiscovery = true;
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    const token = await sign({ client_id: "prenup-customer" });
    const failure = await failureOf(verifier.verify(token));
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(TokenVerificationError);
    failDiscovery = false;
    expect((await verifier.verify(token)).sub).toBe("demo-couple1-a");
  });
});

describe("when the key set cannot be fetched", () => {
  it("reports a key set answering 502 as an outage, not a bad token", async () => {
    jwksMode = "502";
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    const failure = await failureOf(verifier.verify(await sign({})));
    expect(failure).toBeInstanceOf(KeySetUnavailableError);
    expect(failure).not.toBeInstanceOf(TokenVerificationError);
  });

  it("reports a key set that does not answer in time as an outage", async () => {
    jwksMode = "hang";
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE, timeoutMs: 200 });
    const failure = await failureOf(verifier.verify(await sign({})));
    expect(failure).toBeInstanceOf(KeySetUnavailableError);
  });

  it("keeps verifying with the last key set fetched while refetching fails, and picks up new keys once it works", async () => {
    // cacheMaxAgeMs 0: every verification refetches the key set, as a stale cache would.
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE, cacheMaxAgeMs: 0, cooldownMs: 0 });
    const token = await sign({ client_id: "prenup-customer" });
    expect((await verifier.verify(token)).sub).toBe("demo-couple1-a");

    jwksMode = "502";
    const fetchesBefore = jwksRequests;
    // Tokens the verifier has not seen (a verified one is answered from its cache without keys).
    expect((await verifier.verify(await sign({ client_id: "prenup-customer", n: 1 }))).sub).toBe("demo-couple1-a");
    expect((await verifier.verify(await sign({ client_id: "prenup-customer", n: 2 }))).sub).toBe("demo-couple1-a");
    expect(jwksRequests).toBeGreaterThan(fetchesBefore); // it did try to refresh
    // A bad token is still a bad token during the outage...
    await expect(verifier.verify(await sign({}, { audience: "someone-else" }))).rejects.toMatchObject({
      reason: "invalid",
    });
    // ...but one signed with a key we could not fetch cannot be judged: an outage, not a sign-out.
    const rotatedToken = await sign({}, { key: rotatedKey, kid: "k2" });
    expect(await failureOf(verifier.verify(rotatedToken))).toBeInstanceOf(KeySetUnavailableError);

    jwksMode = "ok";
    jwksKeys = () => [jwk, rotatedJwk];
    expect((await verifier.verify(rotatedToken)).sub).toBe("demo-couple1-a");
  });

  it("answers 503 AUTH_UNAVAILABLE through the API, and serves again once the key set is back", async () => {
    const database: TestDatabase = await createTestDatabase();
    const app = await buildApp({
      config: defaultConfig(),
      database,
      tokenVerifier: createOidcTokenVerifier({ issuer, audience: AUDIENCE }),
      logger: false,
    });
    try {
      jwksMode = "502";
      const headers = { authorization: `Bearer ${await sign({ client_id: "prenup-customer" })}` };
      const during = await app.inject({ method: "GET", url: "/users/me", headers });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({ code: "AUTH_UNAVAILABLE" });
      jwksMode = "ok";
      const after = await app.inject({ method: "GET", url: "/users/me", headers });
      expect(after.statusCode).not.toBe(503);
      expect(after.statusCode).not.toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("token and provider checks", () => {
  it("requires the at+jwt token type unless told the provider does not set it", async () => {
    const untyped = await sign({}, { typ: null });
    const idTokenTyped = await sign({}, { typ: "JWT" });
    const strict = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    await expect(strict.verify(untyped)).rejects.toMatchObject({ reason: "invalid" });
    await expect(strict.verify(idTokenTyped)).rejects.toMatchObject({ reason: "invalid" });
    await expect(strict.verify(await sign({}, { typ: "application/at+jwt" }))).resolves.toMatchObject({
      sub: "demo-couple1-a",
    });
    const lenient = createOidcTokenVerifier({ issuer, audience: AUDIENCE, requireAccessTokenType: false });
    await expect(lenient.verify(untyped)).resolves.toMatchObject({ sub: "demo-couple1-a" });
  });

  it("accepts only the configured algorithms", async () => {
    const token = await sign({});
    const esOnly = createOidcTokenVerifier({ issuer, audience: AUDIENCE, algorithms: ["ES256"] });
    await expect(esOnly.verify(token)).rejects.toBeInstanceOf(TokenVerificationError);
    const rsa = createOidcTokenVerifier({ issuer, audience: AUDIENCE, algorithms: ["RS256"] });
    await expect(rsa.verify(token)).resolves.toMatchObject({ sub: "demo-couple1-a" });
  });

  it("refuses a discovery document that names another issuer", async () => {
    discoveredIssuer = () => "https://impostor.example.com";
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    const failure = await failureOf(verifier.verify(await sign({})));
    expect(String(failure)).toMatch(/names the issuer https:\/\/impostor\.example\.com/);
    expect(jwksRequests).toBe(0);
  });

  it("refuses a plain-http key set unless the issuer is on this machine", async () => {
    discoveredIssuer = () => "http://id.example.com";
    discoveredJwksUri = () => "http://id.example.com/jwks";
    const remote = createOidcTokenVerifier({
      issuer: "http://id.example.com",
      audience: AUDIENCE,
      // The remote issuer's discovery is served by the local stand-in.
      fetchImpl: (() => fetch(`${issuer}/.well-known/openid-configuration`)) as typeof fetch,
    });
    expect(String(await failureOf(remote.verify(await sign({}))))).toMatch(/not https/);

    discoveredIssuer = undefined;
    discoveredJwksUri = () => "http://keys.example.com/jwks";
    const local = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    expect(String(await failureOf(local.verify(await sign({}))))).toMatch(/not https/);
  });
});

describe("the cache of verified tokens", () => {
  /** A verifier over the local key, counting the signature checks (each asks for the key once) and reading `clock`. */
  function countingVerifier(clock: { now: number }, cache?: { max: number; ttlMs: number }) {
    const local = createLocalJWKSet({ keys: [jwk] });
    const checks = { count: 0 };
    const keys: JWTVerifyGetKey = (header, token) => {
      checks.count += 1;
      return local(header, token);
    };
    const verifier = createJwtVerifier({
      issuer,
      audience: AUDIENCE,
      keys,
      now: () => new Date(clock.now),
      ...(cache ? { cache } : {}),
    });
    return { verifier, checks };
  }

  it("verifies a token once and answers it again from the cache, the same claims", async () => {
    const clock = { now: Date.now() };
    const { verifier, checks } = countingVerifier(clock);
    const token = await sign({ email: "ada@example.test" });
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ sub: "demo-couple1-a", email: "ada@example.test" });
    expect(checks.count).toBe(1);
  });

  it("keeps a token no longer than the cache's time, and never past the token's expiry", async () => {
    const clock = { now: Date.now() };
    const { verifier, checks } = countingVerifier(clock, { max: 100, ttlMs: 30_000 });
    const token = await sign({});
    await verifier.verify(token);
    clock.now += 31_000;
    await verifier.verify(token);
    expect(checks.count).toBe(2);

    const shortLived = await sign({}, { expiresIn: 10 });
    clock.now = Date.now();
    await verifier.verify(shortLived);
    // Past its expiry (beyond the clock tolerance): verified again, and refused as expired.
    clock.now += 16_000;
    const failure = await failureOf(verifier.verify(shortLived));
    expect(failure).toBeInstanceOf(TokenVerificationError);
    expect((failure as TokenVerificationError).reason).toBe("expired");
  });

  it("holds at most `max` tokens, and keeps no rejection", async () => {
    const clock = { now: Date.now() };
    const { verifier, checks } = countingVerifier(clock, { max: 1, ttlMs: 60_000 });
    const [a, b] = [await sign({}, { sub: "user-a" }), await sign({}, { sub: "user-b" })];
    await verifier.verify(a);
    await verifier.verify(b);
    await verifier.verify(a);
    expect(checks.count).toBe(3);

    const otherAudience = await sign({}, { audience: "http://elsewhere" });
    expect(await failureOf(verifier.verify(otherAudience))).toBeInstanceOf(TokenVerificationError);
    expect(await failureOf(verifier.verify(otherAudience))).toBeInstanceOf(TokenVerificationError);
    expect(checks.count).toBe(5);
  });
});
