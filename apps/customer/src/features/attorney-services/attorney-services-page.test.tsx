import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { fakeUserDocument } from "../../../test/fixtures.ts";
import {
  ATTORNEY_ID,
  base,
  DOC_ID,
  fakeAttorney,
  fakeCart,
  fakeEligibility,
  fakeEvent,
  fakePurchaseItem,
  fakeUserAttorney,
  servicesApi,
} from "../../../test/attorney-services-fixtures.ts";

afterEach(() => cleanup());

function open(path: string, api: FakeApiRoutes) {
  return renderApp(routes, path, { auth: createFakeAuth({ signedIn: true }), api });
}
const sent = (requests: Request[], method: string, suffix: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname.endsWith(suffix));

describe("attorney selection screen", () => {
  it("shows the user's attorney journey and attorney cards with what a couple needs to choose", async () => {
    open(
      "/attorney-services?serviceType=REPRESENTATION",
      servicesApi({
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          representationBoughtByPartner: true,
        }),
      }),
    );
    expect(await screen.findByText("Your attorney journey")).toBeInTheDocument();
    expect(
      screen.getByText(/This is your attorney journey\. Choose an attorney licensed in California/),
    ).toBeInTheDocument();
    expect(screen.getByTestId("partner-bought")).toHaveTextContent("Your partner bought representation for you.");
    expect(screen.getByText("Quick overview—here's what to expect for this process:")).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Priya Raman" });
    for (const text of [
      "Brightwater",
      "8.8 out of 10",
      "(2 reviews)",
      "Fast turnaround",
      "Embryo agreements",
      "12 years of experience",
      "English, Hindi",
      "Prenuptial agreements, Family law",
      "UC Berkeley School of Law",
    ]) {
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(card).getByLabelText("Rated 8.8 out of 10, 5 of 5 stars")).toBeInTheDocument();
  });

  it("says representation was bought for the partner only while that purchase is in force", async () => {
    const forPartner = fakePurchaseItem({
      id: "55555555-5555-4555-8555-555555555555",
      userId: "66666666-6666-4666-8666-666666666666",
    });
    open(
      "/attorney-services?serviceType=REPRESENTATION",
      servicesApi({ [`GET ${base}/purchase-items`]: [forPartner] }),
    );
    expect(
      await screen.findByText(
        "You bought representation for your partner: they choose their own attorney when they sign in.",
      ),
    ).toBeInTheDocument();
    cleanup();
    open(
      "/attorney-services?serviceType=REPRESENTATION",
      servicesApi({ [`GET ${base}/purchase-items`]: [{ ...forPartner, deletedAt: "2026-11-21T10:00:00.000Z" }] }),
    );
    expect(await screen.findByText("Your attorney journey")).toBeInTheDocument();
    await screen.findByRole("article", { name: "Priya Raman" });
    expect(screen.queryByText(/You bought representation for your partner/)).toBeNull();
  });

  it("offers a Q&A call as the server's eligibility says: not while one of the user's waits or is scheduled", async () => {
    open("/attorney-services?serviceType=Q_A", servicesApi({ [`GET ${base}/purchase-items`]: [] }));
    expect(await screen.findByText("Book a Q&A call")).toBeInTheDocument();
    cleanup();
    const scheduled = fakePurchaseItem({ productType: "Q_A", attorneyId: ATTORNEY_ID, bookingStatus: "SCHEDULED" });
    open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/purchase-items`]: [scheduled],
        [`GET ${base}/attorneys`]: [fakeUserAttorney({ representsUser: false })],
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          qaAvailable: false,
          qaBookingStatus: "SCHEDULED",
        }),
      }),
    );
    expect(await screen.findByRole("region", { name: "Your services" })).toBeInTheDocument();
    expect(screen.queryByText("Book a Q&A call")).toBeNull();
    expect(screen.queryByText("A Q&A call can be booked once your current one has taken place.")).toBeNull();
  });

  it("takes no payment for a Q&A call before its attorney is chosen", async () => {
    const { user, router, requests } = open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/purchase-items`]: [],
        [`POST ${base}/carts/cart-1/cart-items`]: { status: 201, body: fakeCart(1) },
      }),
    );
    const book = await screen.findByRole("button", { name: "Book Q&A for $150" });
    expect(book).toBeDisabled();
    expect(
      screen.getByText("Choose the attorney for your call first: you pay once they are chosen."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select Priya Raman" }));
    expect(book).toBeEnabled();
    await user.click(book);
    await waitFor(() => expect(currentPath(router)).toBe("/payment"));
    expect(await sent(requests, "POST", "/cart-items")[0]!.clone().json()).toEqual({
      productId: "product-qa",
      quantity: 1,
      chosenAttorneyId: ATTORNEY_ID,
    });
  });

  it("loads the attorney's photo from the API, not from the app's own origin", async () => {
    const photoUrl = `/attorneys/${ATTORNEY_ID}/photo?v=f1`;
    open(
      "/attorney-services?serviceType=REPRESENTATION",
      servicesApi({
        [`GET ${base}/documents/${DOC_ID}/attorneys`]: {
          attorneys: [fakeAttorney({ photoUrl })],
          total: 1,
          page: 1,
          pageSize: 20,
        },
        [`GET ${base}/documents/${DOC_ID}/attorneys/featured-attorney`]: { attorney: fakeAttorney({ photoUrl }) },
      }),
    );
    const card = await screen.findByRole("article", { name: "Priya Raman" });
    expect(within(card).getByRole("img", { name: "Photo of Priya Raman" })).toHaveAttribute(
      "src",
      `http://api.test${photoUrl}`,
    );
  });

  it("offers quantities within the server's maximum, then buys through the cart with the chosen attorney", async () => {
    const { user, requests, router } = open(
      "/attorney-services?serviceType=REPRESENTATION",
      servicesApi({
        [`POST ${base}/carts/cart-1/cart-items`]: { status: 201, body: fakeCart(2) },
      }),
    );
    const who = await screen.findByRole("radiogroup", { name: "Who is it for?" });
    expect(within(who).getAllByRole("radio")).toHaveLength(2);
    // The choice the text prices ($699, per person) comes first and is the one preselected.
    expect(within(who).getByRole("radio", { name: "For me" })).toBeChecked();
    expect(screen.getByText(/Flat fee of \$699 per person/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book Representation for $699" })).toBeInTheDocument();
    await user.click(within(who).getByRole("radio", { name: "For me and my partner" }));
    await user.click(screen.getByRole("button", { name: "Select Priya Raman" }));
    await user.click(screen.getByRole("button", { name: "Book Representation for $1,398" }));
    await waitFor(() => expect(currentPath(router)).toBe("/payment"));
    expect(await sent(requests, "POST", "/cart-items")[0]!.clone().json()).toEqual({
      productId: "product-rep",
      quantity: 2,
      chosenAttorneyId: ATTORNEY_ID,
    });
  });

  it("offers only one representation when the server's maximum is 1", async () => {
    open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          maxRepresentationProductsUserCanPurchase: 1,
        }),
      }),
    );
    const who = await screen.findByRole("radiogroup", { name: "Who is it for?" });
    expect(within(who).getAllByRole("radio")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Book Representation for $699" })).toBeInTheDocument();
  });

  it("says representation is unavailable when no quantity can be sold", async () => {
    open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          maxRepresentationProductsUserCanPurchase: 0,
          userCanPurchase: false,
          fianceCanPurchase: false,
        }),
      }),
    );
    expect(
      await screen.findByText(
        /^Representation services are currently unavailable\. We don't have enough attorneys in your state/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Book Representation/ })).toBeNull();
  });

  it("sells no Representation once the agreement is finalized and says why; Q&A is still offered", async () => {
    const finalized = fakeStanding({ prenupPaid: true, attorneyServicesButton: true, attorneyServices: ["Q_A"] });
    const standing = { ...finalized, document: { ...finalized.document!, finalized: true } };
    open("/attorney-services?serviceType=REPRESENTATION", servicesApi({ [`GET ${base}/standing`]: standing }));
    expect(await screen.findByTestId("service-not-offered")).toHaveTextContent(
      /^Your agreement is finalized, so an attorney can no longer review or edit it for you\./,
    );
    expect(screen.queryByRole("button", { name: /^Book Representation/ })).toBeNull();
    cleanup();
    open("/attorney-services?serviceType=Q_A", servicesApi({ [`GET ${base}/standing`]: standing }));
    expect(await screen.findByRole("heading", { name: "Book a Q&A call" })).toBeInTheDocument();
    expect(screen.queryByTestId("service-not-offered")).toBeNull();
  });

  it("once the agreement is notarized, says attorney services no longer apply and leads to the documents, selling nothing", async () => {
    const paid = fakeStanding({ prenupPaid: true, attorneyServicesButton: false, attorneyServices: [] });
    const notarized = {
      ...paid,
      document: { ...paid.document!, finalized: true, notarizationComplete: true },
    };
    const { requests } = open(
      "/attorney-services?serviceType=REPRESENTATION",
      servicesApi({ [`GET ${base}/standing`]: notarized }),
    );
    const notice = await screen.findByRole("region", { name: "Your agreement is notarized" });
    expect(notice).toHaveTextContent(/Attorney services no longer apply: your agreement is signed and notarized/);
    expect(within(notice).getByRole("link", { name: "Open your documents" })).toHaveAttribute("href", "/documents");
    expect(screen.queryByText("Quick overview—here's what to expect for this process:")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your attorney journey" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Book / })).toBeNull();
    expect(screen.queryByRole("radiogroup", { name: "Service" })).toBeNull();
    expect(sent(requests, "GET", `/documents/${DOC_ID}/attorneys`)).toEqual([]);
  });

  it("shows the card error text when the attorney cards cannot load, and the empty text when there are none", async () => {
    open(
      "/attorney-services",
      servicesApi({ [`GET ${base}/documents/${DOC_ID}/attorneys`]: () => ({ status: 500, body: { error: "boom" } }) }),
    );
    expect(await screen.findByText("Error ocurred. Please refresh the page or contact support.")).toBeInTheDocument();
    cleanup();
    open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/documents/${DOC_ID}/attorneys`]: { attorneys: [], total: 0, page: 1, pageSize: 20 },
        [`GET ${base}/documents/${DOC_ID}/attorneys/featured-attorney`]: { attorney: null },
      }),
    );
    expect(await screen.findByText("No services available. Please contact support.")).toBeInTheDocument();
  });

  it("tells a couple in a NONE state to collaborate instead", async () => {
    const document = fakeUserDocument();
    open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/documents`]: [
          { ...document, state: { ...document.state!, name: "Ohio", attorneySupport: "NONE" } },
        ],
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          attorneySupport: "NONE",
          maxRepresentationProductsUserCanPurchase: 0,
        }),
      }),
    );
    expect(
      await screen.findByText(/Attorney services aren't offered in Ohio\. Collaborate with your partner instead/),
    ).toBeInTheDocument();
    expect(screen.queryByText("Your attorney journey")).toBeNull();
  });

  it("assigns the attorney after payment (PATCH purchase-items with the attorney and the agreement)", async () => {
    const item = fakePurchaseItem();
    const { user, requests } = open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/purchase-items`]: [item],
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          userCanPurchase: false,
          maxRepresentationProductsUserCanPurchase: 0,
          fianceCanPurchase: false,
          representationBookingStatus: "WAITING",
        }),
        [`PATCH ${base}/purchase-items/${item.id}`]: { status: 200, body: { ...item, attorneyId: ATTORNEY_ID } },
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Choose Priya Raman" }));
    await waitFor(() => expect(sent(requests, "PATCH", `/purchase-items/${item.id}`)).toHaveLength(1));
    expect(await sent(requests, "PATCH", `/purchase-items/${item.id}`)[0]!.clone().json()).toEqual({
      attorneyId: ATTORNEY_ID,
      documentId: DOC_ID,
    });
    // Nothing else for sale: the user has theirs and the partner can't get one.
    expect(screen.queryByText(/^Representation services are currently unavailable/)).toBeNull();
  });

  it("books an offered slot with the built-in scheduler", async () => {
    const item = fakePurchaseItem({ productType: "Q_A", attorneyId: ATTORNEY_ID });
    const { user, requests } = open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/purchase-items`]: [item],
        [`GET ${base}/attorneys`]: [fakeUserAttorney({ representsUser: false })],
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          qaAvailable: false,
          qaBookingStatus: "WAITING",
        }),
        [`GET ${base}/purchase-items/${item.id}/slots`]: {
          attorneyId: ATTORNEY_ID,
          bookingUrl: null,
          timeZone: "UTC",
          minutes: 20,
          slots: [
            { startsAt: "2026-11-25T17:00:00.000Z", endsAt: "2026-11-25T17:20:00.000Z" },
            { startsAt: "2026-11-25T17:20:00.000Z", endsAt: "2026-11-25T17:40:00.000Z" },
          ],
        },
        [`POST ${base}/purchase-items/${item.id}/events`]: {
          status: 201,
          body: { event: fakeEvent(), bookingStatus: "SCHEDULED" },
        },
      }),
    );
    expect(await screen.findByRole("heading", { name: "Book your Q&A call with Priya Raman" })).toBeInTheDocument();
    const chips = within(await screen.findByRole("group", { name: /November 25, 2026/ })).getAllByRole("button");
    await user.click(chips[1]!);
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    await waitFor(() => expect(sent(requests, "POST", `/purchase-items/${item.id}/events`)).toHaveLength(1));
    const body = (await sent(requests, "POST", `/purchase-items/${item.id}/events`)[0]!.clone().json()) as {
      startsAt: string;
      timeZone: string;
    };
    expect(body.startsAt).toBe("2026-11-25T17:20:00.000Z");
    expect(typeof body.timeZone).toBe("string");
  });

  it("follows the attorney's booking link when they use their own calendar", async () => {
    const item = fakePurchaseItem({ productType: "Q_A", attorneyId: ATTORNEY_ID });
    open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/purchase-items`]: [item],
        [`GET ${base}/attorneys`]: [fakeUserAttorney({ representsUser: false })],
        [`GET ${base}/purchase-items/${item.id}/slots`]: {
          attorneyId: ATTORNEY_ID,
          bookingUrl: "https://calendly.example/priya?purchase=1",
          timeZone: "UTC",
          minutes: 20,
          slots: [],
        },
      }),
    );
    expect(await screen.findByRole("link", { name: "Open the booking page" })).toHaveAttribute(
      "href",
      "https://calendly.example/priya?purchase=1",
    );
  });

  it("lists upcoming events and cancels one after confirmation", async () => {
    const event = fakeEvent();
    const { user, requests } = open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/purchase-items/events`]: (request: Request) => ({
          status: 200,
          body:
            new URL(request.url).searchParams.get("filter") === "future"
              ? { events: [event], total: 1, page: 1, pageSize: 20 }
              : { events: [], total: 0, page: 1, pageSize: 20 },
        }),
        [`POST ${base}/events/${event.id}/cancel`]: {
          status: 200,
          body: { event: { ...event, eventStatus: "CANCELED" }, bookingStatus: "WAITING" },
        },
      }),
    );
    const row = await screen.findByRole("article", { name: "Q&A with Priya Raman" });
    expect(within(row).getByText("Your attorney calls you at +14155550100.")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Cancel call" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel call" }));
    await waitFor(() => expect(sent(requests, "POST", `/events/${event.id}/cancel`)).toHaveLength(1));
  });

  it("moves a call to a new time in one request, which replaces the old call only once the new one is booked", async () => {
    const event = fakeEvent();
    const { user, requests } = open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/purchase-items/events`]: (request: Request) => ({
          status: 200,
          body:
            new URL(request.url).searchParams.get("filter") === "future"
              ? { events: [event], total: 1, page: 1, pageSize: 20 }
              : { events: [], total: 0, page: 1, pageSize: 20 },
        }),
        [`GET ${base}/purchase-items/${event.purchaseItemId}/slots`]: {
          attorneyId: ATTORNEY_ID,
          bookingUrl: null,
          timeZone: "UTC",
          minutes: 20,
          slots: [{ startsAt: "2026-11-26T17:00:00.000Z", endsAt: "2026-11-26T17:20:00.000Z" }],
        },
        [`POST ${base}/purchase-items/${event.purchaseItemId}/events`]: {
          status: 200,
          body: { event: { ...event, eventStartAt: "2026-11-26T17:00:00.000Z" }, bookingStatus: "SCHEDULED" },
        },
      }),
    );
    const row = await screen.findByRole("article", { name: "Q&A with Priya Raman" });
    await user.click(within(row).getByRole("button", { name: "Reschedule" }));
    const chips = within(await screen.findByRole("group", { name: /November 26, 2026/ })).getAllByRole("button");
    await user.click(chips[0]!);
    await user.click(screen.getByRole("button", { name: "Book this time" }));
    await waitFor(() =>
      expect(sent(requests, "POST", `/purchase-items/${event.purchaseItemId}/events`)).toHaveLength(1),
    );
    expect(
      await sent(requests, "POST", `/purchase-items/${event.purchaseItemId}/events`)[0]!.clone().json(),
    ).toMatchObject({ startsAt: "2026-11-26T17:00:00.000Z", replacesEventId: event.id });
    // No separate cancellation: the old call stays booked if the new time cannot be.
    expect(sent(requests, "POST", `/events/${event.id}/cancel`)).toHaveLength(0);
  });

  it("shows the chat with the representing attorney", async () => {
    open(
      "/attorney-services",
      servicesApi({
        [`GET ${base}/attorneys`]: [fakeUserAttorney()],
        [`GET ${base}/purchase-items`]: [fakePurchaseItem({ attorneyId: ATTORNEY_ID, bookingStatus: "SCHEDULED" })],
        [`GET ${base}/products/attorney-services/eligibility`]: fakeEligibility({
          userCanPurchase: false,
          fianceCanPurchase: false,
          maxRepresentationProductsUserCanPurchase: 0,
        }),
        [`GET ${base}/documents/${DOC_ID}/chats`]: {
          chats: [],
          total: 0,
          unreadCount: 0,
          counterpartId: ATTORNEY_ID,
          page: 1,
          pageSize: 50,
        },
      }),
    );
    expect(await screen.findByRole("heading", { name: "Chat with Priya Raman" })).toBeInTheDocument();
    expect(
      await screen.findByText("No messages yet. Ask your attorney anything about your agreement."),
    ).toBeInTheDocument();
  });

  it("shows the chat with the attorney bought for Q&A when no attorney represents the user, and none without either", async () => {
    const qa = fakePurchaseItem({ productType: "Q_A", attorneyId: ATTORNEY_ID, bookingStatus: "WAITING" });
    const chats = { chats: [], total: 0, unreadCount: 0, counterpartId: ATTORNEY_ID, page: 1, pageSize: 50 };
    open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/attorneys`]: [
          fakeUserAttorney({
            representsUser: false,
            purchases: [{ purchaseItemId: qa.id, productType: "Q_A", bookingStatus: "WAITING" }],
          }),
        ],
        [`GET ${base}/purchase-items`]: [qa],
        [`GET ${base}/documents/${DOC_ID}/chats`]: chats,
      }),
    );
    expect(await screen.findByRole("heading", { name: "Chat with Priya Raman" })).toBeInTheDocument();
    cleanup();
    open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/attorneys`]: [fakeUserAttorney({ representsUser: false })],
        [`GET ${base}/purchase-items`]: [],
        [`GET ${base}/documents/${DOC_ID}/chats`]: chats,
      }),
    );
    expect(await screen.findByText("Your attorney journey")).toBeInTheDocument();
    await screen.findByRole("article", { name: "Priya Raman" });
    expect(screen.queryByRole("heading", { name: /Chat with/ })).toBeNull();
  });

  it("shows one chat with the representing attorney and one with the Q&A attorney, each reading its own conversation", async () => {
    const QA_ID = "66666666-6666-4666-8666-666666666666";
    const qa = fakePurchaseItem({ productType: "Q_A", attorneyId: QA_ID, bookingStatus: "WAITING" });
    const conversation = (request: Request) => {
      const counterpartId = new URL(request.url).searchParams.get("counterpartId") ?? ATTORNEY_ID;
      const message = counterpartId === QA_ID ? "About your pension question" : "Your draft is ready";
      return {
        status: 200,
        body: {
          chats: [
            {
              id: `77777777-7777-4777-8777-${counterpartId.slice(-12)}`,
              documentId: DOC_ID,
              fromUserId: counterpartId,
              toUserId: "me",
              message,
              isRead: true,
              createdAt: "2026-11-20T10:00:00.000Z",
            },
          ],
          total: 1,
          unreadCount: 0,
          counterpartId,
          page: 1,
          pageSize: 50,
        },
      };
    };
    const { requests } = open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({
        [`GET ${base}/attorneys`]: [
          fakeUserAttorney({ representsUser: true }),
          fakeUserAttorney({
            id: QA_ID,
            firstName: "Sam",
            lastName: "Okoye",
            representsUser: false,
            purchases: [{ purchaseItemId: qa.id, productType: "Q_A", bookingStatus: "WAITING" }],
          }),
        ],
        [`GET ${base}/purchase-items`]: [qa],
        [`GET ${base}/documents/${DOC_ID}/chats`]: conversation,
      }),
    );
    const representing = (await screen.findByRole("heading", { name: "Chat with Priya Raman" })).closest(
      "section, .mantine-Card-root",
    ) as HTMLElement;
    const answering = (await screen.findByRole("heading", { name: "Chat with Sam Okoye" })).closest(
      "section, .mantine-Card-root",
    ) as HTMLElement;
    expect(await within(representing).findByText("Your draft is ready")).toBeInTheDocument();
    expect(await within(answering).findByText("About your pension question")).toBeInTheDocument();
    expect(within(representing).queryByText("About your pension question")).toBeNull();
    const asked = sent(requests, "GET", `/documents/${DOC_ID}/chats`).map((request) =>
      new URL(request.url).searchParams.get("counterpartId"),
    );
    expect(new Set(asked)).toEqual(new Set([ATTORNEY_ID, QA_ID]));
  });
});

export { fakeAttorney };

describe("events booked on the attorney's own calendar", () => {
  it("link to the provider's cancel and reschedule pages", async () => {
    const event = fakeEvent({
      cancelUrl: "https://calendly.example/cancel/abc",
      rescheduleUrl: "https://calendly.example/reschedule/abc",
    });
    open(
      "/attorney-services?serviceType=Q_A",
      servicesApi({ [`GET ${base}/purchase-items/events`]: { events: [event], total: 1, page: 1, pageSize: 20 } }),
    );
    const row = (await screen.findAllByRole("article", { name: "Q&A with Priya Raman" }))[0]!;
    expect(within(row).getByRole("link", { name: "Reschedule" })).toHaveAttribute(
      "href",
      "https://calendly.example/reschedule/abc",
    );
    expect(within(row).getByRole("link", { name: "Cancel call" })).toHaveAttribute(
      "href",
      "https://calendly.example/cancel/abc",
    );
  });
});
