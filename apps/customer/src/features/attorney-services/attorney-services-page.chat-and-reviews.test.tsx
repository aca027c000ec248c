import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import {
  ATTORNEY_ID,
  base,
  DOC_ID,
  fakeCart,
  fakeChat,
  fakeChatsPage,
  fakeEligibility,
  fakePurchaseItem,
  fakeUserAttorney,
  me,
  servicesApi,
} from "../../../test/attorney-services-fixtures.ts";

afterEach(() => cleanup());

function open(path: string, api: FakeApiRoutes) {
  return renderApp(routes, path, { auth: createFakeAuth({ signedIn: true }), api });
}
const sent = (requests: Request[], method: string, suffix: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname.endsWith(suffix));

function chatApi(overrides: FakeApiRoutes = {}) {
  return servicesApi({
    [`GET ${base}/attorneys`]: [fakeUserAttorney()],
    [`GET ${base}/purchase-items`]: [fakePurchaseItem({ attorneyId: ATTORNEY_ID, bookingStatus: "SCHEDULED" })],
    [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
      userCanPurchase: false,
      fianceCanPurchase: false,
      maxRepresentationProductsUserCanPurchase: 0,
    }),
    ...overrides,
  });
}

/** A reply that waits until `release` is called (to look at the screen while a send is under way). */
function held(reply: { status: number; body: unknown }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { route: async () => (await gate, reply), release: () => release() };
}

