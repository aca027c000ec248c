import { sql } from "drizzle-orm";
import { DATA_EXPORT_STATUSES } from "@prenup/domain";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { files } from "./files.ts";
import { users } from "./users.ts";

/**
 * A user's request for a copy of their data (the data-exports module): REQUESTED until the job has
 * built the ZIP, READY with its file and the SHA-256 of the single-use link's token until
 * `expires_at`, DOWNLOADED once the link was used, EXPIRED after. At most one request in progress
 * (REQUESTED or READY) per user.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("REQUESTED"),
    requestedAt: utc("requested_at").notNull(),
    readyAt: utc("ready_at"),
    fileId: uuid("file_id").references(() => files.id),
    /** The SHA-256 (lowercase hex) of the link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash"),
    expiresAt: utc("expires_at"),
    downloadedAt: utc("downloaded_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId),
    uniqueIndex("data_exports_one_in_progress")
      .on(t.userId)
      .where(sql`${t.status} in ('REQUESTED', 'READY') and ${t.deletedAt} is null`),
    uniqueIndex("data_exports_token_hash_unique").on(t.tokenHash),
    check("data_exports_status", sql`${t.status} in ('REQUESTED', 'READY', 'DOWNLOADED', 'EXPIRED')`),
    check(
      "data_exports_ready_fields",
      sql`${t.status} = 'REQUESTED' or (${t.readyAt} is not null and ${t.fileId} is not null and ${t.tokenHash} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);
