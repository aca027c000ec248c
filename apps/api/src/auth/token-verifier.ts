import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "zod";

/** What the API keeps from a verified access token. */
export interface VerifiedToken {
  sub: string;
  clientId: string | null;
  email: string | null;
  scope: string[];
}

export type TokenFailure = "expired" | "invalid";

export class TokenVerificationError extends Error {
  readonly reason: TokenFailure;
  constructor(reason: TokenFailure, message: string) {
    super(message);
    this.name = "TokenVerificationError";
    this.reason = reason;
  }
}

/** Verifies a bearer access token; throws TokenVerificationError when it must not be trusted. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  /** Where the signing keys come from: a remote JWKS in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** "Now" for the expiry check; defaults to the system time. */
  now?: () => Date;
  clockToleranceSeconds?: number;
}

const ALLOWED_ALGORITHMS = ["RS256", "ES256"];

const claimsSchema = z.object({
  sub: z.string().min(1),
  client_id: z.string().min(1).optional(),
  azp: z.string().min(1).optional(),
  email: z.string().optional(),
  scope: z.string().optional(),
});

/**
 * A verifier for JWT access tokens: signature (RS256/ES256 only) against the given keys, issuer,
 * audience, expiry and not-before with a small tolerance for clock drift.
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const tolerance = options.clockToleranceSeconds ?? 5;
  return {
    async verify(token) {
      let payload: unknown;
      try {
        const result = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALLOWED_ALGORITHMS,
          clockTolerance: tolerance,
          requiredClaims: ["sub", "exp"],
          ...(options.now ? { currentDate: options.now() } : {}),
        });
        payload = result.payload;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new TokenVerificationError("expired", "The access token has expired");
        }
        // A key set that cannot be fetched is our outage, not a bad token: let it surface as 503.
        if (error instanceof joseErrors.JWKSTimeout) throw error;
        if (error instanceof joseErrors.JOSEError) {
          throw new TokenVerificationError("invalid", `The access token was rejected (${error.code})`);
        }
        throw error;
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new TokenVerificationError("invalid", "The access token lacks required claims");
      return {
        sub: claims.data.sub,
        clientId: claims.data.client_id ?? claims.data.azp ?? null,
        email: claims.data.email ?? null,
        scope: claims.data.scope ? claims.data.scope.split(" ").filter(Boolean) : [],
      };
    },
  };
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * The production verifier: reads the issuer's discovery document once (on the first request, so
 * the API can start before the identity provider), then verifies against its JWKS, which jose
 * caches and refreshes when it meets an unknown key id.
 */
export function createOidcTokenVerifier(options: {
  issuer: string;
  audience: string;
  now?: () => Date;
  fetchImpl?: typeof fetch;
}): TokenVerifier {
  let verifier: Promise<TokenVerifier> | undefined;
  const discover = async (): Promise<TokenVerifier> => {
    const url = `${options.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    return createJwtVerifier({
      issuer: options.issuer,
      audience: options.audience,
      keys: createRemoteJWKSet(new URL(document.jwks_uri)),
      ...(options.now ? { now: options.now } : {}),
    });
  };
  return {
    async verify(token) {
      verifier ??= discover().catch((error: unknown) => {
        verifier = undefined; // try again on the next request
        throw error;
      });
      return (await verifier).verify(token);
    },
  };
}
