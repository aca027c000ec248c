import { findProductByType, type Database } from "@prenup/db";
import { agreementStage, documentFlags, DomainError, sharedProductPurchase, type UserProfileUpdate } from "@prenup/domain";
import { attorneyCallNoticeEmail } from "@prenup/emails";
import { DateTime } from "luxon";
import type { Clock } from "../../integrations/clock.ts";
import { IdentityUnavailableError, type IdentityAdminPort } from "../../integrations/identity/index.ts";
import type { JobDefinition, JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { AnswersService } from "../answers/index.ts";
import type { AuditRecorder, AuditRequest, AuditService } from "../audit/index.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { PurchaseItemsService } from "../purchase-items/index.ts";
import type { AdminEventsService } from "../scheduling/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AdminUserRecord, createAdminUsersRepository } from "./admin-users.repository.ts";
import type {
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  DuplicateDocumentsResponse,
  MarkPaidResponse,
  NotifyAttorneyResponse,
} from "./admin-users.schemas.ts";

/** The job that closes a deleted user's account at the identity provider (after the delete commits). */
export const CLOSE_IDENTITY_ACCOUNT_JOB = "close-identity-account";

export interface CloseIdentityAccountData {
  userId: string;
  externalId: string;
  email: string;
  /** The admin who deleted the user: the actor of the audit row the job writes. */
  adminId: string;
}

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

/** How the notice writes the call's start: in the call's own time zone (UTC when it has none). */
function callTime(startsAt: Date, timeZone: string | null): string {
  const zoned = DateTime.fromJSDate(startsAt, { zone: timeZone ?? "UTC" });
  return (zoned.isValid ? zoned : DateTime.fromJSDate(startsAt, { zone: "UTC" })).toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
}

function toRow(record: AdminUserRecord) {
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
              notarization: record.hasLiveNotarization ? { notarizationCompletedAt: record.notarizationCompletedAt } : null,
              stateAllowsOnlineNotary: false,
            }),
            hasLiveNotarization: record.hasLiveNotarization,
          }),
          hasAttorney: Boolean(record.documentAttorneyAId || record.documentAttorneyBId),
          respondent: record.documentUserAId === record.id ? "A" : "B",
          partner: record.partnerId
            ? { id: record.partnerId, email: record.partnerEmail!, firstName: record.partnerFirstName, lastName: record.partnerLastName }
            : null,
          createdAt: record.documentCreatedAt!.toISOString(),
        }
      : null,
    hasPaidDocument: record.hasPaidDocument,
  };
}

/** Only the fields that changed, as they were and as they became. */
function changedFields(before: Record<string, unknown>, changes: Record<string, unknown>) {
  const keys = Object.keys(changes).filter((key) => changes[key] !== undefined && before[key] !== changes[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, changes[key] ?? null])),
  };
}

