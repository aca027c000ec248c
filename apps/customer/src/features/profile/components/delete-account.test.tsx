import { describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiReply, type FakeApiRoutes } from "@prenup/api-client/testing";
import {
  accountDeletionDueAt,
  ACCOUNT_DELETION_MESSAGES,
  EMAIL_OPT_OUT_KINDS,
  formatDate,
  RETENTION_RULES,
  retentionPlan,
} from "@prenup/domain";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../../app/routes.tsx";
import { customerUser } from "../../../../test/fixtures.ts";

const user = customerUser();
const base = `/users/${user.id}`;
const dueAt = "2026-12-21T15:00:00.000Z";

const none = { status: "NONE", requestedAt: null, dueAt: null, hold: null, message: null };
const scheduled = {
  status: "SCHEDULED",
  requestedAt: "2026-11-21T15:00:00.000Z",
  dueAt,
  hold: null,
  message: ACCOUNT_DELETION_MESSAGES.scheduled,
};

function api(routes: FakeApiRoutes): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: [],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/email-preferences`]: {
      kinds: EMAIL_OPT_OUT_KINDS.map((kind) => ({ kind, enabled: true })),
      unsubscribedFromAll: false,
    },
    [`GET ${base}/account-deletion`]: none,
    ...routes,
  };
}

async function openCard(options: { api: FakeApiRoutes }) {
  const auth = createFakeAuth({ signedIn: true });
  const rendered = renderApp(routes, "/profile", { auth, api: options.api });
  const card = await screen.findByRole("region", { name: "Delete my account" });
  // The card has read the account's deletion.
  await waitFor(() => expect(within(card).queryByText("Loading...")).not.toBeInTheDocument());
  return { ...rendered, auth, card };
}

const posts = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST" && request.url.endsWith("/account-deletion"));

describe("the profile's Delete my account card", () => {
  it("lists what is deleted, what stays without a name and what is kept, why and for how long", async () => {
    const { card } = await openCard({ api: api({}) });
    const plan = retentionPlan();

    const list = (name: string) => within(within(card).getByRole("list", { name })).getAllByRole("listitem");
    expect(await within(card).findByRole("list", { name: "Deleted" })).toBeInTheDocument();
    expect(list("Deleted")).toHaveLength(plan.deleted.length);
    expect(list("Kept without your name")).toHaveLength(plan.anonymised.length);
    expect(list("Kept, only for the reason given")).toHaveLength(plan.kept.length);
    // A disclosure without a signed agreement is not kept: it is listed under its own heading.
    const signedOnly = list("Kept only for an agreement you signed (otherwise deleted)");
    expect(signedOnly).toHaveLength(plan.keptForSignedAgreement.length);
    expect(signedOnly.some((entry) => entry.textContent?.startsWith("Your financial disclosure"))).toBe(true);
    for (const rule of RETENTION_RULES) expect(within(card).getByText(rule.what)).toBeInTheDocument();
    const payments = RETENTION_RULES.find((rule) => rule.what === "Your payments and refunds")!;
    const item = within(card).getByText(payments.what).closest("li")!;
    expect(item).toHaveTextContent(payments.reason!);
    expect(item).toHaveTextContent(`How long: ${payments.period!}.`);
  });

  it("keeps the button disabled until DELETE is typed, then schedules the deletion and signs out", async () => {
    let body: unknown = null;
    const {
      card,
      user: person,
      auth,
      requests,
    } = await openCard({
      api: api({
        [`POST ${base}/account-deletion`]: async (request: Request): Promise<FakeApiReply> => {
          body = await request.json();
          return { status: 202, body: scheduled };
        },
      }),
    });
    const button = within(card).getByRole("button", { name: "Delete my account" });
    const field = within(card).getByRole("textbox", { name: "Type DELETE to confirm" });
    expect(button).toBeDisabled();
    await person.type(field, "DELET");
    expect(button).toBeDisabled();
    await person.type(field, "E");
    expect(button).toBeEnabled();

    await person.click(button);

    expect(await within(card).findByText(`Your account will be deleted on ${formatDate(dueAt)}.`)).toBeInTheDocument();
    expect(within(card).getByText(ACCOUNT_DELETION_MESSAGES.scheduled)).toBeInTheDocument();
    expect(body).toEqual({ confirmation: "DELETE" });
    expect(posts(requests)).toHaveLength(1);
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    // Signing out: nothing is left to cancel from this page.
    expect(within(card).queryByRole("button", { name: "Cancel the deletion" })).not.toBeInTheDocument();
  });

  it("tells the sign-in page it signs out to why, with the day, once", async () => {
    const {
      card,
      user: person,
      auth,
    } = await openCard({
      api: api({ [`POST ${base}/account-deletion`]: { status: 202, body: scheduled } }),
    });
    await person.type(within(card).getByRole("textbox", { name: "Type DELETE to confirm" }), "DELETE");
    await person.click(within(card).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    cleanup();

    const day = formatDate(accountDeletionDueAt(new Date()));
    const signedOut = { auth: createFakeAuth({ signedIn: false }), api: api({}) };
    renderApp(routes, "/login", signedOut);
    const notice = await screen.findByRole("status");
    expect(within(notice).getByText("You were signed out on every device")).toBeInTheDocument();
    expect(notice).toHaveTextContent(`Your account will be deleted on ${day}.`);
    expect(notice).toHaveTextContent('choose "Cancel the deletion" under "Delete my account" on your profile');
    cleanup();

    renderApp(routes, "/login", signedOut);
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByText("You were signed out on every device")).not.toBeInTheDocument();
  });

  it("after an old sign-in, shows the server's message and offers to sign in again", async () => {
    const {
      card,
      user: person,
      auth,
    } = await openCard({
      api: api({
        [`POST ${base}/account-deletion`]: () => ({
          status: 403,
          body: { code: "RECENT_SIGN_IN_REQUIRED", error: ACCOUNT_DELETION_MESSAGES.signInAgain },
        }),
      }),
    });
    await person.type(within(card).getByRole("textbox", { name: "Type DELETE to confirm" }), "delete");
    await person.click(within(card).getByRole("button", { name: "Delete my account" }));

    expect(await within(card).findByText(ACCOUNT_DELETION_MESSAGES.signInAgain)).toBeInTheDocument();
    expect(auth.signOut).not.toHaveBeenCalled();
    await person.click(within(card).getByRole("button", { name: "Sign in again" }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith("/profile", { reauthenticate: true }));
  });

  it("shows the scheduled day and cancels the deletion, reading the e-mail preferences again", async () => {
    let current: object = scheduled;
    const {
      card,
      user: person,
      requests,
    } = await openCard({
      api: api({
        [`GET ${base}/account-deletion`]: () => ({ status: 200, body: current }),
        [`DELETE ${base}/account-deletion`]: () => {
          current = none;
          return { status: 200, body: { ...none, message: ACCOUNT_DELETION_MESSAGES.withdrawn } };
        },
      }),
    });
    expect(await within(card).findByText(`Your account will be deleted on ${formatDate(dueAt)}.`)).toBeInTheDocument();
    expect(within(card).getByText(ACCOUNT_DELETION_MESSAGES.scheduled)).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Delete my account" })).not.toBeInTheDocument();
    const preferenceReads = () => requests.filter((request) => request.url.endsWith("/email-preferences")).length;
    const readsBefore = preferenceReads();

    await person.click(within(card).getByRole("button", { name: "Cancel the deletion" }));

    expect(await within(card).findByText(ACCOUNT_DELETION_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Delete my account" })).toBeDisabled();
    expect(within(card).queryByText(/Your account will be deleted on/)).not.toBeInTheDocument();
    await waitFor(() => expect(preferenceReads()).toBe(readsBefore + 1));
  });

  it("says the account is held, and on what basis", async () => {
    const basis = "A court order in a dispute over the agreement";
    const hold = { id: "hold-1", basis, placedAt: "2026-11-22T09:00:00.000Z" };
    const { card } = await openCard({
      api: api({
        [`GET ${base}/account-deletion`]: { ...scheduled, hold, message: ACCOUNT_DELETION_MESSAGES.onHold(basis) },
      }),
    });
    expect(await within(card).findByText(ACCOUNT_DELETION_MESSAGES.onHold(basis))).toBeInTheDocument();
    expect(within(card).getByText(`Your account will be deleted on ${formatDate(dueAt)}.`)).toBeInTheDocument();
  });
});
