import type { Database, Executor } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { PaymentPort } from "../../integrations/payments/payment-port.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { PurchaseItemsService } from "../purchase-items/index.ts";
import type { UsersService } from "../users/index.ts";
import type { WebhookInbox } from "../webhook-inbox/index.ts";
import type { CartsRepository } from "./carts.repository.ts";

/** The request behind a cart change, for the audit row. */
export type CartRequest = {
  id: string;
  ip: string;
  /** Aborts when the caller has gone (see clientGoneSignal). */
  signal?: AbortSignal;
};

/**
 * What every use case of the carts module runs with: built once by its manifest's `build` and passed
 * as the first argument (`checkout(ctx, input)`), with the module's repository, the ports it calls
 * and the other modules' services it uses.
 */
export type CartsContext = {
  db: Database;
  clock: Clock;
  payments: PaymentPort;
  repository: CartsRepository;
  /** The purchases a completed cart creates, and what the couple owns already. */
  purchaseItems: Pick<PurchaseItemsService, "listItemsOfBuyers" | "applyProviderChange" | "createPurchaseItems">;
  /** The attorney-services rule for a chosen attorney (licensed, offers the service, no conflict with the partner's). */
  attorneyChoice?: {
    attorneyChoiceProblem(
      executor: Executor,
      input: { beneficiaryId: string; attorneyId: string; serviceType: "REPRESENTATION" | "Q_A" },
    ): Promise<string | null>;
    /** The eligibility's maxRepresentationProductsUserCanPurchase (one rule in @prenup/domain for the screen and the cart). */
    maxRepresentationProducts?(executor: Executor, userId: string): Promise<number>;
  };
  /** Where the provider sends the buyer back after a redirect (the customer app's /payment/success). */
  customerAppUrl: string;
  audit: AuditRecorder;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /** The buyer's receipt, and their e-mail when part of a payment is refunded (the outbox, in the caller's transaction). */
  mail: Pick<MailPort, "enqueue" | "enqueueOnce">;
  /** The users module's names and e-mail of people. */
  people: Pick<UsersService, "findPeople">;
};
