import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.
const user = customerUser({
  id: "user-jordan",
  email: "jordan@demo.prenup.test",
  firstName: "Jordan",
  lastName: "Lee",
});
const base = `/users/${user.id}`;
const link = "/invite?document=doc-1&token=signed.token.value";
const joinedDocument = fakeUserDocument({
  respondent: "B",
  partner: { id: "user-alex", firstName: "Alex", middleName: null, lastName: "Rivera", suffix: null },
});

function inviteeApi(accept: FakeApiRoutes[string]): FakeApiRoutes {
  let joined = false;
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: () => ({ status: 200, body: joined ? [joinedDocument] : [] }),
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/documents/invites`]: [],
    [`GET ${base}/documents/doc-1/accept-invite`]: async (request: Request) => {
      const reply =
        typeof accept === "function"
          ? await (accept as (request: Request) => Promise<{ status: number; body: unknown }>)(request)
          : (accept as { status: number; body: unknown });
      joined = reply.status === 200;
      return reply;
    },
  };
}

const acceptances = (requests: Request[]) => requests.filter((request) => request.url.includes("/accept-invite"));

// Notices live in a store shared by every render: each test starts without the last one's.
afterEach(() => notifications.clean());

describe("/invite", () => {
  it("accepts the invitation from the link once and lands on the shared document with a notice", async () => {
    const { requests, router } = renderApp(routes, link, {
      auth: createFakeAuth({ signedIn: true }),
      api: inviteeApi({ status: 200, body: joinedDocument }),
    });
    await waitFor(() => expect(currentPath(router)).toBe("/"));
    expect(await screen.findByText("You joined your partner's prenup.")).toBeInTheDocument();
    expect(await screen.findByText("You are building your prenup together with Alex Rivera.")).toBeInTheDocument();
    expect(acceptances(requests)).toHaveLength(1);
    expect(new URL(acceptances(requests)[0]!.url).searchParams.get("token")).toBe("signed.token.value");
  });

  it("shows the API's message when the link no longer works", async () => {
    renderApp(routes, link, {
      auth: createFakeAuth({ signedIn: true }),
      api: inviteeApi({
        status: 409,
        body: {
          error: "This invitation link has expired or was replaced. Ask your partner to send a new one.",
          code: "INVITE_INVALID",
        },
      }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This invitation link has expired or was replaced. Ask your partner to send a new one.",
    );
    expect(screen.getByRole("button", { name: "Go to the dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("for an unverified e-mail explains how to verify, and 'Try again' renews the session first", async () => {
    let verified = false;
    const auth = createFakeAuth({ signedIn: true });
    const renew = vi.fn(async () => {
      verified = true;
      return true;
    });
    auth.renew = renew;
    const {
      user: clicker,
      requests,
      router,
    } = renderApp(routes, link, {
      auth,
      api: inviteeApi(() =>
        Promise.resolve(
          verified
            ? { status: 200, body: joinedDocument }
            : {
                status: 403,
                body: {
                  error: "Please verify your e-mail address before accepting the invitation.",
                  code: "EMAIL_NOT_VERIFIED",
                },
              },
        ),
      ),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please verify your e-mail address before accepting the invitation.");
    expect(alert).toHaveTextContent("Open the verification link in the e-mail we sent you");

    await clicker.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(currentPath(router)).toBe("/"));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(acceptances(requests)).toHaveLength(2);
  });

  it("says the link is incomplete without a token or document, and asks nothing", async () => {
    const { requests } = renderApp(routes, "/invite?document=doc-1", {
      auth: createFakeAuth({ signedIn: true }),
      api: inviteeApi({ status: 200, body: joinedDocument }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation link is incomplete.");
    expect(acceptances(requests)).toHaveLength(0);
  });

  it("a signed-out visitor signs up, or in, on the provider's page filled with the invited address, read with the token and put in no URL", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user: clicker, requests } = renderApp(routes, link, {
      auth,
      api: {
        "POST /documents/doc-1/invitation/address": async (request: Request) =>
          ((await request.json()) as { token?: string }).token === "signed.token.value"
            ? { status: 200, body: { email: "jordan.invited@example.test" } }
            : { status: 409, body: { error: "invalid", code: "INVITE_INVALID" } },
      },
    });
    // Nothing but the preview is read before the person chooses.
    await screen.findByRole("button", { name: "Create an account" });
    expect(requests.some((request) => request.url.includes("/invitation/address"))).toBe(false);

    await clicker.click(screen.getByRole("button", { name: "Create an account" }));
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledWith(link, { loginHint: "jordan.invited@example.test" }));
    await clicker.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith(link, { loginHint: "jordan.invited@example.test" }));
    const reads = requests.filter((request) => request.url.includes("/invitation/address"));
    expect(reads.map((request) => request.method)).toEqual(["POST", "POST"]);
    for (const request of reads) expect(request.url).not.toContain("token");
    expect(requests.some((request) => request.url.includes("jordan.invited"))).toBe(false);
  });

  it("a signed-out visitor on a link that no longer works still signs up, without an address", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user: clicker } = renderApp(routes, link, {
      auth,
      api: {
        "POST /documents/doc-1/invitation/address": { status: 409, body: { error: "invalid", code: "INVITE_INVALID" } },
      },
    });
    await clicker.click(await screen.findByRole("button", { name: "Create an account" }));
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledWith(link));
  });

  it("a signed-out visitor signs in, or signs up, and comes back to the same link", async () => {
    const auth = createFakeAuth({ signedIn: false });
    const { user: clicker, requests } = renderApp(routes, link, { auth, api: {} });
    await clicker.click(await screen.findByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith(link));
    await clicker.click(screen.getByRole("button", { name: "Create an account" }));
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledWith(link));
    expect(acceptances(requests)).toHaveLength(0);
  });
});
