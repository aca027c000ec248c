import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { bookkeeping, id, utc } from "./common.ts";

/**
 * The embedded job queue's table (apps/api `integrations/jobs/embedded.ts`): used when the API runs
 * on PGlite (npm start), where pg-boss cannot run. On PostgreSQL the jobs live in pg-boss's own
 * schema (`pgboss`) and this table stays empty.
 *
 * `run_after` is when a queued job may start, and for an active job when its lease ends: a worker
 * that died mid-job leaves it active, and once the lease has passed another worker takes it again.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: id(),
    name: text("name").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    state: text("state").$type<"queued" | "active" | "completed" | "failed">().notNull().default("queued"),
    /** Runs started so far (the first run is attempt 1). */
    attempts: integer("attempts").notNull().default(0),
    retryLimit: integer("retry_limit").notNull(),
    /** The first retry's delay; each later retry waits twice as long as the one before. */
    retryDelaySeconds: integer("retry_delay_seconds").notNull(),
    expireInSeconds: integer("expire_in_seconds").notNull(),
    runAfter: utc("run_after").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: utc("created_at").notNull().defaultNow(),
    completedAt: utc("completed_at"),
  },
  (t) => [
    index("background_jobs_due_idx").on(t.state, t.runAfter),
    check("background_jobs_state_check", sql`${t.state} IN ('queued', 'active', 'completed', 'failed')`),
  ],
);

/**
 * The provider webhook inbox (apps/api `modules/webhook-inbox`): every verified delivery of the
 * payment, notary and booking providers, recorded once per (provider, event id) in the request's
 * transaction together with the `provider-webhook` job that applies it. `processed_at` is set in the
 * transaction of the event's effects, so an event is applied once however often it is delivered or
 * its job runs; a failed run leaves its error and the number of runs here while the job retries.
 */
export const providerWebhookInbox = pgTable(
  "provider_webhook_inbox",
  {
    id: id(),
    /** payments, notary or scheduling: which module's apply step the job calls. */
    provider: text("provider").notNull(),
    /** The adapter that verified it (stripe, remote, booking-link): part of the event id's namespace. */
    adapter: text("adapter").notNull(),
    /** The provider's event (or delivery) id. */
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** The verified event as the module reads it (dates as ISO strings). */
    event: jsonb("event").$type<Record<string, unknown>>().notNull(),
    receivedAt: utc("received_at").notNull().defaultNow(),
    processedAt: utc("processed_at"),
    /** What applying it did (applied, duplicate, stale, unknown, ignored); null until processed. */
    outcome: text("outcome"),
    /** Runs of its job that reached the database (failed ones included). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("provider_webhook_inbox_event_unique").on(t.provider, t.adapter, t.eventId),
    index("provider_webhook_inbox_unprocessed_idx").on(t.receivedAt).where(sql`${t.processedAt} IS NULL`),
  ],
);
