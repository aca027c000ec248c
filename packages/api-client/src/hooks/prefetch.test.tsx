import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { createAuth } from "../auth.ts";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createTestApiWrapper } from "../testing/api-wrapper.tsx";
import { createFakeFetch, fakeCurrentUser, type FakeApiRoutes } from "../testing/index.ts";
import { currentUserQueryKey } from "./users.ts";
import { prefetchStartData, startSignedInReads, usePrefetchStartData, type StartPage } from "./prefetch.ts";

const userId = "11111111-1111-4111-8111-111111111111";
/** What every page's shell and gates read. */
const always = [`GET /users/${userId}/standing`, `GET /users/${userId}/documents`];
/** The dashboard's first screen: its cards' reads besides those. */
const dashboardReads = [
  ...always,
  `GET /users/${userId}/documents/invites`,
  "GET /products",
  `GET /users/${userId}/products/attorney-services/eligibility`,
  `GET /users/${userId}/attorneys-needing-reviews`,
];

/** The requests sent so far, as sorted "METHOD /path" lines. */
const requestLines = (requests: readonly Request[]) => () =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname}`).sort();

function render(page: StartPage, routes: FakeApiRoutes = {}) {
  const { fetch, requests } = createFakeFetch(routes);
  const { wrapper } = createTestApiWrapper(fetch);
  renderHook(() => usePrefetchStartData(userId, page), { wrapper });
  return Object.assign(requestLines(requests), { requests });
}

/** A section as the API serves it in two reads: its answers with the wording's key, then the wording. */
const sectionBase = `/users/${userId}/questionnaire-sections/about-you-two`;
const sectionRoutes: FakeApiRoutes = {
  [`GET ${sectionBase}/answers`]: { section: {}, contentKey: "wording-7", answers: [] },
  [`GET ${sectionBase}/content`]: { contentKey: "wording-7", groups: [] },
};

describe("usePrefetchStartData", () => {
  it("starts every read the dashboard's first screen needs at once, before its code runs", async () => {
    const requested = render({ kind: "dashboard" });
    await waitFor(() => expect(requested()).toEqual([...dashboardReads].sort()));
  });

  it("starts a section's questions and the disagreements on their pages", async () => {
    const section = render({ kind: "section", section: "about-you-two" }, sectionRoutes);
    await waitFor(() =>
      expect(section()).toEqual([...always, `GET ${sectionBase}/answers`, `GET ${sectionBase}/content`].sort()),
    );
    // The wording is asked for after the answers, by the key they named.
    const sectionReads = section.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname.startsWith(sectionBase))
      .map((url) => `${url.pathname}${url.search}`);
    expect(sectionReads).toEqual([`${sectionBase}/answers`, `${sectionBase}/content?key=wording-7`]);
    const alignment = render({ kind: "alignment" });
    await waitFor(() => expect(alignment()).toEqual([...always, `GET /users/${userId}/answers/dispute`].sort()));
  });

  it("starts only the standing and the agreements on other pages", async () => {
    const requested = render({ kind: "other" });
    await waitFor(() => expect(requested()).toEqual([...always].sort()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toEqual([...always].sort());
  });
});

describe("startSignedInReads (a page load, before React renders)", () => {
  const config = {
    authority: "http://idp.test",
    clientId: "prenup-customer",
    redirectUri: "http://app.test/oauth/callback",
    postLogoutRedirectUri: "http://app.test/login",
  };
  const signIn = (sub: string) =>
    window.sessionStorage.setItem(
      "oidc.user:http://idp.test:prenup-customer",
      JSON.stringify({ access_token: "token", expires_at: Math.floor(Date.now() / 1000) + 3600, profile: { sub } }),
    );
  const dashboard = ({
    api,
    queryClient,
    userId,
    schedule,
  }: Parameters<NonNullable<Parameters<typeof startSignedInReads>[0]["startReads"]>>[0]) =>
    prefetchStartData(queryClient, api, userId, { kind: "dashboard" }, schedule);

  /** An app's boot: `/users/me` answers only when `answerMe` is called. */
  function boot(schedule?: (read: () => void) => void) {
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const { fetch, requests } = createFakeFetch({
      "GET /users/me": async () => {
        await meAnswered;
        return { status: 200, body: fakeCurrentUser({ id: userId }) };
      },
    });
    const auth = createAuth(config);
    const api = createApiClient({ baseUrl: "http://api.test", auth, fetch });
    const queryClient = createQueryClient();
    startSignedInReads({ api, queryClient, auth, startReads: dashboard, ...(schedule ? { schedule } : {}) });
    const requested = requestLines(requests);
    return { auth, queryClient, requested, answerMe };
  }

  beforeEach(() => window.sessionStorage.clear());

  it("asks nothing without a session: the sign-in screen needs no data", async () => {
    const { requested } = boot();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toEqual([]);
  });

  it("starts the current user at once, and remembers the id it answers for the tab's next page load", async () => {
    signIn("demo-couple1-a");
    const first = boot();
    await waitFor(() => expect(first.requested()).toEqual(["GET /users/me"]));
    first.answerMe();
    await waitFor(() => expect(first.queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ id: userId }));
    expect(first.requested()).toEqual(["GET /users/me"]);
    expect(first.auth.rememberedUserId!()).toBe(userId);

    // The next page load starts the page's reads beside the current user's, before it has answered.
    const next = boot();
    await waitFor(() => expect(next.requested()).toEqual(["GET /users/me", ...dashboardReads].sort()));
    expect(next.queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
  });

  it("sends each of the page's reads from the task it is given, one request per task, the current user's at once", async () => {
    signIn("demo-couple1-a");
    const first = boot();
    first.answerMe();
    await waitFor(() => expect(first.auth.rememberedUserId!()).toBe(userId));

    const tasks: (() => void)[] = [];
    const next = boot((read) => tasks.push(read));
    await waitFor(() => expect(next.requested()).toEqual(["GET /users/me"]));
    expect(tasks).toHaveLength(dashboardReads.length);
    for (const [index, task] of tasks.entries()) {
      task();
      await waitFor(() => expect(next.requested()).toHaveLength(index + 2));
    }
    expect(next.requested()).toEqual(["GET /users/me", ...dashboardReads].sort());
  });

  it("does not use the id another person's session left in the tab", async () => {
    signIn("demo-couple1-a");
    const first = boot();
    first.answerMe();
    await waitFor(() => expect(first.auth.rememberedUserId!()).toBe(userId));
    signIn("demo-couple1-b");
    const next = boot();
    await waitFor(() => expect(next.requested()).toEqual(["GET /users/me"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(next.requested()).toEqual(["GET /users/me"]);
  });
});
