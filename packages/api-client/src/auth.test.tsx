import { render, screen, waitFor, act } from "@testing-library/react";
import type { User, UserManager } from "oidc-client-ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createAuth, hintPushingNavigator, readStoredUser, safeReturnTo } from "./auth.ts";
import { AuthProvider, useAuth } from "./auth-context.tsx";

const config = {
  authority: "http://localhost:4100",
  clientId: "prenup-customer",
  redirectUri: "http://localhost:5173/oauth/callback",
  postLogoutRedirectUri: "http://localhost:5173/login",
  resource: "http://localhost:4000",
};

const STORE_KEY = "oidc.user:http://localhost:4100:prenup-customer";
const IN_AN_HOUR = () => Math.floor(Date.now() / 1000) + 3600;

/** A user as oidc-client-ts hands it out and stores it (`toStorageString` keeps these fields). */
function fakeUser(overrides: Partial<User> = {}): User {
  return {
    access_token: "access-1",
    id_token: "id-1",
    refresh_token: "refresh-1",
    expires_at: IN_AN_HOUR(),
    expired: false,
    profile: {
      sub: "demo-couple1-a",
      email: "alex@demo.prenup.test",
      given_name: "Alex",
      family_name: "Rivera",
      name: "Alex Rivera",
    },
    state: undefined,
    ...overrides,
  } as unknown as User;
}

function store(user: User | null) {
  if (user === null) window.sessionStorage.removeItem(STORE_KEY);
  else
    window.sessionStorage.setItem(
      STORE_KEY,
      JSON.stringify({
        id_token: user.id_token,
        access_token: user.access_token,
        refresh_token: user.refresh_token,
        expires_at: user.expires_at,
        profile: user.profile,
      }),
    );
}

/**
 * The parts of oidc-client-ts's UserManager that createAuth uses, keeping its user in sessionStorage
 * under the library's key as the real one does; `loads` counts how often the library was loaded.
 */
function fakeManager(initial: User | null) {
  let user = initial;
  store(user);
  const handlers = { loaded: [] as ((u: User) => void)[], unloaded: [] as (() => void)[] };
  const manager = {
    signinRedirect: vi.fn(async () => undefined),
    signinCallback: vi.fn(async () => user ?? undefined),
    signinSilent: vi.fn(async () => {
      user = fakeUser({ access_token: "access-2" });
      store(user);
      handlers.loaded.forEach((h) => h(user!));
      return user;
    }),
    removeUser: vi.fn(async () => {
      user = null;
      store(null);
      handlers.unloaded.forEach((h) => h());
    }),
    signoutRedirect: vi.fn(async () => undefined),
    events: {
      addUserLoaded: (h: (u: User) => void) => handlers.loaded.push(h),
      addUserUnloaded: (h: () => void) => handlers.unloaded.push(h),
      addUserSignedOut: () => undefined,
    },
  };
  const loadUserManager = vi.fn(async () => manager as unknown as UserManager);
  return {
    manager,
    handlers,
    options: { loadUserManager },
    loads: loadUserManager,
    setUser: (next: User | null) => {
      user = next;
      store(next);
    },
  };
}

beforeEach(() => window.sessionStorage.clear());

