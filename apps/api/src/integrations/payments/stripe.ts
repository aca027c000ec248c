import Stripe from "stripe";
import {
  PaymentProviderError,
  PaymentSignatureError,
  type CreatePaymentInput,
  type PaymentAttempt,
  type PaymentEvent,
  type PaymentMethodKind,
  type PaymentPort,
} from "./payment-port.ts";

/**
 * A webhook delivery signed longer ago than this is refused (a replayed capture), and so is one
 * signed further ahead than this (a signature made for later use): clocks that disagree by less are
 * skew.
 */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The signing time of a Stripe-Signature header (`t=<unix seconds>,v1=…`), read as the SDK reads
 * it (the last `t=` counts); null when the header has none.
 */
function signatureTimestamp(header: string): number | null {
  let timestamp: number | null = null;
  for (const part of header.split(",")) {
    const [key, value] = part.split("=");
    if (key === "t" && value !== undefined) timestamp = Number.parseInt(value, 10);
  }
  return timestamp !== null && Number.isFinite(timestamp) ? timestamp : null;
}

export type StripePaymentAdapterOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (the local fake in tests); Stripe's own when absent. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: "http" | "https" | undefined;
  /** Per request; 20 s by default (a checkout holds its cart row lock while it waits). */
  timeoutMs?: number | undefined;
  /** Retries of a connection failure, a 409 or a 5xx, with the same idempotency key; 2 by default. */
  maxNetworkRetries?: number | undefined;
};

/** Stripe's payment method type for each of ours. */
const STRIPE_METHOD_TYPES = {
  CARD: "card",
  KLARNA: "klarna",
  AFTERPAY: "afterpay_clearpay",
  CASHAPP: "cashapp",
} as const satisfies Record<PaymentMethodKind, Stripe.PaymentIntentCreateParams.PaymentMethodData.Type>;

/** What the buyer reads when Stripe reports a failed attempt without saying why. */
const UNEXPLAINED_FAILURE = "The payment was not completed.";

/**
 * The payment port on Stripe's official SDK: Payment Intents (confirmed on creation), refunds,
 * Connect transfers to law firms, and webhooks verified by the SDK. Every mutating request carries
 * the caller's idempotency key, which the SDK also reuses on its own retries.
 */
