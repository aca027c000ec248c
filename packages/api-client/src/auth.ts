// oidc-client-ts is loaded only when the session has to talk to the identity provider (sign-in,
// sign-up, the callback, renewal, sign-out): a page load reads the stored session without it.
import type { INavigator, IWindow, UserManager } from "oidc-client-ts";

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

export type SessionPeek =
  | { status: "signed-in"; profile: AuthProfile }
  | { status: "signed-out" }
  | { status: "renewable" };

export type AuthEvent = { type: "signed-in"; profile: AuthProfile } | { type: "signed-out" };

/** How the identity provider's page opens. */
export interface SignInOptions {
  /**
   * The e-mail address the person is expected to use (OIDC `login_hint`): the provider's page fills
   * it in, and the person may change it. It never goes into a URL: the authorization request is
   * pushed to the provider (`pushedHintUrl`), and a provider that takes no pushed requests opens
   * its page without it.
   */
  loginHint?: string;
  /**
   * Ask the person to sign in again even when the provider still has their session (OIDC
   * `prompt=login`): a fresh sign-in time for what asks for one (a copy of one's data).
   */
  reauthenticate?: boolean;
}

export interface Auth {
  /** Sends the browser to the identity provider's sign-in page; `returnTo` is restored afterwards. */
  signIn(returnTo?: string, options?: SignInOptions): Promise<void>;
  /** Same as `signIn`, opening the provider's sign-up page (`prompt=create`). */
  signUp(returnTo?: string, options?: SignInOptions): Promise<void>;
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
  /**
   * The stored session as the page finds it, read at once (no network, no library): signed in,
   * signed out, or an expired token that `renew()` may still renew. Lets the first render show
   * the right screen instead of 'Loading...'.
   */
  peekSession?(): SessionPeek;
  /**
   * The API's id of the signed-in person as this tab last learnt it (GET /users/me), while the same
   * person's session is stored: lets a page load start its reads under /users/{id}/… beside the
   * current user's, instead of after it. Null before the first answer, for another person, signed out.
   */
  rememberedUserId?(): string | null;
  /** Keeps the API's id of the signed-in person for `rememberedUserId` (cleared on sign-out). */
  rememberUserId?(userId: string): void;
  /** Follows sign-in and sign-out; returns the unsubscribe function. */
  subscribe(listener: (event: AuthEvent) => void): () => void;
  /** Runs before a sign-out redirect (e.g. clearing a query cache); returns the unsubscribe function. */
  onSignOut(listener: () => void): () => void;
}

export const DEFAULT_SCOPE = "openid profile email offline_access";
/** The keys of the persisted local store (key root, nothing whitelisted): a sign-out clears them. */
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

/** The arguments of a sign-in redirect: where to return, the address hint when one is given, and a forced sign-in when asked. */
function signinArgs(
  returnTo: string | undefined,
  options: SignInOptions | undefined,
): { state: { returnTo: string }; login_hint?: string; prompt?: string } {
  const loginHint = options?.loginHint?.trim();
  return {
    state: { returnTo: safeReturnTo(returnTo ?? "/") },
    ...(loginHint ? { login_hint: loginHint } : {}),
    ...(options?.reauthenticate ? { prompt: "login" } : {}),
  };
}

/**
 * The authorization URL the browser opens, with no login hint in it. One without a hint is opened
 * as it is. One with a hint is pushed whole, in a POST's body, to the provider's pushed
 * authorization request endpoint (RFC 9126, `pushed_authorization_request_endpoint` of its
 * metadata), and the browser opens the authorization endpoint with only the client id and the
 * `request_uri` it answered; where the provider has no such endpoint, or refuses the push, the
 * request goes without the hint. So an address never reaches the browser's history, the
 * provider's access logs or a Referer.
 */
export async function pushedHintUrl(
  url: string,
  metadata: () => Promise<Record<string, unknown>>,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const authorize = new URL(url);
  if (!authorize.searchParams.has("login_hint")) return url;
  const endpoint = (await metadata())["pushed_authorization_request_endpoint"];
  if (typeof endpoint === "string" && endpoint !== "") {
    try {
      const response = await fetchFn(endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: authorize.searchParams.toString(),
      });
      const pushed = response.ok ? ((await response.json()) as { request_uri?: unknown }) : null;
      if (typeof pushed?.request_uri === "string") {
        const opened = new URL(authorize.href);
        opened.search = new URLSearchParams({
          client_id: authorize.searchParams.get("client_id") ?? "",
          request_uri: pushed.request_uri,
        }).toString();
        return opened.href;
      }
    } catch {
      // The provider did not take the push: the request goes without the hint.
    }
  }
  authorize.searchParams.delete("login_hint");
  return authorize.href;
}

