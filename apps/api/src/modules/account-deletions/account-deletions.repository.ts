import { accountDeletions, legalHolds, live, type Executor } from "@prenup/db";
import { ACCOUNT_DELETION_RESPONSE_DAYS, type AccountDeletionStatus } from "@prenup/domain";
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { personOf, type PersonOf } from "../users/users.queries.ts";

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
export type LegalHoldRow = typeof legalHolds.$inferSelect;

/** A request as the admin's list shows it, with the user's name and e-mail and the standing hold. */
export type AdminDeletionRow = {
  id: string;
  userId: string;
  status: AccountDeletionStatus;
  requestedAt: Date;
  dueAt: Date;
  respondBy: Date;
  completedAt: Date | null;
  withdrawnAt: Date | null;
  person: PersonOf | null;
  hold: { id: string; basis: string; placedAt: Date } | null;
};

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : toDate(value));

/** The standing hold of the user named by `userId` as one JSON value (null when none stands). */
const standingHoldOf = (userId: ReturnType<typeof sql>) => sql<{ id: string; basis: string; placedAt: string } | null>`(
  select json_build_object('id', h.id, 'basis', h.basis, 'placedAt', h.placed_at)
    from ${legalHolds} h
   where h.user_id = ${userId} and h.released_at is null and ${live("h")})`;

