import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from "jose";
import { textSchema } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import { z } from "zod";

/** What the API keeps from a verified access token. */
export interface VerifiedToken {
  sub: string;
  clientId: string | null;
  email: string | null;
  /** The identity provider's `email_verified` claim; false when absent. */
  emailVerified: boolean;
  scope: string[];
  /**
   * When the user last signed in: the `auth_time` claim (a token issued on a refresh keeps the
   * sign-in's); null without one. Never the token's `iat`: a refresh issues a new token without a new
   * sign-in, so `iat` would pass a recent-sign-in check and outlive "signed out everywhere".
   */
  signedInAt?: Date | null;
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

/**
 * The identity provider's keys could not be fetched (error status, timeout, network, bad body):
 * an outage on our side, answered 503 AUTH_UNAVAILABLE — not a bad token, which would sign the
 * user out.
 */
export class KeySetUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "KeySetUnavailableError";
  }
}

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  /** Where the signing keys come from: a remote JWKS in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** "Now" for the expiry check; defaults to the system time. */
  now?: () => Date;
  clockToleranceSeconds?: number;
  /** Require the JWT header `typ: at+jwt` (RFC 9068 access tokens). Default true. */
  requireAccessTokenType?: boolean;
  /** Accepted signature algorithms. Default ["RS256"]. */
  algorithms?: string[];
  /** How many verified tokens are kept, and for how long at most (never past their expiry). Default 10,000 for 60 s. */
  cache?: { max: number; ttlMs: number };
}

export const DEFAULT_ALGORITHMS = ["RS256"];

/**
 * The claims the API keeps, checked like any input: `sub` and `email` reach the database (the user's
 * `external_id` and `email`), so they go through the one text schema — a NUL or half a surrogate
 * pair makes the token invalid (401) instead of failing the statement (500).
 */
const claimsSchema = z.object({
  sub: textSchema({ max: 255 }).min(1),
  client_id: textSchema({ max: 255 }).min(1).optional(),
  azp: textSchema({ max: 255 }).min(1).optional(),
  email: textSchema({ max: 254 }).optional(),
  /** Anything but JSON true (absent, "true", 1) counts as not verified. */
  email_verified: z.unknown().optional(),
  scope: z.string().optional(),
  exp: z.number(),
  iat: z.number().optional().catch(undefined),
  auth_time: z.number().optional().catch(undefined),
});

export const DEFAULT_TOKEN_CACHE = { max: 10_000, ttlMs: 60_000 };

/**
 * A verifier for JWT access tokens: the `at+jwt` type, signature (configured algorithms only,
 * RS256 by default) against the given keys, issuer, audience, expiry and not-before with a small
 * tolerance for clock drift. A verified token is kept by its text (bounded, least recently used
 * first out) until the cache's time or the token's expiry, whichever comes first: a request with
 * the same token is not verified again meanwhile. Rejections are not kept.
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const tolerance = options.clockToleranceSeconds ?? 5;
  const now = () => (options.now ? options.now().getTime() : Date.now());
  const limits = options.cache ?? DEFAULT_TOKEN_CACHE;
  const verified = new LRUCache<string, { token: VerifiedToken; expiresAt: number }>({ max: limits.max });
  return {
    async verify(token) {
      const cached = verified.get(token);
      if (cached && cached.expiresAt > now()) return cached.token;
      const result = await verifySignedToken(token);
      verified.set(token, { token: result.token, expiresAt: Math.min(result.exp * 1000, now() + limits.ttlMs) });
      return result.token;
    },
  };

  async function verifySignedToken(token: string): Promise<{ token: VerifiedToken; exp: number }> {
    let payload: unknown;
    try {
      const result = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: options.algorithms ?? DEFAULT_ALGORITHMS,
        ...((options.requireAccessTokenType ?? true) ? { typ: "at+jwt" } : {}),
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
      if (error instanceof KeySetUnavailableError) throw error;
      if (error instanceof joseErrors.JWKSTimeout) throw new KeySetUnavailableError(error.message, { cause: error });
      if (error instanceof joseErrors.JOSEError) {
        throw new TokenVerificationError("invalid", `The access token was rejected (${error.code})`);
      }
      throw error;
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success)
      throw new TokenVerificationError(
        "invalid",
        "The access token lacks required claims or holds claims that are not text",
      );
    return {
      exp: claims.data.exp,
      token: {
        sub: claims.data.sub,
        clientId: claims.data.client_id ?? claims.data.azp ?? null,
        email: claims.data.email ?? null,
        emailVerified: claims.data.email_verified === true,
        scope: claims.data.scope ? claims.data.scope.split(" ").filter(Boolean) : [],
        signedInAt: secondsToDate(claims.data.auth_time),
      },
    };
  }
}

function secondsToDate(seconds: number | undefined): Date | null {
  return seconds === undefined || !Number.isFinite(seconds) ? null : new Date(seconds * 1000);
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/** Failures of fetching the key set, as opposed to a token that matches no key or is malformed. */
function isKeyFetchFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) return true;
  // jose reports a non-200 answer as a generic JOSEError; fetch reports network failures as TypeError.
  if (error instanceof joseErrors.JOSEError) return error.code === "ERR_JOSE_GENERIC";
  return error instanceof Error && !(error instanceof joseErrors.JOSEError);
}

