import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { IdentityAdminPort } from "../../integrations/identity/index.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AnswersService } from "../answers/index.ts";
import type { AuditRecorder, AuditService } from "../audit/index.ts";
import type { CartsService } from "../carts/index.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { PurchaseItemsService } from "../purchase-items/index.ts";
import type { SchedulingService } from "../scheduling/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AdminUsersRepository } from "./admin-users.repository.ts";

/**
 * What every use case of the admin-users module runs with: built once by its manifest's `build` and
 * passed as the first argument (`markPaid(ctx, userId, admin, request)`). Writes to users go through
 * the users module, to documents through the documents module, payments through the carts module.
 */
export type AdminUsersContext = {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, "findPeople" | "lockForAdmin" | "setAdminColumns">;
  documents: Pick<
    DocumentsService,
    "findActiveDocumentOfUser" | "lockDocument" | "lockDocumentsOfUser" | "deactivateOtherDocuments"
  >;
  purchaseItems: Pick<PurchaseItemsService, "listItemsOfBuyers">;
  /** The admin's mark-paid is a payment recorded outside the gateway. */
  carts: Pick<CartsService, "recordOutsidePayment">;
  audit: AuditRecorder & Pick<AuditService, "listForUser">;
  identity: IdentityAdminPort;
  /** Closing a deleted user's identity account runs as a job enqueued in the delete's transaction. */
  jobs?: Pick<JobQueue, "enqueue">;
  answers: Pick<AnswersService, "getAttorneyRestrictions">;
  /** The call an admin's notice is about (the scheduling module's read). */
  events: Pick<SchedulingService, "findEventForNotice">;
  mail: MailPort;
  /** The attorney app's address, for the notice's link to the attorney's appointments. */
  attorneyAppUrl: string;
  repository: AdminUsersRepository;
};