describe("createAuth", () => {
  it("carries the return path through the sign-in and back", async () => {
    const { manager, options, setUser } = fakeManager(null);
    const auth = createAuth(config, options);

    await auth.signIn("/questionnaire/assets");
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: "/questionnaire/assets" } });

    setUser(fakeUser({ state: { returnTo: "/questionnaire/assets" } } as Partial<User>));
    await expect(auth.completeSignIn()).resolves.toEqual({ returnTo: "/questionnaire/assets" });
  });

  it("opens the sign-up page with prompt=create", async () => {
    const { manager, options } = fakeManager(null);
    await createAuth(config, options).signUp();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: "/" }, prompt: "create" });
  });

  /**
   * The real oidc-client-ts, with the provider's metadata given (no discovery request), behind the
   * app's hint-pushing navigator around one that records the URL instead of leaving the page, and a
   * fetch that records what is pushed.
   */
  function recordingAuth(metadata: Record<string, string>, pushAnswer: () => Response) {
    const visited: string[] = [];
    const pushed: URLSearchParams[] = [];
    const recording = {
      prepare: async () => ({
        navigate: async ({ url }: { url: string }) => {
          visited.push(url);
          return { url };
        },
        close: () => undefined,
      }),
      callback: async () => undefined,
    };
    const fetchFn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      pushed.push(new URLSearchParams(String(init?.body)));
      return pushAnswer();
    });
    const loadUserManager = async () => {
      const { UserManager } = await import("oidc-client-ts");
      const manager: UserManager = new UserManager(
        {
          authority: config.authority,
          client_id: config.clientId,
          redirect_uri: config.redirectUri,
          response_type: "code",
          scope: "openid email",
          metadata: {
            issuer: config.authority,
            authorization_endpoint: `${config.authority}/auth`,
            token_endpoint: `${config.authority}/token`,
            ...metadata,
          },
        },
        hintPushingNavigator(
          recording,
          async () => (await manager.metadataService.getMetadata()) as Record<string, unknown>,
          fetchFn as typeof fetch,
        ),
      );
      return manager;
    };
    return { auth: createAuth(config, { loadUserManager }), visited, pushed, fetchFn };
  }

  it("pushes the address hint in a request's body (RFC 9126) and opens the provider with only the request_uri, for sign-up and sign-in", async () => {
    const address = "jordan+prenup@example.test";
    let count = 0;
    const { auth, visited, pushed } = recordingAuth(
      { pushed_authorization_request_endpoint: `${config.authority}/request` },
      () => {
        count += 1;
        return new Response(
          JSON.stringify({ request_uri: `urn:ietf:params:oauth:request_uri:r${count}`, expires_in: 60 }),
          {
            status: 201,
            headers: { "content-type": "application/json" },
          },
        );
      },
    );

    await auth.signUp("/invite?document=doc-1&token=t", { loginHint: ` ${address} ` });
    await auth.signIn("/invite?document=doc-1&token=t", { loginHint: address });
    await auth.signIn("/");
    const [signUp, signIn, plain] = visited.map((url) => new URL(url));
    for (const opened of [signUp!, signIn!]) {
      expect(opened.origin + opened.pathname).toBe(`${config.authority}/auth`);
      expect([...opened.searchParams.keys()]).toEqual(["client_id", "request_uri"]);
      expect(decodeURIComponent(opened.href)).not.toContain("jordan");
    }
    expect(signUp!.searchParams.get("request_uri")).toBe("urn:ietf:params:oauth:request_uri:r1");
    // The whole request went in the body: the hint, the sign-up prompt, PKCE and the state.
    expect(pushed).toHaveLength(2);
    expect(pushed[0]!.get("login_hint")).toBe(address);
    expect(pushed[0]!.get("prompt")).toBe("create");
    expect(pushed[0]!.get("code_challenge_method")).toBe("S256");
    expect(pushed[0]!.get("state")).toBeTruthy();
    expect(pushed[1]!.get("login_hint")).toBe(address);
    expect(pushed[1]!.has("prompt")).toBe(false);
    // Without a hint nothing is pushed: the usual authorization URL.
    expect(plain!.searchParams.get("response_type")).toBe("code");
    expect(plain!.searchParams.has("login_hint")).toBe(false);
  });

  it("drops the hint rather than put it in the URL when the provider takes no pushed requests, or refuses the push", async () => {
    const without = recordingAuth({}, () => new Response("{}", { status: 500 }));
    await without.auth.signUp("/invite?document=doc-1&token=t", { loginHint: "jordan@example.test" });
    expect(without.fetchFn).not.toHaveBeenCalled();
    const refused = recordingAuth(
      { pushed_authorization_request_endpoint: `${config.authority}/request` },
      () => new Response(JSON.stringify({ error: "invalid_request" }), { status: 400 }),
    );
    await refused.auth.signUp("/invite?document=doc-1&token=t", { loginHint: "jordan@example.test" });
    expect(refused.fetchFn).toHaveBeenCalledTimes(1);
    for (const url of [...without.visited, ...refused.visited].map((visited) => new URL(visited))) {
      expect(url.searchParams.get("prompt")).toBe("create");
      expect(url.searchParams.has("login_hint")).toBe(false);
      expect(decodeURIComponent(url.href)).not.toContain("jordan");
    }
  });

  it("asks the provider for a fresh sign-in (prompt=login) when told to reauthenticate", async () => {
    const { manager, options } = fakeManager(null);
    const auth = createAuth(config, options);
    await auth.signIn("/profile", { reauthenticate: true });
    await auth.signIn("/profile");
    expect(manager.signinRedirect).toHaveBeenNthCalledWith(1, { state: { returnTo: "/profile" }, prompt: "login" });
    expect(manager.signinRedirect).toHaveBeenNthCalledWith(2, { state: { returnTo: "/profile" } });
  });

  it("passes no empty hint", async () => {
    const { manager, options } = fakeManager(null);
    await createAuth(config, options).signUp("/a", { loginHint: "  " });
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: "/a" }, prompt: "create" });
  });

  it("never returns to another site after sign-in", () => {
    expect(safeReturnTo("https://evil.test/")).toBe("/");
    expect(safeReturnTo("//evil.test")).toBe("/");
    expect(safeReturnTo(undefined)).toBe("/");
    expect(safeReturnTo("/payment?x=1")).toBe("/payment?x=1");
    expect(safeReturnTo("/profile?tab=account#phone")).toBe("/profile?tab=account#phone");
    // What browsers would turn into another origin: a tab or newline removed, a backslash read as a slash.
    expect(safeReturnTo("/\t/evil.test")).toBe("/");
    expect(safeReturnTo("/\n/evil.test/x")).toBe("/");
    expect(safeReturnTo("/\\evil.test")).toBe("/");
    expect(safeReturnTo("/%5Cevil.test")).toBe("/%5Cevil.test");
    expect(new URL(safeReturnTo("/\\/evil.test"), "https://app.test").origin).toBe("https://app.test");
  });

  it("gives the access token, renewing an expired one with the refresh token", async () => {
    const { manager, options, loads } = fakeManager(
      fakeUser({ expires_at: Math.floor(Date.now() / 1000) - 1 } as Partial<User>),
    );
    const auth = createAuth(config, options);

    await expect(auth.getProfile()).resolves.toBeNull();
    await expect(auth.getAccessToken()).resolves.toBe("access-2");
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("reads a stored session without loading oidc-client-ts", async () => {
    const { options, loads } = fakeManager(fakeUser());
    const auth = createAuth(config, options);
    await expect(auth.getAccessToken()).resolves.toBe("access-1");
    await expect(auth.getProfile()).resolves.toEqual({
      sub: "demo-couple1-a",
      email: "alex@demo.prenup.test",
      givenName: "Alex",
      familyName: "Rivera",
      name: "Alex Rivera",
    });
    expect(loads).not.toHaveBeenCalled();
  });

  it("takes a damaged or foreign stored entry for no session", () => {
    window.sessionStorage.setItem("k", "{not json");
    expect(readStoredUser(window.sessionStorage, "k")).toBeNull();
    window.sessionStorage.setItem("k", JSON.stringify({ access_token: "a" }));
    expect(readStoredUser(window.sessionStorage, "k")).toBeNull();
    expect(readStoredUser(window.sessionStorage, "missing")).toBeNull();
  });

  it("loads oidc-client-ts once, when the sign-in starts", async () => {
    const { options, loads } = fakeManager(null);
    const auth = createAuth(config, options);
    expect(loads).not.toHaveBeenCalled();
    await auth.signIn("/a");
    await auth.signIn("/b");
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("cannot renew without a refresh token and has no token when signed out", async () => {
    const { manager, options, loads } = fakeManager(null);
    const auth = createAuth(config, options);
    await expect(auth.renew()).resolves.toBe(false);
    await expect(auth.getAccessToken()).resolves.toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();
    // A signed-out visitor's page never loads the library.
    expect(loads).not.toHaveBeenCalled();
  });

  it("remembers the API's id of the signed-in person for the next page load of the tab, and only for that person", () => {
    const { options, setUser } = fakeManager(null);
    const auth = createAuth(config, options);
    // Signed out: nothing to remember, nothing remembered.
    auth.rememberUserId!("user-1");
    expect(auth.rememberedUserId!()).toBeNull();

    setUser(fakeUser());
    expect(auth.rememberedUserId!()).toBeNull();
    auth.rememberUserId!("user-1");
    // A new page load of the same tab (a new createAuth over the same sessionStorage) knows the id.
    expect(createAuth(config, options).rememberedUserId!()).toBe("user-1");

    // Another person signed in in this tab: the first person's id is not theirs.
    setUser(fakeUser({ profile: { sub: "demo-couple1-b" } } as Partial<User>));
    expect(auth.rememberedUserId!()).toBeNull();
    // A damaged entry is no id.
    window.sessionStorage.setItem("prenup.user-id:http://localhost:4100:prenup-customer", "{oops");
    expect(auth.rememberedUserId!()).toBeNull();
  });

  it("signs out: clears the persisted store and caches, then ends the provider session", async () => {
    const { manager, options } = fakeManager(fakeUser());
    const auth = createAuth(config, options);
    window.localStorage.setItem("persist:root", "{}");
    window.localStorage.setItem("root", "{}");
    window.localStorage.setItem("unrelated", "kept");
    auth.rememberUserId!("user-1");
    const clearCache = vi.fn();
    auth.onSignOut(clearCache);

    await auth.signOut({ postLogoutRedirectUri: "http://localhost:5174/login?attorney=true" });

    expect(window.localStorage.getItem("persist:root")).toBeNull();
    expect(window.localStorage.getItem("root")).toBeNull();
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(window.sessionStorage.getItem("prenup.user-id:http://localhost:4100:prenup-customer")).toBeNull();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: "id-1",
      post_logout_redirect_uri: "http://localhost:5174/login?attorney=true",
    });
  });
});

