/**
 * The Stripe adapter through the official SDK, against a local fake of Stripe's HTTP API (a real
 * socket, form-encoded requests, Stripe's error bodies), and webhooks signed by the SDK's own test
 * helper.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PaymentProviderError,
  PaymentSignatureError,
  type CreatePaymentInput,
  type PaymentPort,
} from "./payment-port.ts";
import { createStripePaymentAdapter, type StripePaymentAdapterOptions } from "./stripe.ts";
import { signedWebhook, startFakeStripe, type FakeStripe } from "./testing/fake-stripe.ts";

const WEBHOOK_SECRET = "whsec_adapter_test";
let fake: FakeStripe;
let stripe: PaymentPort;

function adapter(overrides: Partial<StripePaymentAdapterOptions> = {}): PaymentPort {
  return createStripePaymentAdapter({
    secretKey: "sk_test_adapter",
    publishableKey: "pk_test_adapter",
    webhookSecret: WEBHOOK_SECRET,
    host: fake.host,
    port: fake.port,
    protocol: "http",
    maxNetworkRetries: 0,
    ...overrides,
  });
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = adapter();
});
afterAll(async () => {
  await fake?.close();
});

/** A checkout attempt of its own (a fresh idempotency key) unless the test names the key. */
const checkout = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  idempotencyKey: `checkout:${randomUUID()}`,
  amountInCents: 59_900,
  method: "CARD",
  paymentMethodToken: "pm_card_visa",
  returnUrl: "http://localhost:5173/payment/success?cartId=cart-1",
  metadata: { cartId: "cart-1", userId: "user-1" },
  ...overrides,
});

/** The requests the fake received with this idempotency key. */
const requestsWithKey = (key: string) => fake.requests.filter((request) => request.idempotencyKey === key);

/** What a promise rejected with (fails the test when it resolved). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/** A klarna payment left waiting on the provider's page. */
async function pendingKlarna() {
  const attempt = await stripe.createPayment(checkout({ method: "KLARNA", paymentMethodToken: undefined }));
  expect(attempt.status).toBe("requires_action");
  return attempt;
}

describe("the adapter's identity", () => {
  it("is named stripe and gives the browser the publishable key only", () => {
    expect(stripe.name).toBe("stripe");
    expect(stripe.publicConfig).toEqual({ provider: "stripe", publishableKey: "pk_test_adapter" });
  });
});

