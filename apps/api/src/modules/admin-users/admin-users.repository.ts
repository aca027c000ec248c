import type { Database, Executor } from "@prenup/db";
import type { AgreementKind } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import { activeDocuments } from "./active-documents.read-model.ts";
import { userRows } from "./user-rows.read-model.ts";
import type { SignedInUserRecord } from "../users/index.ts";
import type { AdminUsersQuery } from "./admin-users.schemas.ts";

/**
 * One row of the admin's read model of a user (see `userRows`): the users module's record without
 * the terms and the attorney, plus what the admin's table and page show.
 */
export type AdminUserRecord = Omit<SignedInUserRecord, "termsAgreedAt" | "attorney" | "deletedAt"> & {
  emailUnsubscribedAt: Date | null;
  paid: boolean;
  activeDocumentCount: number;
  hasPaidDocument: boolean;
  documentId: string | null;
  documentKind: AgreementKind | null;
  documentStateId: string | null;
  documentStateName: string | null;
  documentStatus: string | null;
  documentGeneratedAt: Date | null;
  documentReviewedAt: Date | null;
  documentFinalizedAt: Date | null;
  documentAttorneyAId: string | null;
  documentAttorneyBId: string | null;
  /** The agreement's live notarization: whether there is one, and when it completed. */
  hasLiveNotarization: boolean;
  notarizationCompletedAt: Date | null;
  documentCreatedAt: Date | null;
  documentUserAId: string | null;
  partnerId: string | null;
  partnerEmail: string | null;
  partnerFirstName: string | null;
  partnerLastName: string | null;
  total: number;
};

const SORT_COLUMNS: Record<AdminUsersQuery["sort"], SQL> = {
  createdAt: sql`b.created_at`,
  email: sql`lower(b.email)`,
  lastName: sql`lower(coalesce(b.last_name, ''))`,
  lastActiveAt: sql`b.last_active_at`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function normalize(row: Record<string, unknown>): AdminUserRecord {
  const record = row as unknown as AdminUserRecord;
  return {
    ...record,
    createdAt: toDate(record.createdAt as Date | string)!,
    lastActiveAt: toDate(record.lastActiveAt as Date | string | null),
    emailUnsubscribedAt: toDate(record.emailUnsubscribedAt as Date | string | null),
    documentCreatedAt: toDate(record.documentCreatedAt as Date | string | null),
    documentGeneratedAt: toDate(record.documentGeneratedAt as Date | string | null),
    documentReviewedAt: toDate(record.documentReviewedAt as Date | string | null),
    documentFinalizedAt: toDate(record.documentFinalizedAt as Date | string | null),
    notarizationCompletedAt: toDate(record.notarizationCompletedAt as Date | string | null),
  };
}

export function createAdminUsersRepository(db: Database) {
  return {
    /** A page of users (search, type and paid filters, sorting, pagination) in one statement. */
    async listUsers(query: AdminUsersQuery): Promise<AdminUserRecord[]> {
      const conditions: SQL[] = [sql`true`];
      const search = query.search?.trim();
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          UUID.test(search)
            ? sql`u.id = ${search}::uuid`
            : sql`(u.email ilike ${pattern} or concat_ws(' ', u.first_name, u.middle_name, u.last_name, u.suffix) ilike ${pattern})`,
        );
      }
      if (query.userType) conditions.push(sql`u.user_type = ${query.userType}`);
      const direction = query.order === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
      const result = await db.execute(
        userRows(sql.join(conditions, sql` and `), {
          paid: query.paid,
          orderBy: sql`${SORT_COLUMNS[query.sort]} ${direction}, b.id asc`,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
      );
      return (result.rows as Record<string, unknown>[]).map(normalize);
    },

    /**
     * The user's active agreements, newest first, in one statement: state, partner, both partners'
     * answer counts and live purchases, so the admin sees which one holds the work.
     */
    async listActiveDocuments(userId: string, executor: Executor = db) {
      const result = await activeDocuments(executor, userId);
      return (result.rows as Record<string, unknown>[]).map((row) => ({
        id: row["id"] as string,
        createdAt: toDate(row["createdAt"] as Date | string)!.toISOString(),
        status: row["status"] as string,
        stateName: (row["stateName"] as string | null) ?? null,
        respondent: row["respondent"] as "A" | "B",
        partner: row["partnerId"]
          ? {
              id: row["partnerId"] as string,
              email: row["partnerEmail"] as string,
              firstName: row["partnerFirstName"] as string | null,
              lastName: row["partnerLastName"] as string | null,
            }
          : null,
        answerCount: Number(row["answerCount"]),
        purchaseCount: Number(row["purchaseCount"]),
      }));
    },

    /** One live user in the same shape; null when there is none. */
    async findUser(userId: string, executor: Executor = db): Promise<AdminUserRecord | null> {
      const result = await executor.execute(userRows(sql`u.id = ${userId}::uuid`, {}));
      const row = (result.rows as Record<string, unknown>[])[0];
      return row ? normalize(row) : null;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
