/**
 * The admin's payouts on the demo's sales, on the embedded gateway with its defaults: a seeded sale
 * was paid by card as a checkout pays, so its attorney's firm is paid out of its charge and it
 * refunds through the gateway; a purchase with no charge (marked paid) is refused in plain words.
 */
import { carts, lawFirms, localGatewayRecords, payouts, seedDemo } from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createPurchaseItem } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  api = await createTestApi();
  await seedDemo(api.db);
  admin = await createAdmin(api.db);
});
afterAll(async () => {
  await api?.close();
});

type Item = {
  id: string;
  cartId: string;
  hasCharge: boolean;
  payoutDueInCents: number;
  pricePaidInCents: number;
  feePaidInCents: number;
  refundableInCents: number;
  product: { productType: string };
  lawFirm: { hasPayoutAccount: boolean } | null;
};

async function listItems(query: string): Promise<Item[]> {
  const response = await api.inject({
    method: "GET",
    url: `/admin/purchase-items?pageSize=100&${query}`,
    as: claimsOf(admin, "admin"),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ items: Item[] }>(response).items;
}

/** What the admin's payout form sends for the amount due, the transfer not skipped. */
const payout = (item: { id: string; payoutDueInCents?: number }, extra: Record<string, unknown> = {}) =>
  api.inject({
    method: "POST",
    url: "/stripe/payout-purchase-item",
    payload: { purchase_item_id: item.id, skipStripeTransfer: false, ...extra },
    as: claimsOf(admin, "admin"),
  });

async function paymentOfCart(cartId: string) {
  const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
  const [payment] = await api.db
    .select()
    .from(localGatewayRecords)
    .where(
      and(eq(localGatewayRecords.kind, "payment"), eq(localGatewayRecords.reference, cart!.paymentReference ?? "")),
    );
  return { cart: cart!, payment };
}

describe("the demo's sales", () => {
  it("were each paid by card through the gateway, fee included, as a checkout pays", async () => {
    const items = await listItems("");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.hasCharge, item.id).toBe(true);
      expect(item.feePaidInCents, item.id).toBeGreaterThan(0);
      const { cart, payment } = await paymentOfCart(item.cartId);
      expect(payment).toMatchObject({ status: "succeeded", amountInCents: cart.totalPaidInCents });
    }
  });

  it("pays out a seeded attorney service from its charge, with the form's defaults", async () => {
    const [service] = (await listItems("category=ATTORNEY_SERVICE&payoutStatus=DUE")).filter(
      (item) => item.lawFirm?.hasPayoutAccount,
    );
    expect(service).toBeDefined();
    const response = await payout(service!, { amountCents: service!.payoutDueInCents });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ payout: { amountInCents: number; externalTransferId: string | null } }>(response);
    expect(body.payout.amountInCents).toBe(service!.pricePaidInCents - service!.feePaidInCents);
    const [transfer] = await api.db
      .select()
      .from(localGatewayRecords)
      .where(eq(localGatewayRecords.reference, body.payout.externalTransferId!));
    const { cart } = await paymentOfCart(service!.cartId);
    expect(transfer!.details).toMatchObject({ sourcePaymentReference: cart.paymentReference });
  });

  it("refunds a seeded prenup through the gateway, and a second seed keeps the payment and its refund", async () => {
    const [prenup] = (await listItems("category=DOCUMENT")).filter((item) => item.refundableInCents > 0);
    const refund = await api.inject({
      method: "POST",
      url: `/admin/purchase-items/${prenup!.id}/refund`,
      payload: { refundAmount: 1_000, refundReason: "Goodwill" },
      as: claimsOf(admin, "admin"),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(json<{ refund: { externalId: string | null } }>(refund).refund.externalId).toMatch(/^lre_/);

    const ledgerBefore = await api.db.select().from(localGatewayRecords);
    await seedDemo(api.db);
    expect(await api.db.select().from(localGatewayRecords)).toEqual(ledgerBefore);
    const { payment } = await paymentOfCart(prenup!.cartId);
    expect(payment!.details).toMatchObject({ refundedInCents: 1_000 });
  });
});

describe("a purchase with no charge", () => {
  it("is refused in plain words that say what to do, then paid out once the admin allows it", async () => {
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    await api.db
      .update(lawFirms)
      .set({ stripeAccountId: "acct_local_no_charge" })
      .where(eq(lawFirms.id, attorney.lawFirm!.id));
    const couple = await createCouple(api.db, { state: "CA" });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney,
    });

    const refused = await payout(purchaseItem);
    expect(refused.statusCode).toBe(409);
    const message = json<{ error: string }>(refused).error;
    expect(message).toBe(
      "This purchase was not paid through the payment provider (for example, an admin marked it paid), so there is no card payment to send the firm's share from. To send it from the platform's own balance, allow a transfer without a charge and pay out again; if the firm was paid another way, record the payout without a transfer.",
    );
    expect(message).not.toMatch(/allowTransferWithoutCharge|skipStripeTransfer/);
    expect(await api.db.select().from(payouts).where(eq(payouts.purchaseItemId, purchaseItem.id))).toEqual([]);

    const allowed = await payout(purchaseItem, { allowTransferWithoutCharge: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
