/// <reference types="@testing-library/jest-dom/vitest" />
// Render helpers for tests of the portals ("@prenup/ui/testing"); only test code imports this entry.
import { act, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import { expect, vi } from "vitest";
import { createApiClient, createQueryClient } from "@prenup/api-client";
import { createFakeFetch, type FakeApiRoutes, type FakeAuth } from "@prenup/api-client/testing";
import { AppProviders } from "../app/app-providers.tsx";

export { renderWithUi } from "./render-with-ui.tsx";

/** Renders an app's routes at `path` with a fake session and a fake API behind the real client. */
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
