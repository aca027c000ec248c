/**
 * Receipts through the API on the Stripe adapter (a local fake of Stripe's HTTP API): one receipt
 * per completed payment whatever delivers the completion and however often, with the card's brand
 * and last four digits; a refund receipt for a refund made here or in Stripe's dashboard; receipts
 * go to a buyer who turned every notification off. Run on PostgreSQL too (TEST_DATABASE_URL).
 */
import { carts, mailOutbox, purchaseItems, users } from "@prenup/db";
import { createAdmin, createCouple } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../src/integrations/payments/testing/fake-stripe.ts";
import { claimsOf, createTestApi, json, processedWebhook, type TestApi } from "./harness.ts";

const WEBHOOK_SECRET = "whsec_receipts_test";
let fake: FakeStripe;
let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let prenupId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  api = await createTestApi({
    config: {
      stripe: {
        secretKey: "sk_test_fake",
        publishableKey: "pk_test_fake",
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: `http://${fake.host}:${fake.port}`,
      },
    },
  });
  admin = await createAdmin(api.db);
  const products = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" }));
  prenupId = products.find((product) => product.productType === "PRENUP")!.id;
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function cartWithPrenup() {
  const couple = await createCouple(api.db);
  const as = claimsOf(couple.userA);
  const cart = json<{ id: string }>(
    await api.inject({ method: "POST", url: `/users/${couple.userA.id}/carts`, payload: {}, as }),
  );
  await api.inject({
    method: "POST",
    url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items`,
    payload: { productId: prenupId, quantity: 1 },
    as,
  });
  return { couple, as, cartId: cart.id };
}

function webhook(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return api.inject({
    method: "POST",
    url: "/stripe/webhook",
    payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

const mailsOf = (template: string, to: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), eq(mailOutbox.to, to)));

describe("payment receipts", () => {
  it("sends the buyer one receipt for a card payment, with the amount, the product, Visa ending in 4242, the day and the link; a repeated completion sends no second", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const paid = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as,
    });
    expect(json<{ status: string }>(paid).status).toBe("paid");
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));

    // Stripe's own event for the same payment, delivered twice, and the buyer's screen asking again: nothing more.
    const intent = {
      id: cart!.paymentReference!,
      object: "payment_intent",
      amount: 59_900,
      amount_received: 59_900,
      status: "succeeded",
      latest_charge: "ch_x",
      metadata: { cartId, userId: couple.userA.id },
    };
    const event = {
      id: `evt_${cartId}_card`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    };
    await Promise.all([webhook(event), webhook(event)]);
    await processedWebhook(api, event.id);
    expect(
      json<{ status: string }>(
        await api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId }, as }),
      ).status,
    ).toBe("paid");

    const receipts = await mailsOf("payment-receipt", couple.userA.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt).toMatchObject({
      userId: couple.userA.id,
      suppressedAt: null,
      subject: "Your receipt: $599.00 for Prenuptial Agreement",
    });
    const lines = receipt!.text.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Amount paid: $599.00",
        "Paid with: Visa ending in 4242",
        "Date: November 21, 2026 at 4:00 AM Pacific Time",
        `http://localhost:5173/payment/success?cartId=${cartId}`,
      ]),
    );
    expect(lines.some((line) => line.startsWith("Bought: Prenuptial Agreement"))).toBe(true);
    // The partner paid nothing: no receipt.
    expect(await mailsOf("payment-receipt", couple.userB.email)).toEqual([]);
  });

  it("finishes a Klarna payment once when its webhook arrives five times while the buyer's screen finishes it too: one receipt, naming Klarna", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    expect(
      json<{ status: string }>(
        await api.inject({
          method: "POST",
          url: `/users/${couple.userA.id}/checkout`,
          payload: { cartId, paymentMethod: "KLARNA" },
          as,
        }),
      ).status,
    ).toBe("requires_action");
    const [pending] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    fake.setIntentOutcome(pending!.paymentReference!, "succeeded");
    const intent = {
      id: pending!.paymentReference!,
      object: "payment_intent",
      amount: 59_900,
      amount_received: 59_900,
      status: "succeeded",
      metadata: { cartId, userId: couple.userA.id },
    };
    const event = {
      id: `evt_${cartId}_klarna`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent },
    };
    await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(event)),
      api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId }, as }),
    ]);
    await processedWebhook(api, event.id);
    const [paid] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(paid!.cartStatus).toBe("PAID");
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId))).toHaveLength(1);
    const receipts = await mailsOf("payment-receipt", couple.userA.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text.split("\n")).toContain("Paid with: Klarna");
  });

  it("sends receipts to a buyer who turned every notification and every milestone e-mail off", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    await api.db
      .update(users)
      .set({
        emailUnsubscribedAt: new Date(),
        mutedEmailKinds: ["DISPUTE_PROPOSALS", "AGREEMENT_GENERATED", "REVIEW_AWAITED", "AGREEMENT_FINALIZED"],
      })
      .where(eq(users.id, couple.userA.id));
    await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_mastercard" },
      as,
    });
    const [receipt] = await mailsOf("payment-receipt", couple.userA.email);
    expect(receipt).toMatchObject({ suppressedAt: null });
    expect(receipt!.text).toContain("Paid with: Mastercard ending in 4444");
  });
});

