import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { routes } from "../src/app/routes.tsx";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, passFallbackSpinner, renderApp } from "@prenup/ui/testing";
import { customerUser } from "./fixtures.ts";

const FALLBACK_TEXT =
  "It looks like there was an error loading the page. Please sign out and try again or contact support.";

function signedInCustomer(extra: Record<string, unknown> = {}) {
  const user = customerUser();
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: [],
    [`GET /users/${user.id}/purchase-items`]: [],
    ...extra,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("signed-out visitors", () => {
  it("see the front page on a deep link, and sign in back to that exact link", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user, requests } = renderApp(routes, "/questionnaire/assets?tab=2", {
      auth,
      api: { "GET /products": [], "GET /attorneys": { attorneys: [], total: 0 } },
    });

    expect(await screen.findByText("Sign in to open this page: you come back to it right after.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(auth.signIn).toHaveBeenCalledWith("/questionnaire/assets?tab=2");
    // Only the front page's public reads: nothing of an account is asked for.
    expect(new Set(requests.map((request) => new URL(request.url).pathname))).toEqual(
      new Set(["/products", "/attorneys"]),
    );
  });

  it("on an invitation link learn who invited them to what, and sign up back to the link", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const link = "/invite?document=doc-1&token=tok";
    const { user, requests } = renderApp(routes, link, {
      auth,
      api: {
        "GET /documents/doc-1/invitation": (request: Request) =>
          new URL(request.url).searchParams.get("token") === "tok"
            ? {
                status: 200,
                body: {
                  documentId: "doc-1",
                  invitedBy: { firstName: "Alex" },
                  invitedEmailHint: "j•••@example.test",
                  state: { name: "California", abbreviation: "CA" },
                  expiresAt: "2026-12-05T12:00:00.000Z",
                },
              }
            : { status: 409, body: { error: "invalid", code: "INVITE_INVALID" } },
      },
    });
    expect(await screen.findByRole("heading", { name: "You're invited" })).toBeInTheDocument();
    expect(
      await screen.findByText("Alex invited you to prepare your prenuptial agreement together (California)."),
    ).toBeInTheDocument();
    expect(screen.getByText("Create your account or sign in with j•••@example.test to accept.")).toBeInTheDocument();
    // Nothing but the anonymous preview is asked for before signing in.
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(["/documents/doc-1/invitation"]);
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    // The invited address is read first (not answered here): the sign-up goes without it.
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledWith(link));
  });

  it("on an invitation link that no longer works are told so, and may still sign in", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user } = renderApp(routes, "/invite?document=doc-1&token=old", {
      auth,
      api: {
        "GET /documents/doc-1/invitation": () => ({ status: 409, body: { error: "invalid", code: "INVITE_INVALID" } }),
      },
    });
    expect(await screen.findByText("This invitation link no longer works")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith("/invite?document=doc-1&token=old"));
  });

  it("reach /login, whose focused Sign in button starts the OIDC redirect", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user } = renderApp(routes, "/login", { auth });

    const button = await screen.findByRole("button", { name: "Sign in" });
    expect(button).toHaveFocus();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
    await user.click(button);
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it("start sign-up when they open /signup", async () => {
    const auth = createFakeAuth({ signedIn: false });
    renderApp(routes, "/signup", { auth });
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledTimes(1));
  });
});

describe("after sign-in", () => {
  it("/oauth/callback completes sign-in and lands on the deep link", async () => {
    const auth = createFakeAuth({ signedIn: true, returnTo: "/help" });
    const { router } = renderApp(routes, "/oauth/callback?code=abc&state=xyz", { auth, api: signedInCustomer() });

    expect(await screen.findByRole("heading", { name: "Help", level: 1 })).toBeInTheDocument();
    expect(auth.completeSignIn).toHaveBeenCalledTimes(1);
    expect(currentPath(router)).toBe("/help");
  });

  it("/signin-redirect lands on the dashboard", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const { router } = renderApp(routes, "/signin-redirect", { auth, api: signedInCustomer() });
    expect(await screen.findByText("Welcome, Alex")).toBeInTheDocument();
    expect(currentPath(router)).toBe("/");
  });

  it.each([
    ["/user_ask_an_attorney", "/attorney-services?serviceType=Q_A"],
    ["/user_documents", "/documents"],
    ["/user_attorney_booking", "/attorney-services?serviceType=REPRESENTATION"],
    ["/attorney_editor/file-9", "/documents"],
    ["/initial_questionnaire/assets", "/questionnaire"],
    ["/user_account", "/"],
    ["/user_notarization", "/notarize"],
    ["/user_settings", "/profile"],
    ["/no/such/page", "/"],
  ])("legacy path %s redirects to %s", async (from, to) => {
    const auth = createFakeAuth({ signedIn: true });
    const { router } = renderApp(routes, from, { auth, api: signedInCustomer() });
    await waitFor(() => expect(currentPath(router)).toBe(to));
  });

  it("a user who is not a customer gets the fallback error page with a working Log out button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const auth = createFakeAuth({ signedIn: true });
    const attorney = customerUser({
      userType: "ATTORNEY",
      attorney: { id: "att-1", stage: "APPROVED", lawFirmId: null },
    });
    const { user, requests } = renderApp(routes, "/profile", { auth, api: { "GET /users/me": attorney } });

    await passFallbackSpinner(requests);
    expect(await screen.findByText(FALLBACK_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Account" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalledWith({
      postLogoutRedirectUri: new URL("/login", window.location.origin).toString(),
    });
  });

  it("a customer reaches the account page with their profile", async () => {
    const auth = createFakeAuth({ signedIn: true });
    renderApp(routes, "/profile", { auth, api: signedInCustomer() });
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Alex Rivera")).toBeInTheDocument();
    expect(screen.getByText("alex@demo.prenup.test")).toBeInTheDocument();
  });
});
