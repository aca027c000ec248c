import type { RecordEntryKind, Respondent } from "@prenup/domain";
import { canonicalJson, sha256Hex } from "./hash.ts";

/**
 * The enforceability record as a hash chain. Each entry's hash is the SHA-256 of the previous
 * entry's hash, a line break and the entry's content as canonical JSON; the first entry's previous
 * hash is GENESIS_HASH. Changing any field of any entry, removing one, or reordering them changes a
 * hash that a later entry (or the entry itself) commits to, so `verifyRecordChain` finds it.
 */
export const GENESIS_HASH = "0".repeat(64);

/** What an entry says: everything its hash covers. */
export type RecordEntryContent = {
  documentId: string;
  sequence: number;
  kind: RecordEntryKind;
  /** ISO 8601, UTC, milliseconds. */
  occurredAt: string;
  actorUserId: string | null;
  respondent: Respondent | null;
  details: Record<string, unknown>;
};

export type RecordEntry = RecordEntryContent & { previousHash: string; hash: string };

/** A record entry as a read model's JSON gives it (`occurredAt` a timestamp in any form PostgreSQL writes). */
export type RecordEntryJson = Omit<RecordEntry, "occurredAt" | "kind" | "respondent"> & {
  occurredAt: string;
  kind: string;
  respondent: string | null;
};

/** The entry of a read model's JSON, its time in the canonical form the hash covers. */
export function recordEntryOf(row: RecordEntryJson): RecordEntry {
  return {
    documentId: row.documentId,
    sequence: row.sequence,
    kind: row.kind as RecordEntryKind,
    occurredAt: new Date(row.occurredAt).toISOString(),
    actorUserId: row.actorUserId,
    respondent: row.respondent as Respondent | null,
    details: row.details,
    previousHash: row.previousHash,
    hash: row.hash,
  };
}

export function recordEntryHash(previousHash: string, content: RecordEntryContent): string {
  const { documentId, sequence, kind, occurredAt, actorUserId, respondent, details } = content;
  return sha256Hex(
    `${previousHash}\n${canonicalJson({ documentId, sequence, kind, occurredAt, actorUserId, respondent, details })}`,
  );
}

/** The next entry of a chain whose last entry is `last` (null: the chain is empty). */
export function chainRecordEntry(
  last: Pick<RecordEntry, "sequence" | "hash"> | null,
  content: Omit<RecordEntryContent, "sequence">,
): RecordEntry {
  const sequence = (last?.sequence ?? 0) + 1;
  const previousHash = last?.hash ?? GENESIS_HASH;
  const full = { ...content, sequence };
  return { ...full, previousHash, hash: recordEntryHash(previousHash, full) };
}

export type ChainVerification = { valid: true; head: string } | { valid: false; brokenAt: number; problem: string };

/**
 * Checks a document's whole record, in sequence order: numbered 1, 2, 3… without gaps, each entry
 * pointing at the previous hash, and each hash matching its content.
 */
export function verifyRecordChain(entries: readonly RecordEntry[]): ChainVerification {
  let previous = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    if (entry.sequence !== index + 1)
      return { valid: false, brokenAt: index + 1, problem: `entry ${index + 1} is numbered ${entry.sequence}` };
    if (entry.previousHash !== previous)
      return {
        valid: false,
        brokenAt: entry.sequence,
        problem: `entry ${entry.sequence} does not follow entry ${entry.sequence - 1}`,
      };
    if (recordEntryHash(entry.previousHash, entry) !== entry.hash) {
      return {
        valid: false,
        brokenAt: entry.sequence,
        problem: `entry ${entry.sequence} was changed after it was recorded`,
      };
    }
    previous = entry.hash;
  }
  return { valid: true, head: previous };
}
