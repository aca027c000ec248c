/**
 * The API on the Stripe adapter, against a local fake of Stripe's HTTP API: a card checkout, a
 * redirect finished by a signed webhook, the same events delivered five times in random order
 * (applied once), and forged or stale deliveries refused without changing anything.
 */
import { carts, paymentEvents, providerWebhookInbox, purchaseItems } from "@prenup/db";
import { createCouple } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
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
    config: { stripe: { secretKey: "sk_test_fake", publishableKey: "pk_test_fake", webhookSecret: WEBHOOK_SECRET, apiUrl: `http://${fake.host}:${fake.port}` } },
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
  const cart = json<{ id: string }>(await api.inject({ method: "POST", url: `/users/${couple.userA.id}/carts`, payload: {}, as }));
  await api.inject({ method: "POST", url: `/users/${couple.userA.id}/carts/${cart.id}/cart-items`, payload: { productId: prenupId, quantity: 1 }, as });
  return { couple, as, cartId: cart.id };
}

function webhook(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return api.inject({ method: "POST", url: "/stripe/webhook", payload, headers: { "content-type": "application/json", "stripe-signature": signature } });
}

describe("checkout through Stripe", () => {
  it("tells the payment screen to use Stripe with the publishable key", async () => {
    expect(json(await api.inject({ method: "GET", url: "/payments/config" }))).toMatchObject({ provider: "stripe", publishableKey: "pk_test_fake" });
  });

  it("pays by card with a PaymentMethod from Stripe.js", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const response = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" }, as });
    expect(json<{ status: string }>(response).status).toBe("paid");
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.paymentReference).toMatch(/^pi_/);
  });

  it("declines with Stripe's message", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const response = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_chargeDeclined" }, as });
    expect(response.statusCode).toBe(402);
    expect(json<{ error: string }>(response).error).toBe("Your card was declined.");
  });

  it("rides out a blip (the SDK retries with the same key), answers 503 when Stripe stays down, and the retry charges once", async () => {
    const blip = await cartWithPrenup();
    const before = fake.calls["payment_intents.create"] ?? 0;
    fake.failNext(500, 1);
    const survived = await api.inject({ method: "POST", url: `/users/${blip.couple.userA.id}/checkout`, payload: { cartId: blip.cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" }, as: blip.as });
    expect(json<{ status: string }>(survived).status).toBe("paid");
    expect((fake.calls["payment_intents.create"] ?? 0) - before).toBe(1);

    const { couple, as, cartId } = await cartWithPrenup();
    fake.failNext(500, 3); // the first try and the SDK's two retries
    const down = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" }, as });
    expect(down.statusCode).toBe(503);
    expect(json<{ code: string }>(down).code).toBe("PAYMENT_UNAVAILABLE");
    const retry = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" }, as });
    expect(json<{ status: string }>(retry).status).toBe("paid");
  });

  it("finishes a Klarna payment from its webhook, applying each event once whatever the order and repeats", async () => {
    const { couple, as, cartId } = await cartWithPrenup();
    const started = json<{ status: string }>(
      await api.inject({ method: "POST", url: `/users/${couple.userA.id}/checkout`, payload: { cartId, paymentMethod: "KLARNA" }, as }),
    );
    expect(started.status).toBe("requires_action");
    const [pending] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    const intent = { id: pending!.paymentReference!, object: "payment_intent", amount: 59_900, amount_received: 59_900, metadata: { cartId, userId: couple.userA.id } };
    const events = [
      { id: `evt_${cartId}_ok`, object: "event", type: "payment_intent.succeeded", data: { object: { ...intent, status: "succeeded" } } },
      { id: `evt_${cartId}_other`, object: "event", type: "charge.updated", data: { object: { id: "ch_x" } } },
    ];
    const deliveries = [...events, ...events, ...events, ...events, ...events].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(deliveries.map((event) => webhook(event)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => json<{ duplicate: boolean }>(answer).duplicate)).toHaveLength(8);
    // Each event is stored once with its job; the job applies it.
    expect(await processedWebhook(api, `evt_${cartId}_ok`)).toMatchObject({ provider: "payments", adapter: "stripe", type: "payment_intent.succeeded", outcome: "applied", attempts: 1 });
    expect(await processedWebhook(api, `evt_${cartId}_other`)).toMatchObject({ outcome: "ignored" });
    const [paid] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(paid!.cartStatus).toBe("PAID");
    expect(await api.db.select().from(purchaseItems).where(eq(purchaseItems.cartId, cartId))).toHaveLength(1);
  });

  it("ignores a payment made by another integration on the same Stripe account: recorded, never refunded", async () => {
    const stripe = new Stripe("sk_test_fake", { host: fake.host, port: fake.port, protocol: "http" });
    const foreign = await stripe.paymentIntents.create({ amount: 12_345, currency: "usd", payment_method: "pm_card_visa", confirm: true, metadata: { order: "shop-123" } });
    expect(foreign.status).toBe("succeeded");
    const refundsBefore = fake.calls["refunds.create"] ?? 0;
    const events = [
      { id: `evt_foreign_${foreign.id}`, object: "event", type: "payment_intent.succeeded", data: { object: foreign } },
      // A cart id that is not one of ours, nor even a UUID.
      { id: `evt_foreign2_${foreign.id}`, object: "event", type: "payment_intent.succeeded", data: { object: { ...foreign, metadata: { cartId: "order-77" } } } },
      { id: `evt_foreign3_${foreign.id}`, object: "event", type: "payment_intent.succeeded", data: { object: { ...foreign, metadata: { cartId: "6f1c3a52-9a0e-4d8e-8a3b-2f7e2c1d0b9a" } } } },
    ];
    for (const event of events) {
      expect((await webhook(event)).statusCode).toBe(200);
      expect(await processedWebhook(api, event.id)).toMatchObject({ outcome: "ignored", attempts: 1 });
    }
    expect((fake.calls["refunds.create"] ?? 0) - refundsBefore).toBe(0);
  });

  it("refuses forged and stale deliveries and records nothing", async () => {
    const { cartId } = await cartWithPrenup();
    const event = { id: `evt_${cartId}_forged`, object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_forged", amount: 1, metadata: { cartId } } } };
    const forged = await webhook(event, { secret: "whsec_attacker" });
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    await api.app.jobs.drain();
    expect(await api.db.select().from(paymentEvents).where(eq(paymentEvents.externalId, event.id))).toEqual([]);
    expect(await api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, event.id))).toEqual([]);
    const [cart] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.cartStatus).toBe("UNPAID");
  });
});
