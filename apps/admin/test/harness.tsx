import { act, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import { expect, vi, type Mock } from "vitest";
import type { UserManager } from "oidc-client-ts";
import { createApiClient, createQueryClient, type Auth, type AuthProfile } from "@prenup/api-client";
import { AppProviders } from "../src/app/providers.tsx";

export type FakeAuth = Auth & {
  signIn: Mock<Auth["signIn"]>;
  signUp: Mock<Auth["signUp"]>;
  signOut: Mock<Auth["signOut"]>;
  completeSignIn: Mock<Auth["completeSignIn"]>;
};

/** A session that never leaves the page: signed in (with a token) or signed out. */
export function createFakeAuth(options: { signedIn: boolean; returnTo?: string }): FakeAuth {
  const profile: AuthProfile = { sub: "sub-test", email: "person@example.test", givenName: "Pat", familyName: "Doe", name: "Pat Doe" };
  return {
    signIn: vi.fn<Auth["signIn"]>(async () => undefined),
    signUp: vi.fn<Auth["signUp"]>(async () => undefined),
    signOut: vi.fn<Auth["signOut"]>(async () => undefined),
    completeSignIn: vi.fn<Auth["completeSignIn"]>(async () => ({ returnTo: options.returnTo ?? "/" })),
    getAccessToken: async () => (options.signedIn ? "test-access-token" : null),
    renew: async () => false,
    getProfile: async () => (options.signedIn ? profile : null),
    subscribe: () => () => undefined,
    onSignOut: () => () => undefined,
    userManager: {} as UserManager,
  };
}

type Reply = { status: number; body: unknown };
export type FakeApiRoutes = Record<string, unknown | ((request: Request) => Reply)>;

/**
 * A fetch answering `"<METHOD> <path>"` keys with JSON (a function may answer with any status);
 * anything else is a 404 in the API's error shape. Every request is recorded.
 */
export function createFakeFetch(routes: FakeApiRoutes) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    const reply: Reply =
      route === undefined
        ? { status: 404, body: { error: "Not found", code: "NOT_FOUND" } }
        : typeof route === "function"
          ? (route as (request: Request) => Reply)(request)
          : { status: 200, body: route };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "Content-Type": "application/json" } });
  };
  return { fetch, requests };
}

/** Renders the app's routes at `path` with a fake session and a fake API behind the real client. */
export function renderApp(routes: RouteObject[], path: string, options: { auth: FakeAuth; api?: FakeApiRoutes }) {
  const { fetch, requests } = createFakeFetch(options.api ?? {});
  const api = createApiClient({ baseUrl: "http://api.test", auth: options.auth, fetch });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(
    <AppProviders auth={options.auth} api={api} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, requests, user };
}

/** The location the app is at, as "/path?query". */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * Lets the fallback error page's 5-second spinner run out (fake timers must be on): waits until
 * the app has asked for the current user, i.e. the page is up, then moves the clock on.
 */
export async function passFallbackSpinner(requests: Request[]): Promise<void> {
  await waitFor(() => expect(requests.some((request) => request.url.endsWith("/users/me"))).toBe(true));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_100);
  });
}
