import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MOBILE_MEDIA_QUERY } from "@prenup/ui";
import { routes } from "../src/app/routes.tsx";
import { createFakeAuth, fakeStanding } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { customerUser } from "./fixtures.ts";

const user = customerUser();
const emptyAccount = {
  [`GET /users/${user.id}/documents`]: [],
  [`GET /users/${user.id}/purchase-items`]: [],
  [`GET /users/${user.id}/standing`]: fakeStanding({
    documentId: null,
    respondent: null,
    hasState: false,
    partnerJoined: false,
    partner: null,
    document: null,
  }),
};

describe("first sign-in", () => {
  it("creates the API user once when /users/me says USER_NOT_FOUND, then opens the dashboard", async () => {
    let created = false;
    const { requests } = renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        "GET /users/me": () =>
          created
            ? { status: 200, body: user }
            : { status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } },
        "POST /users": () => {
          created = true;
          return { status: 201, body: user };
        },
        ...emptyAccount,
      },
    });

    expect(await screen.findByText("Welcome, Alex")).toBeInTheDocument();
    expect(await screen.findByText("You have not started a prenup yet.", { exact: false })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(requests.every((request) => request.headers.get("Authorization") === "Bearer test-access-token")).toBe(true);
  });

  it("right after signing up, the callback creates the account and the first page asks nothing that could 404", async () => {
    let created = false;
    const { requests } = renderApp(routes, "/oauth/callback", {
      auth: createFakeAuth({ signedIn: true, returnTo: "/" }),
      api: {
        "GET /users/me": () =>
          created
            ? { status: 200, body: user }
            : { status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } },
        "POST /users": () => {
          created = true;
          return { status: 201, body: user };
        },
        ...emptyAccount,
      },
    });
    expect(await screen.findByText("Welcome, Alex")).toBeInTheDocument();
    const paths = requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    // The account exists before anything reads it: no GET /users/me comes before the POST (no 404).
    expect(paths[0]).toBe("POST /users");
    expect(paths.filter((path) => path === "POST /users")).toHaveLength(1);
  });

  it("a signed-in customer opening /login goes to the dashboard", async () => {
    const { router } = renderApp(routes, "/login", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": user, ...emptyAccount },
    });
    expect(await screen.findByText("Welcome, Alex")).toBeInTheDocument();
    expect(currentPath(router)).toBe("/");
  });
});

describe("menu behaviour", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a disabled item cannot be followed", async () => {
    const { user: clicker, router } = renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": user, ...emptyAccount },
    });
    const nav = await screen.findByRole("navigation");
    await waitFor(() =>
      expect(within(nav).getByText("Documents").closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true"),
    );
    await clicker.click(within(nav).getByText("Documents"));
    expect(currentPath(router)).toBe("/");
  });

  it("under 768 px the menu is a drawer opened from the header", async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal("matchMedia", (query: string) => ({ ...matchMedia(query), matches: query === MOBILE_MEDIA_QUERY }));
    const { user: clicker, router } = renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": user, ...emptyAccount },
    });

    await screen.findByText("Welcome, Alex");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    await clicker.click(within(drawer).getByText("Help"));
    await waitFor(() => expect(currentPath(router)).toBe("/help"));
    expect(await screen.findByRole("heading", { name: "Help", level: 1 })).toBeInTheDocument();
  });
});