export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, "findPeople" | "lockForAdmin" | "setAdminColumns">;
  documents: Pick<DocumentsService, "findActiveDocumentOfUser" | "lockDocument" | "lockDocumentsOfUser" | "deactivateOtherDocuments">;
  purchaseItems: Pick<PurchaseItemsService, "listItemsOfBuyers">;
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
}) {
  const { db, clock, users, documents, purchaseItems, audit, identity, answers, events, mail, repository } = deps;

  async function requireDetail(userId: string, executor: Parameters<typeof repository.findUser>[1] = db): Promise<AdminUserDetail> {
    const record = await repository.findUser(userId, executor);
    if (!record) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
    return toDetail(record);
  }

  return {
    /** A page of users: search (name, e-mail, id), type and paid filters, sorting; one statement. */
    async listUsers(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const records = await repository.listUsers(query);
      return { items: records.map(toRow), total: records[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    getUser: (userId: string) => requireDetail(userId),

    /** An admin's edit of profile fields (the same rules as the user's own edit), audited with before and after. */
    async updateUser(userId: string, changes: UserProfileUpdate, admin: { id: string }, request: AuditRequest): Promise<AdminUserDetail> {
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        const diff = changedFields(row as unknown as Record<string, unknown>, changes as Record<string, unknown>);
        if (Object.keys(diff.after).length > 0) {
          const now = clock.now();
          await users.setAdminColumns(tx, userId, { ...changes, updatedAt: now, updatedById: admin.id });
          await audit.record(tx, { actorId: admin.id, action: "user.update", entityType: "user", entityId: userId, subjectUserId: userId, ...diff, request, at: now });
        }
        return requireDetail(userId, tx);
      });
    },

    /**
     * Soft delete: the user row gets `deleted_at` (signing in answers ACCOUNT_CLOSED); the partner's
     * data, the agreement and the audit trail stay, and the e-mail is free for a new sign-up (users'
     * e-mails are unique among live rows only). Refused (409 USER_HAS_PAID_DOCUMENT) for a party of
     * an agreement with a purchase in force, and for the admin's own account.
     *
     * The identity account is closed by the `close-identity-account` job, enqueued in the delete's
     * own transaction: our database decides, the provider follows. If the provider is down the job
     * retries (backoff from 30 s, about two hours), and meanwhile the person is already refused by
     * the API (ACCOUNT_CLOSED) — the only cost of the delay is that the e-mail cannot sign up again
     * at the provider yet. The reverse order could close the provider's account for a delete that
     * then rolled back (a live user nobody can sign in as), so it is never called first. With no
     * identity admin configured, the delete says so in its audit row and nothing is enqueued.
     */
    async deleteUser(userId: string, admin: { id: string }, request: AuditRequest): Promise<void> {
      if (userId === admin.id) throw new DomainError("CANNOT_DELETE_SELF", ADMIN_USER_MESSAGES.deleteSelf);
      const closesIdentity = identity.configured && deps.jobs !== undefined;
      await db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        const record = await repository.findUser(userId, tx);
        if (record?.hasPaidDocument) throw new DomainError("USER_HAS_PAID_DOCUMENT", ADMIN_USER_MESSAGES.paidDocument);
        const now = clock.now();
        await users.setAdminColumns(tx, userId, { deletedAt: now, updatedAt: now, updatedById: admin.id });
        await audit.record(tx, {
          actorId: admin.id,
          action: "user.delete",
          entityType: "user",
          entityId: userId,
          subjectUserId: userId,
          documentId: record?.documentId ?? null,
          before: { deletedAt: null, email: row.email },
          after: { deletedAt: now.toISOString(), identityAccount: closesIdentity ? "closing" : `left open: ${identity.kind}` },
          request,
          at: now,
        });
        if (closesIdentity) {
          const data: CloseIdentityAccountData = { userId, externalId: row.externalId, email: row.email, adminId: admin.id };
          await deps.jobs!.enqueue(CLOSE_IDENTITY_ACCOUNT_JOB, data, { executor: tx });
        }
      });
    },

    /**
     * The job: asks the identity port to close the account (idempotent at the provider), then records
     * it in the user's trail. A rerun after a crash between the two closes nothing new and may add
     * the audit row a second time, never lose it.
     */
    closeIdentityAccountJob(): JobDefinition<CloseIdentityAccountData> {
      return {
        name: CLOSE_IDENTITY_ACCOUNT_JOB,
        retryLimit: 8,
        retryDelaySeconds: 30,
        expireInSeconds: 60,
        handle: async (data) => {
          await identity.closeAccount({ externalId: data.externalId, email: data.email });
          await db.transaction(async (tx) =>
            audit.record(tx, {
              actorId: data.adminId,
              action: "user.identity-account-closed",
              entityType: "user",
              entityId: data.userId,
              subjectUserId: data.userId,
              after: { via: identity.kind },
            }),
          );
        },
      };
    },

    /** No more reminder or marketing e-mails (the mail port suppresses them); idempotent. */
    async unsubscribe(userId: string, admin: { id: string }, request: AuditRequest): Promise<AdminUserDetail> {
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        if (!row.emailUnsubscribedAt) {
          const now = clock.now();
          await users.setAdminColumns(tx, userId, { emailUnsubscribedAt: now, updatedAt: now, updatedById: admin.id });
          await audit.record(tx, {
            actorId: admin.id,
            action: "user.unsubscribe",
            entityType: "user",
            entityId: userId,
            subjectUserId: userId,
            before: { emailUnsubscribedAt: null },
            after: { emailUnsubscribedAt: now.toISOString() },
            request,
            at: now,
          });
        }
        return requireDetail(userId, tx);
      });
    },

    /**
     * Asks the identity provider to e-mail the user a reset link (the identity port), then records
     * it. The provider's call cannot join our transaction: the audit row is written after it succeeded.
     */
    async sendPasswordReset(userId: string, admin: { id: string }, request: AuditRequest): Promise<{ sent: true; via: string }> {
      const row = await users.lockForAdmin(db, userId);
      if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      try {
        await identity.sendPasswordReset({ externalId: row.externalId, email: row.email });
      } catch (error) {
        if (error instanceof IdentityUnavailableError) throw new DomainError("IDENTITY_UNAVAILABLE", error.message);
        throw error;
      }
      await db.transaction(async (tx) =>
        audit.record(tx, {
          actorId: admin.id,
          action: "user.password-reset-email",
          entityType: "user",
          entityId: userId,
          subjectUserId: userId,
          after: { email: row.email, via: identity.kind },
          request,
        }),
      );
      return { sent: true, via: identity.kind };
    },

    /** The user's active agreements (more than one needs resolving), with what each holds. */
    async duplicateDocuments(userId: string): Promise<DuplicateDocumentsResponse> {
      const [person] = await users.findPeople([userId]);
      if (!person) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      const list = await repository.listActiveDocuments(userId);
      return { hasDuplicates: list.length > 1, documents: list };
    },

    /**
     * Keeps one active agreement and deactivates the user's others (their answers, purchases and
     * history stay with them), under the user's document lock, audited. Idempotent.
     */
    async resolveDuplicateDocuments(userId: string, keepDocumentId: string, admin: { id: string }, request: AuditRequest) {
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        await documents.lockDocumentsOfUser(userId, tx);
        const active = await repository.listActiveDocuments(userId, tx);
        if (!active.some((document) => document.id === keepDocumentId)) throw new DomainError("DOCUMENT_NOT_FOUND", ADMIN_USER_MESSAGES.notOwnDocument);
        const now = clock.now();
        const deactivated = await documents.deactivateOtherDocuments(tx, { userId, keepDocumentId, actorId: admin.id, now });
        if (deactivated.length > 0) {
          await audit.record(tx, {
            actorId: admin.id,
            action: "user.resolve-duplicate-documents",
            entityType: "user",
            entityId: userId,
            subjectUserId: userId,
            documentId: keepDocumentId,
            before: { activeDocumentIds: active.map((document) => document.id) },
            after: { keptDocumentId: keepDocumentId, deactivatedDocumentIds: deactivated },
            request,
            at: now,
          });
        }
        return { keptDocumentId: keepDocumentId, deactivatedDocumentIds: deactivated };
      });
    },

    /**
     * The attorney rules the user's answers trigger: the answers module's own answer to
     * GET /users/{id}/answers/attorney-restrictions (one rule, one place), for any user.
     */
    getAttorneyRestrictions: (userId: string) => answers.getAttorneyRestrictions(userId),

    /**
     * E-mails the attorney of one of the user's calls about it (template `attorney-call-notice`).
     * The mail is recorded in the outbox with its delivery job and the audit row in ONE transaction,
     * so the trail says "queued" exactly when the mail exists; the job delivers it after commit and
     * retries while the mail server refuses (the outbox row keeps the failure). Refused: an unknown
     * user (404 USER_NOT_FOUND), a call that is not this user's (404 EVENT_NOT_FOUND, the same answer
     * as a call that does not exist), an attorney whose account is closed (404 ATTORNEY_NOT_FOUND).
     */
    async notifyAttorneyOfEvent(userId: string, eventId: string, admin: { id: string }, request: AuditRequest): Promise<NotifyAttorneyResponse> {
      // The call and the e-mail are read and rendered before the transaction (rendering holds no
      // lock); the user's row lock is taken in the transaction that records the mail and the audit
      // row, so a delete of the user at the same moment waits for it or makes it answer 404.
      const found = await events.findEventForNotice(eventId);
      const event = found && found.userId === userId && !found.attorney.accountClosed ? found : null;
      const status = event ? (event.serviceCompletedAt ? "COMPLETED" : event.eventStatus) : null;
      const email =
        event && status
          ? await attorneyCallNoticeEmail({
              attorney: { firstName: event.attorney.firstName, lastName: event.attorney.lastName },
              client: event.customer,
              when: callTime(event.eventStartAt, event.timeZone),
              status,
              phoneNumber: event.locationType === "OUTBOUND_CALL" ? event.location : null,
              link: `${deps.attorneyAppUrl.replace(/\/$/, "")}/attorney/appointments`,
            })
          : null;
      return db.transaction(async (tx) => {
        const row = await users.lockForAdmin(tx, userId);
        if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
        if (!found || found.userId !== userId) throw new DomainError("EVENT_NOT_FOUND", ADMIN_USER_MESSAGES.eventNotFound);
        if (!event || !email || !status) throw new DomainError("ATTORNEY_NOT_FOUND", ADMIN_USER_MESSAGES.attorneyAccountClosed);
        const now = clock.now();
        const mailId = await mail.enqueue(
          { to: event.attorney.email, subject: email.subject, text: email.text, html: email.html, template: email.template, userId: event.attorney.id },
          tx,
        );
        await audit.record(tx, {
          actorId: admin.id,
          action: "user.notify-attorney-of-event",
          entityType: "event",
          entityId: event.id,
          subjectUserId: userId,
          documentId: event.documentId,
          after: { attorneyId: event.attorney.id, to: event.attorney.email, template: email.template, mailId, eventStatus: status },
          request,
          at: now,
        });
        return { queued: true as const, mailId, attorney: { id: event.attorney.id, email: event.attorney.email } };
      });
    },

    /** The user's audit trail: changes about them and changes they made, newest first. */
    async auditTrail(userId: string, page: { page: number; pageSize: number }) {
      const [person] = await users.findPeople([userId]);
      if (!person) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      return audit.listForUser(userId, page);
    },

    /**
     * Marks the prenup of the user's active agreement paid, as a successful checkout would (until
     * payments exist): a PAID cart without a payment method, a SUCCESSFUL PRENUP purchase item at the
     * product's price and no fee, and an audit-log row. Idempotent: when the prenup already counts as
     * paid, nothing is written and that purchase item is answered.
     */
    async markPaid(userId: string, admin: { id: string }, request: AuditRequest): Promise<MarkPaidResponse> {
      const [user] = await users.findPeople([userId]);
      if (!user) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
      return db.transaction(async (tx) => {
        const document = await documents.findActiveDocumentOfUser(userId, tx);
        if (!document) throw new DomainError("NO_DOCUMENT", ADMIN_USER_MESSAGES.noDocument);
        await documents.lockDocument(document.id, tx);
        const couple = [document.userAId, ...(document.userBId ? [document.userBId] : [])];
        const existing = sharedProductPurchase({
          productType: "PRENUP",
          purchaseItems: await purchaseItems.listItemsOfBuyers(couple, tx),
          document,
          userId,
        });
        if (existing) return { purchaseItemId: existing.id, alreadyPaid: true };
        const product = await findProductByType(tx, "PRENUP");
        const now = clock.now();
        const { purchaseItemId, cartId } = await repository.recordManualPrenupPayment(tx, {
          userId,
          documentId: document.id,
          product,
          adminId: admin.id,
          now,
        });
        await audit.record(tx, {
          actorId: admin.id,
          action: "user.mark-paid",
          entityType: "purchase_item",
          entityId: purchaseItemId,
          documentId: document.id,
          subjectUserId: userId,
          after: { userId, cartId, pricePaidInCents: product.priceInCents, paymentMethod: null },
          request,
          at: now,
        });
        return { purchaseItemId, alreadyPaid: false };
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
