/**
 * The API on the Stripe adapter, against a local fake of Stripe's HTTP API: a card checkout, a
 * redirect finished by a signed webhook, the same events delivered five times in random order
 * (applied once), and forged or stale deliveries refused without changing anything.
 */
import { auditLog, carts, paymentEvents, providerWebhookInbox, purchaseItems, refunds } from "@prenup/db";
import { createAdmin, createAttorney, createCouple } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../src/integrations/payments/testing/fake-stripe.ts";
import { claimsOf, createTestApi, json, processedWebhook, type TestApi } from "./harness.ts";

const WEBHOOK_SECRET = "whsec_api_test";
let fake: FakeStripe;
let api: TestApi;
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

function webhook(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return api.inject({
    method: "POST",
    url: "/stripe/webhook",
    payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

describe("checkout through Stripe", () => {
  it("tells the payment screen to use Stripe with the publishable key", async () => {
    expect(json(await api.inject({ method: "GET", url: "/payments/config" }))).toMatchObject({
      provider: "stripe",
      publishableKey: "pk_test_fake",
    });
  });

  it("pays by card with a PaymentMethod from Stripe.js", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const response = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as,
    });
    expect(json<{ status: string }>(response).status).toBe("paid");
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.paymentReference).toMatch(/^pi_/);
  });

  it("declines with Stripe's message", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const response = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_chargeDeclined" },
      as,
    });
    expect(response.statusCode).toBe(402);
    expect(json<{ error: string }>(response).error).toBe("Your card was declined.");
  });

  it("rides out a blip (the SDK retries with the same key), answers 503 when Stripe stays down, and the retry charges once", async () => {
    const blip = await cartWithPrenup();
    const before = fake.calls["payment_intents.create"] ?? 0;
    fake.failNext(500, 1);
    const survived = await api.inject({
      method: "POST",
      url: `/users/${blip.couple.userA.id}/checkout`,
      payload: { cartId: blip.cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as: blip.as,
    });
    expect(json<{ status: string }>(survived).status).toBe("paid");
    expect((fake.calls["payment_intents.create"] ?? 0) - before).toBe(1);

    const { couple, as, cartId } = await cartWithPrenup();
    fake.failNext(500, 3); // the first try and the SDK's two retries
    const down = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as,
    });
    expect(down.statusCode).toBe(503);
    expect(json<{ code: string }>(down).code).toBe("PAYMENT_UNAVAILABLE");
    const retry = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as,
    });
    expect(json<{ status: string }>(retry).status).toBe("paid");
  });

  it("finishes a Klarna payment from its webhook, applying each event once whatever the order and repeats", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const started = json<{ status: string }>(
      await api.inject({
        method: "POST",
        url: `/users/${couple.userA.id}/checkout`,
        payload: { cartId, paymentMethod: "KLARNA" },
        as,
      }),
    );
    expect(started.status).toBe("requires_action");
    const [pending] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    const intent = {
      id: pending!.paymentReference!,
      object: "payment_intent",
      amount: 59_900,
      amount_received: 59_900,
      metadata: { cartId, userId: couple.userA.id },
    };
    const events = [
      {
        id: `evt_${cartId}_ok`,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { ...intent, status: "succeeded" } },
      },
      { id: `evt_${cartId}_other`, object: "event", type: "charge.updated", data: { object: { id: "ch_x" } } },
    ];
    const deliveries = [...events, ...events, ...events, ...events, ...events].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(deliveries.map((event) => webhook(event)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => json<{ duplicate: boolean }>(answer).duplicate)).toHaveLength(8);
    // Each event is stored once with its job; the job applies it.
    expect(await processedWebhook(api, `evt_${cartId}_ok`)).toMatchObject({
      provider: "payments",
      adapter: "stripe",
      type: "payment_intent.succeeded",
      outcome: "applied",
      attempts: 1,
    });
    expect(await processedWebhook(api, `evt_${cartId}_other`)).toMatchObject({ outcome: "ignored" });
    const [paid] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(paid!.cartStatus).toBe("PAID");
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId))).toHaveLength(1);
  });

  it("ignores a payment made by another integration on the same Stripe account: recorded, never refunded", async () => {
    const stripe = new Stripe("sk_test_fake", { host: fake.host, port: fake.port, protocol: "http" });
    const foreign = await stripe.paymentIntents.create({
      amount: 12_345,
      currency: "usd",
      payment_method: "pm_card_visa",
      confirm: true,
      metadata: { order: "shop-123" },
    });
    expect(foreign.status).toBe("succeeded");
    const refundsBefore = fake.calls["refunds.create"] ?? 0;
    const events = [
      { id: `evt_foreign_${foreign.id}`, object: "event", type: "payment_intent.succeeded", data: { object: foreign } },
      // A cart id that is not one of ours, nor even a UUID.
      {
        id: `evt_foreign2_${foreign.id}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { ...foreign, metadata: { cartId: "order-77" } } },
      },
      {
        id: `evt_foreign3_${foreign.id}`,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { ...foreign, metadata: { cartId: "6f1c3a52-9a0e-4d8e-8a3b-2f7e2c1d0b9a" } } },
      },
    ];
    for (const event of events) {
      expect((await webhook(event)).statusCode).toBe(200);
      expect(await processedWebhook(api, event.id)).toMatchObject({ outcome: "ignored", attempts: 1 });
    }
    expect((fake.calls["refunds.create"] ?? 0) - refundsBefore).toBe(0);
  });

  it("refuses forged, stale and future-signed deliveries and records nothing", async () => {
    const { cartId } = await cartWithPrenup();
    const event = {
      id: `evt_${cartId}_forged`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_forged", amount: 1, metadata: { cartId } } },
    };
    const forged = await webhook(event, { secret: "whsec_attacker" });
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    const ahead = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) + 600 });
    expect(ahead.statusCode, ahead.body).toBe(400);
    await api.app.jobs.drain();
    expect(await api.db.select().from(paymentEvents).where(eq(paymentEvents.externalId, event.id))).toEqual([]);
    expect(await api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, event.id))).toEqual(
      [],
    );
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.cartStatus).toBe("UNPAID");

    // Ten seconds ahead is clock skew: accepted and recorded.
    const skewed = {
      id: `evt_${cartId}_skewed`,
      object: "event",
      type: "charge.updated",
      data: { object: { id: "ch_skewed" } },
    };
    const accepted = await webhook(skewed, { timestamp: Math.floor(Date.now() / 1000) + 10 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await processedWebhook(api, skewed.id)).toMatchObject({ outcome: "ignored", attempts: 1 });
  });
});

describe("refunds and disputes made at Stripe", () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    admin = await createAdmin(api.db);
  });

  async function paidCart() {
    const { couple, as, cartId } = await cartWithPrenup();
    const paid = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/checkout`,
      payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      as,
    });
    expect(json<{ status: string }>(paid).status).toBe("paid");
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    const [item] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId));
    return { couple, as, cartId, reference: cart!.paymentReference!, charged: cart!.totalPaidInCents!, item: item! };
  }

  function chargeRefunded(reference: string, amount: number, refundedTotal: number, suffix: string) {
    return {
      id: `evt_refunded_${reference}_${suffix}`,
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: `ch_${reference}`,
          object: "charge",
          amount,
          amount_refunded: refundedTotal,
          payment_intent: reference,
          metadata: {},
        },
      },
    };
  }

  function disputeEvent(
    reference: string,
    amount: number,
    type: "charge.dispute.created" | "charge.dispute.closed",
    status: string,
  ) {
    return {
      id: `evt_${type}_${reference}_${status}`,
      object: "event",
      type,
      data: {
        object: {
          id: `dp_${reference}`,
          object: "dispute",
          amount,
          status,
          charge: `ch_${reference}`,
          payment_intent: reference,
        },
      },
    };
  }

  const prenupPaid = async (user: {
    id: string;
    externalId: string;
    email: string;
    userType: "CUSTOMER" | "ATTORNEY" | "ADMIN";
  }) =>
    json<{ prenupPaid: boolean }>(
      await api.inject({ method: "GET", url: `/users/${user.id}/standing`, as: claimsOf(user) }),
    ).prenupPaid;

  it("records a refund made in Stripe's dashboard once, without counting the refunds made here again, and the prenup is unpaid when all is refunded", async () => {
    const { couple, reference, charged, item } = await paidCart();
    // A partial refund made here: Stripe then reports it in the charge's running total.
    const ours = await api.inject({
      method: "POST",
      url: `/admin/purchase-items/${item.id}/refund`,
      payload: { refundAmount: 5_000, refundReason: "Goodwill" },
      as: claimsOf(admin),
    });
    expect(ours.statusCode).toBe(200);
    const echo = chargeRefunded(reference, charged, 5_000, "ours");
    expect((await webhook(echo)).statusCode).toBe(200);
    expect(await processedWebhook(api, echo.id)).toMatchObject({ outcome: "ignored" });
    let [row] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, item.id));
    expect(row).toMatchObject({ amountRefundedInCents: 5_000, paymentStatus: "PARTIALLY_REFUNDED" });

    // 10,000 more refunded in the dashboard.
    const dashboard = chargeRefunded(reference, charged, 15_000, "dashboard");
    await webhook(dashboard);
    await webhook(dashboard);
    expect(await processedWebhook(api, dashboard.id)).toMatchObject({ outcome: "applied" });
    [row] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, item.id));
    expect(row).toMatchObject({ amountRefundedInCents: 15_000, paymentStatus: "PARTIALLY_REFUNDED" });
    const recorded = await api.db.select().from(refunds).where(eq(refunds.purchaseItemId, item.id));
    expect(recorded.map((refund) => [refund.amountInCents, refund.externalId])).toEqual(
      expect.arrayContaining([[10_000, dashboard.id]]),
    );
    expect(
      await api.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "purchase-item.provider-refund"), eq(auditLog.entityId, item.id))),
    ).toHaveLength(1);
    expect(await prenupPaid(couple.userB)).toBe(true);

    // The rest refunded there too: the purchase is no longer in force, for both partners.
    const rest = chargeRefunded(reference, charged, charged, "rest");
    await webhook(rest);
    expect(await processedWebhook(api, rest.id)).toMatchObject({ outcome: "applied" });
    [row] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, item.id));
    expect(row).toMatchObject({ amountRefundedInCents: charged, paymentStatus: "FULL_REFUNDED" });
    expect(await prenupPaid(couple.userA)).toBe(false);
    expect(await prenupPaid(couple.userB)).toBe(false);
  });

  it("follows a dispute: payouts wait while it is open, a lost dispute is a refund (the prenup unpaid), a won one changes nothing", async () => {
    const lost = await paidCart();
    await webhook(disputeEvent(lost.reference, lost.charged, "charge.dispute.created", "needs_response"));
    expect(await processedWebhook(api, `evt_charge.dispute.created_${lost.reference}_needs_response`)).toMatchObject({
      outcome: "applied",
    });
    const listed = json<{ items: { id: string; disputeStatus: string | null }[] }>(
      await api.inject({
        method: "GET",
        url: `/admin/purchase-items?userId=${lost.couple.userA.id}`,
        as: claimsOf(admin),
      }),
    );
    expect(listed.items).toEqual([expect.objectContaining({ id: lost.item.id, disputeStatus: "OPEN" })]);
    expect(await prenupPaid(lost.couple.userA)).toBe(true);
    await webhook(disputeEvent(lost.reference, lost.charged, "charge.dispute.closed", "lost"));
    expect(await processedWebhook(api, `evt_charge.dispute.closed_${lost.reference}_lost`)).toMatchObject({
      outcome: "applied",
    });
    const [row] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, lost.item.id));
    expect(row).toMatchObject({
      disputeStatus: "LOST",
      paymentStatus: "FULL_REFUNDED",
      amountRefundedInCents: lost.charged,
    });
    expect(await prenupPaid(lost.couple.userA)).toBe(false);

    // An attorney's service: its payout waits for the dispute, and goes ahead once it is won.
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    const couple = await createCouple(api.db, { state: "CA" });
    const as = claimsOf(couple.userA);
    const qa = json<{ id: string; productType: string }[]>(await api.inject({ method: "GET", url: "/products" })).find(
      (product) => product.productType === "Q_A",
    )!;
    const cart = json<{ id: string }>(
      await api.inject({ method: "POST", url: `/users/${couple.userA.id}/carts`, payload: {}, as }),
    );
    await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items`,
      payload: { productId: qa.id, quantity: 1, chosenAttorneyId: attorney.attorney.id },
      as,
    });
    const paid = json<{ status: string; purchaseItems: { id: string }[] }>(
      await api.inject({
        method: "POST",
        url: `/users/${couple.userA.id}/checkout`,
        payload: { cartId: cart.id, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
        as,
      }),
    );
    expect(paid.status).toBe("paid");
    const [won] = await api.db.select().from(carts).where(eq(carts.id, cart.id));
    const payout = () =>
      api.inject({
        method: "POST",
        url: "/stripe/payout-purchase-item",
        payload: { purchase_item_id: paid.purchaseItems[0]!.id, skipStripeTransfer: true },
        as: claimsOf(admin),
      });
    await webhook(
      disputeEvent(won!.paymentReference!, won!.totalPaidInCents!, "charge.dispute.created", "needs_response"),
    );
    await api.app.jobs.drain();
    const waiting = await payout();
    expect(waiting.statusCode).toBe(409);
    expect(json<{ error: string }>(waiting).error).toMatch(/disputed this payment/);
    await webhook(disputeEvent(won!.paymentReference!, won!.totalPaidInCents!, "charge.dispute.closed", "won"));
    await api.app.jobs.drain();
    const [kept] = await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, paid.purchaseItems[0]!.id));
    expect(kept).toMatchObject({ disputeStatus: "WON", paymentStatus: "SUCCESSFUL", amountRefundedInCents: 0 });
    expect((await payout()).statusCode).toBe(200);
  });
});
