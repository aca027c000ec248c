import { createServer } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { CLIENTS } from "./harness.ts";

export const AUDIENCE = "http://localhost:4000";

export interface LocalIssuer {
  /** The issuer URL: OIDC_ISSUER for an API process. */
  url: string;
  /** An access token for the user, signed with the issuer's key (15 minutes unless `expiresIn` seconds). */
  token(
    user: { externalId: string; email: string },
    options?: { app?: keyof typeof CLIENTS; expiresIn?: number },
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * A minimal OpenID Connect issuer for an API started as its own process: discovery and JWKS over
 * HTTP (the process verifies tokens as it would against the real provider), and RS256 access tokens.
 */
export async function startLocalIssuer(): Promise<LocalIssuer> {
  const keys = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "local-issuer", alg: "RS256", use: "sig" };
  let url = "";
  const server = createServer((incoming, outgoing) => {
    const body =
      incoming.url === "/.well-known/openid-configuration"
        ? { issuer: url, jwks_uri: `${url}/jwks` }
        : incoming.url === "/jwks"
          ? { keys: [jwk] }
          : undefined;
    outgoing.writeHead(body ? 200 : 404, { "content-type": "application/json" });
    outgoing.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    token: (user, options = {}) =>
      new SignJWT({
        scope: "openid profile email offline_access",
        client_id: CLIENTS[options.app ?? "customer"],
        email: user.email,
        email_verified: true,
      })
        .setProtectedHeader({ alg: "RS256", kid: "local-issuer", typ: "at+jwt" })
        .setSubject(user.externalId)
        .setIssuer(url)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 900))
        .sign(keys.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