describe("refund receipts", () => {
  async function paidCart() {
    const { couple, as, cartId } = await cartWithPrenup();
    await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as,
    });
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId));
    return { couple, cartId, reference: cart!.paymentReference!, item: item! };
  }
  const refund = (itemId: string, payload: Record<string, unknown>) =>
    api.inject({ method: "POST", url: `/admin/purchase-items/${itemId}/refund`, payload, as: claimsOf(admin) });

  it("sends the payer a refund receipt for a partial refund and another for the rest; a repeated click sends none", async () => {
    const { couple, cartId, item } = await paidCart();
    expect((await refund(item.id, { refundAmount: 10_000, refundReason: "Goodwill" })).statusCode).toBe(200);
    expect((await refund(item.id, { refundAmount: 10_000, refundReason: "Goodwill" })).statusCode).toBe(200);
    let receipts = await mailsOf("refund-receipt", couple.userA.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      subject: "Refund receipt: $100.00 for Prenuptial Agreement",
      suppressedAt: null,
    });
    expect(receipts[0]!.text.split("\n")).toEqual(
      expect.arrayContaining([
        "Amount refunded: $100.00",
        "For: Prenuptial Agreement",
        "Paid: $599.00",
        "Refunded so far: $100.00",
        "Date: November 21, 2026 at 4:00 AM Pacific Time",
        `http://localhost:5173/payment/success?cartId=${cartId}`,
      ]),
    );
    expect((await refund(item.id, { refundAmount: 49_900, refundReason: "Wedding called off" })).statusCode).toBe(200);
    receipts = await mailsOf("refund-receipt", couple.userA.email);
    expect(receipts).toHaveLength(2);
    expect(receipts.map((mail) => mail.text).find((text) => text.includes("$499.00"))).toContain("refunded in full");
  });

  it("sends a refund receipt for a refund made in Stripe's dashboard, once however often its event arrives", async () => {
    const { couple, reference } = await paidCart();
    const event = {
      id: `evt_refunded_${reference}`,
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: `ch_${reference}`,
          object: "charge",
          amount: 59_900,
          amount_refunded: 20_000,
          payment_intent: reference,
          metadata: {},
        },
      },
    };
    await webhook(event);
    await webhook(event);
    expect(await processedWebhook(api, event.id)).toMatchObject({ outcome: "applied" });
    const receipts = await mailsOf("refund-receipt", couple.userA.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text.split("\n")).toEqual(
      expect.arrayContaining(["Amount refunded: $200.00", "Refunded so far: $200.00"]),
    );
  });
});