describe("createPayment", () => {
  it("charges a card in one confirmed PaymentIntent in usd, with the cart in its metadata and the card charged read from its expanded charge", async () => {
    const input = checkout();
    const attempt = await stripe.createPayment(input);
    expect(attempt).toEqual({
      reference: expect.stringMatching(/^pi_/),
      status: "succeeded",
      amountInCents: 59_900,
      card: { brand: "visa", last4: "4242" },
    });

    const [sent] = requestsWithKey(input.idempotencyKey);
    expect(sent).toMatchObject({ method: "POST", path: "/v1/payment_intents", outcome: "ran", status: 200 });
    expect(sent!.params).toEqual({
      amount: "59900",
      currency: "usd",
      "payment_method_types[0]": "card",
      confirm: "true",
      payment_method: "pm_card_visa",
      return_url: input.returnUrl,
      "metadata[cartId]": "cart-1",
      "metadata[userId]": "user-1",
      "expand[0]": "latest_charge",
    });
    expect(await stripe.retrievePayment(attempt.reference)).toEqual(attempt);
  });

  it.each([
    ["pm_card_chargeDeclined", "Your card was declined."],
    ["pm_card_chargeDeclinedInsufficientFunds", "Your card has insufficient funds."],
  ])(
    "answers a decline (%s) as a failed attempt on Stripe's PaymentIntent, not as an error",
    async (token, message) => {
      const declined = await stripe.createPayment(checkout({ paymentMethodToken: token }));
      expect(declined).toEqual({
        reference: expect.stringMatching(/^pi_/),
        status: "failed",
        amountInCents: 59_900,
        failureMessage: message,
      });
      // The reference is the intent Stripe created and returned with its 402.
      expect(await stripe.retrievePayment(declined.reference)).toEqual(declined);
    },
  );

  it("sends a card that needs authentication to the bank's page, with the client secret", async () => {
    const attempt = await stripe.createPayment(checkout({ paymentMethodToken: "pm_card_authenticationRequired" }));
    expect(attempt).toEqual({
      reference: expect.stringMatching(/^pi_/),
      status: "requires_action",
      amountInCents: 59_900,
      redirectUrl: `https://hooks.fake-stripe.test/3d_secure_2/authenticate/${attempt.reference}`,
      clientSecret: expect.stringMatching(new RegExp(`^${attempt.reference}_secret_`)),
    });
  });

  it.each([
    ["KLARNA", "klarna", "US"],
    ["AFTERPAY", "afterpay_clearpay", "US"],
    ["CASHAPP", "cashapp", undefined],
  ] as const)(
    "creates %s's payment method here and sends the buyer to the provider's page",
    async (method, type, country) => {
      const input = checkout({ method, paymentMethodToken: undefined });
      const attempt = await stripe.createPayment(input);
      expect(attempt).toMatchObject({
        status: "requires_action",
        redirectUrl: `https://pm-redirects.fake-stripe.test/authorize/${type}/${attempt.reference}`,
      });

      const { params } = requestsWithKey(input.idempotencyKey)[0]!;
      expect(params).toMatchObject({
        "payment_method_types[0]": type,
        "payment_method_data[type]": type,
        confirm: "true",
        return_url: input.returnUrl,
      });
      expect(params["payment_method"]).toBeUndefined();
      expect(params["payment_method_data[billing_details][address][country]"]).toBe(country);
    },
  );

  it("sends nothing for a card without its PaymentMethod (a caller's mistake, not Stripe's)", async () => {
    const input = checkout({ paymentMethodToken: undefined });
    const error = await rejection(stripe.createPayment(input));
    expect(error).not.toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ message: expect.stringContaining("paymentMethodToken") });
    expect(requestsWithKey(input.idempotencyKey)).toEqual([]);
  });

  it("reaches one PaymentIntent with one idempotency key, however often it is sent", async () => {
    const input = checkout({ idempotencyKey: "checkout:cart-2:0:CARD:59900" });
    const created = fake.calls["payment_intents.create"];
    const first = await stripe.createPayment(input);
    const again = await stripe.createPayment(input);
    expect(again).toEqual(first);
    expect(fake.calls["payment_intents.create"] - created).toBe(1);
    expect(requestsWithKey(input.idempotencyKey).map((request) => request.outcome)).toEqual(["ran", "replayed"]);
  });

  it("survives an answer lost on the way back: the SDK resends the same key and Stripe charges once", async () => {
    const input = checkout();
    const created = fake.calls["payment_intents.create"];
    fake.failNext("lose-response");
    const attempt = await stripe.createPayment(input);
    expect(attempt.status).toBe("succeeded");
    expect(fake.calls["payment_intents.create"] - created).toBe(1);
    expect(requestsWithKey(input.idempotencyKey).map((request) => [request.outcome, request.status])).toEqual([
      ["ran", null],
      ["replayed", 200],
    ]);
  });
});

describe("retrievePayment", () => {
  it.each([
    ["succeeded", { status: "succeeded" }],
    ["processing", { status: "processing" }],
    ["canceled", { status: "canceled" }],
    ["failed", { status: "failed", failureMessage: "The customer did not approve the payment." }],
  ] as const)("reads a redirect payment the buyer left %s", async (outcome, expected) => {
    const pending = await pendingKlarna();
    fake.setIntentOutcome(pending.reference, outcome);
    expect(await stripe.retrievePayment(pending.reference)).toEqual({
      reference: pending.reference,
      amountInCents: 59_900,
      ...expected,
    });
  });

  it("refuses an unknown reference as a request that retrying will not fix", async () => {
    const error = await rejection(stripe.retrievePayment("pi_unknown"));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      retryable: false,
      message: expect.stringContaining("No such payment_intent: 'pi_unknown'"),
    });
  });
});

