import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { ATTORNEY_DECLINED_MESSAGE } from "@prenup/domain";
import { routes } from "../src/app/routes.tsx";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, passFallbackSpinner, renderApp } from "@prenup/ui/testing";
import { attorneyUser } from "./fixtures.ts";

const FALLBACK_TEXT =
  "It looks like there was an error loading the page. Please sign out and try again or contact support.";
const signedIn = () => createFakeAuth({ signedIn: true });
const me = (user: unknown) => ({ "GET /users/me": user });

afterEach(() => {
  vi.useRealTimers();
});

describe("signed-out visitors", () => {
  it("see the sign-in redirect screen on a deep link, and sign in back to that exact link", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user } = renderApp(routes, "/attorney/clients/client-7", { auth });
    await user.click(await screen.findByRole("button", { name: /sign in|continue/i }));
    expect(auth.signIn).toHaveBeenCalledWith("/attorney/clients/client-7");
  });

  it("reach /login (also with ?attorney=true after a sign-out)", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user } = renderApp(routes, "/login?attorney=true", { auth });
    const button = await screen.findByRole("button", { name: "Sign in" });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });
});

describe("stage routing", () => {
  it.each(["FORM_MISSING", "UNDER_REVIEW"] as const)("%s: every path leads to the application form", async (stage) => {
    const { router } = renderApp(routes, "/attorney/payouts", { auth: signedIn(), api: me(attorneyUser(stage)) });
    expect(await screen.findByRole("heading", { name: "Attorney application", level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe("/attorney/form");
    expect(
      screen.getByText(stage === "UNDER_REVIEW" ? "Under review" : "Application not submitted"),
    ).toBeInTheDocument();
  });

  it.each(["DECLINED", "DEACTIVATED"] as const)(
    "%s: every path leads to the account page with the declined message",
    async (stage) => {
      const { router } = renderApp(routes, "/attorney/clients", { auth: signedIn(), api: me(attorneyUser(stage)) });
      expect(await screen.findByText(ATTORNEY_DECLINED_MESSAGE)).toBeInTheDocument();
      expect(currentPath(router)).toBe("/attorney/account");
    },
  );

  it("APPROVED: the screens open and the form is out of reach", async () => {
    const { router } = renderApp(routes, "/attorney/form", { auth: signedIn(), api: me(attorneyUser("APPROVED")) });
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe("/");
  });

  it.each([
    ["/attorney_editor/file-1", "/attorney/clients"],
    ["/attorney_clients", "/attorney/clients"],
    ["/attorney_profile", "/attorney/account"],
    ["/something-else", "/"],
  ])("APPROVED: legacy path %s redirects to %s", async (from, to) => {
    const { router } = renderApp(routes, from, { auth: signedIn(), api: me(attorneyUser("APPROVED")) });
    await waitFor(() => expect(currentPath(router)).toBe(to));
  });

  it("an attorney user without an attorney record sees 'No attorney found' and can log out", async () => {
    const auth = signedIn();
    const { user } = renderApp(routes, "/attorney/clients", { auth, api: me(attorneyUser(null)) });
    expect(await screen.findByText("No attorney found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledWith({
      postLogoutRedirectUri: new URL("/login?attorney=true", window.location.origin).toString(),
    });
  });

  it("Help stays open at every stage", async () => {
    const { router } = renderApp(routes, "/attorney/help", { auth: signedIn(), api: me(attorneyUser("UNDER_REVIEW")) });
    expect(await screen.findByRole("heading", { name: "Help", level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe("/attorney/help");
  });

  it("a customer in the attorney app gets the fallback error page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const auth = signedIn();
    const { user, requests } = renderApp(routes, "/attorney/clients", {
      auth,
      api: me(attorneyUser(null, { userType: "CUSTOMER" })),
    });
    await passFallbackSpinner(requests);
    expect(await screen.findByText(FALLBACK_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledWith({
      postLogoutRedirectUri: new URL("/login?attorney=true", window.location.origin).toString(),
    });
  });
});
