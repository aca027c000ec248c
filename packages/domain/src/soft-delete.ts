/**
 * Soft deletion: a row is deleted by stamping its `deletedAt`, and every read keeps to the live
 * rows. The SQL twin is the `live` fragment of `@prenup/db`, held equal by its parity test.
 */

/** A row that may be soft-deleted. */
export type SoftDeletable = { deletedAt?: Date | string | null };

/** True when the row is live: not soft-deleted (no `deletedAt`). */
export function isLive(row: SoftDeletable): boolean {
  return row.deletedAt === null || row.deletedAt === undefined;
}
