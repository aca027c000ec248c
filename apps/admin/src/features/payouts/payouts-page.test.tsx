import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminPurchaseItem } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

const ITEM_ID = "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a01";
const LIST = "GET /admin/purchase-items";
const PAYOUT = "POST /stripe/payout-purchase-item";
const REFUND = `POST /admin/purchase-items/${ITEM_ID}/refund`;

function purchaseItem(overrides: Partial<AdminPurchaseItem> = {}): AdminPurchaseItem {
  return {
    id: ITEM_ID,
    createdAt: "2026-11-20T12:00:00.000Z",
    userId: "u-1",
    cartId: null,
    documentId: null,
    category: "ATTORNEY_SERVICE",
    paymentStatus: "PARTIALLY_REFUNDED",
    payoutStatus: "DUE",
    bookingStatus: "BOOKED",
    // Amounts the screen must show as they are (the due amount is the server's, not price − fee).
    pricePaidInCents: 69_900,
    feePaidInCents: 2_057,
    amountRefundedInCents: 10_050,
    refundableInCents: 59_850,
    payoutDueInCents: 57_793,
    pricePaidToAttorneyInCents: null,
    partialPayoutReason: null,
    paidOutAt: null,
    refundNotes: null,
    refundedAt: null,
    disputeStatus: null,
    paymentMethod: "CARD",
    hasCharge: true,
    product: { title: "Attorney representation", productType: "REPRESENTATION", productCategory: "ATTORNEY_SERVICE" },
    buyer: { id: "u-1", email: "sam@example.test", name: "Sam Taylor" },
    attorney: { id: "a-1", name: "Dana Reyes" },
    lawFirm: { id: "f-1", name: "Reyes Law", hasPayoutAccount: true },
    ...overrides,
  };
}

const onePage = (items: AdminPurchaseItem[], total = items.length, page = 1) => ({ items, total, page, pageSize: 25 });

function openPayouts(api: FakeApiRoutes) {
  return renderApp(routes, "/admin/attorney/payouts", {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser(), ...api },
  });
}

