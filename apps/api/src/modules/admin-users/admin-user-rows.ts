import type { Executor } from "@prenup/db";
import { agreementStage, documentFlags, DomainError } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import type { AuditRecord } from "../audit/index.ts";
import type { UsersService } from "../users/index.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";
import type { AdminUserRecord } from "./admin-users.repository.ts";
import type { AdminUserDetail } from "./admin-users.schemas.ts";

/** A user as the admin's table lists them. */
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
    residenceState: record.residenceState,
    document: record.documentId
      ? {
          id: record.documentId,
          kind: record.documentKind ?? "PRENUP",
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

/** The admin's read of one user (in the caller's transaction when given), or 404 USER_NOT_FOUND. */
export async function requireDetail(
  ctx: Pick<AdminUsersContext, "db" | "repository">,
  userId: string,
  executor: Executor = ctx.db,
): Promise<AdminUserDetail> {
  const record = await ctx.repository.findUser(userId, executor);
  if (!record) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
  return toDetail(record);
}

/** The user's row locked for an admin's change (in the caller's transaction), or 404 USER_NOT_FOUND. */
export async function lockUserOrNotFound(ctx: Pick<AdminUsersContext, "users">, executor: Executor, userId: string) {
  const row = await ctx.users.lockForAdmin(executor, userId);
  if (!row) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
  return row;
}

/**
 * An admin's change of a user row, audited: sets `columns` (with the change time and the admin) and
 * records `audit` as the admin's `user.<action>` about that user, at the same time, in the caller's
 * transaction.
 */
export async function writeAdminUserChange(
  ctx: Pick<AdminUsersContext, "users" | "audit">,
  tx: Executor,
  change: {
    userId: string;
    admin: { id: string };
    columns: Omit<Parameters<UsersService["setAdminColumns"]>[2], "updatedAt" | "updatedById">;
    audit: Pick<AuditRecord, "action" | "documentId" | "before" | "after" | "request">;
    at: Date;
  },
): Promise<void> {
  const { userId, admin, at } = change;
  await ctx.users.setAdminColumns(tx, userId, { ...change.columns, updatedAt: at, updatedById: admin.id });
  await ctx.audit.record(tx, {
    actorId: admin.id,
    entityType: "user",
    entityId: userId,
    subjectUserId: userId,
    ...change.audit,
    at,
  });
}
