/** The agreement's history: its commits, the enforceability record with its verification, and each commit's snapshot. */
import { describeRecordEntry, verifyRecordChain } from "@prenup/agreement";
import { articleExplanations, explainClause, type ExplanationContext } from "@prenup/content/runtime";
import { DomainError, fullName, type NameParts } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import { factsOf, namesOf } from "./couple-facts.ts";
import type { AgreementRepository } from "./agreement.repository.ts";
import type { CommitSummary, HistoryResponse, SnapshotClause, SnapshotResponse } from "./agreement.schemas.ts";

const summaryOf = (row: Awaited<ReturnType<AgreementRepository["listCommits"]>>["rows"][number]): CommitSummary => ({
  commitAt: row.committedAt.toISOString(),
  kind: row.kind === "ATTORNEY_COMMIT" ? "ATTORNEY_COMMIT" : "GENERATION",
  author: row.authorUserId
    ? { id: row.authorUserId, name: [row.authorFirstName, row.authorLastName].filter(Boolean).join(" ") || "Someone" }
    : null,
  message: row.message,
  inputHash: row.inputHash,
  pdfFileId: row.pdfFileId,
  docxFileId: row.docxFileId,
});

/** A partner's names for the explanations; a partner not yet named is "Partner A" or "Partner B". */
function partnerNames(
  side: "A" | "B",
  parts: { firstName: string | null; middleName: string | null; lastName: string | null; suffix: string | null } | null,
) {
  const name: NameParts = {
    firstName: parts?.firstName ?? null,
    middleName: parts?.middleName ?? null,
    lastName: parts?.lastName ?? null,
    suffix: parts?.suffix ?? null,
  };
  const full = fullName(name);
  return { firstName: name.firstName?.trim() || `Partner ${side}`, fullName: full || `Partner ${side}` };
}

/** What the clauses' explanations are filled in with: the agreement's state and the partners' names (none without a state). */
function explanationContextOf(
  found: NonNullable<Awaited<ReturnType<AgreementRepository["findCommitAt"]>>>,
): ExplanationContext | null {
  if (!found.stateAbbreviation) return null;
  return {
    stateId: found.stateAbbreviation,
    names: { A: partnerNames("A", found.names.A), B: partnerNames("B", found.names.B) },
  };
}

/** GET /documents/{id}/history: the commits (paginated) and the whole record with its verification. */
export async function agreementHistory(
  ctx: AgreementContext,
  documentId: string,
  query: { page: number; pageSize: number },
): Promise<HistoryResponse> {
  const facts = await factsOf(ctx, documentId);
  const [{ rows, total }, record] = await Promise.all([
    ctx.repository.listCommits(documentId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    ctx.repository.listRecord(documentId),
  ]);
  const names = { A: fullName(namesOf(facts.names.A)), B: fullName(namesOf(facts.names.B)) };
  const verification = verifyRecordChain(record);
  return {
    commits: { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize },
    record: {
      entries: record.map((item) => ({
        sequence: item.sequence,
        kind: item.kind,
        occurredAt: item.occurredAt,
        respondent: item.respondent,
        actorUserId: item.actorUserId,
        summary: describeRecordEntry(item, names),
        details: item.details,
        previousHash: item.previousHash,
        hash: item.hash,
      })),
      verified: verification.valid,
      head: verification.valid ? verification.head : null,
      problem: verification.valid ? null : verification.problem,
    },
  };
}

/** GET /documents/{id}/history/{commitAt}: the agreement as it stood at that commit. */
export async function agreementSnapshot(
  ctx: AgreementContext,
  documentId: string,
  commitAt: string,
): Promise<SnapshotResponse> {
  const found = await ctx.repository.findCommitAt(documentId, new Date(commitAt));
  if (!found) throw new DomainError("HISTORY_NOT_FOUND", AGREEMENT_MESSAGES.historyNotFound);
  const { commit, sections, clauses } = found;
  const context = explanationContextOf(found);
  const childrenOf = (sectionId: string, parentId: string | null): SnapshotClause[] =>
    clauses
      .filter((clause) => clause.documentSectionId === sectionId && clause.parentClauseId === parentId)
      .map((clause) => ({
        id: clause.documentClauseId,
        key: clause.key,
        title: clause.title,
        text: clause.text ?? "",
        listStyle: clause.listStyle,
        textStyle: clause.textStyle,
        explanation: context ? explainClause(clause.key, context) : null,
        children: childrenOf(sectionId, clause.documentClauseId),
      }));
  return {
    commitAt: commit.committedAt.toISOString(),
    kind: commit.kind === "ATTORNEY_COMMIT" ? "ATTORNEY_COMMIT" : "GENERATION",
    author: null,
    message: commit.message,
    inputHash: commit.inputHash,
    pdfFileId: commit.pdfFileId,
    docxFileId: commit.docxFileId,
    sections: sections.map((section) => ({
      id: section.documentSectionId,
      key: section.key,
      title: section.title ?? "",
      text: section.text ?? "",
      listStyle: section.listStyle,
      textStyle: section.textStyle,
      isSeparatePage: section.isSeparatePage,
      explanation: (section.key && articleExplanations[section.key]) || null,
      clauses: childrenOf(section.documentSectionId, null),
    })),
  };
}
