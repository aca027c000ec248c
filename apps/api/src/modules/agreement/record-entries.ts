import { chainRecordEntry, type RecordEntry, type RecordEntryContent } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import { counselPlanOf, type RecordEntryKind, type Respondent } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import { counselFactsOf, type Partners } from "./couple-facts.ts";
import type { GenerationFacts } from "./agreement.repository.ts";
import type { DisclosureHistoryVersion } from "./generation-facts.read-model.ts";

/** A record entry's content, before it is chained. */
export type PendingEntry = Omit<RecordEntryContent, "sequence" | "documentId">;

export const entry = (
  kind: RecordEntryKind,
  respondent: Respondent | null,
  actorUserId: string | null,
  details: Record<string, unknown>,
  at: Date,
): PendingEntry => ({
  kind,
  respondent,
  actorUserId,
  details,
  occurredAt: at.toISOString(),
});

/** Entries chained one after the other, from `head` on. */
export function chainEntries(
  documentId: string,
  head: { sequence: number; hash: string } | null,
  contents: readonly PendingEntry[],
): RecordEntry[] {
  const chained: RecordEntry[] = [];
  let last = head;
  for (const content of contents) {
    const next = chainRecordEntry(last, { ...content, documentId });
    chained.push(next);
    last = next;
  }
  return chained;
}

/** The entry saying the attorneys' approvals were cleared by a new text, when there were any. */
export function approvalsResetEntries(facts: GenerationFacts, actorId: string, now: Date): PendingEntry[] {
  if (facts.attorneyAApprovedAt === null && facts.attorneyBApprovedAt === null) return [];
  return [
    entry(
      "APPROVALS_RESET",
      null,
      actorId,
      {
        attorneyAApprovedAt: facts.attorneyAApprovedAt?.toISOString() ?? null,
        attorneyBApprovedAt: facts.attorneyBApprovedAt?.toISOString() ?? null,
      },
      now,
    ),
  ];
}

/** The separate writings a generation entry lists for one party (none when it lists nothing). */
export function writingsDelivered(details: Record<string, unknown> | undefined, respondent: Respondent): string[] {
  const writings = details?.["separateWritings"];
  const mine = writings && typeof writings === "object" ? (writings as Record<string, unknown>)[respondent] : undefined;
  return Array.isArray(mine) ? mine.filter((kind): kind is string => typeof kind === "string") : [];
}

/**
 * Each partner's counsel as it stands, recorded when it differs from what `record` (the whole
 * record, oldest first) last said of that partner.
 */
export function counselEntries(
  facts: GenerationFacts,
  partners: Partners,
  record: readonly RecordEntry[],
  at: Date,
): PendingEntry[] {
  const out: PendingEntry[] = [];
  for (const side of ["A", "B"] as const) {
    // The same reading as the text's conditions (counselPlanOf): an attorney on record beside an
    // answer of "no attorney" is recorded as a waiver, a plan with nobody on record as a plan.
    const { status } = counselPlanOf(counselFactsOf(facts, partners, side));
    const attorneyId = side === "A" ? facts.attorneyAId : facts.attorneyBId;
    const details: Record<string, unknown> = {
      status,
      ...(attorneyId ? { attorneyId, attorneyName: facts.attorneyNames[side] ?? null } : {}),
    };
    const last = record.findLast((candidate) => candidate.kind === "COUNSEL_RECORDED" && candidate.respondent === side);
    if (last && last.details["status"] === details["status"] && last.details["attorneyId"] === details["attorneyId"])
      continue;
    out.push(entry("COUNSEL_RECORDED", side, null, details, at));
  }
  return out;
}

/**
 * The disclosure versions and acknowledgements the record does not hold yet (`record`, the whole
 * record), oldest first: each version as frozen, with its content's hash, and the other partner's
 * acknowledgement of it. The generation appends them, each at the time it happened: a version when
 * it was frozen, an acknowledgement when it was given (also in its details).
 */
export function disclosureHistoryEntries(
  history: readonly DisclosureHistoryVersion[],
  record: readonly RecordEntry[],
): PendingEntry[] {
  const recorded = (kind: RecordEntryKind, owner: Respondent, version: number) =>
    record.some(
      (candidate) =>
        candidate.kind === kind && candidate.details["owner"] === owner && candidate.details["version"] === version,
    );
  const out: PendingEntry[] = [];
  for (const version of history) {
    const about = { owner: version.owner, version: version.number, contentSha256: version.contentSha256 };
    if (!recorded("DISCLOSURE_VERSION", version.owner, version.number))
      out.push(
        entry(
          "DISCLOSURE_VERSION",
          version.owner,
          null,
          {
            ...about,
            status: version.status,
            entryCount: version.entryCount,
            netWorthInUsdCents: version.netWorthUsdCents,
            frozenAt: version.frozenAt,
          },
          new Date(version.frozenAt),
        ),
      );
    if (version.acknowledgedAt !== null && !recorded("DISCLOSURE_ACKNOWLEDGED", version.owner, version.number))
      out.push(
        entry(
          "DISCLOSURE_ACKNOWLEDGED",
          version.owner === "A" ? "B" : "A",
          null,
          { ...about, acknowledgedAt: version.acknowledgedAt },
          new Date(version.acknowledgedAt),
        ),
      );
  }
  return out;
}

/** Appends record entries under the document's row lock (taken here unless `locked`), chained to the current head. */
export async function appendToRecord(
  ctx: AgreementContext,
  documentId: string,
  contents: PendingEntry[],
  executor: Executor,
  options: { locked?: boolean } = {},
): Promise<RecordEntry[]> {
  if (!options.locked) await ctx.documents.lockDocument(documentId, executor);
  const entries = chainEntries(documentId, await ctx.repository.recordHead(documentId, executor), contents);
  await ctx.repository.appendRecordEntries(entries, executor);
  return entries;
}
