// oidc-provider configuration: public clients with PKCE, JWT access tokens for the API, refresh
// tokens with rotation, first-party consent granted automatically, prompt=create for sign-up, and
// pushed authorization requests for what must not travel in a URL.
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { AccountStore } from "./accounts.ts";
import type { IdentityConfig } from "./config.ts";
import type { Db } from "./db.ts";
import { createAdapterFactory } from "./oidc-adapter.ts";
import { securityHeaders } from "./http.ts";
import { logoutPage, messagePage } from "./pages/views.ts";
import type { ProviderSecrets } from "./secrets.ts";

const SCOPES = ["openid", "profile", "email", "offline_access"];

/** The `create` prompt (OpenID Connect "Initiating User Registration"): shows the sign-up page. */
function buildPolicy() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "create", requestable: true }), 0);
  return policy;
}

export function createProvider(options: {
  config: IdentityConfig;
  db: Db;
  accounts: AccountStore;
  secrets: ProviderSecrets;
}): Provider {
  const { config, accounts, secrets } = options;

  const resourceServer = {
    scope: SCOPES.join(" "),
    audience: config.apiAudience,
    accessTokenFormat: "jwt" as const,
    accessTokenTTL: config.accessTokenTtlSeconds,
    jwt: { sign: { alg: "RS256" as const } },
  };

  const configuration: Configuration = {
    adapter: createAdapterFactory(options.db),
    clients: config.clients.map((client) => ({ ...client })),
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration["jwks"]>["keys"] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: "lax" },
      short: { httpOnly: true, sameSite: "lax" },
    },
    scopes: SCOPES,
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    // The apps read the profile from the ID token (no userinfo call).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: {
      policy: buildPolicy(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    extraParams: ["screen_hint"],
    responseTypes: ["code"],
    discovery: { prompt_values_supported: ["none", "login", "consent", "create"] },
    features: {
      devInteractions: { enabled: false },
      // Pushed authorization requests (RFC 9126, POST /request): an app sends what must stay out of
      // URLs (an invited partner's address as login_hint) in the request's body, and the browser
      // then opens /auth with only the client id and the returned request_uri.
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // A plain authorization request (no `resource`) still gets a JWT for the API.
        defaultResource: () => config.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          // Submit the sign-out straight away only when the request came from one of our apps: an
          // id_token_hint that oidc-provider validated (signature, audience = a registered client)
          // and that names the signed-in account. Anything else shows the Continue button.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const autoSubmit = Boolean(hint?.payload?.sub && hint.payload.sub === ctx.oidc.session?.accountId);
          ctx.type = "html";
          ctx.body = logoutPage({
            form: form.replace("</form>", '<input type="hidden" name="logout" value="yes"></form>'),
            autoSubmit,
          });
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = "html";
          ctx.body = messagePage({ title: "Signed out", message: "You have been signed out." });
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`.trim(),
        }),
      };
    },
    // An access token names the account's e-mail and when the person signed in (`auth_time`: the
    // code's, or on a refresh the refresh token's, which keeps the sign-in's): the API asks for a
    // recent sign-in before an export or a deletion, and refuses tokens from a sign-in before
    // "signed out everywhere".
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== "AccessToken" || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      if (!account) return undefined;
      const entities = ctx?.oidc?.entities;
      const authTime =
        entities?.AuthorizationCode?.authTime ??
        entities?.RefreshToken?.authTime ??
        entities?.RotatedRefreshToken?.authTime;
      return {
        email: account.email,
        email_verified: account.emailVerified,
        ...(typeof authTime === "number" ? { auth_time: authTime } : {}),
      };
    },
    // Public clients get refresh tokens whether or not they send prompt=consent with offline_access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: () => true,
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: config.sessionTtlSeconds,
      Grant: config.refreshTokenTtlSeconds,
      RefreshToken: (ctx, _token, client) => {
        // A rotated token keeps the remaining lifetime of the one it replaces (~14 days in all).
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.tokenEndpointAuthMethod === "none") return rotated.remainingTTL;
        return config.refreshTokenTtlSeconds;
      },
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      const description =
        typeof out.error_description === "string" ? out.error_description : "The request could not be completed.";
      ctx.body = messagePage({
        title: "Something went wrong",
        message: description,
        isError: true,
        statusNote: `Error code: ${String(out.error)}`,
      });
    },
  };

  const provider = new Provider(config.issuer, configuration);
  provider.proxy = config.trustProxy > 0;
  if (config.secureCookies) {
    // The issuer is public and https: every request came over TLS (ended at a proxy in front), so it
    // counts as https whatever the proxy forwards; oidc-provider then sets its cookies Secure and
    // builds its URLs with https.
    Object.defineProperty(provider.app.request, "protocol", { configurable: true, get: () => "https" });
  }
  // The page security headers on everything oidc-provider answers (error, logout and form_post
  // pages). Set before the handlers run, so oidc-provider can add the hash of its own inline script.
  const appOrigins = [
    ...new Set(config.clients.flatMap((client) => client.redirect_uris.map((uri) => new URL(uri).origin))),
  ];
  const headers = securityHeaders({ formActionOrigins: appOrigins });
  provider.use(async (ctx, next) => {
    ctx.set(headers);
    await next();
  });
  return provider;
}