describe("refund", () => {
  it("refunds part, replays the same key, and refuses more than is left with Stripe's words", async () => {
    const paid = await stripe.createPayment(checkout());
    const refund = {
      idempotencyKey: `refund:${paid.reference}:0:40000`,
      paymentReference: paid.reference,
      amountInCents: 40_000,
      reason: "Goodwill",
    };
    const first = await stripe.refund(refund);
    expect(first.refundId).toMatch(/^re_/);
    expect(requestsWithKey(refund.idempotencyKey)[0]!.params).toEqual({
      payment_intent: paid.reference,
      amount: "40000",
      "metadata[reason]": "Goodwill",
    });

    const refunded = fake.calls["refunds.create"];
    expect(await stripe.refund(refund)).toEqual(first);
    expect(fake.calls["refunds.create"]).toBe(refunded);

    // $199.00 is left; $200.00 is refused, and trying again later would not change that.
    const tooMuch = await rejection(
      stripe.refund({
        idempotencyKey: `refund:${paid.reference}:40000:20000`,
        paymentReference: paid.reference,
        amountInCents: 20_000,
      }),
    );
    expect(tooMuch).toBeInstanceOf(PaymentProviderError);
    expect(tooMuch).toMatchObject({
      retryable: false,
      message: expect.stringContaining("Refund amount ($200.00) is greater than unrefunded amount on charge ($199.00)"),
    });
    expect(fake.calls["refunds.create"]).toBe(refunded);

    const rest = await stripe.refund({
      idempotencyKey: `refund:${paid.reference}:40000:19900`,
      paymentReference: paid.reference,
      amountInCents: 19_900,
    });
    expect(rest.refundId).not.toBe(first.refundId);
  });
});

describe("transfer", () => {
  it("pays the law firm's connected account from the charge of the buyer's payment", async () => {
    const paid = await stripe.createPayment(checkout());
    const input = {
      idempotencyKey: "payout:item-1",
      destinationAccount: "acct_firm1",
      amountInCents: 45_000,
      sourcePaymentReference: paid.reference,
      metadata: { purchaseItemId: "item-1" },
    };
    const { transferId } = await stripe.transfer(input);
    expect(transferId).toMatch(/^tr_/);
    expect(requestsWithKey("payout:item-1")[0]!.params).toEqual({
      amount: "45000",
      currency: "usd",
      destination: "acct_firm1",
      source_transaction: fake.paymentIntent(paid.reference).latest_charge,
      "metadata[purchaseItemId]": "item-1",
    });
    expect(await stripe.transfer(input)).toEqual({ transferId });
  });

  it("transfers from the balance when there is no source payment", async () => {
    await stripe.transfer({
      idempotencyKey: "payout:item-2",
      destinationAccount: "acct_firm1",
      amountInCents: 10_000,
      metadata: { purchaseItemId: "item-2" },
    });
    expect(requestsWithKey("payout:item-2")[0]!.params["source_transaction"]).toBeUndefined();
  });

  it("refuses to fund a transfer from a payment that has no charge", async () => {
    const pending = await pendingKlarna();
    const error = await rejection(
      stripe.transfer({
        idempotencyKey: "payout:item-3",
        destinationAccount: "acct_firm1",
        amountInCents: 10_000,
        sourcePaymentReference: pending.reference,
        metadata: { purchaseItemId: "item-3" },
      }),
    );
    expect(error).toMatchObject({ name: "PaymentProviderError", retryable: false });
    expect(requestsWithKey("payout:item-3")).toEqual([]);
  });
});

