import Stripe from "stripe";
import type { PaymentMethod } from "@prenup/domain";
import type { PaymentAttempt, PaymentEvent, PaymentPort } from "./payment-port.ts";
import { PaymentProviderError, PaymentSignatureError } from "./payment-port.ts";

/** Webhook deliveries older than this are refused (replays of captured requests). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const METHOD_TYPES: Readonly<Record<PaymentMethod, string>> = {
  CARD: "card",
  KLARNA: "klarna",
  AFTERPAY: "afterpay_clearpay",
  CASHAPP: "cashapp",
};

export type StripeAdapterOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests). */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: "http" | "https" | undefined;
  timeoutMs?: number | undefined;
  maxNetworkRetries?: number | undefined;
};

type Intent = {
  id: string;
  status: string;
  amount: number;
  amount_received?: number | null;
  client_secret?: string | null;
  latest_charge?: string | { id: string } | null;
  last_payment_error?: { message?: string | null } | null;
  next_action?: { redirect_to_url?: { url?: string | null } | null } | null;
  metadata?: Record<string, string> | null;
};

/** A PaymentIntent as the port sees it. */
export function toAttempt(intent: Intent): PaymentAttempt {
  const redirect = intent.next_action?.redirect_to_url?.url ?? undefined;
  const base = { reference: intent.id, amountInCents: intent.amount };
  switch (intent.status) {
    case "succeeded":
      return { ...base, status: "succeeded" };
    case "processing":
      return { ...base, status: "processing" };
    case "requires_action":
    case "requires_confirmation":
      return { ...base, status: "requires_action", redirectUrl: redirect, clientSecret: intent.client_secret ?? undefined };
    case "canceled":
      return { ...base, status: "canceled" };
    default:
      // requires_payment_method after a confirmation: the payment method was refused.
      return { ...base, status: "failed", failureMessage: intent.last_payment_error?.message ?? "Your payment was declined." };
  }
}

/** Stripe's failures that are not the buyer's, as the port's error (retryable when trying later may help). */
function providerError(error: unknown): PaymentProviderError {
  const retryable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe: ${message}`, { retryable, cause: error });
}

/** The payment port on Stripe: Payment Intents, refunds, Connect transfers, signed webhooks. */
export function createStripePaymentAdapter(options: StripeAdapterOptions): PaymentPort {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    name: "stripe",
    publicConfig: { provider: "stripe", publishableKey: options.publishableKey },

    async createPayment(input) {
      const type = METHOD_TYPES[input.method];
      const params: Record<string, unknown> = {
        amount: input.amountInCents,
        currency: "usd",
        payment_method_types: [type],
        confirm: true,
        return_url: input.returnUrl,
        metadata: { cartId: input.metadata.cartId, userId: input.metadata.userId },
      };
      if (input.method === "CARD") params["payment_method"] = input.paymentMethodToken;
      // The pay-later and wallet methods are created here and completed on the provider's own page
      // (next_action.redirect_to_url); they need no data from us beyond their type.
      else params["payment_method_data"] = { type };
      try {
        const intent = await stripe.paymentIntents.create(params as unknown as Stripe.PaymentIntentCreateParams, { idempotencyKey: input.idempotencyKey });
        return toAttempt(intent as unknown as Intent);
      } catch (error) {
        // A decline arrives as a card error carrying the intent: an answer for the buyer, not a fault.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error as { payment_intent?: Intent }).payment_intent;
          return {
            reference: intent?.id ?? `declined:${input.idempotencyKey}`,
            status: "failed",
            amountInCents: input.amountInCents,
            failureMessage: error.message,
          };
        }
        throw providerError(error);
      }
    },

    async retrievePayment(reference) {
      const intent = await call(() => stripe.paymentIntents.retrieve(reference));
      return toAttempt(intent as unknown as Intent);
    },

    async refund(input) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: input.paymentReference, amount: input.amountInCents, ...(input.reason ? { metadata: { reason: input.reason.slice(0, 500) } } : {}) },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async transfer(input) {
      let sourceTransaction: string | undefined;
      if (input.sourcePaymentReference) {
        const intent = (await call(() => stripe.paymentIntents.retrieve(input.sourcePaymentReference!))) as unknown as Intent;
        const charge = intent.latest_charge;
        sourceTransaction = typeof charge === "string" ? charge : (charge?.id ?? undefined);
      }
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amountInCents,
            currency: "usd",
            destination: input.destinationAccount,
            ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
            metadata: { purchaseItemId: input.metadata.purchaseItemId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    parseEvent(rawBody, signature): PaymentEvent {
      if (!signature) throw new PaymentSignatureError("The Stripe-Signature header is missing");
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS) as unknown as typeof event;
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : "The signature does not verify", { cause: error });
      }
      const types: Record<string, PaymentEvent["type"]> = {
        "payment_intent.succeeded": "payment.succeeded",
        "payment_intent.payment_failed": "payment.failed",
        "payment_intent.canceled": "payment.canceled",
      };
      const type = types[event.type] ?? "ignored";
      const intent = type === "ignored" ? null : (event.data.object as Intent);
      return {
        id: event.id,
        type,
        providerType: event.type,
        paymentReference: intent?.id ?? null,
        amountInCents: intent ? (intent.amount_received || intent.amount) : null,
        cartId: intent?.metadata?.["cartId"] ?? null,
        failureMessage: intent?.last_payment_error?.message ?? undefined,
        payload: JSON.parse(rawBody.toString("utf8")) as Record<string, unknown>,
      };
    },
  };
}
