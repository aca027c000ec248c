import { aftercarePlans, live, type Database, type Executor } from "@prenup/db";
import type { AftercareEvent, AftercarePlan } from "@prenup/domain";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { signedRecordOf, type SignedRecord } from "../agreement/agreement.queries.ts";

/** A spouse's live plan as stored. */
export type StoredAftercarePlan = AftercarePlan & {
  id: string;
  nextReminderOn: string | null;
  lastReminderOn: string | null;
  optedInAt: Date;
};

/** A plan with a reminder due by a day, with its agreement's signed record. */
export type DueAftercarePlan = StoredAftercarePlan & {
  documentId: string;
  userId: string;
  signedRecord: SignedRecord | null;
};

const planColumns = {
  id: aftercarePlans.id,
  events: aftercarePlans.events,
  reviewEveryYears: aftercarePlans.reviewEveryYears,
  sunsetReminder: aftercarePlans.sunsetReminder,
  nextReminderOn: aftercarePlans.nextReminderOn,
  lastReminderOn: aftercarePlans.lastReminderOn,
  optedInAt: aftercarePlans.createdAt,
};

type PlanRow = {
  id: string;
  events: string[];
  reviewEveryYears: number | null;
  sunsetReminder: boolean;
  nextReminderOn: string | null;
  lastReminderOn: string | null;
  optedInAt: Date;
};

const toPlan = (row: PlanRow): StoredAftercarePlan => ({
  ...row,
  events: row.events as AftercareEvent[],
  reviewEveryYears: row.reviewEveryYears as AftercarePlan["reviewEveryYears"],
});

const livePlanOf = (documentId: string, userId: string) =>
  and(eq(aftercarePlans.documentId, documentId), eq(aftercarePlans.userId, userId), live(aftercarePlans));

export function createAftercareRepository(db: Database) {
  return {
    /** The spouse's live plan (null: none) and the agreement's signed record, in one statement. */
    async planAndRecord(
      documentId: string,
      userId: string,
    ): Promise<{ plan: StoredAftercarePlan | null; signedRecord: SignedRecord | null }> {
      const { rows } = await db.execute<{ signed_record: SignedRecord | null; plan: PlanRow | null }>(
        sql`select ${signedRecordOf(sql`${documentId}::uuid`)} as signed_record,
          (select json_build_object('id', p.id, 'events', p.events, 'reviewEveryYears', p.review_every_years,
              'sunsetReminder', p.sunset_reminder, 'nextReminderOn', p.next_reminder_on,
              'lastReminderOn', p.last_reminder_on, 'optedInAt', p.created_at)
            from ${aftercarePlans} p
            where p.document_id = ${documentId}::uuid and p.user_id = ${userId}::uuid and ${live("p")}) as plan`,
      );
      const row = rows[0];
      const plan = row?.plan ? toPlan({ ...row.plan, optedInAt: new Date(row.plan.optedInAt) }) : null;
      return { plan, signedRecord: row?.signed_record ?? null };
    },

    /**
     * Writes the spouse's plan (a new one, or the live one changed), in one statement: the live-plan
     * index makes two saves at once one row. The last reminder sent is kept across a change.
     */
    async savePlan(
      executor: Executor,
      input: { documentId: string; userId: string; plan: AftercarePlan; nextReminderOn: string | null; at: Date },
    ): Promise<StoredAftercarePlan> {
      const values = {
        events: [...input.plan.events],
        reviewEveryYears: input.plan.reviewEveryYears,
        sunsetReminder: input.plan.sunsetReminder,
        nextReminderOn: input.nextReminderOn,
      };
      const [row] = await executor
        .insert(aftercarePlans)
        .values({
          documentId: input.documentId,
          userId: input.userId,
          ...values,
          createdAt: input.at,
          updatedAt: input.at,
          createdById: input.userId,
          updatedById: input.userId,
        })
        .onConflictDoUpdate({
          target: [aftercarePlans.documentId, aftercarePlans.userId],
          targetWhere: live(aftercarePlans),
          set: { ...values, updatedAt: input.at, updatedById: input.userId },
        })
        .returning(planColumns);
      return toPlan(row!);
    },

    /** Turns the spouse's reminders off (the live plan deleted, soft); false when there was none. */
    async stopPlan(input: { documentId: string; userId: string; at: Date }): Promise<boolean> {
      const rows = await db
        .update(aftercarePlans)
        .set({ deletedAt: input.at, updatedAt: input.at, updatedById: input.userId })
        .where(livePlanOf(input.documentId, input.userId))
        .returning({ id: aftercarePlans.id });
      return rows.length > 0;
    },

    /** Live plans whose next reminder falls on or before `day`, earliest first, with their signed record. */
    async duePlans(day: string, limit: number): Promise<DueAftercarePlan[]> {
      const rows = await db
        .select({
          ...planColumns,
          documentId: aftercarePlans.documentId,
          userId: aftercarePlans.userId,
          signedRecord: signedRecordOf(aftercarePlans.documentId),
        })
        .from(aftercarePlans)
        .where(and(live(aftercarePlans), lte(aftercarePlans.nextReminderOn, day)))
        .orderBy(asc(aftercarePlans.nextReminderOn), asc(aftercarePlans.id))
        .limit(limit);
      return rows.map((row) => ({
        ...toPlan(row),
        documentId: row.documentId,
        userId: row.userId,
        signedRecord: row.signedRecord,
      }));
    },

    /**
     * Moves a plan to its next reminder, in `executor`, only if it still waits for `expected` (a
     * second sweep finds it moved and does nothing); `sentOn` stamps a reminder sent. True when moved.
     */
    async advance(
      executor: Executor,
      input: { id: string; expected: string; nextReminderOn: string | null; sentOn: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await executor
        .update(aftercarePlans)
        .set({
          nextReminderOn: input.nextReminderOn,
          ...(input.sentOn ? { lastReminderOn: input.sentOn } : {}),
          updatedAt: input.at,
        })
        .where(
          and(eq(aftercarePlans.id, input.id), eq(aftercarePlans.nextReminderOn, input.expected), live(aftercarePlans)),
        )
        .returning({ id: aftercarePlans.id });
      return rows.length > 0;
    },

    /** Deletes the user's plans (their account's deletion: aftercare reminders are DELETED). */
    async deletePlansOf(executor: Executor, userId: string): Promise<void> {
      await executor.delete(aftercarePlans).where(eq(aftercarePlans.userId, userId));
    },
  };
}

export type AftercareRepository = ReturnType<typeof createAftercareRepository>;
