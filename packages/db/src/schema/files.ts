import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";

/** A stored file (local folder or S3-compatible storage); `key` locates the bytes in the store. */
export const files = pgTable(
  "files",
  {
    id: id(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    /** The SHA-256 of the bytes (lowercase hex), taken when the file is stored; null for files stored before it was. */
    sha256: text("sha256"),
    ...bookkeeping(),
  },
  (t) => [
    index("files_key_idx").on(t.key),
    index("files_created_by_idx").on(t.createdById),
    index("files_sha256_idx").on(t.sha256),
  ],
);
