import {
  activeDocumentOf,
  documentParty,
  live,
  partnerOfUser,
  purchaseInForce,
  sharedProductPaid,
  sideOfUser,
  type Database,
  type Executor,
} from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
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

/**
 * The admin's read model of users, ONE statement for a page or for one user: the live user, their
 * active agreement (the newest, as the documents module picks it) with state and partner, the
 * number of active agreements, the agreement's stage facts (generation, review, finalization, its live
 * notarization), and two purchase facts. It reads tables other modules own and never
 * writes them (like the standing's read model).
 * - `paid` mirrors `sharedProductPurchase` of @prenup/domain for PRENUP: a live purchase (not
 *   deleted, not fully refunded) by either party, for this agreement or for none; without an
 *   agreement, the user's own made for no agreement (test/admin-users-paid-rule.test.ts ties the two
 *   on a matrix of purchases).
 * - `hasPaidDocument`: any live purchase of any product on any agreement the user is a party of.
 */
function userRows(where: SQL, options: { paid?: boolean | undefined; orderBy?: SQL; limit?: number; offset?: number }) {
  return sql`
    with base as (
      select u.id, u.email, u.first_name, u.middle_name, u.last_name, u.suffix, u.gender, u.phone_number, u.birthdate,
             u.user_type, u.created_at, u.last_active_at, u.email_unsubscribed_at,
             d.id as document_id, d.user_a_id, d.user_b_id, d.state_id, d.status, d.created_at as document_created_at,
             d.last_generated_at, d.reviewed_at, d.finalized_at, d.attorney_a_id, d.attorney_b_id,
             n.id is not null as has_live_notarization, n.notarization_completed_at,
             (select count(*)::int from documents dc
                where ${activeDocumentOf("dc", sql`u.id`)}) as active_document_count,
             ${sharedProductPaid("PRENUP", { document: "d", userId: sql`u.id` })} as paid,
             exists (
               select 1 from purchase_items pi join documents dp on dp.id = pi.document_id
               where ${purchaseInForce("pi")} and ${live("dp")} and ${documentParty("dp", sql`u.id`)}
             ) as has_paid_document
      from users u
      left join lateral (
        select da.id, da.user_a_id, da.user_b_id, da.state_id, da.status, da.created_at, da.last_generated_at, da.reviewed_at, da.finalized_at,
               da.attorney_a_id, da.attorney_b_id
        from documents da
        where ${activeDocumentOf("da", sql`u.id`)}
        order by da.created_at desc, da.id desc limit 1
      ) d on true
      left join lateral (
        select id, notarization_completed_at from notarizations
        where document_id = d.id and ${live()}
        order by created_at desc limit 1
      ) n on true
      where ${live("u")} and ${where}
    )
    select b.id, b.email, b.first_name as "firstName", b.middle_name as "middleName", b.last_name as "lastName", b.suffix,
           b.gender, b.phone_number as "phoneNumber", b.birthdate::text as birthdate, b.user_type as "userType",
           b.created_at as "createdAt", b.last_active_at as "lastActiveAt", b.email_unsubscribed_at as "emailUnsubscribedAt",
           b.paid, b.active_document_count as "activeDocumentCount", b.has_paid_document as "hasPaidDocument",
           b.document_id as "documentId", b.state_id as "documentStateId", s.name as "documentStateName", b.status as "documentStatus",
           b.document_created_at as "documentCreatedAt", b.user_a_id as "documentUserAId",
           b.last_generated_at as "documentGeneratedAt", b.reviewed_at as "documentReviewedAt", b.finalized_at as "documentFinalizedAt",
           b.attorney_a_id as "documentAttorneyAId", b.attorney_b_id as "documentAttorneyBId",
           b.has_live_notarization as "hasLiveNotarization", b.notarization_completed_at as "notarizationCompletedAt",
           partner.id as "partnerId", partner.email as "partnerEmail", partner.first_name as "partnerFirstName", partner.last_name as "partnerLastName",
           count(*) over ()::int as total
    from base b
    left join states s on s.id = b.state_id
    left join users partner on partner.id = ${partnerOfUser("b", sql`b.id`)}
    ${options.paid === undefined ? sql`` : sql`where b.paid = ${options.paid}`}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit} offset ${options.offset ?? 0}`}`;
}

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
      const result = await executor.execute(sql`
        select d.id, d.created_at as "createdAt", d.status, s.name as "stateName",
               ${sideOfUser("d", userId)} as respondent,
               p.id as "partnerId", p.email as "partnerEmail", p.first_name as "partnerFirstName", p.last_name as "partnerLastName",
               (select count(*)::int from answers a where a.document_id = d.id and ${live("a")}) as "answerCount",
               (select count(*)::int from purchase_items pi where pi.document_id = d.id and ${purchaseInForce("pi")}) as "purchaseCount"
        from documents d
        left join states s on s.id = d.state_id
        left join users p on p.id = ${partnerOfUser("d", userId)}
        where ${activeDocumentOf("d", userId)}
        order by d.created_at desc, d.id desc`);
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