/** The queries of the module's own tables (`account_deletions`, `legal_holds`). */
export function createAccountDeletionsRepository() {
  return {
    /** The user's scheduled request (null when none), locked when `lock`. */
    async scheduledOf(executor: Executor, userId: string, lock = false): Promise<AccountDeletionRow | null> {
      const query = executor
        .select()
        .from(accountDeletions)
        .where(
          and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "SCHEDULED"), live(accountDeletions)),
        );
      const [row] = await (lock ? query.for("update") : query);
      return row ?? null;
    },

    /** The user's latest request, whatever its status (null when they never asked). */
    async latestOf(executor: Executor, userId: string): Promise<AccountDeletionRow | null> {
      const [row] = await executor
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), live(accountDeletions)))
        .orderBy(desc(accountDeletions.requestedAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Records a scheduled request; null when one is already scheduled for the user (the partial
     * unique index decides, so two requests at once record one).
     */
    async insertScheduled(
      executor: Executor,
      input: { userId: string; requestedAt: Date; dueAt: Date; emailWasUnsubscribed: boolean },
    ): Promise<AccountDeletionRow | null> {
      const [row] = await executor
        .insert(accountDeletions)
        .values({ ...input, status: "SCHEDULED", createdById: input.userId, updatedById: input.userId })
        .onConflictDoNothing({
          target: accountDeletions.userId,
          where: sql`${accountDeletions.status} = 'SCHEDULED' and ${live(accountDeletions)}`,
        })
        .returning();
      return row ?? null;
    },

    /** Moves a scheduled request to WITHDRAWN or COMPLETED; false when it was no longer scheduled. */
    async close(
      executor: Executor,
      id: string,
      change: { status: "WITHDRAWN"; withdrawnAt: Date; by: string } | { status: "COMPLETED"; completedAt: Date },
    ): Promise<boolean> {
      const rows = await executor
        .update(accountDeletions)
        .set(
          change.status === "WITHDRAWN"
            ? { status: "WITHDRAWN", withdrawnAt: change.withdrawnAt, updatedById: change.by }
            : { status: "COMPLETED", completedAt: change.completedAt },
        )
        .where(and(eq(accountDeletions.id, id), eq(accountDeletions.status, "SCHEDULED")))
        .returning({ id: accountDeletions.id });
      return rows.length === 1;
    },

    /** The ids of scheduled requests whose day has come and whose user has no standing hold. */
    async runnableIds(executor: Executor, now: Date): Promise<string[]> {
      const rows = await executor
        .select({ id: accountDeletions.id })
        .from(accountDeletions)
        .where(
          and(
            eq(accountDeletions.status, "SCHEDULED"),
            lte(accountDeletions.dueAt, now),
            live(accountDeletions),
            sql`${standingHoldOf(sql`${accountDeletions.userId}`)} is null`,
          ),
        )
        .orderBy(accountDeletions.dueAt);
      return rows.map((row) => row.id);
    },

    /** The request by id, locked for the deletion that carries it out. */
    async lock(executor: Executor, id: string): Promise<AccountDeletionRow | null> {
      const [row] = await executor
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.id, id), live(accountDeletions)))
        .for("update");
      return row ?? null;
    },

    /** The user's standing hold (null when none). */
    async standingHold(executor: Executor, userId: string): Promise<LegalHoldRow | null> {
      const [row] = await executor
        .select()
        .from(legalHolds)
        .where(and(eq(legalHolds.userId, userId), isNull(legalHolds.releasedAt), live(legalHolds)));
      return row ?? null;
    },

    /** Places a hold; null when one already stands (the partial unique index decides). */
    async insertHold(
      executor: Executor,
      input: { userId: string; basis: string; placedAt: Date; placedById: string },
    ): Promise<LegalHoldRow | null> {
      const [row] = await executor
        .insert(legalHolds)
        .values({ ...input, createdById: input.placedById, updatedById: input.placedById })
        .onConflictDoNothing({
          target: legalHolds.userId,
          where: sql`${legalHolds.releasedAt} is null and ${live(legalHolds)}`,
        })
        .returning();
      return row ?? null;
    },

    /** Lifts the user's standing hold with this id; null when no such hold stands. */
    async releaseHold(
      executor: Executor,
      input: { userId: string; holdId: string; at: Date; by: string },
    ): Promise<LegalHoldRow | null> {
      const [row] = await executor
        .update(legalHolds)
        .set({ releasedAt: input.at, releasedById: input.by, updatedById: input.by })
        .where(
          and(
            eq(legalHolds.id, input.holdId),
            eq(legalHolds.userId, input.userId),
            isNull(legalHolds.releasedAt),
            live(legalHolds),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * A page of requests, newest first, each with the user's name and standing hold, the page's
     * total, the open and held counts, and the median days to complete over every completed request
     * (one statement).
     */
    async adminPage(
      executor: Executor,
      query: { status?: AccountDeletionStatus; page: number; pageSize: number },
    ): Promise<{ rows: AdminDeletionRow[]; total: number; open: number; held: number; medianDays: number | null }> {
      const statusFilter = query.status ? sql`and d.status = ${query.status}` : sql``;
      const found = await executor.execute(sql`
        with requests as (
          select d.* from ${accountDeletions} d where ${live("d")}
        ), page as (
          select d.id, d.user_id as "userId", d.status, d.requested_at as "requestedAt", d.due_at as "dueAt",
                 d.requested_at + make_interval(days => ${ACCOUNT_DELETION_RESPONSE_DAYS}) as "respondBy",
                 d.completed_at as "completedAt", d.withdrawn_at as "withdrawnAt",
                 ${personOf(sql`d.user_id`)} as person, ${standingHoldOf(sql`d.user_id`)} as hold
            from requests d
           where true ${statusFilter}
           order by d.requested_at desc, d.id
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
        )
        select (select coalesce(json_agg(page), '[]'::json) from page) as rows,
               (select count(*)::int from requests d where true ${statusFilter}) as total,
               (select count(*)::int from requests d where d.status = 'SCHEDULED') as open,
               (select count(*)::int from requests d
                 where d.status = 'SCHEDULED' and ${standingHoldOf(sql`d.user_id`)} is not null) as held,
               (select percentile_cont(0.5) within group (
                         order by extract(epoch from d.completed_at - d.requested_at) / 86400)
                  from requests d where d.status = 'COMPLETED') as "medianDays"`);
      const [result] = found.rows as {
        rows: (Omit<
          AdminDeletionRow,
          "requestedAt" | "dueAt" | "respondBy" | "completedAt" | "withdrawnAt" | "hold"
        > & {
          requestedAt: string;
          dueAt: string;
          respondBy: string;
          completedAt: string | null;
          withdrawnAt: string | null;
          hold: { id: string; basis: string; placedAt: string } | null;
        })[];
        total: number;
        open: number;
        held: number;
        medianDays: number | string | null;
      }[];
      return {
        rows: result!.rows.map((row) => ({
          ...row,
          requestedAt: toDate(row.requestedAt),
          dueAt: toDate(row.dueAt),
          respondBy: toDate(row.respondBy),
          completedAt: toDateOrNull(row.completedAt),
          withdrawnAt: toDateOrNull(row.withdrawnAt),
          hold: row.hold ? { ...row.hold, placedAt: toDate(row.hold.placedAt) } : null,
        })),
        total: result!.total,
        open: result!.open,
        held: result!.held,
        medianDays: result!.medianDays === null ? null : Math.round(Number(result!.medianDays) * 10) / 10,
      };
    },
  };
}

export type AccountDeletionsRepository = ReturnType<typeof createAccountDeletionsRepository>;
