import { type User, UserManager, WebStorageStateStore } from "oidc-client-ts";

export interface AuthConfig {
  /** The OIDC issuer, e.g. http://localhost:4100. */
  authority: string;
  clientId: string;
  /** `<app origin>/oauth/callback` */
  redirectUri: string;
  /** `<app origin>/login` (attorneys may use `/login?attorney=true`). */
  postLogoutRedirectUri: string;
  scope?: string;
  /** The API the access token is for (resource indicator), e.g. http://localhost:4000. */
  resource?: string;
}

/** What the app may show about the signed-in person, from the ID token. */
export interface AuthProfile {
  sub: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

export type AuthEvent = { type: "signed-in"; profile: AuthProfile } | { type: "signed-out" };

export interface Auth {
  /** Sends the browser to the identity provider's sign-in page; `returnTo` is restored afterwards. */
  signIn(returnTo?: string): Promise<void>;
  /** Same as `signIn`, opening the provider's sign-up page (`prompt=create`). */
  signUp(returnTo?: string): Promise<void>;
  /** Finishes the sign-in at /oauth/callback and tells where the user was going. */
  completeSignIn(): Promise<{ returnTo: string }>;
  /** Clears the session and locally persisted state, then ends the provider's session. */
  signOut(options?: { postLogoutRedirectUri?: string }): Promise<void>;
  /** A valid access token, renewing an expired one first; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Renews the tokens with the refresh token; false when that is impossible. */
  renew(): Promise<boolean>;
  /** The signed-in person's profile, or null. */
  getProfile(): Promise<AuthProfile | null>;
  /** Follows sign-in and sign-out; returns the unsubscribe function. */
  subscribe(listener: (event: AuthEvent) => void): () => void;
  /** Runs before a sign-out redirect (e.g. clearing a query cache); returns the unsubscribe function. */
  onSignOut(listener: () => void): () => void;
  /** The underlying oidc-client-ts manager, for anything not covered here. */
  readonly userManager: UserManager;
}

export const DEFAULT_SCOPE = "openid profile email offline_access";
/** The persisted local store key of the spec (§9: key root, empty whitelist). */
export const PERSISTED_STATE_KEYS = ["root", "persist:root"] as const;

/**
 * Only same-origin paths are followed after sign-in, never another site. The check is the URL
 * parser's own: browsers drop tabs and newlines and read "\\" as "/", so "/\t/evil.test" would
 * otherwise slip past a prefix test and leave the site.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  // Control characters (tab, newline, ...) have no business in a path we produced ourselves.
  if (/\p{Cc}/u.test(value)) return "/";
  const base = "https://app.invalid";
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return "/";
  }
  if (parsed.origin !== base) return "/";
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function profileFromUser(user: User): AuthProfile {
  const claims = user.profile;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    sub: claims.sub,
    email: text(claims.email),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}

function isUsable(user: User | null): user is User {
  return user !== null && !user.expired;
}

function browserStorage(kind: "sessionStorage" | "localStorage"): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/**
 * The OIDC session of an app: authorization code + PKCE with oidc-client-ts, the user kept in
 * sessionStorage, tokens renewed silently with the refresh token before they expire.
 */
export function createAuth(config: AuthConfig, userManager?: UserManager): Auth {
  const session = browserStorage("sessionStorage");
  const manager =
    userManager ??
    new UserManager({
      authority: config.authority,
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      post_logout_redirect_uri: config.postLogoutRedirectUri,
      response_type: "code",
      scope: config.scope ?? DEFAULT_SCOPE,
      resource: config.resource,
      automaticSilentRenew: true,
      loadUserInfo: false,
      ...(session ? { userStore: new WebStorageStateStore({ store: session }), stateStore: new WebStorageStateStore({ store: session }) } : {}),
    });

  const listeners = new Set<(event: AuthEvent) => void>();
  const signOutListeners = new Set<() => void>();
  const emit = (event: AuthEvent) => {
    for (const listener of listeners) listener(event);
  };
  manager.events.addUserLoaded((user) => emit({ type: "signed-in", profile: profileFromUser(user) }));
  manager.events.addUserUnloaded(() => emit({ type: "signed-out" }));
  manager.events.addUserSignedOut(() => {
    void manager.removeUser();
  });

  let renewal: Promise<boolean> | null = null;
  const renew = () => {
    renewal ??= (async () => {
      try {
        const current = await manager.getUser();
        if (!current?.refresh_token) return false;
        const user = await manager.signinSilent();
        return isUsable(user);
      } catch {
        return false;
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const clearLocalState = () => {
    const local = browserStorage("localStorage");
    for (const key of PERSISTED_STATE_KEYS) local?.removeItem(key);
    for (const listener of signOutListeners) listener();
  };

  return {
    userManager: manager,
    signIn: (returnTo) => manager.signinRedirect({ state: { returnTo: safeReturnTo(returnTo ?? "/") } }),
    signUp: (returnTo) => manager.signinRedirect({ state: { returnTo: safeReturnTo(returnTo ?? "/") }, prompt: "create" }),
    async completeSignIn() {
      const user = await manager.signinCallback();
      const state = user?.state as { returnTo?: unknown } | undefined;
      return { returnTo: safeReturnTo(state?.returnTo) };
    },
    async signOut(options) {
      const user = await manager.getUser().catch(() => null);
      clearLocalState();
      await manager.removeUser();
      await manager.signoutRedirect({
        id_token_hint: user?.id_token,
        post_logout_redirect_uri: options?.postLogoutRedirectUri ?? config.postLogoutRedirectUri,
      });
    },
    async getAccessToken() {
      const user = await manager.getUser();
      if (isUsable(user)) return user.access_token;
      if (user && (await renew())) {
        const renewed = await manager.getUser();
        return isUsable(renewed) ? renewed.access_token : null;
      }
      return null;
    },
    renew,
    async getProfile() {
      const user = await manager.getUser();
      return isUsable(user) ? profileFromUser(user) : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}
