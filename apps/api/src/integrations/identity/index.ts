import type { AppConfig } from "../../config.ts";

/**
 * The identity port: what the API asks of the identity provider on an admin's behalf. The
 * password-reset e-mail (the provider sends it itself: it owns the accounts and the reset links; the
 * API never sees a token or a password), and closing the account of a deleted user.
 */
export interface IdentityAdminPort {
  /** Names the adapter in the start-up log. */
  readonly kind: string;
  /** False when no provider is configured for admin calls (every call would fail). */
  readonly configured: boolean;
  /** Asks the provider to e-mail the account a password-reset link. Throws IdentityUnavailableError. */
  sendPasswordReset(account: { externalId: string; email: string }): Promise<void>;
  /**
   * Closes the account for good: the provider deletes it and ends its sessions and refresh tokens,
   * so it mints no new token and its e-mail may sign up again. Idempotent (an account already gone
   * is success), because the API retries it from a background job. Throws IdentityUnavailableError.
   */
  closeAccount(account: { externalId: string; email: string }): Promise<void>;
}

/** The provider refused, could not be reached, or no provider is configured for admin calls. */
export class IdentityUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "IdentityUnavailableError";
  }
}

type Fetch = typeof fetch;

/** One call to the provider; a network failure or an answer outside `accept` is IdentityUnavailableError. */
async function call(
  fetchImpl: Fetch,
  url: string,
  init: {
    method?: "POST" | "DELETE";
    headers: Record<string, string>;
    body?: unknown;
    accept?: (status: number) => boolean;
  },
  what: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method ?? "POST",
      headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new IdentityUnavailableError(`The identity provider could not be reached for ${what}`, { cause: error });
  }
  if (!(init.accept ?? ((status) => status >= 200 && status < 300))(response.status)) {
    const text = (await response.text().catch(() => "")).slice(0, 300);
    throw new IdentityUnavailableError(
      `The identity provider answered ${response.status} to ${what}${text ? `: ${text}` : ""}`,
    );
  }
  return response;
}

async function post(
  fetchImpl: Fetch,
  url: string,
  init: { headers: Record<string, string>; body: unknown },
  what: string,
): Promise<void> {
  await call(fetchImpl, url, init, what);
}

/**
 * The embedded provider (apps/identity): its admin endpoint POST /admin/password-reset, guarded by
 * the shared IDENTITY_ADMIN_TOKEN, issues a reset token for the account (the token's `sub`) and
 * e-mails the link through the provider's own mailer (its dev mailbox locally).
 */
export function createEmbeddedIdentityAdmin(options: {
  issuer: string;
  adminToken: string;
  clientId?: string;
  fetch?: Fetch;
}): IdentityAdminPort {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.issuer.replace(/\/+$/, "");
  const headers = { "x-identity-admin-token": options.adminToken };
  return {
    kind: `embedded identity provider (${base}/admin)`,
    configured: true,
    sendPasswordReset: (account) =>
      post(
        fetchImpl,
        `${base}/admin/password-reset`,
        { headers, body: { sub: account.externalId, ...(options.clientId ? { clientId: options.clientId } : {}) } },
        "the password reset",
      ),
    // POST /admin/close-account: the account's sessions, grants and links end and its row goes (200 also when already gone).
    closeAccount: (account) =>
      post(
        fetchImpl,
        `${base}/admin/close-account`,
        { headers, body: { sub: account.externalId } },
        "closing the account",
      ),
  };
}

/**
 * A hosted provider with Auth0's APIs. The reset: the Authentication API's
 * POST https://{domain}/dbconnections/change_password (the application's client id, the account's
 * e-mail and the database connection); the provider sends its own reset e-mail. Closing an account:
 * the Management API's DELETE /api/v2/users/{user_id} (the token's `sub` is Auth0's user id) with a
 * machine-to-machine application's token (client credentials, audience https://{domain}/api/v2/,
 * scope delete:users), kept until a minute before it expires. A deleted user can no longer exchange
 * a refresh token nor sign in, and the e-mail is free; a 404 means it is already gone. (Auth0's
 * endpoints that end a user's sessions and refresh tokens one by one are for Enterprise plans only;
 * the API refuses the closed user's access tokens anyway.) Without the management credentials,
 * closing answers IdentityUnavailableError.
 */
