import { providerWebhookInbox, type Database, type Executor } from "@prenup/db";
import { and, eq, isNull, sql } from "drizzle-orm";

/** The webhook inbox's one table, `provider_webhook_inbox`. */
export function createWebhookInboxRepository(db: Database) {
  return {
    /** Records a verified delivery; its id, or null when the same event was received before. */
    async insert(
      executor: Executor,
      values: {
        provider: string;
        adapter: string;
        eventId: string;
        type: string;
        event: Record<string, unknown>;
        now: Date;
      },
    ) {
      const [row] = await executor
        .insert(providerWebhookInbox)
        .values({
          provider: values.provider,
          adapter: values.adapter,
          eventId: values.eventId,
          type: values.type,
          event: values.event,
          receivedAt: values.now,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing()
        .returning({ id: providerWebhookInbox.id });
      return row?.id ?? null;
    },

    async find(id: string) {
      const [row] = await db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.id, id));
      return row ?? null;
    },

    /**
     * Locks the row for the transaction applying it: true while it is unprocessed. A second run at
     * the same moment waits here, then sees it processed.
     */
    async lockUnprocessed(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .select({ id: providerWebhookInbox.id })
        .from(providerWebhookInbox)
        .where(and(eq(providerWebhookInbox.id, id), isNull(providerWebhookInbox.processedAt)))
        .for("update");
      return rows.length > 0;
    },

    /** Marks it processed, in the transaction of its effects. */
    async markProcessed(executor: Executor, id: string, outcome: string, now: Date) {
      await executor
        .update(providerWebhookInbox)
        .set({
          processedAt: now,
          outcome,
          attempts: sql`${providerWebhookInbox.attempts} + 1`,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(providerWebhookInbox.id, id));
    },

    /** A run that failed (its transaction rolled back): the error stays on the row while the job retries. */
    async recordFailure(id: string, message: string, now: Date) {
      await db
        .update(providerWebhookInbox)
        .set({ attempts: sql`${providerWebhookInbox.attempts} + 1`, lastError: message, updatedAt: now })
        .where(and(eq(providerWebhookInbox.id, id), isNull(providerWebhookInbox.processedAt)));
    },
  };
}

export type WebhookInboxRepository = ReturnType<typeof createWebhookInboxRepository>;