describe("createAuth's sign-out, asked twice at once", () => {
  it("leaves once, with the ID token hint", async () => {
    const { manager, options } = fakeManager(fakeUser());
    let leave: () => void = () => undefined;
    manager.signoutRedirect.mockImplementation(
      () => new Promise<undefined>((resolve) => (leave = () => resolve(undefined))),
    );
    const auth = createAuth(config, options);

    const first = auth.signOut();
    const second = auth.signOut();
    await vi.waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalled());
    leave();
    await Promise.all([first, second]);

    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(manager.signoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ id_token_hint: "id-1" }));
  });
});

function Status() {
  const { status, profile } = useAuth();
  return <p>{status === "signed-in" ? `signed in as ${profile?.givenName}` : status}</p>;
}

describe("AuthProvider", () => {
  it("is signed in from the first render with a stored session, and follows a later sign-out", async () => {
    const { options, loads } = fakeManager(fakeUser());
    const auth = createAuth(config, options);
    render(
      <AuthProvider auth={auth}>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText("signed in as Alex")).toBeDefined();
    expect(loads).not.toHaveBeenCalled();

    await act(() => auth.signOut());
    await waitFor(() => expect(screen.getByText("signed-out")).toBeDefined());
  });

  it("is signed out from the first render without a stored session", () => {
    const { options } = fakeManager(null);
    render(
      <AuthProvider auth={createAuth(config, options)}>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText("signed-out")).toBeDefined();
  });

  it("starts loading with an expired token, then renews it with the refresh token", async () => {
    const { options, manager } = fakeManager(
      fakeUser({ expires_at: Math.floor(Date.now() / 1000) - 5 } as Partial<User>),
    );
    render(
      <AuthProvider auth={createAuth(config, options)}>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText("loading")).toBeDefined();
    await screen.findByText("signed in as Alex");
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it("keeps a sign-in that completes while the stored session is still being read", async () => {
    const { manager, handlers, options } = fakeManager(null);
    const auth = createAuth(config, options);
    await auth.signIn();
    let releaseRead: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (releaseRead = resolve));
    const slowRead = {
      ...auth,
      getProfile: async () => {
        await read;
        return null;
      },
    };
    render(
      <AuthProvider auth={slowRead}>
        <Status />
      </AuthProvider>,
    );

    act(() => handlers.loaded.forEach((handler) => handler(fakeUser())));
    await screen.findByText("signed in as Alex");
    await act(async () => releaseRead());

    expect(screen.getByText("signed in as Alex")).toBeDefined();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });
});
