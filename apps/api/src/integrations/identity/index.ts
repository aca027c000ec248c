import type { AppConfig } from "../../config.ts";

/**
 * The identity port: what the API asks of the identity provider on an admin's behalf. Today one
 * call, the password-reset e-mail. The provider sends the e-mail itself (it owns the accounts and
 * the reset links); the API never sees a token or a password.
 */
export interface IdentityAdminPort {
  /** Names the adapter in the start-up log. */
  readonly kind: string;
  /** Asks the provider to e-mail the account a password-reset link. Throws IdentityUnavailableError. */
  sendPasswordReset(account: { externalId: string; email: string }): Promise<void>;
}

/** The provider refused, could not be reached, or no provider is configured for admin calls. */
export class IdentityUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "IdentityUnavailableError";
  }
}

type Fetch = typeof fetch;

async function post(fetchImpl: Fetch, url: string, init: { headers: Record<string, string>; body: unknown }, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...init.headers },
      body: JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new IdentityUnavailableError(`The identity provider could not be reached for ${what}`, { cause: error });
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).slice(0, 300);
    throw new IdentityUnavailableError(`The identity provider answered ${response.status} to ${what}${text ? `: ${text}` : ""}`);
  }
}

/**
 * The embedded provider (apps/identity): its admin endpoint POST /admin/password-reset, guarded by
 * the shared IDENTITY_ADMIN_TOKEN, issues a reset token for the account (the token's `sub`) and
 * e-mails the link through the provider's own mailer (its dev mailbox locally).
 */
export function createEmbeddedIdentityAdmin(options: { issuer: string; adminToken: string; clientId?: string; fetch?: Fetch }): IdentityAdminPort {
  const fetchImpl = options.fetch ?? fetch;
  return {
    kind: `embedded identity provider (${options.issuer}/admin/password-reset)`,
    sendPasswordReset: (account) =>
      post(
        fetchImpl,
        `${options.issuer.replace(/\/+$/, "")}/admin/password-reset`,
        { headers: { "x-identity-admin-token": options.adminToken }, body: { sub: account.externalId, ...(options.clientId ? { clientId: options.clientId } : {}) } },
        "the password reset",
      ),
  };
}

/**
 * A hosted provider with Auth0's Authentication API: POST https://{domain}/dbconnections/change_password
 * with the application's client id, the account's e-mail and the database connection; the provider
 * sends its own reset e-mail.
 */
export function createAuth0IdentityAdmin(options: { domain: string; clientId: string; connection: string; fetch?: Fetch }): IdentityAdminPort {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.domain.startsWith("http") ? options.domain.replace(/\/+$/, "") : `https://${options.domain}`;
  return {
    kind: `Auth0 (${base})`,
    sendPasswordReset: (account) =>
      post(
        fetchImpl,
        `${base}/dbconnections/change_password`,
        { headers: {}, body: { client_id: options.clientId, email: account.email, connection: options.connection } },
        "the password reset",
      ),
  };
}

/** No provider is configured for admin calls: every call says so (503 IDENTITY_UNAVAILABLE). */
export function createUnconfiguredIdentityAdmin(): IdentityAdminPort {
  return {
    kind: "none (set IDENTITY_ADMIN_TOKEN for the embedded provider, or AUTH0_DOMAIN/AUTH0_CLIENT_ID)",
    sendPasswordReset: async () => {
      throw new IdentityUnavailableError("Password resets are not configured: set IDENTITY_ADMIN_TOKEN (embedded provider) or AUTH0_DOMAIN and AUTH0_CLIENT_ID.");
    },
  };
}

/** Auth0 when configured, else the embedded provider when its admin token is set, else none. */
export function createIdentityAdminPort(config: AppConfig): IdentityAdminPort {
  const { identityAdmin } = config;
  if (identityAdmin.auth0) return createAuth0IdentityAdmin(identityAdmin.auth0);
  if (identityAdmin.embeddedToken) {
    return createEmbeddedIdentityAdmin({ issuer: config.oidcIssuer, adminToken: identityAdmin.embeddedToken, clientId: config.clientIds.customer });
  }
  return createUnconfiguredIdentityAdmin();
}
