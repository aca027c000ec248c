import { render, screen, waitFor, act } from "@testing-library/react";
import type { User, UserManager } from "oidc-client-ts";
import { describe, expect, it, vi } from "vitest";
import { createAuth, safeReturnTo } from "./auth.ts";
import { AuthProvider, useAuth } from "./auth-context.tsx";

const config = {
  authority: "http://localhost:4100",
  clientId: "prenup-customer",
  redirectUri: "http://localhost:5173/oauth/callback",
  postLogoutRedirectUri: "http://localhost:5173/login",
  resource: "http://localhost:4000",
};

function fakeUser(overrides: Partial<User> = {}): User {
  return {
    access_token: "access-1",
    id_token: "id-1",
    refresh_token: "refresh-1",
    expired: false,
    profile: { sub: "demo-couple1-a", email: "alex@demo.prenup.test", given_name: "Alex", family_name: "Rivera", name: "Alex Rivera" },
    state: undefined,
    ...overrides,
  } as unknown as User;
}

/** The parts of oidc-client-ts's UserManager that createAuth uses, with its user in a variable. */
function fakeManager(initial: User | null) {
  let user = initial;
  const handlers = { loaded: [] as ((u: User) => void)[], unloaded: [] as (() => void)[] };
  const manager = {
    getUser: vi.fn(async () => user),
    signinRedirect: vi.fn(async () => undefined),
    signinCallback: vi.fn(async () => user ?? undefined),
    signinSilent: vi.fn(async () => {
      user = fakeUser({ access_token: "access-2" });
      handlers.loaded.forEach((h) => h(user!));
      return user;
    }),
    removeUser: vi.fn(async () => {
      user = null;
      handlers.unloaded.forEach((h) => h());
    }),
    signoutRedirect: vi.fn(async () => undefined),
    events: {
      addUserLoaded: (h: (u: User) => void) => handlers.loaded.push(h),
      addUserUnloaded: (h: () => void) => handlers.unloaded.push(h),
      addUserSignedOut: () => undefined,
    },
  };
  return { manager, handlers, asUserManager: manager as unknown as UserManager, setUser: (next: User | null) => (user = next) };
}

describe("createAuth", () => {
  it("carries the return path through the sign-in and back", async () => {
    const { manager, asUserManager, setUser } = fakeManager(null);
    const auth = createAuth(config, asUserManager);

    await auth.signIn("/questionnaire/assets");
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: "/questionnaire/assets" } });

    setUser(fakeUser({ state: { returnTo: "/questionnaire/assets" } } as Partial<User>));
    await expect(auth.completeSignIn()).resolves.toEqual({ returnTo: "/questionnaire/assets" });
  });

  it("opens the sign-up page with prompt=create", async () => {
    const { manager, asUserManager } = fakeManager(null);
    await createAuth(config, asUserManager).signUp();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: "/" }, prompt: "create" });
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
    const { manager, asUserManager } = fakeManager(fakeUser({ expired: true } as Partial<User>));
    const auth = createAuth(config, asUserManager);

    await expect(auth.getAccessToken()).resolves.toBe("access-2");
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it("cannot renew without a refresh token and has no token when signed out", async () => {
    const { manager, asUserManager } = fakeManager(null);
    const auth = createAuth(config, asUserManager);
    await expect(auth.renew()).resolves.toBe(false);
    await expect(auth.getAccessToken()).resolves.toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it("signs out: clears the persisted store and caches, then ends the provider session", async () => {
    const { manager, asUserManager } = fakeManager(fakeUser());
    const auth = createAuth(config, asUserManager);
    window.localStorage.setItem("persist:root", "{}");
    window.localStorage.setItem("root", "{}");
    window.localStorage.setItem("unrelated", "kept");
    const clearCache = vi.fn();
    auth.onSignOut(clearCache);

    await auth.signOut({ postLogoutRedirectUri: "http://localhost:5174/login?attorney=true" });

    expect(window.localStorage.getItem("persist:root")).toBeNull();
    expect(window.localStorage.getItem("root")).toBeNull();
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: "id-1", post_logout_redirect_uri: "http://localhost:5174/login?attorney=true" });
  });
});

function Status() {
  const { status, profile } = useAuth();
  return <p>{status === "signed-in" ? `signed in as ${profile?.givenName}` : status}</p>;
}

describe("AuthProvider", () => {
  it("starts loading, then follows the stored session and later sign-outs", async () => {
    const { asUserManager } = fakeManager(fakeUser());
    const auth = createAuth(config, asUserManager);
    render(
      <AuthProvider auth={auth}>
        <Status />
      </AuthProvider>,
    );
    expect(screen.getByText("loading")).toBeDefined();
    await screen.findByText("signed in as Alex");

    await act(() => auth.signOut());
    await waitFor(() => expect(screen.getByText("signed-out")).toBeDefined());
  });

  it("is signed out without a stored session", async () => {
    const { asUserManager } = fakeManager(null);
    render(
      <AuthProvider auth={createAuth(config, asUserManager)}>
        <Status />
      </AuthProvider>,
    );
    await screen.findByText("signed-out");
  });

  it("keeps a sign-in that completes while the stored session is still being read", async () => {
    const { manager, handlers, asUserManager } = fakeManager(null);
    let releaseRead: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (releaseRead = resolve));
    manager.getUser.mockImplementationOnce(async () => {
      await read;
      return null;
    });
    render(
      <AuthProvider auth={createAuth(config, asUserManager)}>
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
