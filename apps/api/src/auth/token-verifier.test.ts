import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOidcTokenVerifier, TokenVerificationError } from "./token-verifier.ts";

const AUDIENCE = "http://localhost:4000";

// A stand-in identity provider: discovery document and key set over real HTTP.
let server: Server;
let issuer = "";
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let discoveryRequests = 0;
let failDiscovery = false;

beforeAll(async () => {
  const keys = await generateKeyPair("RS256");
  privateKey = keys.privateKey;
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  server = createServer((request, response) => {
    if (request.url === "/.well-known/openid-configuration") {
      discoveryRequests += 1;
      if (failDiscovery) {
        response.writeHead(502).end();
        return;
      }
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (request.url === "/jwks") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sign = (claims: Record<string, unknown>, options: { audience?: string; expiresIn?: number } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setSubject("demo-couple1-a")
    .setIssuer(issuer)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 900))
    .sign(privateKey);

describe("createOidcTokenVerifier", () => {
  it("discovers the key set once and verifies tokens against it", async () => {
    failDiscovery = false;
    discoveryRequests = 0;
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    const token = await sign({ client_id: "prenup-customer", email: "alex@demo.prenup.test", scope: "openid email" });
    expect(await verifier.verify(token)).toEqual({
      sub: "demo-couple1-a",
      clientId: "prenup-customer",
      email: "alex@demo.prenup.test",
      scope: ["openid", "email"],
    });
    await verifier.verify(token);
    expect(discoveryRequests).toBe(1);
  });

  it("rejects a token for another audience and an expired one, saying which", async () => {
    failDiscovery = false;
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    await expect(verifier.verify(await sign({}, { audience: "someone-else" }))).rejects.toMatchObject({ reason: "invalid" });
    await expect(verifier.verify(await sign({}, { expiresIn: -60 }))).rejects.toMatchObject({ reason: "expired" });
  });

  it("reports an unreachable provider as an outage, not a bad token, and retries discovery later", async () => {
    failDiscovery = true;
    const verifier = createOidcTokenVerifier({ issuer, audience: AUDIENCE });
    const token = await sign({ client_id: "prenup-customer" });
    const failure = await verifier.verify(token).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(TokenVerificationError);
    failDiscovery = false;
    expect((await verifier.verify(token)).sub).toBe("demo-couple1-a");
  });
});
