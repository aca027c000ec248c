import { mailOutbox, users, type Database, type Executor } from "@prenup/db";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { MailMessage, MailPort } from "./mail-port.ts";

/** The `mail_outbox` table as the mail adapters and the dev mailbox use it. */
export function createOutboxStore(db: Database, clock: Clock) {
  return {
    async insert(message: MailMessage, executor: Executor = db): Promise<string> {
      const now = clock.now();
      // Reminders and marketing honour an unsubscribe: the row is kept (what would have gone) but suppressed.
      const optional = message.category === "reminder" || message.category === "marketing";
      // The recipient is matched by address (`userId` names who the mail is about or from, e.g. the sender).
      // Live accounts only: a closed account's address may belong to a new account that never unsubscribed.
      const unsubscribed = sql`exists (select 1 from ${users} where ${users.emailUnsubscribedAt} is not null and ${users.deletedAt} is null and lower(${users.email}) = lower(${message.to}))`;
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          template: message.template,
          templateData: message.templateData ?? null,
          userId: message.userId ?? null,
          suppressedAt: optional ? sql`case when ${unsubscribed} then ${now.toISOString()}::timestamptz end` : null,
          createdAt: now,
          createdById: message.userId ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("insert into mail_outbox returned no row");
      return row.id;
    },

    /** The recorded mails to deliver (suppressed ones never are). */
    async findMany(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(mailOutbox).where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.suppressedAt)));
    },

    async markSent(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(mailOutbox)
        .set({ sentAt: clock.now(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        // Marking twice (a retried delivery job) changes nothing.
        .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt), isNull(mailOutbox.suppressedAt)));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 2000) })
        .where(eq(mailOutbox.id, id));
    },

    /** The newest mails first (the dev mailbox). */
    async listNewest(limit: number) {
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(isNull(mailOutbox.suppressedAt))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

/**
 * The embedded adapter: the mail stays in the outbox, which is the mailbox (GET /dev/mailbox when
 * API_DEV_MAILBOX is on). Delivering it is marking it sent: nothing leaves the machine.
 */
export function createOutboxMailAdapter(store: OutboxStore): MailPort {
  return {
    kind: "outbox (mail_outbox table; read it at /dev/mailbox)",
    enqueue: (message, executor) => store.insert(message, executor),
    deliver: (ids) => store.markSent(ids),
  };
}
