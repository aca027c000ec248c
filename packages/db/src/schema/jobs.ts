import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { id, utc } from "./common.ts";

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