export function createStripePaymentAdapter(options: StripePaymentAdapterOptions): PaymentPort {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
  });

  /** Runs one SDK call; Stripe's failures leave as PaymentProviderError. */
  async function request<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw asProviderError(error);
    }
  }

  /** The charge a transfer is funded from: the latest charge of the buyer's PaymentIntent. */
  async function chargeOf(paymentReference: string): Promise<string> {
    const intent = await request(() => stripe.paymentIntents.retrieve(paymentReference));
    const charge = intent.latest_charge;
    if (charge === null) {
      throw new PaymentProviderError(`PaymentIntent ${intent.id} has no charge to fund a transfer from`, {
        retryable: false,
      });
    }
    return typeof charge === "string" ? charge : charge.id;
  }

  return {
    name: "stripe",
    publicConfig: { provider: "stripe", publishableKey: options.publishableKey },

    async createPayment(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          { ...paymentIntentParams(input), expand: ["latest_charge"] },
          { idempotencyKey: input.idempotencyKey },
        );
        return toPaymentAttempt(intent);
      } catch (error) {
        // Stripe answers a declined card with HTTP 402 and the PaymentIntent it created: that is
        // the buyer's answer, not a fault of ours or Stripe's.
        if (error instanceof Stripe.errors.StripeCardError) return declinedAttempt(error, input.amountInCents);
        throw asProviderError(error);
      }
    },

    async retrievePayment(reference) {
      return toPaymentAttempt(
        await request(() => stripe.paymentIntents.retrieve(reference, { expand: ["latest_charge"] })),
      );
    },

    async refund(input) {
      const refund = await request(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentReference,
            amount: input.amountInCents,
            // Stripe's own `reason` is a short enum; our words go to metadata (500 characters at most).
            ...(input.reason ? { metadata: { reason: input.reason.slice(0, 500) } } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async transfer(input) {
      const sourceCharge = input.sourcePaymentReference ? await chargeOf(input.sourcePaymentReference) : undefined;
      const transfer = await request(() =>
        stripe.transfers.create(
          {
            amount: input.amountInCents,
            currency: "usd",
            destination: input.destinationAccount,
            ...(sourceCharge ? { source_transaction: sourceCharge } : {}),
            metadata: { purchaseItemId: input.metadata.purchaseItemId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    async createPayoutAccount(input) {
      const account = await request(() =>
        stripe.accounts.create(
          {
            type: "express",
            country: "US",
            ...(input.email ? { email: input.email } : {}),
            business_type: "company",
            business_profile: { name: input.businessName },
            capabilities: { transfers: { requested: true } },
            metadata: { lawFirmId: input.metadata.lawFirmId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },

    async createOnboardingLink(input) {
      const link = await request(() =>
        stripe.accountLinks.create({
          account: input.accountId,
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
          type: "account_onboarding",
        }),
      );
      return { url: link.url };
    },

    async retrievePayoutAccount(accountId) {
      const account = await request(() => stripe.accounts.retrieve(accountId));
      return {
        accountId: account.id,
        detailsSubmitted: account.details_submitted === true,
        payoutsEnabled: account.payouts_enabled === true,
      };
    },

    parseEvent(rawBody, signature) {
      let event: Stripe.Event;
      const receivedAt = Date.now();
      try {
        // An absent header reaches the SDK as "" and fails its check like a wrong one. The SDK
        // refuses a signature older than the tolerance only; one from the future is refused below.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? "",
          options.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new PaymentSignatureError(`The Stripe-Signature header does not verify: ${firstLine(error.message)}`, {
            cause: error,
          });
        }
        throw error;
      }
      const signedAt = signatureTimestamp(signature ?? "");
      if (signedAt === null || signedAt - Math.floor(receivedAt / 1000) > STRIPE_WEBHOOK_TOLERANCE_SECONDS) {
        throw new PaymentSignatureError(
          `The Stripe-Signature header does not verify: signed more than ${STRIPE_WEBHOOK_TOLERANCE_SECONDS} s in the future`,
        );
      }
      return toPaymentEvent(event);
    },
  };
}

/**
 * The PaymentIntent for one checkout attempt, confirmed at once. A card arrives as the PaymentMethod
 * Stripe.js made in the browser. Klarna, Afterpay and Cash App are created here and completed on the
 * provider's page (next_action.redirect_to_url), unless the browser already made their
 * PaymentMethod with Stripe.js, which then arrives as the token like a card's.
 *
 * Billing details of a PaymentMethod made here: the port carries no buyer identity (no name, no
 * e-mail), so the only fact we can state truthfully is the country — we sell in USD to couples in
 * the United States. Klarna and Afterpay get `address.country: "US"`, which both use for market
 * eligibility; since API version 2025-02-24.acacia Stripe requires neither Klarna's country and
 * e-mail nor Afterpay's shipping address, and the buyer signs in on the provider's page, which
 * holds who they are. Nothing is invented. Cash App needs no billing details.
 */
function paymentIntentParams(input: CreatePaymentInput): Stripe.PaymentIntentCreateParams {
  const type = STRIPE_METHOD_TYPES[input.method];
  const common = {
    amount: input.amountInCents,
    currency: "usd",
    payment_method_types: [type],
    confirm: true,
    return_url: input.returnUrl,
    metadata: { cartId: input.metadata.cartId, userId: input.metadata.userId },
  };
  if (input.paymentMethodToken) return { ...common, payment_method: input.paymentMethodToken };
  if (type === "card")
    throw new Error("A card payment needs the PaymentMethod id made by Stripe.js (paymentMethodToken)");
  return {
    ...common,
    payment_method_data: type === "cashapp" ? { type } : { type, billing_details: { address: { country: "US" } } },
  };
}

/** A PaymentIntent as the port reports it. */
function toPaymentAttempt(intent: Stripe.PaymentIntent): PaymentAttempt {
  const known = { reference: intent.id, amountInCents: amountOf(intent) };
  switch (intent.status) {
    case "succeeded": {
      const card = cardOf(intent);
      return { ...known, status: "succeeded", ...(card ? { card } : {}) };
    }
    case "processing":
      return { ...known, status: "processing" };
    case "requires_action":
      return {
        ...known,
        status: "requires_action",
        redirectUrl: intent.next_action?.redirect_to_url?.url ?? undefined,
        clientSecret: intent.client_secret ?? undefined,
      };
    case "requires_payment_method":
      // Every intent is confirmed on creation, so being back here means the attempt failed (a
      // decline, or the buyer gave up on the provider's page).
      return { ...known, status: "failed", failureMessage: intent.last_payment_error?.message ?? UNEXPLAINED_FAILURE };
    case "canceled":
      return { ...known, status: "canceled" };
    default:
      // requires_confirmation and requires_capture belong to flows this adapter never starts.
      throw new PaymentProviderError(
        `Stripe reports PaymentIntent ${intent.id} as "${intent.status}", a state this integration never asks for`,
        {
          retryable: false,
        },
      );
  }
}

/**
 * The card charged, from the intent's latest charge when it came expanded
 * (`payment_method_details.card`: brand and last four digits); undefined otherwise.
 */
function cardOf(intent: Pick<Stripe.PaymentIntent, "latest_charge">): { brand: string; last4: string } | undefined {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === "string") return undefined;
  const card = charge.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? "unknown", last4: card.last4 } : undefined;
}

/** A declined card: a failed attempt on the PaymentIntent Stripe returns with the 402. */
function declinedAttempt(error: Stripe.errors.StripeCardError, requestedInCents: number): PaymentAttempt {
  const intent = error.payment_intent;
  return {
    // Stripe sends the intent with every decline of a confirmation; without one there is no
    // payment to refer to (the checkout keeps no reference for a failed attempt).
    reference: intent?.id ?? "",
    status: "failed",
    amountInCents: intent ? amountOf(intent) : requestedInCents,
    failureMessage: error.message || intent?.last_payment_error?.message || UNEXPLAINED_FAILURE,
  };
}

/** What was received when anything was, else what was asked. */
function amountOf(intent: Pick<Stripe.PaymentIntent, "amount" | "amount_received">): number {
  return intent.amount_received > 0 ? intent.amount_received : intent.amount;
}

/**
 * Stripe's failures as the port's error; retryable when trying later may succeed (no connection,
 * a timeout, a 409 lock conflict, a 5xx, rate limiting), not when the request itself is refused
 * (authentication, permissions, invalid parameters, a reused idempotency key). Errors that are not
 * Stripe's (a bug here) pass unchanged.
 */
function asProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PaymentProviderError(`Stripe could not be reached: ${error.message}`, { retryable: true, cause: error });
  }
  const status = error.statusCode ?? 0;
  const retryable =
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError ||
    status === 409 ||
    status >= 500;
  const answer = [status > 0 ? `HTTP ${status}` : null, error.rawType ?? null].filter(Boolean).join(" ");
  return new PaymentProviderError(`Stripe refused the request${answer ? ` (${answer})` : ""}: ${error.message}`, {
    retryable,
    cause: error,
  });
}

/** The port's reading of a verified Stripe event. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  // The event is the JSON Stripe sent, parsed: a shallow copy is plain JSON for payment_events.
  const payload: Record<string, unknown> = { ...event };
  switch (event.type) {
    case "payment_intent.succeeded": {
      // The event's intent names its latest charge by id; the card is known when it came expanded.
      const card = cardOf(event.data.object);
      return { ...fromIntent(event, "payment.succeeded", event.data.object, payload), ...(card ? { card } : {}) };
    }
    case "payment_intent.payment_failed":
      return {
        ...fromIntent(event, "payment.failed", event.data.object, payload),
        failureMessage: event.data.object.last_payment_error?.message ?? UNEXPLAINED_FAILURE,
      };
    case "payment_intent.canceled":
      return fromIntent(event, "payment.canceled", event.data.object, payload);
    case "charge.refunded": {
      const charge = event.data.object;
      return {
        id: event.id,
        type: "payment.refunded",
        providerType: event.type,
        paymentReference: idOf(charge.payment_intent),
        amountInCents: charge.amount,
        refundedTotalInCents: charge.amount_refunded,
        cartId: charge.metadata?.["cartId"] ?? null,
        payload,
      };
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const outcome = event.type === "charge.dispute.created" ? "open" : dispute.status === "lost" ? "lost" : "won";
      return {
        id: event.id,
        type: event.type === "charge.dispute.created" ? "payment.dispute-opened" : "payment.dispute-closed",
        providerType: event.type,
        paymentReference: idOf(dispute.payment_intent),
        amountInCents: dispute.amount,
        dispute: { id: dispute.id, amountInCents: dispute.amount, outcome },
        cartId: null,
        payload,
      };
    }
    default:
      return {
        id: event.id,
        type: "ignored",
        providerType: event.type,
        paymentReference: null,
        amountInCents: null,
        cartId: null,
        payload,
      };
  }
}

/** An expandable Stripe field: its id whether it came as an id or as the object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

function fromIntent(
  event: Stripe.Event,
  type: Exclude<PaymentEvent["type"], "ignored">,
  intent: Stripe.PaymentIntent,
  payload: Record<string, unknown>,
): PaymentEvent {
  return {
    id: event.id,
    type,
    providerType: event.type,
    paymentReference: intent.id,
    amountInCents: amountOf(intent),
    // Stripe always sends metadata; an intent made outside our checkout has no cartId in it.
    cartId: intent.metadata?.cartId ?? null,
    payload,
  };
}

/** The SDK's verification messages go on with advice over several lines; the first says what failed. */
function firstLine(message: string): string {
  return message.split("\n", 1)[0]!.trim();
}
