import type { Executor } from "@prenup/db";
import type { Respondent } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import { chainEntries, entry, type PendingEntry } from "./record-entries.ts";

/** A change of the signed agreement as its record names it. */
export type RecordedChange = { changeId: string; kind: "AMENDMENT" | "REVOCATION"; number: number | null };

/**
 * What the agreement-changes module reports to the agreement's record when a spouse's signing of a
 * change is recorded: that signing, and when it was the second, the change taking effect.
 */
export type ChangeSigningRecord = {
  change: RecordedChange;
  actorId: string;
  at: Date;
  signature: {
    respondent: Respondent;
    signedOn: string;
    fileSha256: string;
    witnesses: readonly string[];
    counsel: string | null;
    /** The disclosure version the spouse confirmed for the change, where it was asked. */
    disclosureVersion: number | null;
  };
  /** The day the change took effect (the later day of signing), when this signing completed it. */
  effectiveOn: string | null;
};

/** What the agreement-changes module reports when an attorney approves a draft change, or withdraws that. */
export type ChangeApprovalRecord = {
  change: RecordedChange;
  action: "grant" | "rescind";
  /** The spouse the attorney approved it for. */
  respondent: Respondent;
  attorneyId: string;
  attorneyName: string | null;
  /** The SHA-256 of the change's content approved (null when withdrawn). */
  contentSha256: string | null;
  at: Date;
};

/**
 * Appends an attorney's approval of a draft change for a spouse (CHANGE_APPROVAL_GRANTED) or its
 * withdrawal (CHANGE_APPROVAL_WITHDRAWN), in the caller's transaction under the document's row lock.
 */
export async function recordChangeApproval(
  ctx: AgreementContext,
  documentId: string,
  record: ChangeApprovalRecord,
  executor: Executor,
): Promise<void> {
  await ctx.documents.lockDocument(documentId, executor);
  const { head } = await ctx.repository.changeRecordHeads(documentId, executor);
  const granted = record.action === "grant";
  const pending = [
    entry(
      granted ? "CHANGE_APPROVAL_GRANTED" : "CHANGE_APPROVAL_WITHDRAWN",
      record.respondent,
      record.attorneyId,
      {
        changeId: record.change.changeId,
        changeKind: record.change.kind,
        number: record.change.number,
        attorneyId: record.attorneyId,
        attorneyName: record.attorneyName,
        ...(granted ? { contentSha256: record.contentSha256 } : {}),
      },
      record.at,
    ),
  ];
  await ctx.repository.appendRecordEntries(chainEntries(documentId, head, pending), executor);
}

/**
 * Appends a spouse's signing of a change (CHANGE_SIGNED) and, when it completes the change,
 * CHANGE_IN_EFFECT naming the entry of the version it changes (`parentHash`: the original's
 * NOTARIZED entry, or the previous change's CHANGE_IN_EFFECT), in the caller's transaction under
 * the document's row lock. Answers the entries' hashes.
 */
export async function recordChangeSigning(
  ctx: AgreementContext,
  documentId: string,
  record: ChangeSigningRecord,
  executor: Executor,
): Promise<string[]> {
  await ctx.documents.lockDocument(documentId, executor);
  const { head, parentHash } = await ctx.repository.changeRecordHeads(documentId, executor);
  const about = { changeId: record.change.changeId, changeKind: record.change.kind, number: record.change.number };
  const { signature } = record;
  const pending: PendingEntry[] = [
    entry(
      "CHANGE_SIGNED",
      signature.respondent,
      record.actorId,
      {
        ...about,
        changeSignedOn: signature.signedOn,
        fileSha256: signature.fileSha256,
        witnesses: [...signature.witnesses],
        counsel: signature.counsel,
        disclosureVersion: signature.disclosureVersion,
      },
      record.at,
    ),
  ];
  if (record.effectiveOn !== null)
    pending.push(
      entry(
        "CHANGE_IN_EFFECT",
        null,
        record.actorId,
        { ...about, effectiveOn: record.effectiveOn, parentHash },
        record.at,
      ),
    );
  const chained = chainEntries(documentId, head, pending);
  await ctx.repository.appendRecordEntries(chained, executor);
  return chained.map((chainedEntry) => chainedEntry.hash);
}
