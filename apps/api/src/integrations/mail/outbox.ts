import { mailOutbox, users, type Database, type Executor, live } from "@prenup/db";
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { MailMessage, MailPort } from "./mail-port.ts";

/**
 * How long a sender holds an outbox row it claimed: another worker takes the row over only after
 * this (the sender died between the claim and the outcome). Longer than a send can take with the
 * SMTP adapter's timeouts.
 */
export const MAIL_CLAIM_LEASE_SECONDS = 300;

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A claim on one outbox row: the row (its `attempts` is this claim's number), or why there is none. */
export type OutboxClaim = { row: OutboxRow } | { row: null; reason: "sent" | "suppressed" | "missing" | "sending" };

/** The `mail_outbox` table as the mail adapters and the dev mailbox use it. */
export function createOutboxStore(db: Database, clock: Clock) {
  function rowOf(message: MailMessage) {
    const now = clock.now();
    // Reminders, notifications and marketing honour an unsubscribe: the row is kept (what would have gone) but suppressed.
    const optional =
      message.category === "reminder" ||
      message.category === "notification" ||
      message.category === "marketing" ||
      message.optOutKind !== undefined;
    // The recipient is matched by address (`userId` names who the mail is about or from, e.g. the sender).
    // Live accounts only: a closed account's address may belong to a new account that never unsubscribed.
    // A kind the recipient turned off is suppressed the same way (the global unsubscribe covers every kind).
    const turnedOff = message.optOutKind ? sql` or ${message.optOutKind} = any(${users.mutedEmailKinds})` : sql``;
    const unsubscribed = sql`exists (select 1 from ${users} where (${users.emailUnsubscribedAt} is not null${turnedOff}) and ${live(users)} and lower(${users.email}) = lower(${message.to}))`;
    return {
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
    };
  }

  return {
    async insert(message: MailMessage, executor: Executor = db): Promise<string> {
      const [row] = await executor.insert(mailOutbox).values(rowOf(message)).returning({ id: mailOutbox.id });
      if (!row) throw new Error("insert into mail_outbox returned no row");
      return row.id;
    },

    /**
     * An account's deletion (the retention table: e-mails we sent a person are DELETED): removes every
     * mail addressed to the user, matched by their address while the users row still has it, so the
     * mail erasure runs before the users module anonymises the row. Mails about the user sent to other
     * people are those people's and stay.
     */
    async eraseMailTo(executor: Executor, userId: string): Promise<void> {
      await executor
        .delete(mailOutbox)
        .where(
          sql`lower(${mailOutbox.to}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
        );
    },

    /** Records the mail unless one with the same key was recorded before; its id, or null. */
    async insertOnce(message: MailMessage, onceKey: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({ ...rowOf(message), onceKey })
        .onConflictDoNothing({ target: mailOutbox.onceKey, where: sql`once_key is not null` })
        .returning({ id: mailOutbox.id });
      return row?.id ?? null;
    },

    async markSent(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(mailOutbox)
        .set({ sentAt: clock.now(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        // Marking twice (a retried delivery job) changes nothing.
        .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt), isNull(mailOutbox.suppressedAt)));
    },

    /**
     * Claims an unsent row for one send, in one statement (the row lock lasts only for it): the row
     * is free when it was never tried, its last try failed, or its sender's lease
     * (`updated_at`, the database's clock) is older than `leaseSeconds`. The claim counts the
     * attempt and stamps the lease; two workers at once get the row once.
     */
    async claim(id: string, leaseSeconds = MAIL_CLAIM_LEASE_SECONDS): Promise<OutboxClaim> {
      const [row] = await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(mailOutbox.id, id),
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.suppressedAt),
            or(
              eq(mailOutbox.attempts, 0),
              isNotNull(mailOutbox.lastError),
              lt(mailOutbox.updatedAt, sql`now() - ${leaseSeconds} * interval '1 second'`),
            ),
          ),
        )
        .returning();
      if (row) return { row };
      const [current] = await db
        .select({ sentAt: mailOutbox.sentAt, suppressedAt: mailOutbox.suppressedAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return {
        row: null,
        reason: !current ? "missing" : current.sentAt ? "sent" : current.suppressedAt ? "suppressed" : "sending",
      };
    },

    /** The claimed send succeeded: the row is sent (whoever holds it now). */
    async markClaimSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: clock.now(), lastError: null })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
    },

    /** The claimed send failed: the error is kept and the row is free again, unless another worker has taken it since. */
    async markClaimFailed(id: string, attempt: number, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lastError: error.slice(0, 2000) })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempt), isNull(mailOutbox.sentAt)));
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
    enqueueOnce: (message, onceKey, executor) => store.insertOnce(message, onceKey, executor),
    deliver: (ids) => store.markSent(ids),
  };
}