export interface RemoteKeySetOptions {
  /** Abort a key-set fetch after this long. Default 5000 ms. */
  timeoutMs?: number;
  /** Refetch the key set once it is this old. Default 10 minutes. */
  cacheMaxAgeMs?: number;
  /** At most one refetch for an unknown key id per this period. Default 30 s. */
  cooldownMs?: number;
}

/**
 * The issuer's key set over HTTP (jose's remote set: cached, refetched when stale or when a token
 * names an unknown key), plus the last key set fetched successfully: while refetching fails, tokens
 * are verified against it instead of failing everyone. A token no known key matches during such an
 * outage cannot be checked: that surfaces as KeySetUnavailableError (503), not as a bad token.
 */
export function createResilientRemoteKeySet(url: URL, options: RemoteKeySetOptions = {}): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, {
    timeoutDuration: options.timeoutMs ?? 5000,
    cacheMaxAge: options.cacheMaxAgeMs ?? 10 * 60 * 1000,
    cooldownDuration: options.cooldownMs ?? 30_000,
  });
  // The remote set keeps the last key set it fetched when a refetch fails; it is read (a copy) only
  // then, so a request with a known key does no more than jose's own lookup.
  let lastGood: { jwks: JSONWebKeySet; keys: JWTVerifyGetKey } | undefined;
  const lastGoodKeys = (): JWTVerifyGetKey | undefined => {
    const jwks = remote.jwks();
    if (jwks && JSON.stringify(jwks) !== JSON.stringify(lastGood?.jwks)) {
      lastGood = { jwks, keys: createLocalJWKSet(jwks) };
    }
    return lastGood?.keys;
  };
  return async (protectedHeader, token) => {
    try {
      return await remote(protectedHeader, token);
    } catch (error) {
      if (!isKeyFetchFailure(error)) throw error;
      const unavailable = new KeySetUnavailableError(`The key set at ${url.href} could not be fetched`, {
        cause: error,
      });
      const keys = lastGoodKeys();
      if (!keys) throw unavailable;
      try {
        return await keys(protectedHeader, token);
      } catch (fallbackError) {
        if (fallbackError instanceof joseErrors.JWKSNoMatchingKey) throw unavailable;
        throw fallbackError;
      }
    }
  };
}

/** http is allowed only for an issuer on this machine (development); anywhere else keys need https. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export interface OidcVerifierOptions extends RemoteKeySetOptions {
  issuer: string;
  audience: string;
  now?: () => Date;
  fetchImpl?: typeof fetch;
  requireAccessTokenType?: boolean;
  algorithms?: string[];
}

/**
 * The production verifier: reads the issuer's discovery document once (on the first request, so
 * the API can start before the identity provider), checks that it names the configured issuer and
 * an https key set (http only for a loopback issuer), then verifies against that key set (see
 * createResilientRemoteKeySet).
 */
export function createOidcTokenVerifier(options: OidcVerifierOptions): TokenVerifier {
  let verifier: Promise<TokenVerifier> | undefined;
  const discover = async (): Promise<TokenVerifier> => {
    const url = `${options.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const response = await (options.fetchImpl ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    if (document.issuer !== options.issuer) {
      throw new Error(
        `OIDC discovery at ${url} names the issuer ${document.issuer}, not the configured ${options.issuer}`,
      );
    }
    const jwksUri = new URL(document.jwks_uri);
    if (jwksUri.protocol !== "https:" && !(isLoopbackHttp(new URL(options.issuer)) && isLoopbackHttp(jwksUri))) {
      throw new Error(`OIDC discovery at ${url} names a key set that is not https: ${jwksUri.href}`);
    }
    return createJwtVerifier({
      issuer: options.issuer,
      audience: options.audience,
      keys: createResilientRemoteKeySet(jwksUri, options),
      ...(options.now ? { now: options.now } : {}),
      ...(options.requireAccessTokenType !== undefined
        ? { requireAccessTokenType: options.requireAccessTokenType }
        : {}),
      ...(options.algorithms ? { algorithms: options.algorithms } : {}),
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
