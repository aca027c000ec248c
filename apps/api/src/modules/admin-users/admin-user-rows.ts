import type { Database, Executor } from "@prenup/db";
import { agreementStage, documentFlags, DomainError } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { IdentityAdminPort } from "../../integrations/identity/index.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { AnswersService } from "../answers/index.ts";
import type { AuditRecorder, AuditService } from "../audit/index.ts";
import type { CartsService } from "../carts/index.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { PurchaseItemsService } from "../purchase-items/index.ts";
import type { AdminEventsService } from "../scheduling/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AdminUserRecord, createAdminUsersRepository } from "./admin-users.repository.ts";
import type { AdminUserDetail } from "./admin-users.schemas.ts";

export const ADMIN_USER_MESSAGES = {
  userNotFound: "User not found",
  noDocument: "This user has no active agreement to mark as paid.",
  paidDocument:
    "This user is a party of an agreement with a purchase in force, so the account cannot be deleted. Refund the purchases first, or keep the account.",
  deleteSelf: "You cannot delete your own account.",
  notOwnDocument: "Choose one of this user's active agreements to keep.",
  eventNotFound: "This user has no such attorney call.",
  attorneyAccountClosed: "The attorney of this call has closed their account, so there is nobody to e-mail.",
} as const;

/** What the admin's user use cases are built from (the composition root provides it). */
export type AdminUsersDeps = {
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
  events: Pick<AdminEventsService, "findEventForNotice">;
  mail: MailPort;
  /** The attorney app's address, for the notice's link to the attorney's appointments. */
  attorneyAppUrl: string;
  repository: ReturnType<typeof createAdminUsersRepository>;
};

export function toRow(record: AdminUserRecord) {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    middleName: record.middleName,
    lastName: record.lastName,
    suffix: record.suffix,
    userType: record.userType,
    createdAt: record.createdAt.toISOString(),
    lastActiveAt: isoOrNull(record.lastActiveAt),
    paid: record.paid,
    activeDocumentCount: record.activeDocumentCount,
    emailUnsubscribedAt: isoOrNull(record.emailUnsubscribedAt),
  };
}

function toDetail(record: AdminUserRecord): AdminUserDetail {
  return {
    ...toRow(record),
    gender: record.gender,
    phoneNumber: record.phoneNumber,
    birthdate: record.birthdate,
    document: record.documentId
      ? {
          id: record.documentId,
          stateId: record.documentStateId,
          stateName: record.documentStateName,
          status: record.documentStatus ?? "NOT_APPROVED",
          stage: agreementStage({
            flags: documentFlags({
              document: {
                userAId: record.documentUserAId!,
                attorneyAId: record.documentAttorneyAId,
                attorneyBId: record.documentAttorneyBId,
                lastGeneratedAt: record.documentGeneratedAt,
                reviewedAt: record.documentReviewedAt,
                finalizedAt: record.documentFinalizedAt,
              },
              notarization: record.hasLiveNotarization
                ? { notarizationCompletedAt: record.notarizationCompletedAt }
                : null,
              stateAllowsOnlineNotary: false,
            }),
            hasLiveNotarization: record.hasLiveNotarization,
          }),
          hasAttorney: Boolean(record.documentAttorneyAId || record.documentAttorneyBId),
          respondent: record.documentUserAId === record.id ? "A" : "B",
          partner: record.partnerId
            ? {
                id: record.partnerId,
                email: record.partnerEmail!,
                firstName: record.partnerFirstName,
                lastName: record.partnerLastName,
              }
            : null,
          createdAt: record.documentCreatedAt!.toISOString(),
        }
      : null,
    hasPaidDocument: record.hasPaidDocument,
  };
}

/** Only the fields that changed, as they were and as they became. */
export function changedFields(before: Record<string, unknown>, changes: Record<string, unknown>) {
  const keys = Object.keys(changes).filter((key) => changes[key] !== undefined && before[key] !== changes[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, changes[key] ?? null])),
  };
}

/** The admin's read of one user, or 404 USER_NOT_FOUND. */
export function createRequireDetail(deps: Pick<AdminUsersDeps, "db" | "repository">) {
  return async function requireDetail(userId: string, executor: Executor = deps.db): Promise<AdminUserDetail> {
    const record = await deps.repository.findUser(userId, executor);
    if (!record) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
    return toDetail(record);
  };
}
