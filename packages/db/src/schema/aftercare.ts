import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { users } from "./users.ts";

/**
 * A spouse's aftercare reminders for a signed agreement (the aftercare module): the life events a
 * check-in asks about (`AFTERCARE_EVENTS` of @prenup/domain), how many years apart the check-ins
 * are (null: yearly when events are chosen, else none), and whether to be reminded before the
 * sunset date. `next_reminder_on` is the day the next reminder is due (null: none left), which the
 * daily job looks for; `last_reminder_on` the day the last went out. One live plan per spouse and
 * document (a partial unique index); turning reminders off deletes it (soft).
 */
export const aftercarePlans = pgTable(
  "aftercare_plans",
  {
    id: id(),
    documentId: documentIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    events: text("events").array().notNull().default(sql`'{}'::text[]`),
    reviewEveryYears: smallint("review_every_years"),
    sunsetReminder: boolean("sunset_reminder").notNull(),
    nextReminderOn: date("next_reminder_on", { mode: "string" }),
    lastReminderOn: date("last_reminder_on", { mode: "string" }),
    ...bookkeeping(),
  },
  (t) => [
    index("aftercare_plans_user_idx").on(t.userId),
    uniqueIndex("aftercare_plans_one_live").on(t.documentId, t.userId).where(sql`${t.deletedAt} is null`),
    index("aftercare_plans_due_idx")
      .on(t.nextReminderOn)
      .where(sql`${t.deletedAt} is null and ${t.nextReminderOn} is not null`),
    check("aftercare_plans_review_years", sql`${t.reviewEveryYears} in (1, 2, 3, 5, 10)`),
  ],
);

export type AftercarePlanRow = typeof aftercarePlans.$inferSelect;
