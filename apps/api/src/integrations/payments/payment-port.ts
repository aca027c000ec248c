/**
 * The payment port: what the checkout, refund and payout services need from a payment provider.
 * Two adapters implement it — the embedded local gateway (`local.ts`, no network) and Stripe
 * (`stripe.ts`, the official SDK). Amounts are integer cents in USD. Every mutating call carries an
 * idempotency key derived from our own state, so a retried request never charges, refunds or
 * transfers twice. Card data never reaches this port: the browser turns it into a token (the local
 * gateway's test token, or a Stripe PaymentMethod id) before our server sees anything.
 */

import type { Executor } from "@prenup/db";
import type { ChargedCard, PaymentMethod } from "@prenup/domain";

/** CARD, KLARNA, AFTERPAY or CASHAPP (the domain's PAYMENT_METHODS). */
export type PaymentMethodKind = PaymentMethod;

/** Where a payment stands at the provider. */
export type PaymentAttemptStatus = "succeeded" | "requires_action" | "processing" | "failed" | "canceled";

export type CreatePaymentInput = {
  /** One key per checkout attempt of a cart: a retry of the same attempt returns the same payment. */
  idempotencyKey: string;
  amountInCents: number;
  method: PaymentMethodKind;
  /** The browser's token for the payment method (required for CARD; redirect methods have none). */
  paymentMethodToken?: string | undefined;
  /** Where the provider sends the buyer back after a redirect or an extra authentication step. */
  returnUrl: string;
  metadata: { cartId: string; userId: string };
};

export type PaymentAttempt = {
  /** The provider's id of the payment (a PaymentIntent id for Stripe). */
  reference: string;
  status: PaymentAttemptStatus;
  amountInCents: number;
  /** Why it failed, in words a buyer can read (the provider's decline message). */
  failureMessage?: string | undefined;
  /** Where to send the buyer (a redirect method, or a card needing authentication). */
  redirectUrl?: string | undefined;
  /** For providers whose browser library completes the step itself (Stripe's client secret). */
  clientSecret?: string | undefined;
  /** The card charged (brand and last four digits), when the method was a card and the provider says. */
  card?: ChargedCard | undefined;
};

export type RefundInput = {
  idempotencyKey: string;
  paymentReference: string;
  amountInCents: number;
  reason?: string | undefined;
};

export type TransferInput = {
  idempotencyKey: string;
  /** The law firm's connected account (LawFirm.stripeAccountId). */
  destinationAccount: string;
  amountInCents: number;
  /** The charge the money came from, when there is one (Stripe's source_transaction). */
  sourcePaymentReference?: string | undefined;
  metadata: { purchaseItemId: string };
};

/** A law firm's payout account (a Stripe Connect Express account), as its onboarding stands. */
export type PayoutAccount = {
  accountId: string;
  /** The firm finished the provider's onboarding form. */
  detailsSubmitted: boolean;
  /** The provider pays out to the firm's bank. */
  payoutsEnabled: boolean;
};

export type CreatePayoutAccountInput = {
  /** One per law firm: a retry returns the same account. */
  idempotencyKey: string;
  email: string | null;
  businessName: string;
  metadata: { lawFirmId: string };
};

export type OnboardingLinkInput = {
  accountId: string;
  /** Where the provider sends the firm when the link has expired or was used (a new link is made there). */
  refreshUrl: string;
  /** Where the provider sends the firm after the form (done or not: the status says). */
  returnUrl: string;
};

/** A provider event, read and verified; `ignored` for types the product does not act on. */
export type PaymentEvent = {
  /** The provider's event id: each is applied once (payment_events is unique on provider + id). */
  id: string;
  /**
   * `payment.refunded`: money went back at the provider (its dashboard, or a refund of ours), with
   * the charge's cumulative `refundedTotalInCents`; `payment.dispute-opened` / `payment.dispute-closed`:
   * the buyer disputed the charge with their bank (`dispute`).
   */
  type:
    | "payment.succeeded"
    | "payment.failed"
    | "payment.canceled"
    | "payment.refunded"
    | "payment.dispute-opened"
    | "payment.dispute-closed"
    | "ignored";
  /** The provider's own name for the event type (`payment_intent.succeeded`). */
  providerType: string;
  paymentReference: string | null;
  amountInCents: number | null;
  cartId: string | null;
  failureMessage?: string | undefined;
  /** payment.refunded: everything refunded on the charge so far (the provider's running total). */
  refundedTotalInCents?: number | undefined;
  /** The dispute events: the provider's dispute id, the amount disputed, and how it closed. */
  dispute?: { id: string; amountInCents: number; outcome: "open" | "won" | "lost" } | undefined;
  /** payment.succeeded: the card charged, when the event carries it (for a receipt). */
  card?: ChargedCard | undefined;
  payload: Record<string, unknown>;
};

/**
 * The caller's database transaction, for adapters that keep their ledger in our database (the
 * local gateway writes in it, so it never waits for a second connection while the caller holds a
 * row lock). Adapters that talk to a provider over the network ignore it.
 */
export type PaymentCallContext = { executor?: Executor | undefined };

export interface PaymentPort {
  /** "local" or "stripe": named in the start-up log and in payment_events.provider. */
  readonly name: "local" | "stripe";
  /** What the browser needs to collect a payment method. */
  readonly publicConfig: { provider: "local" | "stripe"; publishableKey: string | null };
  createPayment(input: CreatePaymentInput, context?: PaymentCallContext): Promise<PaymentAttempt>;
  retrievePayment(reference: string, context?: PaymentCallContext): Promise<PaymentAttempt>;
  refund(input: RefundInput, context?: PaymentCallContext): Promise<{ refundId: string }>;
  transfer(input: TransferInput, context?: PaymentCallContext): Promise<{ transferId: string }>;
  /** Creates the law firm's payout account (Connect Express), once per idempotency key. */
  createPayoutAccount(input: CreatePayoutAccountInput, context?: PaymentCallContext): Promise<{ accountId: string }>;
  /** A one-time link to the provider's onboarding form for the account. */
  createOnboardingLink(input: OnboardingLinkInput, context?: PaymentCallContext): Promise<{ url: string }>;
  /** Where the account's onboarding stands. */
  retrievePayoutAccount(accountId: string, context?: PaymentCallContext): Promise<PayoutAccount>;
  /**
   * Verifies and reads a webhook delivery over its raw body. Throws PaymentSignatureError when the
   * signature is missing, wrong or too old.
   */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** A webhook whose signature does not verify (forged, altered or stale). */
export class PaymentSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentSignatureError";
  }
}

/**
 * The provider could not be reached or refused the request for a reason that is not the buyer's
 * (bad configuration, an outage). `retryable` is true when trying again later may succeed.
 */
export class PaymentProviderError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "PaymentProviderError";
    this.retryable = options.retryable;
  }
}