describe("when Stripe fails", () => {
  it("turns a 500 into a retryable provider error; nothing was created, and the same key then succeeds", async () => {
    const input = checkout();
    const created = fake.calls["payment_intents.create"];
    fake.failNext(500);
    const error = await rejection(stripe.createPayment(input));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining("HTTP 500") });
    expect(fake.calls["payment_intents.create"]).toBe(created);
    expect((await stripe.createPayment(input)).status).toBe("succeeded");
  });

  it("turns rate limiting into a retryable provider error", async () => {
    fake.failNext(429);
    expect(await rejection(stripe.createPayment(checkout()))).toMatchObject({
      name: "PaymentProviderError",
      retryable: true,
    });
  });

  it("turns a dropped connection into a retryable provider error (after the SDK's one retry of a closed connection)", async () => {
    fake.failNext("drop", 2);
    const error = await rejection(stripe.createPayment(checkout()));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining("could not be reached") });
  });

  it("retries on its own with the default settings, with the same key", async () => {
    const patient = adapter({ maxNetworkRetries: undefined });
    const input = checkout();
    fake.failNext(500);
    expect((await patient.createPayment(input)).status).toBe("succeeded");
    expect(requestsWithKey(input.idempotencyKey).map((request) => request.outcome)).toEqual(["failed", "ran"]);
  });

  it("does not call a wrong secret key retryable", async () => {
    const error = await rejection(adapter({ secretKey: "sk_live_revokedkey1234" }).createPayment(checkout()));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ retryable: false, message: expect.stringContaining("HTTP 401") });
    expect((error as Error).message).not.toContain("revokedkey");
  });

  it("does not call an invalid request retryable (an unknown payment method)", async () => {
    const error = await rejection(stripe.createPayment(checkout({ paymentMethodToken: "pm_made_up" })));
    expect(error).toMatchObject({
      name: "PaymentProviderError",
      retryable: false,
      message: expect.stringContaining("No such PaymentMethod: 'pm_made_up'"),
    });
  });

  it("does not call a key reused for another request retryable", async () => {
    const input = checkout();
    await stripe.createPayment(input);
    const error = await rejection(stripe.createPayment({ ...input, amountInCents: 1_000 }));
    expect(error).toMatchObject({
      name: "PaymentProviderError",
      retryable: false,
      message: expect.stringContaining("idempotency_error"),
    });
  });
});

describe("parseEvent", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const intentEvent = {
    id: "evt_1",
    object: "event",
    type: "payment_intent.succeeded",
    data: {
      object: {
        id: "pi_1",
        object: "payment_intent",
        amount: 59_900,
        amount_received: 59_900,
        status: "succeeded",
        metadata: { cartId: "cart-1", userId: "user-1" },
      },
    },
  };

  it("reads a correctly signed payment_intent.succeeded", () => {
    const { body, signature } = signedWebhook(intentEvent, WEBHOOK_SECRET);
    expect(stripe.parseEvent(body, signature)).toEqual({
      id: "evt_1",
      type: "payment.succeeded",
      providerType: "payment_intent.succeeded",
      paymentReference: "pi_1",
      amountInCents: 59_900,
      cartId: "cart-1",
      payload: intentEvent,
    });
  });

  it("reads the failure and the cancellation Stripe sends about a real intent", async () => {
    const failed = await pendingKlarna();
    fake.setIntentOutcome(failed.reference, "failed", "Klarna could not approve this purchase.");
    const failure = signedWebhook(fake.intentEvent("payment_intent.payment_failed", failed.reference), WEBHOOK_SECRET);
    expect(stripe.parseEvent(failure.body, failure.signature)).toMatchObject({
      type: "payment.failed",
      paymentReference: failed.reference,
      amountInCents: 59_900,
      cartId: "cart-1",
      failureMessage: "Klarna could not approve this purchase.",
    });

    const canceled = await pendingKlarna();
    fake.setIntentOutcome(canceled.reference, "canceled");
    const cancellation = signedWebhook(fake.intentEvent("payment_intent.canceled", canceled.reference), WEBHOOK_SECRET);
    expect(stripe.parseEvent(cancellation.body, cancellation.signature)).toMatchObject({
      type: "payment.canceled",
      paymentReference: canceled.reference,
    });
  });

  it("ignores event types the product does not act on", () => {
    const event = {
      id: "evt_2",
      object: "event",
      type: "charge.updated",
      data: { object: { id: "ch_1", object: "charge" } },
    };
    const { body, signature } = signedWebhook(event, WEBHOOK_SECRET);
    expect(stripe.parseEvent(body, signature)).toEqual({
      id: "evt_2",
      type: "ignored",
      providerType: "charge.updated",
      paymentReference: null,
      amountInCents: null,
      cartId: null,
      payload: event,
    });
  });

  it("refuses a delivery signed with another secret (forged)", () => {
    const { body, signature } = signedWebhook(intentEvent, "whsec_someone_else");
    expect(() => stripe.parseEvent(body, signature)).toThrow(PaymentSignatureError);
  });

  it("refuses a body changed after signing", () => {
    const { body, signature } = signedWebhook(intentEvent, WEBHOOK_SECRET);
    const altered = Buffer.from(body.toString("utf8").replace("59900", "100"));
    expect(() => stripe.parseEvent(altered, signature)).toThrow(PaymentSignatureError);
  });

  it("refuses a delivery signed more than 300 s ago, and accepts one signed within", () => {
    const stale = signedWebhook(intentEvent, WEBHOOK_SECRET, now() - 301);
    expect(() => stripe.parseEvent(stale.body, stale.signature)).toThrow(PaymentSignatureError);
    const recent = signedWebhook(intentEvent, WEBHOOK_SECRET, now() - 290);
    expect(stripe.parseEvent(recent.body, recent.signature).type).toBe("payment.succeeded");
  });

  it("refuses a delivery signed more than 300 s ahead (10 minutes), and accepts one 10 s ahead (clock skew)", () => {
    const ahead = signedWebhook(intentEvent, WEBHOOK_SECRET, now() + 600);
    expect(() => stripe.parseEvent(ahead.body, ahead.signature)).toThrow(PaymentSignatureError);
    expect(() => stripe.parseEvent(ahead.body, ahead.signature)).toThrow(/in the future/);
    const skewed = signedWebhook(intentEvent, WEBHOOK_SECRET, now() + 10);
    expect(stripe.parseEvent(skewed.body, skewed.signature).type).toBe("payment.succeeded");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["malformed", "t=soon,v1=abc"],
  ])("refuses a Stripe-Signature header that is %s", (_case, header) => {
    const { body } = signedWebhook(intentEvent, WEBHOOK_SECRET);
    expect(() => stripe.parseEvent(body, header)).toThrow(PaymentSignatureError);
  });
});