/**
 * oidc-client-ts's navigator with every URL it opens passed through `pushedHintUrl` first, so a
 * sign-in or sign-up with a login hint keeps the address out of the URL.
 */
export function hintPushingNavigator(
  inner: INavigator,
  metadata: () => Promise<Record<string, unknown>>,
  fetchFn?: typeof fetch,
): INavigator {
  return {
    async prepare(params): Promise<IWindow> {
      const opened = await inner.prepare(params);
      return {
        navigate: async (navigation) =>
          opened.navigate({ ...navigation, url: await pushedHintUrl(navigation.url, metadata, fetchFn) }),
        close: () => opened.close(),
      };
    },
    callback: (url, params) => inner.callback(url, params),
  };
}

/** Leaves the page for a URL, as oidc-client-ts's own redirect navigator does (assign or replace, in this window). */
const redirectNavigator: INavigator = {
  async prepare(params) {
    const method = (params as { redirectMethod?: "assign" | "replace" } | undefined)?.redirectMethod ?? "assign";
    let abort: ((reason: Error) => void) | undefined;
    return {
      navigate: (navigation) =>
        new Promise((resolve, reject) => {
          abort = reject;
          window.addEventListener("pageshow", () => resolve({ url: window.location.href }));
          window.location[method](navigation.url);
        }),
      close: () => {
        abort?.(new Error("Redirect aborted"));
        window.stop();
      },
    };
  },
  async callback() {},
};

/** The session as oidc-client-ts stores it (`User.toStorageString()`): what a page load needs of it. */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  profile: { sub: string; [claim: string]: unknown };
}

/** Where oidc-client-ts keeps the user of a client (its `oidc.` prefix and `user:` key). */
export function storedUserKey(config: Pick<AuthConfig, "authority" | "clientId">): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/** The stored session, or null when there is none or it is not one (a damaged entry is no session). */
export function readStoredUser(storage: Storage | undefined, key: string): StoredUser | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(key) ?? "null");
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const user = value as Partial<StoredUser>;
  if (typeof user.access_token !== "string" || typeof user.profile?.sub !== "string") return null;
  return user as StoredUser;
}

/** Where a session keeps the API's id of its person (see Auth.rememberedUserId), beside the OIDC user. */
export function rememberedUserIdKey(config: Pick<AuthConfig, "authority" | "clientId">): string {
  return `prenup.user-id:${config.authority}:${config.clientId}`;
}

/** True while the access token has not expired (oidc-client-ts's own rule: expires_at after now, in whole seconds). */
export function isStoredUserUsable(user: StoredUser, now: Date): boolean {
  return user.expires_at === undefined || user.expires_at - Math.floor(now.getTime() / 1000) > 0;
}

export function profileFromUser(user: Pick<StoredUser, "profile">): AuthProfile {
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

function browserStorage(kind: "sessionStorage" | "localStorage"): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Loads oidc-client-ts and builds the app's UserManager (authorization code + PKCE, session in
 * sessionStorage), whose redirects keep a login hint out of the URL (`hintPushingNavigator`).
 */
async function loadUserManager(config: AuthConfig, session: Storage | undefined): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import("oidc-client-ts");
  const navigator = hintPushingNavigator(redirectNavigator, async () => {
    const metadata = await manager.metadataService.getMetadata();
    return metadata as Record<string, unknown>;
  });
  const manager: UserManager = new UserManager(
    {
      authority: config.authority,
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      post_logout_redirect_uri: config.postLogoutRedirectUri,
      response_type: "code",
      scope: config.scope ?? DEFAULT_SCOPE,
      resource: config.resource,
      automaticSilentRenew: true,
      loadUserInfo: false,
      ...(session
        ? {
            userStore: new WebStorageStateStore({ store: session }),
            stateStore: new WebStorageStateStore({ store: session }),
          }
        : {}),
    },
    navigator,
  );
  return manager;
}

export interface CreateAuthOptions {
  /** Builds the UserManager when first needed (tests pass a fake); oidc-client-ts by default. */
  loadUserManager?: () => Promise<UserManager>;
  /** Where the session is kept; the tab's sessionStorage by default. */
  storage?: Storage;
  /** The clock token expiry is read against. */
  now?: () => Date;
}

