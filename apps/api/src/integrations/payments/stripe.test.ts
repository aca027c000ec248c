import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError, PaymentSignatureError, type PaymentPort } from "./payment-port.ts";
import { createStripePaymentAdapter } from "./stripe.ts";
import { startFakeStripe, type FakeStripe } from "./testing/fake-stripe.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
let fake: FakeStripe;
let port: PaymentPort;

beforeAll(async () => {
  fake = await startFakeStripe();
  port = createStripePaymentAdapter({
    secretKey: "sk_test_fake",
    publishableKey: "pk_test_fake",
    webhookSecret: WEBHOOK_SECRET,
    host: fake.host,
    port: fake.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await fake?.close();
});

const payment = (key: string, extra: Partial<Parameters<PaymentPort["createPayment"]>[0]> = {}) =>
  port.createPayment({
    idempotencyKey: key,
    amountInCents: 59_900,
    method: "CARD",
    paymentMethodToken: "pm_card_visa",
    returnUrl: "http://localhost:5173/payment/success?cartId=c1",
    metadata: { cartId: "c1", userId: "u1" },
    ...extra,
  });

/** A webhook delivery as Stripe signs it (the SDK's own test helper). */
function delivery(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { body: Buffer.from(payload), header };
}

const succeededEvent = {
  id: "evt_1",
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: "pi_1", object: "payment_intent", amount: 59_900, amount_received: 59_900, status: "succeeded", metadata: { cartId: "c1", userId: "u1" } } },
};

describe("the Stripe adapter against a local fake of Stripe's API", () => {
  it("pays by card, and the same idempotency key reaches the same PaymentIntent", async () => {
    const before = fake.calls["payment_intents.create"] ?? 0;
    const first = await payment("checkout:c1:0:CARD:59900");
    const again = await payment("checkout:c1:0:CARD:59900");
    expect(first).toMatchObject({ status: "succeeded", amountInCents: 59_900 });
    expect(again.reference).toBe(first.reference);
    expect((fake.calls["payment_intents.create"] ?? 0) - before).toBe(1);
    expect(await port.retrievePayment(first.reference)).toMatchObject({ status: "succeeded" });
  });

  it("answers a decline as a failed attempt with the card's message, not an error", async () => {
    const declined = await payment("checkout:c2:0", { paymentMethodToken: "pm_card_chargeDeclined" });
    expect(declined).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect(declined.reference).toMatch(/^pi_/);
  });

  it("sends an authentication or a pay-later method to the provider's page", async () => {
    const auth = await payment("checkout:c3:0", { paymentMethodToken: "pm_card_authenticationRequired" });
    expect(auth).toMatchObject({ status: "requires_action", redirectUrl: expect.stringContaining("/redirect/") });
    expect(auth.clientSecret).toMatch(/_secret_/);
    const klarna = await payment("checkout:c4:0", { method: "KLARNA", paymentMethodToken: undefined });
    expect(klarna.status).toBe("requires_action");
  });

  it("refunds part, refuses more than is left, and transfers to a connected account from the charge", async () => {
    const paid = await payment("checkout:c5:0");
    const refund = await port.refund({ idempotencyKey: "refund:i5:0:10000", paymentReference: paid.reference, amountInCents: 10_000, reason: "Goodwill" });
    expect(refund.refundId).toMatch(/^re_/);
    await expect(port.refund({ idempotencyKey: "refund:i5:10000:50000", paymentReference: paid.reference, amountInCents: 50_000 })).rejects.toThrow(/greater than unrefunded/);
    const transfer = await port.transfer({ idempotencyKey: "payout:i5", destinationAccount: "acct_firm", amountInCents: 40_000, sourcePaymentReference: paid.reference, metadata: { purchaseItemId: "i5" } });
    expect(transfer.transferId).toMatch(/^tr_/);
  });

  it("turns a Stripe outage into a retryable provider error", async () => {
    fake.failNext(500);
    const failure = await payment("checkout:c6:0").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).retryable).toBe(true);
  });
});

describe("webhooks", () => {
  it("reads a correctly signed event", () => {
    const { body, header } = delivery(succeededEvent);
    expect(port.parseEvent(body, header)).toMatchObject({ id: "evt_1", type: "payment.succeeded", paymentReference: "pi_1", amountInCents: 59_900, cartId: "c1" });
  });

  it("refuses a forged, a stale and an unsigned delivery", () => {
    const forged = delivery(succeededEvent, { secret: "whsec_someone_else" });
    expect(() => port.parseEvent(forged.body, forged.header)).toThrow(PaymentSignatureError);
    const stale = delivery(succeededEvent, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => port.parseEvent(stale.body, stale.header)).toThrow(PaymentSignatureError);
    const fresh = delivery(succeededEvent, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect(port.parseEvent(fresh.body, fresh.header).type).toBe("payment.succeeded");
    expect(() => port.parseEvent(Buffer.from(JSON.stringify(succeededEvent)), undefined)).toThrow(PaymentSignatureError);
    // A body changed after signing.
    const altered = delivery(succeededEvent);
    expect(() => port.parseEvent(Buffer.from(altered.body.toString().replace("59900", "1")), altered.header)).toThrow(PaymentSignatureError);
  });

  it("ignores event types the product does not act on", () => {
    const { body, header } = delivery({ id: "evt_2", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect(port.parseEvent(body, header)).toMatchObject({ type: "ignored", paymentReference: null });
  });
});