const listQueries = (requests: Request[]) =>
  requests
    .filter((request) => request.method === "GET" && new URL(request.url).pathname === "/admin/purchase-items")
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(
    requests
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

async function rowOf(name: string) {
  return screen.findByRole("row", { name: new RegExp(name) });
}

/** Replaces an input's text in one event (typing key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof renderApp>["user"], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe("attorney payouts: the list", () => {
  it("shows the server's amounts and statuses, asking for attorney services with an attorney, newest first", async () => {
    const { requests } = openPayouts({ [LIST]: onePage([purchaseItem()]) });
    expect(await screen.findByRole("heading", { name: "Attorney Payouts", level: 1 })).toBeInTheDocument();
    const row = await rowOf("Sam Taylor");
    for (const text of [
      "November 20, 2026",
      "sam@example.test",
      "Attorney representation",
      "Dana Reyes",
      "Reyes Law",
      "$699.00",
      "Fee $20.57",
      "Refunded $100.50",
      "$577.93",
      "Partially refunded",
      "Payout due",
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText("1–1 of 1 purchases")).toBeInTheDocument();
    expect(listQueries(requests)[0]).toEqual({
      category: "ATTORNEY_SERVICE",
      hasAttorney: "true",
      sort: "-createdAt",
      page: "1",
      pageSize: "25",
    });
  });

  it("search waits for a pause and sends what was typed; filters, sorting and pages are the server's", async () => {
    const { user, requests } = openPayouts({
      [LIST]: (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
        return { status: 200, body: onePage([purchaseItem()], 60, page) };
      },
    });
    await rowOf("Sam Taylor");

    await user.type(screen.getByLabelText("Search"), "sam");
    await waitFor(() => expect(listQueries(requests).at(-1)?.search).toBe("sam"));
    expect(
      listQueries(requests)
        .map((query) => query.search)
        .filter(Boolean),
    ).toEqual(["sam"]);

    await user.selectOptions(screen.getByLabelText("Payout status"), "Due");
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ search: "sam", payoutStatus: "DUE", page: "1" }),
    );
    await user.selectOptions(screen.getByLabelText("Attorney"), "With or without");
    await waitFor(() => expect(listQueries(requests).at(-1)).not.toHaveProperty("hasAttorney"));

    await user.click(screen.getByRole("button", { name: "Paid" }));
    await waitFor(() => expect(listQueries(requests).at(-1)?.sort).toBe("-pricePaid"));
    await user.click(screen.getByRole("button", { name: "Paid" }));
    await waitFor(() => expect(listQueries(requests).at(-1)?.sort).toBe("pricePaid"));
    expect(screen.getByRole("columnheader", { name: "Paid" })).toHaveAttribute("aria-sort", "ascending");

    await user.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(listQueries(requests).at(-1)?.page).toBe("2"));
    expect(await screen.findByText("26–26 of 60 purchases")).toBeInTheDocument();
  });

  it("an empty answer says so", async () => {
    openPayouts({ [LIST]: onePage([]) });
    expect(await screen.findByText("No purchases match these filters.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a failed load shows the server's message", async () => {
    openPayouts({ [LIST]: () => ({ status: 403, body: { error: "Only admins can do this", code: "FORBIDDEN" } }) });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Only admins can do this")).toBeInTheDocument();
  });
});

describe("attorney payouts: paying out", () => {
  it("a partial amount needs a reason; the confirmed amount is sent in cents", async () => {
    let listed = purchaseItem();
    const { user, requests } = openPayouts({
      [LIST]: () => ({ status: 200, body: onePage([listed]) }),
      [PAYOUT]: async (request: Request) => {
        const body = (await request.json()) as { amountCents: number; partialPayoutReason: string };
        listed = purchaseItem({
          payoutStatus: "PAID",
          payoutDueInCents: 0,
          partialPayoutReason: body.partialPayoutReason,
        });
        return {
          status: 200,
          body: {
            purchaseItem: listed,
            payout: {
              id: "p-1",
              amountInCents: body.amountCents,
              externalTransferId: "tr_1",
              skippedTransfer: false,
              partialPayoutReason: body.partialPayoutReason,
            },
          },
        };
      },
    });
    await user.click(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Pay out" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay out" });
    const amount = within(dialog).getByLabelText("Amount", { exact: false });
    expect(amount).toHaveValue("$577.93");
    expect(within(dialog).queryByText("Allow a transfer without a charge")).not.toBeInTheDocument();

    await fill(user, amount, "1005.35");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("The amount is more than the $577.93 due")).toBeInTheDocument();

    await fill(user, amount, "500.10");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Give a reason for paying less than the amount due")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText("Reason for the partial payout", { exact: false }),
      "Half the sessions",
    );
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Pay out $500.10 to Reyes Law (Dana Reyes)?")).toBeInTheDocument();
    expect(within(dialog).getByText("Partial payout: Half the sessions")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm payout" }));

    expect(await screen.findByText("Paid out $500.10 to Reyes Law (Dana Reyes).")).toBeInTheDocument();
    expect(await bodiesOf(requests, PAYOUT)).toEqual([
      {
        purchase_item_id: ITEM_ID,
        amountCents: 50_010,
        partialPayoutReason: "Half the sessions",
        skipStripeTransfer: false,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(await rowOf("Sam Taylor")).getByText("Payout paid")).toBeInTheDocument();
    expect(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Pay out" })).toBeDisabled();
  });

  it("warns about a firm without a payout account, offers the no-charge transfer, and shows the server's refusal", async () => {
    const item = purchaseItem({ hasCharge: false, lawFirm: { id: "f-1", name: "Reyes Law", hasPayoutAccount: false } });
    const { user, requests } = openPayouts({
      [LIST]: onePage([item]),
      [PAYOUT]: () => ({
        status: 409,
        body: {
          error:
            "The attorney's law firm has no payment-provider account yet, so no money can be sent to it. Finish the firm's onboarding first; if the firm was paid another way, record the payout without a transfer.",
          code: "PAYOUT_NOT_ALLOWED",
        },
      }),
    });
    await user.click(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Pay out" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay out" });
    expect(
      within(dialog).getByText(/Reyes Law has no payout account with the payment provider yet/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText("Allow a transfer without a charge"));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("The transfer comes from the platform's balance: this purchase has no charge."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm payout" }));

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText(/has no payment-provider account yet, so no money can be sent/)).toBeInTheDocument();
    expect(await bodiesOf(requests, PAYOUT)).toEqual([
      { purchase_item_id: ITEM_ID, amountCents: 57_793, skipStripeTransfer: false, allowTransferWithoutCharge: true },
    ]);
  });

  it("says plainly why a purchase without a charge needs a choice, and asks for it before sending anything", async () => {
    const { user, requests } = openPayouts({ [LIST]: onePage([purchaseItem({ hasCharge: false })]) });
    await user.click(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Pay out" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay out" });
    expect(
      within(dialog).getByText(
        "This purchase was not paid through the payment provider (for example, an admin marked it paid), so there is no card payment to send the firm's share from. Tick “Allow a transfer without a charge” to send it from the platform's own balance, or “Skip the transfer” if the firm was paid another way.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/allowTransferWithoutCharge|skipStripeTransfer/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("Choose one: allow a transfer without a charge, or skip the transfer"),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.click(within(dialog).getByLabelText("Skip the transfer (paid another way)"));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        "Record a payout of $577.93 to Reyes Law (Dana Reyes), paid another way? No money is transferred.",
      ),
    ).toBeInTheDocument();
  });
});

describe("attorney payouts: which rows offer a payout", () => {
  it("shows no Pay out on a purchase without an attorney, and says why a blocked one is disabled", async () => {
    openPayouts({
      [LIST]: onePage([
        purchaseItem({
          id: "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a02",
          category: "DOCUMENT",
          payoutStatus: null,
          bookingStatus: null,
          payoutDueInCents: 0,
          product: { title: "Prenup", productType: "PRENUP", productCategory: "DOCUMENT" },
          buyer: { id: "u-2", email: "alex@example.test", name: "Alex Rivera" },
          attorney: null,
          lawFirm: null,
        }),
        purchaseItem({
          id: "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a03",
          buyer: { id: "u-3", email: "noah@example.test", name: "Noah Kim" },
          disputeStatus: "OPEN",
        }),
        purchaseItem({
          id: "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a04",
          buyer: { id: "u-4", email: "mia@example.test", name: "Mia Torres" },
          payoutStatus: "PAID",
          payoutDueInCents: 0,
          paidOutAt: "2026-11-21T15:00:00.000Z",
        }),
        purchaseItem({
          id: "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a05",
          buyer: { id: "u-5", email: "theo@example.test", name: "Theo Walsh" },
          paymentStatus: "FULL_REFUNDED",
          payoutDueInCents: 0,
          refundableInCents: 0,
        }),
      ]),
    });
    const prenup = await rowOf("Alex Rivera");
    expect(within(prenup).queryByRole("button", { name: "Pay out" })).not.toBeInTheDocument();
    expect(within(prenup).getByRole("button", { name: "Refund" })).toBeEnabled();

    const blocked: [string, string][] = [
      ["Noah Kim", "Waits until the buyer's dispute with their bank closes"],
      ["Mia Torres", "Paid out on November 21, 2026"],
      ["Theo Walsh", "Refunded in full: nothing to pay out"],
    ];
    for (const [buyer, reason] of blocked) {
      const button = within(await rowOf(buyer)).getByRole("button", { name: "Pay out" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });
});

describe("attorney payouts: refunding", () => {
  it("sends the amount in cents with the reason, and shows the server's refusal", async () => {
    const { user, requests } = openPayouts({
      [LIST]: onePage([purchaseItem()]),
      [REFUND]: () => ({
        status: 409,
        body: { error: "This purchase has been refunded in full already.", code: "REFUND_NOT_ALLOWED" },
      }),
    });
    await user.click(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    const amount = within(dialog).getByLabelText("Amount to refund", { exact: false });
    // The whole refundable remainder is offered first.
    expect(amount).toHaveValue("$598.50");

    await user.clear(amount);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Enter the amount to refund")).toBeInTheDocument();
    expect(within(dialog).getByText("Give a reason for the refund")).toBeInTheDocument();

    await fill(user, amount, "598.51");
    await user.type(within(dialog).getByLabelText("Reason", { exact: false }), "Call was cut short");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("The amount is more than the $598.50 that can be refunded"),
    ).toBeInTheDocument();

    await fill(user, amount, "100.35");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        "Refund $100.35 to Sam Taylor (sam@example.test)? The money goes back through the payment provider.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText("This purchase has been refunded in full already.")).toBeInTheDocument();
    expect(await bodiesOf(requests, REFUND)).toEqual([
      { refundAmount: 10_035, refundReason: "Call was cut short", isComplimentaryRefund: false },
    ]);
  });

  it("marks a purchase whose payment the buyer disputed with their bank", async () => {
    openPayouts({ [LIST]: onePage([purchaseItem({ disputeStatus: "OPEN" })]) });
    expect(within(await rowOf("Sam Taylor")).getByText("Disputed: payout waits")).toBeInTheDocument();
  });

  it("after a payout, shows what the attorney was paid and that only the platform's share can be refunded", async () => {
    const { user } = openPayouts({
      [LIST]: onePage([
        purchaseItem({
          payoutStatus: "PAID",
          payoutDueInCents: 0,
          pricePaidToAttorneyInCents: 57_793,
          paidOutAt: "2026-11-21T10:00:00.000Z",
          refundableInCents: 2_057,
        }),
      ]),
    });
    await user.click(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    expect(within(dialog).getByText("Paid out to the attorney")).toBeInTheDocument();
    expect(within(dialog).getByText("$577.93")).toBeInTheDocument();
    expect(
      within(dialog).getByText(/was paid \$577\.93 for this purchase: only what the platform kept can be refunded/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Amount to refund", { exact: false })).toHaveValue("$20.57");
  });

  it("a purchase without a charge can only be refunded as complimentary", async () => {
    const { user, requests } = openPayouts({
      [LIST]: onePage([purchaseItem({ hasCharge: false })]),
      [REFUND]: () => ({
        status: 200,
        body: {
          purchaseItem: purchaseItem({ hasCharge: false }),
          refund: { id: "r-1", amountInCents: 5_000, externalId: null, isComplimentaryRefund: true },
          replayed: false,
        },
      }),
    });
    await user.click(within(await rowOf("Sam Taylor")).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    const complimentary = within(dialog).getByLabelText("Complimentary refund");
    expect(complimentary).toBeChecked();
    expect(within(dialog).getByText(/Required for this purchase/)).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText("Amount to refund", { exact: false }), "50");
    await user.type(within(dialog).getByLabelText("Reason", { exact: false }), "Goodwill");
    await user.click(complimentary);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        "This purchase has no charge to refund, so it can only be a complimentary refund",
      ),
    ).toBeInTheDocument();

    await user.click(complimentary);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Confirm refund" }));
    expect(await screen.findByText("Refunded $50.00 to Sam Taylor.")).toBeInTheDocument();
    expect(await bodiesOf(requests, REFUND)).toEqual([
      { refundAmount: 5_000, refundReason: "Goodwill", isComplimentaryRefund: true },
    ]);
  });
});

describe("purchases and refunds", () => {
  const prenup = purchaseItem({
    category: "DOCUMENT",
    payoutStatus: null,
    bookingStatus: null,
    paymentStatus: "SUCCESSFUL",
    pricePaidInCents: 59_900,
    feePaidInCents: 0,
    amountRefundedInCents: 0,
    refundableInCents: 59_900,
    payoutDueInCents: 0,
    product: { title: "Prenup", productType: "PRENUP", productCategory: "DOCUMENT" },
    attorney: null,
    lawFirm: null,
  });

  it("has its own menu entry and page, which lists every purchase so a search finds a plain prenup", async () => {
    const { user, requests } = renderApp(routes, "/admin/purchases", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": adminUser(), [LIST]: onePage([prenup]) },
    });
    expect(await screen.findByRole("heading", { name: "Purchases & Refunds", level: 1 })).toBeInTheDocument();
    const menuLink = screen.getAllByRole("link", { name: /Purchases & Refunds/ })[0]!;
    expect(menuLink).toHaveAttribute("href", "/admin/purchases");
    expect(screen.getAllByRole("link", { name: /Attorney Payouts/ })[0]).toHaveAttribute(
      "href",
      "/admin/attorney/payouts",
    );

    await rowOf("Sam Taylor");
    expect(listQueries(requests)[0]).toEqual({ sort: "-createdAt", page: "1", pageSize: "25" });
    expect(screen.getByLabelText("Product category")).toHaveValue("");
    expect(screen.getByLabelText("Attorney")).toHaveValue("");

    await user.type(screen.getByLabelText("Search"), "sam@example.test");
    await waitFor(() => expect(listQueries(requests).at(-1)?.search).toBe("sam@example.test"));
    expect(listQueries(requests).at(-1)).not.toHaveProperty("category");
    expect(listQueries(requests).at(-1)).not.toHaveProperty("hasAttorney");
    const row = await rowOf("Sam Taylor");
    expect(within(row).getByText("Prenup")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Refund" })).toBeEnabled();
  });
});
