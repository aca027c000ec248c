import { chainRecordEntry, type RecordEntry, type RecordEntryContent } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import { chosenOptionIds, counselStatus, type RecordEntryKind, type Respondent } from "@prenup/domain";
import type { AgreementDeps } from "./agreement.deps.ts";
import { questionByKey, type Partners } from "./agreement.reads.ts";
import type { GenerationFacts } from "./agreement.repository.ts";

/** Question and option keys of the reference content that the counsel entries read. */
const ATTORNEY_PLAN = "attorney_plan";
const PLANS_ATTORNEY = ["attorney_plan__own_attorney", "attorney_plan__hire_through_us"];
const WAIVES_ATTORNEY = ["attorney_plan__no_attorney"];

/** A record entry's content, before it is chained. */
export type PendingEntry = Omit<RecordEntryContent, "sequence" | "documentId">;

export const entry = (kind: RecordEntryKind, respondent: Respondent | null, actorUserId: string | null, details: Record<string, unknown>, at: Date): PendingEntry => ({
  kind,
  respondent,
  actorUserId,
  details,
  occurredAt: at.toISOString(),
});

/** Entries chained one after the other, from `head` on. */
export function chainEntries(documentId: string, head: { sequence: number; hash: string } | null, contents: readonly PendingEntry[]): RecordEntry[] {
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
  return [entry("APPROVALS_RESET", null, actorId, { attorneyAApprovedAt: facts.attorneyAApprovedAt?.toISOString() ?? null, attorneyBApprovedAt: facts.attorneyBApprovedAt?.toISOString() ?? null }, now)];
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
export function counselEntries(facts: GenerationFacts, partners: Partners, record: readonly RecordEntry[], at: Date): PendingEntry[] {
  const planQuestion = questionByKey(partners.context, ATTORNEY_PLAN);
  const out: PendingEntry[] = [];
  for (const side of ["A", "B"] as const) {
    const answer = planQuestion ? partners.answers[side].find((candidate) => candidate.questionId === planQuestion.id) : undefined;
    const chosen = answer ? chosenOptionIds(answer) : [];
    const optionKeys = chosen.map((id) => planQuestion?.options.find((option) => option.id === id)?.key ?? "");
    const attorneyId = side === "A" ? facts.attorneyAId : facts.attorneyBId;
    const status = counselStatus({
      attorneyAssigned: attorneyId !== null,
      willHireAttorney: side === "A" ? facts.userAWillHireAttorney : facts.userBWillHireAttorney,
      plansOwnAttorney: optionKeys.some((key) => PLANS_ATTORNEY.includes(key)),
      waivedCounsel: optionKeys.some((key) => WAIVES_ATTORNEY.includes(key)),
    });
    const details: Record<string, unknown> = { status, ...(attorneyId ? { attorneyId, attorneyName: facts.attorneyNames[side] ?? null } : {}) };
    const last = record.findLast((candidate) => candidate.kind === "COUNSEL_RECORDED" && candidate.respondent === side);
    if (last && last.details["status"] === details["status"] && last.details["attorneyId"] === details["attorneyId"]) continue;
    out.push(entry("COUNSEL_RECORDED", side, null, details, at));
  }
  return out;
}

/** The enforceability record's writes: entries chained to the current head under the document's row lock. */
export function createRecordWriter(deps: Pick<AgreementDeps, "repository" | "documents">) {
  const { repository, documents } = deps;
  return {
    /** Appends record entries under the document's row lock (taken here unless `locked`), chained to the current head. */
    async append(documentId: string, contents: PendingEntry[], executor: Executor, options: { locked?: boolean } = {}): Promise<RecordEntry[]> {
      if (!options.locked) await documents.lockDocument(documentId, executor);
      const entries = chainEntries(documentId, await repository.recordHead(documentId, executor), contents);
      await repository.appendRecordEntries(entries, executor);
      return entries;
    },

  };
}

export type RecordWriter = ReturnType<typeof createRecordWriter>;
