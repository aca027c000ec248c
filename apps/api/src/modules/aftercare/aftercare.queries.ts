import { aftercarePlans, live, type Executor } from "@prenup/db";
import { and, asc, eq } from "drizzle-orm";

/**
 * What other modules ask of aftercare (DESIGN.md, "Data ownership"): a user's own reminders, for
 * their copy of their data.
 */

/** A user's live aftercare plan on one of their agreements. */
export type OwnAftercarePlanRow = {
  documentId: string;
  events: string[];
  reviewEveryYears: number | null;
  sunsetReminder: boolean;
  nextReminderOn: string | null;
  lastReminderOn: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The user's live plans, oldest first (one statement). */
export async function ownAftercarePlansOf(executor: Executor, userId: string): Promise<OwnAftercarePlanRow[]> {
  return executor
    .select({
      documentId: aftercarePlans.documentId,
      events: aftercarePlans.events,
      reviewEveryYears: aftercarePlans.reviewEveryYears,
      sunsetReminder: aftercarePlans.sunsetReminder,
      nextReminderOn: aftercarePlans.nextReminderOn,
      lastReminderOn: aftercarePlans.lastReminderOn,
      createdAt: aftercarePlans.createdAt,
      updatedAt: aftercarePlans.updatedAt,
    })
    .from(aftercarePlans)
    .where(and(eq(aftercarePlans.userId, userId), live(aftercarePlans)))
    .orderBy(asc(aftercarePlans.createdAt), asc(aftercarePlans.id));
}
