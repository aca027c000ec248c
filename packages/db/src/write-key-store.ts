import { and, eq, lt } from "drizzle-orm";
import type { Executor } from "./handle.ts";
import type { WriteKeyTable } from "./schema/write-keys.ts";

/** The request a key was first used with (null on keys written before requests were recorded). */
export type RecordedWriteRequest = { route: string | null; subject: string | null; requestHash: string | null };

/** A key claimed for this write, or the request and response of the write that used it first. */
export type WriteKeyClaim =
  | { claimed: true; id: string }
  | { claimed: false; request: RecordedWriteRequest; response: unknown };

/**
 * The operations on one module's table of write keys (the module passes its own table, so it still
 * writes only its own): claim a key for a write, recording the request it came with, or read back
 * the first write's request and response; store the response once the write is done, in the same
 * transaction; forget the keys older than a day. The unique index (user, key) makes a second request
 * with the key wait for the first and then find it, so two requests with one key write once.
 */
export function writeKeyStore(table: WriteKeyTable) {
  return {
    async claim(
      tx: Executor,
      userId: string,
      writeKey: { key: string; route: string; subject: string; requestHash: string },
    ): Promise<WriteKeyClaim> {
      const { key, route, subject, requestHash } = writeKey;
      const [row] = await tx
        .insert(table)
        .values({ userId, key, route, subject, requestHash, response: {}, createdById: userId, updatedById: userId })
        .onConflictDoNothing({ target: [table.userId, table.key] })
        .returning({ id: table.id });
      if (row) return { claimed: true, id: row.id };
      const [prior] = await tx
        .select({
          route: table.route,
          subject: table.subject,
          requestHash: table.requestHash,
          response: table.response,
        })
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.key, key)));
      if (!prior) throw new Error("an idempotency key that conflicted was not found");
      const { response, ...request } = prior;
      return { claimed: false, request, response };
    },

    async storeResponse(tx: Executor, claimId: string, response: unknown): Promise<void> {
      await tx.update(table).set({ response }).where(eq(table.id, claimId));
    },

    /** Forgets the keys older than `before`; answers how many. */
    async purge(executor: Executor, before: Date): Promise<number> {
      const removed = await executor.delete(table).where(lt(table.createdAt, before)).returning({ id: table.id });
      return removed.length;
    },
  };
}
