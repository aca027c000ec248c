import type { Executor } from "@prenup/db";
import type { NotarySignerRole, Respondent } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import { chainEntries, entry, type PendingEntry } from "./record-entries.ts";

/**
 * What the notarizations module reports to the agreement's record, in the transaction that records
 * it there:
 * - a signer of an online session, as the provider names them, at the time it reported the signature;
 * - the couple's signing before a notary in person, on the notarial certificate's day (`signedOn`,
 *   the only time known; the entry's time is its recording's);
 * - a notarization that counts, at its completion, with the notarized copy's SHA-256;
 * - a correction of the date of signing, when it was made.
 */
export type NotarizationRecordEvent = { notarizationId: string; actorId: string | null; at: Date } & (
  | { kind: "SIGNED"; method: "ONLINE"; role: NotarySignerRole }
  | { kind: "SIGNED"; method: "IN_PERSON"; signedOn: string }
  | {
      kind: "NOTARIZED";
      method: "ONLINE" | "IN_PERSON";
      signedOn: string;
      fileId: string;
      /** Null only for a file stored before files kept their hash. */
      fileSha256: string | null;
      notary: string | null;
      sessionRecordRef: string | null;
    }
  | { kind: "SIGNING_DATE_CORRECTED"; signedOn: string; previousSignedOn: string | null }
);

const sideOfRole = (role: NotarySignerRole): Respondent => (role.endsWith("_A") ? "A" : "B");

/** The record entry of one event (its details name the notarization). */
function pendingOf(event: NotarizationRecordEvent): PendingEntry {
  const about = { notarizationId: event.notarizationId };
  switch (event.kind) {
    case "SIGNED":
      return event.method === "ONLINE"
        ? entry(
            "SIGNED",
            sideOfRole(event.role),
            event.actorId,
            { ...about, method: "ONLINE", role: event.role },
            event.at,
          )
        : entry("SIGNED", null, event.actorId, { ...about, method: "IN_PERSON", signedOn: event.signedOn }, event.at);
    case "NOTARIZED": {
      const { method, signedOn, fileId, fileSha256, notary, sessionRecordRef } = event;
      return entry(
        "NOTARIZED",
        null,
        event.actorId,
        { ...about, method, signedOn, fileId, fileSha256, notary, sessionRecordRef },
        event.at,
      );
    }
    case "SIGNING_DATE_CORRECTED":
      return entry(
        "SIGNING_DATE_CORRECTED",
        null,
        event.actorId,
        { ...about, signedOn: event.signedOn, previousSignedOn: event.previousSignedOn },
        event.at,
      );
  }
}

/** Whether `pending` says what an entry already in the record says: the same signer, or the same notarization. */
function alreadyRecorded(pending: PendingEntry, recorded: readonly PendingEntry[]): boolean {
  if (pending.kind === "SIGNING_DATE_CORRECTED") return false;
  return recorded.some(
    (candidate) =>
      candidate.kind === pending.kind &&
      (pending.kind === "NOTARIZED" || candidate.details["role"] === pending.details["role"]),
  );
}

/**
 * Appends the signatures and the notarization of one agreement to its record, in the caller's
 * transaction, under the document's row lock (taken here unless `locked`): each signature and each
 * notarization once, however often the provider reports it (a delivery applied twice appends
 * nothing more). Answers the number of entries appended.
 */
export async function recordNotarization(
  ctx: AgreementContext,
  documentId: string,
  events: readonly NotarizationRecordEvent[],
  executor: Executor,
  options: { locked?: boolean } = {},
): Promise<number> {
  const notarizationId = events[0]?.notarizationId;
  if (!notarizationId) return 0;
  if (events.some((event) => event.notarizationId !== notarizationId))
    throw new Error("recordNotarization records the events of one notarization at a time");
  if (!options.locked) await ctx.documents.lockDocument(documentId, executor);
  const { head, entries } = await ctx.repository.notarizationRecord(documentId, notarizationId, executor);
  const pending: PendingEntry[] = [];
  for (const event of events) {
    const next = pendingOf(event);
    if (!alreadyRecorded(next, [...entries, ...pending])) pending.push(next);
  }
  if (pending.length === 0) return 0;
  await ctx.repository.appendRecordEntries(chainEntries(documentId, head, pending), executor);
  return pending.length;
}
