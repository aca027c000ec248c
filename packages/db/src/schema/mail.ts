import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { users } from "./users.ts";

/**
 * The e-mail port's outbox: the API writes a row in the same transaction as the change that causes
 * the mail; a sender (SMTP, or the dev mailbox page locally) delivers it and sets `sentAt`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** The template's name (e.g. `partner-invite`) and the values it was rendered with. */
    template: text("template"),
    templateData: jsonb("template_data").$type<Record<string, unknown>>(),
    userId: uuid("user_id").references(() => users.id),
    sentAt: utc("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Set instead of sending: a reminder or marketing mail to a user who unsubscribed (never delivered). */
    suppressedAt: utc("suppressed_at"),
    /** A mail that goes at most once (e.g. `notarization-ready:<document>:<user>`): unique when set. */
    onceKey: text("once_key"),
    ...bookkeeping(),
  },
  (t) => [
    index("mail_outbox_unsent_idx").on(t.sentAt, t.createdAt),
    index("mail_outbox_to_idx").on(t.to),
    index("mail_outbox_user_idx").on(t.userId),
    uniqueIndex("mail_outbox_once_key_unique").on(t.onceKey).where(sql`once_key is not null`),
  ],
);
