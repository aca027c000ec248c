import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes, fakeStanding } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.
const user = customerUser();
const base = `/users/${user.id}`;
const soloDocument = fakeUserDocument({
  userBId: null,
  partner: null,
  invitationEmail: null,
  invitationSentAt: null,
  invitationAcceptedAt: null,
});

/** User A alone on a document: POST /users/{id}/invite records the invitation on the document. */
function inviteApi(overrides: FakeApiRoutes = {}) {
  let invitation: { email: string; sentAt: string } | null = null;
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: () => ({
      status: 200,
      body: [
        { ...soloDocument, invitationEmail: invitation?.email ?? null, invitationSentAt: invitation?.sentAt ?? null },
      ],
    }),
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/standing`]: fakeStanding(),
    [`GET ${base}/documents/invites`]: [],
    [`POST ${base}/invite`]: async (request: Request) => {
      const { email } = (await request.json()) as { email: string };
      invitation = { email, sentAt: "2026-11-20T08:15:00.000Z" };
      return { status: 200, body: { ...soloDocument, invitationEmail: email, invitationSentAt: invitation.sentAt } };
    },
    ...overrides,
  };
}

function openDashboard(api: FakeApiRoutes) {
  return renderApp(routes, "/", { auth: createFakeAuth({ signedIn: true }), api });
}

/** Replaces the field's text in one input event (typing key by key is slow on a busy machine). */
async function fill(clicker: ReturnType<typeof renderApp>["user"], input: HTMLElement, text: string) {
  await clicker.clear(input);
  await clicker.paste(text);
}

const invitePosts = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST" && request.url.endsWith("/invite"));

// Notices live in a store shared by every render: each test starts without the last one's.
afterEach(() => notifications.clean());

describe("partner card: inviting", () => {
  it("checks the e-mail before sending: a valid address, not one's own", async () => {
    const { user: clicker, requests } = openDashboard(inviteApi());
    const input = await screen.findByLabelText("Partner's e-mail", { exact: false });
    await clicker.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeInTheDocument();
    await fill(clicker, input, "jordan@");
    await clicker.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeInTheDocument();
    await fill(clicker, input, "ALEX@demo.prenup.test");
    await clicker.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("You can't invite yourself")).toBeInTheDocument();
    expect(invitePosts(requests)).toHaveLength(0);
  });

  it("sends the invitation, then shows where and when it went, and can send it again", async () => {
    const { user: clicker, requests } = openDashboard(inviteApi());
    await fill(clicker, await screen.findByLabelText("Partner's e-mail", { exact: false }), " jordan@example.com ");
    await clicker.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(
      await screen.findByText("Invitation sent to jordan@example.com on November 20, 2026 at", { exact: false }),
    ).toBeInTheDocument();
    expect(await invitePosts(requests)[0]!.clone().json()).toEqual({ email: "jordan@example.com" });
    expect(screen.getByText("Invited, not joined yet")).toBeInTheDocument();

    await clicker.click(screen.getByRole("button", { name: "Resend" }));
    await waitFor(() => expect(invitePosts(requests)).toHaveLength(2));
    expect(await invitePosts(requests)[1]!.clone().json()).toEqual({ email: "jordan@example.com" });
    expect(await screen.findByText("A new invitation is on its way.", { exact: false })).toBeInTheDocument();
  });

  it("shows the API's message when the invitation is refused", async () => {
    const { user: clicker } = openDashboard(
      inviteApi({
        [`POST ${base}/invite`]: () => ({
          status: 409,
          body: { error: "Your partner has already joined this prenup.", code: "PARTNER_ALREADY_JOINED" },
        }),
      }),
    );
    await fill(clicker, await screen.findByLabelText("Partner's e-mail", { exact: false }), "jordan@example.com");
    await clicker.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your partner has already joined this prenup.");
    expect(screen.getByLabelText("Partner's e-mail", { exact: false })).toHaveValue("jordan@example.com");
  });

  it("names the partner once they joined, without an invite form", async () => {
    openDashboard({
      "GET /users/me": user,
      [`GET ${base}/documents`]: [fakeUserDocument()],
      [`GET ${base}/purchase-items`]: [],
      [`GET ${base}/standing`]: fakeStanding(),
      [`GET ${base}/standing`]: fakeStanding(),
      [`GET ${base}/documents/invites`]: [],
    });
    const card = await screen.findByRole("region", { name: "Your partner" });
    expect(await within(card).findByText("Jordan Lee has joined your prenup.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Send invitation" })).not.toBeInTheDocument();
  });
});

describe("partner card: invitations for this customer", () => {
  const invite = {
    documentId: "doc-9",
    invitedBy: { firstName: "Sam", lastName: "Taylor" },
    sentAt: "2026-11-19T12:00:00.000Z",
    expiresAt: "2026-12-03T12:00:00.000Z",
    state: { id: "state-ny", name: "New York", abbreviation: "NY" },
  };

  function invitedApi(accept: FakeApiRoutes[string]) {
    let joined = false;
    return {
      "GET /users/me": user,
      [`GET ${base}/documents`]: () => ({
        status: 200,
        body: joined ? [fakeUserDocument({ id: "doc-9", respondent: "B" })] : [],
      }),
      [`GET ${base}/purchase-items`]: [],
      [`GET ${base}/standing`]: fakeStanding(),
      [`GET ${base}/standing`]: fakeStanding(),
      [`GET ${base}/documents/invites`]: () => ({ status: 200, body: joined ? [] : [invite] }),
      [`GET ${base}/documents/doc-9/accept-invite`]: (request: Request) => {
        const reply =
          typeof accept === "function"
            ? (accept as (request: Request) => { status: number; body: unknown })(request)
            : (accept as { status: number; body: unknown });
        joined = reply.status === 200;
        return reply;
      },
    };
  }

  it("accepts an invitation with 'Accept' and tells the user", async () => {
    const { user: clicker, requests } = openDashboard(
      invitedApi({ status: 200, body: fakeUserDocument({ id: "doc-9", respondent: "B" }) }),
    );
    expect(await screen.findByText("Sam Taylor invited you to build a prenup together.")).toBeInTheDocument();
    expect(screen.getByText("State: New York")).toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Accept the invitation from Sam Taylor" }));

    expect(await screen.findByText("You joined your partner's prenup.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText("Sam Taylor invited you to build a prenup together.")).not.toBeInTheDocument(),
    );
    const acceptance = requests.find((request) => request.url.includes("/accept-invite"));
    expect(new URL(acceptance!.url).search).toBe("");
  });

  it("explains how to verify the e-mail when the API asks for it", async () => {
    const { user: clicker } = openDashboard(
      invitedApi({
        status: 403,
        body: {
          error: "Please verify your e-mail address before accepting the invitation.",
          code: "EMAIL_NOT_VERIFIED",
        },
      }),
    );
    await clicker.click(await screen.findByRole("button", { name: "Accept the invitation from Sam Taylor" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please verify your e-mail address before accepting the invitation.");
    expect(alert).toHaveTextContent("Open the verification link in the e-mail we sent you");
  });
});
