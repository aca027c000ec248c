import { sql } from "drizzle-orm";
import { ACCOUNT_DELETION_STATUSES } from "@prenup/domain";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { users } from "./users.ts";

/**
 * A user's request to delete their own account (the account-deletions module): SCHEDULED until
 * `due_at` (30 days after the request), WITHDRAWN when the user cancels it, COMPLETED when the job
 * carried it out. At most one SCHEDULED request per user. The rows stay after completion: the log of
 * requests privacy law asks for (24 months).
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ACCOUNT_DELETION_STATUSES }).notNull().default("SCHEDULED"),
    requestedAt: utc("requested_at").notNull(),
    dueAt: utc("due_at").notNull(),
    /** Whether the user had already turned e-mail off before the request (a withdrawal restores it as it was). */
    emailWasUnsubscribed: boolean("email_was_unsubscribed").notNull().default(false),
    withdrawnAt: utc("withdrawn_at"),
    completedAt: utc("completed_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("account_deletions_user_idx").on(t.userId),
    index("account_deletions_due_idx").on(t.dueAt).where(sql`${t.status} = 'SCHEDULED'`),
    uniqueIndex("account_deletions_one_scheduled")
      .on(t.userId)
      .where(sql`${t.status} = 'SCHEDULED' and ${t.deletedAt} is null`),
    check("account_deletions_status", sql`${t.status} in ('SCHEDULED', 'WITHDRAWN', 'COMPLETED')`),
  ],
);

/**
 * An admin's legal hold on an account (a dispute, a subpoena): while one stands (`released_at` null)
 * the account's deletion waits. At most one standing hold per user.
 */
export const legalHolds = pgTable(
  "legal_holds",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Why the account is held, in words the user is shown. */
    basis: text("basis").notNull(),
    placedAt: utc("placed_at").notNull(),
    placedById: uuid("placed_by_id")
      .notNull()
      .references(() => users.id),
    releasedAt: utc("released_at"),
    releasedById: uuid("released_by_id").references(() => users.id),
    ...bookkeeping(),
  },
  (t) => [
    index("legal_holds_user_idx").on(t.userId),
    uniqueIndex("legal_holds_one_standing").on(t.userId).where(sql`${t.releasedAt} is null and ${t.deletedAt} is null`),
  ],
);