describe("chat panel", () => {
  it("shows the conversation as text (never HTML), marks unread messages read and shows the unread count", async () => {
    const unread = fakeChat({
      id: "77777777-7777-4777-8777-777777777777",
      message: "<b>Please</b> call me",
      isRead: false,
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    const { requests } = open(
      "/attorney-services",
      chatApi({
        [`GET ${base}/documents/${DOC_ID}/chats`]: fakeChatsPage([unread, fakeChat()]),
        [`PATCH ${base}/documents/${DOC_ID}/chats/read`]: { readIds: [unread.id], unreadCount: 0 },
      }),
    );
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(within(log).getByText("<b>Please</b> call me")).toBeInTheDocument();
    expect(log.querySelector("b")).toBeNull();
    // Oldest first.
    expect(
      within(log)
        .getAllByTestId("chat-message")
        .map((node) => node.textContent),
    ).toEqual([expect.stringContaining("Hello!"), expect.stringContaining("call me")]);
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    await waitFor(() => expect(sent(requests, "PATCH", "/chats/read")).toHaveLength(1));
    expect(await sent(requests, "PATCH", "/chats/read")[0]!.clone().json()).toEqual({ chatIds: [unread.id] });
  });

  it("shows a sent message at once and keeps the server's copy", async () => {
    const reply = held({
      status: 201,
      body: fakeChat({
        id: "88888888-8888-4888-8888-888888888888",
        fromUserId: me.id,
        toUserId: ATTORNEY_ID,
        message: "Thanks, talk soon",
        isRead: false,
      }),
    });
    const { user, requests } = open(
      "/attorney-services",
      chatApi({
        [`GET ${base}/documents/${DOC_ID}/chats`]: fakeChatsPage([]),
        [`POST ${base}/documents/${DOC_ID}/chats`]: reply.route,
      }),
    );
    const box = await screen.findByRole("textbox", { name: "Write a message" });
    await user.type(box, "Thanks, talk soon{Enter}");
    const log = screen.getByRole("log", { name: "Messages" });
    expect(await within(log).findByText("Thanks, talk soon")).toBeInTheDocument();
    expect(box).toHaveValue("");
    // Not the server's yet: nothing to delete.
    expect(within(log).queryByRole("button", { name: /^Delete your message of / })).toBeNull();
    reply.release();
    expect(await within(log).findByRole("button", { name: /^Delete your message of / })).toBeInTheDocument();
    await waitFor(() => expect(sent(requests, "POST", "/chats")).toHaveLength(1));
    expect(await sent(requests, "POST", "/chats")[0]!.clone().json()).toEqual({ message: "Thanks, talk soon" });
    await waitFor(() => expect(within(log).getAllByText("Thanks, talk soon")).toHaveLength(1));
  });

  it("takes a failed message back and returns its text to the box", async () => {
    const reply = held({ status: 500, body: { error: "Database unavailable" } });
    const { user } = open(
      "/attorney-services",
      chatApi({
        [`GET ${base}/documents/${DOC_ID}/chats`]: fakeChatsPage([]),
        [`POST ${base}/documents/${DOC_ID}/chats`]: reply.route,
      }),
    );
    const box = await screen.findByRole("textbox", { name: "Write a message" });
    await user.type(box, "Are you there?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const log = screen.getByRole("log", { name: "Messages" });
    expect(await within(log).findByText("Are you there?")).toBeInTheDocument();
    reply.release();
    expect(await screen.findByText("Your message wasn't sent. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(within(log).queryByText("Are you there?")).toBeNull());
    expect(box).toHaveValue("Are you there?");
  });

  it("deletes the couple's own message after a confirmation; the attorney's messages have no delete; a failed delete keeps it", async () => {
    const mine = fakeChat({
      id: "99999999-9999-4999-8999-999999999999",
      fromUserId: me.id,
      toUserId: ATTORNEY_ID,
      message: "Sent to the wrong person",
      createdAt: "2026-11-21T11:00:00.000Z",
    });
    let chats = [mine, fakeChat()];
    let failNext = true;
    const { user, requests } = open(
      "/attorney-services",
      chatApi({
        [`GET ${base}/documents/${DOC_ID}/chats`]: () => ({ status: 200, body: fakeChatsPage(chats) }),
        [`DELETE ${base}/documents/${DOC_ID}/chats`]: () => {
          if (failNext) return ((failNext = false), { status: 500, body: { error: "Database unavailable" } });
          chats = chats.filter((chat) => chat.id !== mine.id);
          return { status: 200, body: { deletedIds: [mine.id] } };
        },
      }),
    );
    const log = await screen.findByRole("log", { name: "Messages" });
    expect(await within(log).findByText("Sent to the wrong person")).toBeInTheDocument();
    // Only the author's own message offers a delete.
    const deleteButtons = within(log).getAllByRole("button", { name: /^Delete your message of / });
    expect(deleteButtons).toHaveLength(1);

    await user.click(deleteButtons[0]!);
    const question = within(log).getByRole("group", { name: "Delete this message for both of you?" });
    await user.click(within(question).getByRole("button", { name: "Keep" }));
    expect(within(log).queryByRole("group", { name: "Delete this message for both of you?" })).toBeNull();
    expect(sent(requests, "DELETE", "/chats")).toHaveLength(0);

    await user.click(within(log).getByRole("button", { name: /^Delete your message of / }));
    await user.click(
      within(within(log).getByRole("group", { name: "Delete this message for both of you?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("Your message wasn't deleted. Please try again.")).toBeInTheDocument();
    expect(within(log).getByText("Sent to the wrong person")).toBeInTheDocument();

    await user.click(
      within(within(log).getByRole("group", { name: "Delete this message for both of you?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() => expect(within(log).queryByText("Sent to the wrong person")).toBeNull());
    expect(within(log).getByText("Hello! I have read your draft.")).toBeInTheDocument();
    const deletes = sent(requests, "DELETE", "/chats");
    expect(deletes).toHaveLength(2);
    expect(await deletes[1]!.clone().json()).toEqual({ chatIds: [mine.id] });
  });

  it("checks the message before sending: not empty, at most 2,000 characters", async () => {
    const { user, requests } = open(
      "/attorney-services",
      chatApi({ [`GET ${base}/documents/${DOC_ID}/chats`]: fakeChatsPage([]) }),
    );
    await user.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a message first.")).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "Write a message" }));
    await user.paste("x".repeat(2001));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Messages can be at most 2,000 characters.")).toBeInTheDocument();
    expect(sent(requests, "POST", "/chats")).toHaveLength(0);
  });
});

describe("review prompt", () => {
  it("asks about a completed service and sends the rating (stars × 20) and message", async () => {
    const { user, requests } = open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/attorneys-needing-reviews`]: [
          {
            attorneyId: ATTORNEY_ID,
            firstName: "Priya",
            lastName: "Raman",
            photoUrl: null,
            purchaseItemId: "44444444-4444-4444-8444-444444444444",
            productType: "Q_A",
            serviceCompletedAt: "2026-11-22T10:00:00.000Z",
          },
        ],
        [`POST ${base}/attorneys/${ATTORNEY_ID}/attorney-reviews`]: {
          status: 201,
          body: {
            id: "99999999-9999-4999-8999-999999999999",
            attorneyId: ATTORNEY_ID,
            purchaseItemId: "44444444-4444-4444-8444-444444444444",
            rating: 80,
            message: "Clear advice",
            status: "PENDING",
            createdAt: "2026-11-22T11:00:00.000Z",
          },
        },
      }),
    );
    const prompt = await screen.findByRole("region", { name: "How was your Q&A with Priya Raman?" });
    await user.click(within(prompt).getByRole("button", { name: "Send review" }));
    expect(await within(prompt).findByText("Choose a rating from 1 to 5 stars.")).toBeInTheDocument();
    expect(sent(requests, "POST", "/attorney-reviews")).toHaveLength(0);
    // Keyboard use: Space on the fourth star chooses it.
    within(prompt).getByRole("radio", { name: "4" }).focus();
    await user.keyboard(" ");
    await user.type(
      within(prompt).getByRole("textbox", { name: "Tell other couples about it (optional)" }),
      "Clear advice",
    );
    await user.click(within(prompt).getByRole("button", { name: "Send review" }));
    await waitFor(() => expect(sent(requests, "POST", "/attorney-reviews")).toHaveLength(1));
    expect(await sent(requests, "POST", "/attorney-reviews")[0]!.clone().json()).toEqual({
      purchaseItemId: "44444444-4444-4444-8444-444444444444",
      rating: 80,
      message: "Clear advice",
    });
  });
});

describe("'Want Attorney Services?' card", () => {
  const dashboard = (overrides: FakeApiRoutes = {}) =>
    servicesApi({ [`GET ${base}/documents/invites`]: [], ...overrides });

  it("greets by first name, offers BOOK for a waiting service and the Q&A attorney's choice with the price", async () => {
    const { user, router } = open(
      "/",
      dashboard({
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          representationBookingStatus: "WAITING",
          userCanPurchase: false,
          maxRepresentationProductsUserCanPurchase: 0,
        }),
      }),
    );
    const card = await screen.findByTestId("attorney-services-card");
    expect(within(card).getByRole("heading", { name: "Want Attorney Services?" })).toBeInTheDocument();
    expect(within(card).getByText(/^Hi Alex,/)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Choose your Q&A attorney for $150" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Book your Representation" }));
    await waitFor(() => expect(currentPath(router)).toBe("/attorney-services?serviceType=REPRESENTATION"));
  });

  it("PURCHASE adds the service to the cart and goes to /payment", async () => {
    const { user, router, requests } = open(
      "/",
      dashboard({ [`POST ${base}/carts/cart-1/cart-items`]: { status: 201, body: fakeCart(1) } }),
    );
    const card = await screen.findByTestId("attorney-services-card");
    await user.click(within(card).getByRole("button", { name: "Book Representation for $699" }));
    await waitFor(() => expect(currentPath(router)).toBe("/payment"));
    expect(await sent(requests, "POST", "/cart-items")[0]!.clone().json()).toEqual({
      productId: "product-rep",
      quantity: 1,
    });
  });

  it("sits in the page's flow, covering nothing: inside the main content, never fixed over it", async () => {
    open("/", dashboard());
    const card = await screen.findByTestId("attorney-services-card");
    expect(screen.getByRole("main")).toContainElement(card);
    for (let node: HTMLElement | null = card; node; node = node.parentElement)
      expect(node.style.position).not.toBe("fixed");
  });

  it("is not shown once the partner chose to sign without an attorney (the standing offers nothing)", async () => {
    open(
      "/",
      dashboard({
        [`GET ${base}/standing`]: fakeStanding({
          prenupPaid: true,
          attorneyServicesButton: true,
          attorneyServices: [],
        }),
      }),
    );
    expect(await screen.findByText("Your prenup")).toBeInTheDocument();
    // The eligibility is not even asked: nothing would be offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("attorney-services-card")).toBeNull();
  });

  it("offers no Representation once the agreement is finalized: only what still applies", async () => {
    open(
      "/",
      dashboard({
        [`GET ${base}/standing`]: fakeStanding({
          prenupPaid: true,
          attorneyServicesButton: true,
          attorneyServices: ["Q_A"],
        }),
      }),
    );
    const card = await screen.findByTestId("attorney-services-card");
    expect(within(card).queryByRole("button", { name: /Representation/ })).toBeNull();
    expect(within(card).queryByText(/signs off your agreement/)).toBeNull();
    expect(within(card).getByRole("button", { name: "Choose your Q&A attorney for $150" })).toBeInTheDocument();
  });

  it("never charges a Q&A call from the card: its attorney is chosen first", async () => {
    const { user, router, requests } = open("/", dashboard());
    const card = await screen.findByTestId("attorney-services-card");
    await user.click(within(card).getByRole("button", { name: "Choose your Q&A attorney for $150" }));
    await waitFor(() => expect(currentPath(router)).toBe("/attorney-services?serviceType=Q_A"));
    expect(sent(requests, "POST", "/cart-items")).toHaveLength(0);
  });

  it("shows in its text the price its button charges", async () => {
    open("/", dashboard());
    const card = await screen.findByTestId("attorney-services-card");
    expect(within(card).getByText(/Flat fee of \$699 per person/)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Book Representation for $699" })).toBeInTheDocument();
  });

  it("the dashboard shows the review prompt after a completed service", async () => {
    open(
      "/",
      dashboard({
        [`GET ${base}/attorneys-needing-reviews`]: [
          {
            attorneyId: ATTORNEY_ID,
            firstName: "Priya",
            lastName: "Raman",
            photoUrl: null,
            purchaseItemId: "44444444-4444-4444-8444-444444444444",
            productType: "REPRESENTATION",
            serviceCompletedAt: "2026-11-22T10:00:00.000Z",
          },
        ],
      }),
    );
    expect(
      await screen.findByRole("region", { name: "How was your Representation with Priya Raman?" }),
    ).toBeInTheDocument();
  });

  it("stays hidden when the server's standing hides the attorney-services button", async () => {
    open(
      "/",
      dashboard({ [`GET ${base}/standing`]: fakeStanding({ prenupPaid: true, attorneyServicesButton: false }) }),
    );
    expect(await screen.findByText("Your prenup")).toBeInTheDocument();
    expect(screen.queryByTestId("attorney-services-card")).toBeNull();
    expect(screen.queryByRole("button", { name: "Attorney services" })).toBeNull();
  });
});
