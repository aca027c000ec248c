import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { users } from "./users.ts";

/**
 * The keys of writes a client may send more than once (a change kept on the device while offline
 * and replayed): one row per user and `Idempotency-Key`, written in the transaction of the first
 * write, with the request the key stands for and the response that write answered. A repeat of the
 * same request answers `response` and writes nothing; the key with another request is refused; the
 * unique index makes two requests with one key write at most once, even in parallel. Each module
 * that takes the header owns its own table of this shape.
 */
function writeKeyTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: id(),
      userId: uuid("user_id")
        .notNull()
        .references(() => users.id),
      key: text("key").notNull(),
      /**
       * The request the key stands for: its method and route pattern (`POST /users/:id/answers`),
       * its subject (the canonical JSON of the path's ids and the query) and the SHA-256 (hex) of
       * its canonical JSON body. Null on the keys written before requests were recorded: those
       * answer any repeat, as they did, until the daily sweep forgets them.
       */
      route: text("route"),
      subject: text("subject"),
      requestHash: text("request_hash"),
      /** The first write's response body (the answers module stores its times apart: `created_at` is the write's time). */
      response: jsonb("response").notNull(),
      ...bookkeeping(),
    },
    (t) => [
      uniqueIndex(`${name}_user_key_unique`).on(t.userId, t.key),
      check(`${name}_key_length`, sql`char_length(${t.key}) between 1 and 200`),
      check(
        `${name}_request`,
        sql`(${t.route} is null) = (${t.subject} is null) and (${t.route} is null) = (${t.requestHash} is null) and ${t.requestHash} ~ '^[0-9a-f]{64}$'`,
      ),
    ],
  );
}

/** A table of this shape, whatever its name (`writeKeyStore` works on any of them). */
export type WriteKeyTable = ReturnType<typeof writeKeyTable<string>>;

/** Answer writes (POST/PATCH /users/{id}/answers): the answers module's. */
export const answerWriteKeys = writeKeyTable("answer_write_keys");
/** Financial entry creates and updates: the financial-disclosure module's. */
export const financialEntryWriteKeys = writeKeyTable("financial_entry_write_keys");
/** Profile field changes (PATCH /users/{id}): the users module's. */
export const profileWriteKeys = writeKeyTable("profile_write_keys");
