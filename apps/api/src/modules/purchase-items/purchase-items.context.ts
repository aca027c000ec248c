import type { Database, Executor } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { PaymentPort } from "../../integrations/payments/payment-port.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { PurchaseItemsRepository } from "./purchase-items.repository.ts";

/** The request behind an admin's change, for the audit row. */
export type PurchaseRequest = { id: string; ip: string };

/** What choosing an attorney for a service needs from other modules (its manifest's `build` provides it). */
export type AttorneyAssignmentHooks = {
  /** The refusal message when the attorney may not serve this purchase's owner, or null. */
  attorneyChoiceProblem(
    executor: Executor,
    input: { beneficiaryId: string; attorneyId: string; serviceType: "REPRESENTATION" | "Q_A" },
  ): Promise<string | null>;
  /** Sets the representing attorney on the user's side of the agreement; false when another holds it. */
  assignRepresentingAttorney(
    input: { documentId: string; userId: string; attorneyId: string; actorId: string; now: Date },
    executor: Executor,
  ): Promise<boolean>;
};

/**
 * What every use case of the purchase-items module runs with: built once by its manifest's `build`
 * and passed as the first argument (`refundPurchaseItem(ctx, itemId, body, admin, request)`).
 */
export type PurchaseItemsContext = {
  db: Database;
  clock: Clock;
  payments: PaymentPort;
  repository: PurchaseItemsRepository;
  users: {
    findPeople(userIds: readonly string[], executor?: Executor): Promise<{ id: string; email: string | null }[]>;
  };
  /** The payer's refund receipt (the outbox, in the refund's transaction); none without it. */
  mail?: Pick<MailPort, "enqueueOnce">;
  /** The customer app's address, for the receipt's link to the purchase. */
  customerAppUrl?: string;
  audit: AuditRecorder;
  /** The attorney-services rules on the attorney chosen, and the documents module's assignment of a representing attorney. */
  attorneyAssignment: AttorneyAssignmentHooks;
};