/**
 * The OIDC session of an app: authorization code + PKCE with oidc-client-ts, the user kept in
 * sessionStorage. A page load reads the stored session directly; oidc-client-ts is loaded only to
 * sign in or up, finish the callback, renew an expired token with the refresh token, or sign out.
 */
export function createAuth(config: AuthConfig, options: CreateAuthOptions = {}): Auth {
  const session = options.storage ?? browserStorage("sessionStorage");
  const now = options.now ?? (() => new Date());
  const key = storedUserKey(config);
  const userIdKey = rememberedUserIdKey(config);
  const stored = () => readStoredUser(session, key);

  const listeners = new Set<(event: AuthEvent) => void>();
  const signOutListeners = new Set<() => void>();
  const emit = (event: AuthEvent) => {
    for (const listener of listeners) listener(event);
  };

  let managerPromise: Promise<UserManager> | null = null;
  const manager = () => {
    managerPromise ??= (options.loadUserManager ?? (() => loadUserManager(config, session)))().then((loaded) => {
      loaded.events.addUserLoaded((user) => emit({ type: "signed-in", profile: profileFromUser(user) }));
      loaded.events.addUserUnloaded(() => emit({ type: "signed-out" }));
      loaded.events.addUserSignedOut(() => {
        void loaded.removeUser();
      });
      return loaded;
    });
    // A failed load (e.g. offline) may be tried again by the next call.
    managerPromise.catch(() => {
      managerPromise = null;
    });
    return managerPromise;
  };

  let renewal: Promise<boolean> | null = null;
  const renew = () => {
    renewal ??= (async () => {
      try {
        if (!stored()?.refresh_token) return false;
        const user = await (await manager()).signinSilent();
        return user !== null && !user.expired;
      } catch {
        return false;
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  let signingOut: Promise<void> | null = null;

  const clearLocalState = () => {
    try {
      session?.removeItem(userIdKey);
    } catch {
      // storage refused: nothing was kept there either
    }
    const local = browserStorage("localStorage");
    for (const stateKey of PERSISTED_STATE_KEYS) local?.removeItem(stateKey);
    for (const listener of signOutListeners) listener();
  };

  return {
    signIn: async (returnTo, signInOptions) => (await manager()).signinRedirect(signinArgs(returnTo, signInOptions)),
    signUp: async (returnTo, signInOptions) =>
      (await manager()).signinRedirect({ ...signinArgs(returnTo, signInOptions), prompt: "create" }),
    async completeSignIn() {
      const user = await (await manager()).signinCallback();
      const state = user?.state as { returnTo?: unknown } | undefined;
      return { returnTo: safeReturnTo(state?.returnTo) };
    },
    signOut(signOutOptions) {
      // A second call while one is under way (the app's button and the API client's 401 handling at
      // once) joins it: begun again, it would find the session already cleared and send the
      // provider's sign-out without the ID token hint, which shows a "Sign out?" page instead.
      signingOut ??= (async () => {
        const user = stored();
        clearLocalState();
        const loaded = await manager();
        await loaded.removeUser();
        await loaded.signoutRedirect({
          id_token_hint: user?.id_token,
          post_logout_redirect_uri: signOutOptions?.postLogoutRedirectUri ?? config.postLogoutRedirectUri,
        });
      })().finally(() => {
        signingOut = null;
      });
      return signingOut;
    },
    async getAccessToken() {
      const user = stored();
      if (user && isStoredUserUsable(user, now())) return user.access_token;
      if (user && (await renew())) {
        const renewed = stored();
        return renewed && isStoredUserUsable(renewed, now()) ? renewed.access_token : null;
      }
      return null;
    },
    renew,
    async getProfile() {
      const user = stored();
      return user && isStoredUserUsable(user, now()) ? profileFromUser(user) : null;
    },
    peekSession() {
      const user = stored();
      if (user && isStoredUserUsable(user, now())) return { status: "signed-in", profile: profileFromUser(user) };
      return user?.refresh_token ? { status: "renewable" } : { status: "signed-out" };
    },
    rememberedUserId() {
      const sub = stored()?.profile.sub;
      if (!sub) return null;
      try {
        const value = JSON.parse(session?.getItem(userIdKey) ?? "null") as { sub?: unknown; userId?: unknown } | null;
        return value?.sub === sub && typeof value.userId === "string" ? value.userId : null;
      } catch {
        return null;
      }
    },
    rememberUserId(userId) {
      const sub = stored()?.profile.sub;
      if (!sub) return;
      try {
        session?.setItem(userIdKey, JSON.stringify({ sub, userId }));
      } catch {
        // storage full or refused: page loads simply wait for the current user, as before
      }
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
