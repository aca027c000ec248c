import { fullName } from "@prenup/domain";
import type { EditorRepository } from "./editor.repository.ts";

type SectionDraftRow = Awaited<ReturnType<EditorRepository["listSectionDrafts"]>>[number];
type ClauseDraftRow = Awaited<ReturnType<EditorRepository["listClauseDrafts"]>>[number];

const draftOut = <T extends SectionDraftRow | ClauseDraftRow>(row: T) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** A section draft as the API answers it (without its bookkeeping and the template it came from). */
export function sectionDraftOut(row: SectionDraftRow) {
  const {
    createdAt: _c,
    deletedAt: _d,
    createdById: _cb,
    updatedById: _ub,
    documentId: _doc,
    sectionTemplateId: _t,
    key: _k,
    ...rest
  } = draftOut(row);
  return rest;
}

/** A clause draft as the API answers it (without its bookkeeping and the template it came from). */
export function clauseDraftOut(row: ClauseDraftRow) {
  const {
    createdAt: _c,
    deletedAt: _d,
    createdById: _cb,
    updatedById: _ub,
    documentId: _doc,
    clauseTemplateId: _t,
    key: _k,
    ...rest
  } = draftOut(row);
  return rest;
}

/** The lock holder's name as a refusal or the lock view shows it. */
export const holderName = (row: { firstName: string | null; lastName: string | null }) => fullName(row) || "Someone";
