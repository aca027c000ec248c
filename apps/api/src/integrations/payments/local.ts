import { randomBytes } from "node:crypto";
import { localGatewayRecords, type Database, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import type {
  CreatePaymentInput,
  PaymentAttempt,
  PaymentAttemptStatus,
  PaymentEvent,
  PaymentPort,
  RefundInput,
  TransferInput,
} from "./payment-port.ts";
import { PaymentProviderError, PaymentSignatureError } from "./payment-port.ts";

/**
 * The embedded payment gateway: no network, a ledger in our own database. The customer app's
 * local payment form turns a test card number into one of these tokens in the browser, so card
 * numbers never reach the server:
 */
export const LOCAL_CARD_TOKENS = {
  /** 4242 4242 4242 4242 */
  success: "tok_local_success",
  /** 4000 0000 0000 0002 */
  decline: "tok_local_decline",
  /** 4000 0027 6000 3184: the buyer approves on the gateway's page first. */
  authenticate: "tok_local_authenticate",
} as const;

export const LOCAL_DECLINE_MESSAGE = "Your card was declined. Try another card or payment method.";
const UNKNOWN_CARD_MESSAGE = "This card is not one of the local gateway's test cards.";

/** The test card behind each token, as a provider reports a charged card (brand and last four digits). */
const LOCAL_TEST_CARDS: Readonly<Record<string, { brand: string; last4: string }>> = {
  [LOCAL_CARD_TOKENS.success]: { brand: "visa", last4: "4242" },
  [LOCAL_CARD_TOKENS.decline]: { brand: "visa", last4: "0002" },
  [LOCAL_CARD_TOKENS.authenticate]: { brand: "visa", last4: "3184" },
};

type LocalPaymentDetails = {
  method: string;
  /** The test card of a card payment. */
  card?: { brand: string; last4: string };
  returnUrl: string;
  metadata: { cartId: string; userId: string };
  failureMessage?: string;
  refundedInCents?: number;
};

function newReference(prefix: "lpi" | "lre" | "ltr" | "acct_local"): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export type LocalPaymentGateway = PaymentPort & {
  /** The page path where a redirect method or an authentication is approved or cancelled. */
  readonly redirectPath: (reference: string) => string;
  /** The buyer's decision on the gateway's page; answers the event to apply and where to return. */
  decide(reference: string, decision: "approve" | "cancel"): Promise<{ event: PaymentEvent; returnUrl: string } | null>;
  /** A payout account as the gateway's onboarding page shows it, or null. */
  describeAccount(
    accountId: string,
  ): Promise<{ businessName: string; detailsSubmitted: boolean; returnUrl: string | null } | null>;
  /** The firm completes the simulated onboarding: details submitted, payouts enabled. Answers where to return. */
  completeOnboarding(accountId: string): Promise<{ returnUrl: string | null } | null>;
  /** The onboarding page's path. */
  readonly onboardingPath: (accountId: string) => string;
  /** A pending payment as the gateway's page shows it, or null. */
  describe(
    reference: string,
  ): Promise<{ amountInCents: number; method: string; status: PaymentAttemptStatus; returnUrl: string } | null>;
};

/**
 * @param publicApiUrl the API's public address (the gateway's approval page is served by the API).
 */
export function createLocalPaymentGateway(deps: { db: Database; publicApiUrl: string }): LocalPaymentGateway {
  const { db } = deps;
  const redirectPath = (reference: string) => `/payments/local/${reference}`;
  const onboardingPath = (accountId: string) => `/payments/local/accounts/${accountId}/onboarding`;

  type AccountDetails = {
    businessName: string;
    email: string | null;
    metadata: { lawFirmId: string };
    detailsSubmitted: boolean;
    payoutsEnabled: boolean;
    returnUrl: string | null;
  };

  async function findAccount(accountId: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(localGatewayRecords)
      .where(and(eq(localGatewayRecords.kind, "account"), eq(localGatewayRecords.reference, accountId)));
    return row;
  }

  function toAttempt(row: typeof localGatewayRecords.$inferSelect): PaymentAttempt {
    const details = row.details as LocalPaymentDetails;
    const status = row.status as PaymentAttemptStatus;
    return {
      reference: row.reference,
      status,
      amountInCents: row.amountInCents,
      ...(details.failureMessage ? { failureMessage: details.failureMessage } : {}),
      ...(status === "requires_action" ? { redirectUrl: `${deps.publicApiUrl}${redirectPath(row.reference)}` } : {}),
      ...(status === "succeeded" && details.card ? { card: details.card } : {}),
    };
  }

  async function findByKey(
    executor: Executor,
    kind: "payment" | "refund" | "transfer" | "account",
    idempotencyKey: string,
  ) {
    const [row] = await executor
      .select()
      .from(localGatewayRecords)
      .where(and(eq(localGatewayRecords.kind, kind), eq(localGatewayRecords.idempotencyKey, idempotencyKey)));
    return row;
  }

  /** Inserts once per (kind, key); a concurrent or repeated call reads the first record. */
  async function recordOnce(executor: Executor, values: typeof localGatewayRecords.$inferInsert) {
    const [inserted] = await executor.insert(localGatewayRecords).values(values).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const existing = await findByKey(executor, values.kind, values.idempotencyKey);
    if (!existing)
      throw new PaymentProviderError("The local gateway lost a record it had just written", { retryable: true });
    return existing;
  }

  async function findPayment(reference: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(localGatewayRecords)
      .where(and(eq(localGatewayRecords.kind, "payment"), eq(localGatewayRecords.reference, reference)));
    return row;
  }

  function outcomeOf(input: CreatePaymentInput): { status: PaymentAttemptStatus; failureMessage?: string } {
    if (input.method !== "CARD") return { status: "requires_action" };
    switch (input.paymentMethodToken) {
      case LOCAL_CARD_TOKENS.success:
        return { status: "succeeded" };
      case LOCAL_CARD_TOKENS.authenticate:
        return { status: "requires_action" };
      case LOCAL_CARD_TOKENS.decline:
        return { status: "failed", failureMessage: LOCAL_DECLINE_MESSAGE };
      default:
        return { status: "failed", failureMessage: UNKNOWN_CARD_MESSAGE };
    }
  }

  return {
    name: "local",
    publicConfig: { provider: "local", publishableKey: null },
    redirectPath,

    async createPayment(input, context) {
      const outcome = outcomeOf(input);
      const card =
        input.method === "CARD" && input.paymentMethodToken ? LOCAL_TEST_CARDS[input.paymentMethodToken] : undefined;
      const details: LocalPaymentDetails = {
        method: input.method,
        ...(card ? { card } : {}),
        returnUrl: input.returnUrl,
        metadata: input.metadata,
        ...(outcome.failureMessage ? { failureMessage: outcome.failureMessage } : {}),
      };
      const row = await recordOnce(context?.executor ?? db, {
        reference: newReference("lpi"),
        kind: "payment",
        idempotencyKey: input.idempotencyKey,
        status: outcome.status,
        amountInCents: input.amountInCents,
        details,
      });
      return toAttempt(row);
    },

    async retrievePayment(reference, context) {
      const row = await findPayment(reference, context?.executor);
      if (!row) throw new PaymentProviderError(`The local gateway has no payment ${reference}`, { retryable: false });
      return toAttempt(row);
    },

    async refund(input: RefundInput, context) {
      const executor = context?.executor ?? db;
      const existing = await findByKey(executor, "refund", input.idempotencyKey);
      if (existing) return { refundId: existing.reference };
      const inTransaction = async (tx: Executor) => {
        const [payment] = await tx
          .select()
          .from(localGatewayRecords)
          .where(
            and(eq(localGatewayRecords.kind, "payment"), eq(localGatewayRecords.reference, input.paymentReference)),
          )
          .for("update");
        if (!payment || payment.status !== "succeeded") {
          throw new PaymentProviderError(`The local gateway has no successful payment ${input.paymentReference}`, {
            retryable: false,
          });
        }
        const details = payment.details as LocalPaymentDetails;
        const refunded = details.refundedInCents ?? 0;
        if (input.amountInCents <= 0 || refunded + input.amountInCents > payment.amountInCents) {
          throw new PaymentProviderError(
            `Refund of ${input.amountInCents} cents exceeds what is left of payment ${payment.reference} (${payment.amountInCents - refunded})`,
            { retryable: false },
          );
        }
        const [row] = await tx
          .insert(localGatewayRecords)
          .values({
            reference: newReference("lre"),
            kind: "refund",
            idempotencyKey: input.idempotencyKey,
            status: "succeeded",
            amountInCents: input.amountInCents,
            details: { paymentReference: payment.reference, reason: input.reason ?? null },
          })
          .returning();
        await tx
          .update(localGatewayRecords)
          .set({ details: { ...details, refundedInCents: refunded + input.amountInCents }, updatedAt: new Date() })
          .where(eq(localGatewayRecords.id, payment.id));
        return { refundId: row!.reference };
      };
      return context?.executor ? inTransaction(context.executor) : db.transaction(inTransaction);
    },

    async transfer(input: TransferInput, context) {
      const row = await recordOnce(context?.executor ?? db, {
        reference: newReference("ltr"),
        kind: "transfer",
        idempotencyKey: input.idempotencyKey,
        status: "succeeded",
        amountInCents: input.amountInCents,
        details: {
          destination: input.destinationAccount,
          sourcePaymentReference: input.sourcePaymentReference ?? null,
          metadata: input.metadata,
        },
      });
      return { transferId: row.reference };
    },

    onboardingPath,

    async createPayoutAccount(input, context) {
      const details: AccountDetails = {
        businessName: input.businessName,
        email: input.email,
        metadata: input.metadata,
        detailsSubmitted: false,
        payoutsEnabled: false,
        returnUrl: null,
      };
      const row = await recordOnce(context?.executor ?? db, {
        reference: newReference("acct_local"),
        kind: "account",
        idempotencyKey: input.idempotencyKey,
        status: "pending",
        amountInCents: 0,
        details,
      });
      return { accountId: row.reference };
    },

    async createOnboardingLink(input, context) {
      const executor = context?.executor ?? db;
      const row = await findAccount(input.accountId, executor);
      if (!row) throw new PaymentProviderError(`No such account: ${input.accountId}`, { retryable: false });
      await executor
        .update(localGatewayRecords)
        .set({ details: { ...(row.details as AccountDetails), returnUrl: input.returnUrl }, updatedAt: new Date() })
        .where(eq(localGatewayRecords.id, row.id));
      return { url: `${deps.publicApiUrl}${onboardingPath(input.accountId)}` };
    },

    async retrievePayoutAccount(accountId, context) {
      const row = await findAccount(accountId, context?.executor ?? db);
      if (!row) throw new PaymentProviderError(`No such account: ${accountId}`, { retryable: false });
      const details = row.details as AccountDetails;
      return { accountId, detailsSubmitted: details.detailsSubmitted, payoutsEnabled: details.payoutsEnabled };
    },

    async describeAccount(accountId) {
      const row = await findAccount(accountId);
      if (!row) return null;
      const details = row.details as AccountDetails;
      return {
        businessName: details.businessName,
        detailsSubmitted: details.detailsSubmitted,
        returnUrl: details.returnUrl,
      };
    },

    async completeOnboarding(accountId) {
      const row = await findAccount(accountId);
      if (!row) return null;
      const details = row.details as AccountDetails;
      await db
        .update(localGatewayRecords)
        .set({
          status: "enabled",
          details: { ...details, detailsSubmitted: true, payoutsEnabled: true },
          updatedAt: new Date(),
        })
        .where(eq(localGatewayRecords.id, row.id));
      return { returnUrl: details.returnUrl };
    },

    parseEvent(): PaymentEvent {
      // The local gateway delivers its events in-process (see `decide`); nothing arrives over HTTP.
      throw new PaymentSignatureError("The local gateway does not accept webhooks");
    },

    async describe(reference) {
      const row = await findPayment(reference);
      if (!row) return null;
      const details = row.details as LocalPaymentDetails;
      return {
        amountInCents: row.amountInCents,
        method: details.method,
        status: row.status as PaymentAttemptStatus,
        returnUrl: details.returnUrl,
      };
    },

    async decide(reference, decision) {
      const row = await findPayment(reference);
      if (!row) return null;
      const details = row.details as LocalPaymentDetails;
      // Only a pending payment moves; a second press (or a race with the other button) answers
      // whatever was decided first.
      let status = row.status as PaymentAttemptStatus;
      if (row.status === "requires_action") {
        const [updated] = await db
          .update(localGatewayRecords)
          .set({ status: decision === "approve" ? "succeeded" : "canceled", updatedAt: new Date() })
          .where(and(eq(localGatewayRecords.id, row.id), eq(localGatewayRecords.status, "requires_action")))
          .returning({ status: localGatewayRecords.status });
        status = (updated?.status ?? (await findPayment(reference))?.status ?? status) as PaymentAttemptStatus;
      }
      const event: PaymentEvent = {
        id: `lev_${reference}_${status}`,
        type:
          status === "succeeded"
            ? "payment.succeeded"
            : status === "failed"
              ? "payment.failed"
              : status === "canceled"
                ? "payment.canceled"
                : "ignored",
        providerType: `local.payment.${status}`,
        paymentReference: reference,
        amountInCents: row.amountInCents,
        cartId: details.metadata.cartId,
        ...(status === "succeeded" && details.card ? { card: details.card } : {}),
        payload: { reference, status, amountInCents: row.amountInCents, method: details.method },
      };
      return { event, returnUrl: details.returnUrl };
    },
  };
}
