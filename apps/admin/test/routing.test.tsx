import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { routes } from "../src/app/routes.tsx";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, passFallbackSpinner, renderApp } from "@prenup/ui/testing";
import { adminUser } from "./fixtures.ts";

const FALLBACK_TEXT =
  "It looks like there was an error loading the page. Please sign out and try again or contact support.";
const signedIn = () => createFakeAuth({ signedIn: true });

afterEach(() => {
  vi.useRealTimers();
});

describe("admin routing", () => {
  it("a signed-out deep link shows the sign-in redirect screen and keeps the link for after sign-in", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user } = renderApp(routes, "/admin/states/state-ca?tab=terms", { auth });
    await user.click(await screen.findByRole("button", { name: /sign in|continue/i }));
    expect(auth.signIn).toHaveBeenCalledWith("/admin/states/state-ca?tab=terms");
  });

  it("/login is reachable signed out", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user } = renderApp(routes, "/login", { auth });
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it.each(["/", "/admin", "/admin/unknown", "/user_documents"])(
    "unknown path %s goes to /admin/users",
    async (path) => {
      const { router } = renderApp(routes, path, { auth: signedIn(), api: { "GET /users/me": adminUser() } });
      expect(await screen.findByRole("heading", { name: "Users", level: 1 })).toBeInTheDocument();
      expect(currentPath(router)).toBe("/admin/users");
    },
  );

  it("admin screens open at their own paths", async () => {
    const { router } = renderApp(routes, "/admin/attorneys/att-1/clients", {
      auth: signedIn(),
      api: { "GET /users/me": adminUser() },
    });
    expect(await screen.findByRole("heading", { name: "Clients", level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe("/admin/attorneys/att-1/clients");
  });

  it("the Account page shows the admin's profile", async () => {
    renderApp(routes, "/admin/account", { auth: signedIn(), api: { "GET /users/me": adminUser() } });
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("admin@demo.prenup.test")).toBeInTheDocument();
  });

  it("a customer in the admin app gets the fallback error page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const auth = signedIn();
    const { user, requests } = renderApp(routes, "/admin/users", {
      auth,
      api: { "GET /users/me": adminUser({ userType: "CUSTOMER" }) },
    });
    await passFallbackSpinner(requests);
    expect(await screen.findByText(FALLBACK_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Users" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledWith({
      postLogoutRedirectUri: new URL("/login", window.location.origin).toString(),
    });
  });
});
