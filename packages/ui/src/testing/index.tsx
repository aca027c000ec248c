/// <reference types="@testing-library/jest-dom/vitest" />
// Render helpers for tests of the portals ("@prenup/ui/testing"); only test code imports this entry.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from "react-router";
import { expect, vi } from "vitest";
import { createApiClient, createQueryClient } from "@prenup/api-client";
import { UI_MESSAGES } from "@prenup/domain";
import { createFakeFetch, type FakeApiRoutes, type FakeAuth } from "@prenup/api-client/testing";
import { AppProviders } from "../app/app-providers.tsx";
import { AppRoutes } from "../app/route-table.tsx";

export { renderWithUi } from "./render-with-ui.tsx";
export { badgeContrast, contrastRatio, resolveThemeColor, variantContrast } from "./contrast.ts";
export type { VariantComponent } from "./contrast.ts";

/** The test's handle on the app's router: where it is, and a way to move it as a link would. */
export interface TestRouter {
  readonly location: Location;
  navigate: (to: string) => void;
}

/** Keeps `router` up to date with the app's location and navigate function. */
function RouterProbe({ router }: { router: { location: Location | null; navigate: NavigateFunction | null } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/** Renders an app's routes at `path` (as the app does: AppRoutes) with a fake session and a fake API behind the real client. */
export function renderApp(routes: RouteObject[], path: string, options: { auth: FakeAuth; api?: FakeApiRoutes }) {
  const { fetch, requests } = createFakeFetch(options.api ?? {});
  const api = createApiClient({ baseUrl: "http://api.test", auth: options.auth, fetch });
  const probe: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  const router: TestRouter = {
    get location() {
      if (!probe.location) throw new Error("The app has not rendered yet");
      return probe.location;
    },
    navigate: (to) => void probe.navigate?.(to),
  };
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(
    <AppProviders auth={options.auth} api={api} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={probe} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, requests, user };
}

/** The location the app is at, as "/path?query". */
export function currentPath(router: TestRouter): string {
  const { pathname, search } = router.location;
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

/**
 * Walks the shell's sign-out: "Sign out" opens the confirmation (showing `reminder` when given),
 * Cancel only closes it, and "Log out" signs out with the post-logout redirect to `postLogoutPath`.
 */
export async function expectSignOutAsksFirst(
  user: ReturnType<typeof userEvent.setup>,
  auth: FakeAuth,
  postLogoutPath: string,
  reminder?: string,
): Promise<void> {
  await user.click(await screen.findByText("Sign out"));
  let dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByText(UI_MESSAGES.signOutConfirm)).toBeInTheDocument();
  if (reminder !== undefined) expect(within(dialog).getByText(reminder)).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByText(UI_MESSAGES.signOutConfirm)).not.toBeInTheDocument());
  expect(auth.signOut).not.toHaveBeenCalled();

  await user.click(screen.getByText("Sign out"));
  dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByRole("button", { name: "Log out" }));
  expect(auth.signOut).toHaveBeenCalledWith({
    postLogoutRedirectUri: new URL(postLogoutPath, window.location.origin).toString(),
  });
}