export function createAuth0IdentityAdmin(options: {
  domain: string;
  clientId: string;
  connection: string;
  management?: { clientId: string; clientSecret: string } | null;
  fetch?: Fetch;
  now?: () => number;
}): IdentityAdminPort {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = options.domain.startsWith("http") ? options.domain.replace(/\/+$/, "") : `https://${options.domain}`;
  let cached: { token: string; expiresAt: number } | null = null;

  async function managementToken(management: { clientId: string; clientSecret: string }): Promise<string> {
    if (cached && cached.expiresAt > now() + 60_000) return cached.token;
    const response = await call(
      fetchImpl,
      `${base}/oauth/token`,
      {
        headers: {},
        body: {
          grant_type: "client_credentials",
          client_id: management.clientId,
          client_secret: management.clientSecret,
          audience: `${base}/api/v2/`,
        },
      },
      "the management token",
    );
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== "string")
      throw new IdentityUnavailableError("The identity provider's token answer had no access_token");
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 0;
    cached = { token: body.access_token, expiresAt: now() + seconds * 1000 };
    return body.access_token;
  }

  return {
    kind: `Auth0 (${base})`,
    configured: true,
    sendPasswordReset: (account) =>
      post(
        fetchImpl,
        `${base}/dbconnections/change_password`,
        { headers: {}, body: { client_id: options.clientId, email: account.email, connection: options.connection } },
        "the password reset",
      ),
    async closeAccount(account) {
      const management = options.management;
      if (!management) {
        throw new IdentityUnavailableError(
          "Closing accounts needs Auth0 Management API credentials: set AUTH0_MANAGEMENT_CLIENT_ID and AUTH0_MANAGEMENT_CLIENT_SECRET.",
        );
      }
      const token = await managementToken(management);
      try {
        await call(
          fetchImpl,
          `${base}/api/v2/users/${encodeURIComponent(account.externalId)}`,
          {
            method: "DELETE",
            headers: { authorization: `Bearer ${token}` },
            accept: (status) => (status >= 200 && status < 300) || status === 404,
          },
          "closing the account",
        );
      } catch (error) {
        // A revoked or expired token is fetched anew on the next try (the job retries).
        if (error instanceof IdentityUnavailableError && / 401 /.test(error.message)) cached = null;
        throw error;
      }
    },
  };
}

/** No provider is configured for admin calls: every call says so (503 IDENTITY_UNAVAILABLE). */
export function createUnconfiguredIdentityAdmin(): IdentityAdminPort {
  return {
    kind: "none (set IDENTITY_ADMIN_TOKEN for the embedded provider, or AUTH0_DOMAIN/AUTH0_CLIENT_ID)",
    configured: false,
    sendPasswordReset: async () => {
      throw new IdentityUnavailableError(
        "Password resets are not configured: set IDENTITY_ADMIN_TOKEN (embedded provider) or AUTH0_DOMAIN and AUTH0_CLIENT_ID.",
      );
    },
    closeAccount: async () => {
      throw new IdentityUnavailableError(
        "Closing identity accounts is not configured: set IDENTITY_ADMIN_TOKEN (embedded provider) or the AUTH0_ settings.",
      );
    },
  };
}

/** Auth0 when configured, else the embedded provider when its admin token is set, else none. */
export function createIdentityAdminPort(config: AppConfig): IdentityAdminPort {
  const { identityAdmin } = config;
  if (identityAdmin.auth0) return createAuth0IdentityAdmin(identityAdmin.auth0);
  if (identityAdmin.embeddedToken) {
    return createEmbeddedIdentityAdmin({
      issuer: config.oidcIssuer,
      adminToken: identityAdmin.embeddedToken,
      clientId: config.clientIds.customer,
    });
  }
  return createUnconfiguredIdentityAdmin();
}