describe("payout accounts (Connect Express onboarding)", () => {
  it("creates the firm's account once per key, links to onboarding, and reads its status", async () => {
    const key = `law-firm-account-${randomUUID()}`;
    const input = {
      idempotencyKey: key,
      email: "firm@test.prenup.test",
      businessName: "Harbor Family Law",
      metadata: { lawFirmId: "firm-1" },
    };
    const created = await stripe.createPayoutAccount(input);
    expect(created.accountId).toMatch(/^acct_/);
    expect(await stripe.createPayoutAccount(input)).toEqual(created);
    expect(requestsWithKey(key).map((request) => request.outcome)).toEqual(["ran", "replayed"]);
    const [sent] = requestsWithKey(key);
    expect(sent!.params).toMatchObject({
      type: "express",
      "business_profile[name]": "Harbor Family Law",
      "metadata[lawFirmId]": "firm-1",
    });

    const link = await stripe.createOnboardingLink({
      accountId: created.accountId,
      refreshUrl: "http://localhost:5174/attorney/stripe-onboarding-refresh",
      returnUrl: "http://localhost:5174/attorney/account",
    });
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(await stripe.retrievePayoutAccount(created.accountId)).toEqual({
      accountId: created.accountId,
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    fake.completeOnboarding(created.accountId);
    expect(await stripe.retrievePayoutAccount(created.accountId)).toEqual({
      accountId: created.accountId,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
  });

  it("reports an unknown account or an outage as a provider error", async () => {
    expect(await rejection(stripe.retrievePayoutAccount("acct_missing"))).toBeInstanceOf(PaymentProviderError);
    fake.failNext(500);
    expect(
      await rejection(
        stripe.createOnboardingLink({
          accountId: "acct_x",
          refreshUrl: "http://a.test/r",
          returnUrl: "http://a.test/b",
        }),
      ),
    ).toBeInstanceOf(PaymentProviderError);
  });
});
