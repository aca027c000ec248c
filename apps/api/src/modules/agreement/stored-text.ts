import { randomUUID } from "node:crypto";
import type { StoredClause, StoredSection } from "@prenup/agreement";
import type { QuestionForAssembly } from "@prenup/content/runtime";
import type { ListStyle, TextStyle } from "@prenup/domain";
import type { UserContext } from "../standing/index.ts";
import type { ClauseWrite, SectionWrite } from "./agreement.repository.ts";

type TextRow = {
  id: string;
  order: number;
  key: string | null;
  title: string | null;
  text: string | null;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
};

/** A clause template's id and key (clauses are assembled keyed by id: keys are unique only within a section). */
export type ClauseTemplateRef = { id: string; key: string };

/**
 * A document's sections and clauses, as rows (stored, or about to be written), as the model reads
 * them: each section's clauses under their parents, both in their order.
 */
export function storedSectionsOf(
  sections: readonly (TextRow & { isSeparatePage: boolean })[],
  clauses: readonly (TextRow & { documentSectionId: string; parentClauseId: string | null })[],
): StoredSection[] {
  const inOrder = (a: TextRow, b: TextRow) => a.order - b.order || a.id.localeCompare(b.id);
  const tree = (sectionId: string, parentId: string | null): StoredClause[] =>
    clauses
      .filter((clause) => clause.documentSectionId === sectionId && clause.parentClauseId === parentId)
      .sort(inOrder)
      .map((clause) => ({
        key: clause.key,
        title: clause.title,
        text: clause.text ?? "",
        listStyle: clause.listStyle,
        textStyle: clause.textStyle,
        children: tree(sectionId, clause.id),
      }));
  return [...sections].sort(inOrder).map((section) => ({
    key: section.key,
    title: section.title ?? "",
    text: section.text ?? "",
    listStyle: section.listStyle,
    textStyle: section.textStyle,
    isSeparatePage: section.isSeparatePage,
    clauses: tree(section.id, null),
  }));
}

/** The questionnaire's questions as the text's placeholders and conditions read them. */
export function questionsForAssembly(context: UserContext): QuestionForAssembly[] {
  return context.questionnaire.questions.map((question) => ({
    id: question.id,
    key: question.key,
    inputType: question.inputType ?? null,
    options: question.options.map((option) => ({ id: option.id, key: option.key, value: option.value })),
  }));
}

/** The document's sections as generation writes them, with ids made here (parents first). */
export function toWrites(
  sections: readonly (StoredSection & { sectionTemplateId: string | null })[],
  clauseTemplates: Map<string, ClauseTemplateRef>,
) {
  const sectionRows: SectionWrite[] = [];
  const clauseRows: ClauseWrite[] = [];
  sections.forEach((section, sectionOrder) => {
    const sectionId = randomUUID();
    sectionRows.push({
      id: sectionId,
      sectionTemplateId: section.sectionTemplateId,
      key: section.key,
      title: section.title,
      text: section.text,
      listStyle: section.listStyle,
      textStyle: section.textStyle,
      order: sectionOrder,
      isSeparatePage: section.isSeparatePage,
    });
    const walk = (clauses: readonly StoredClause[], parentId: string | null) =>
      clauses.forEach((clause, order) => {
        const id = randomUUID();
        const template = clause.key ? clauseTemplates.get(clause.key) : undefined;
        clauseRows.push({
          id,
          documentSectionId: sectionId,
          parentClauseId: parentId,
          clauseTemplateId: template?.id ?? null,
          key: template?.key ?? clause.key,
          title: clause.title,
          text: clause.text,
          listStyle: clause.listStyle,
          textStyle: clause.textStyle,
          order,
        });
        walk(clause.children, id);
      });
    walk(section.clauses, null);
  });
  return { sectionRows, clauseRows };
}

/** The stored tree with clause keys turned back from template ids into template keys. */
export function withTemplateKeys(
  clauses: readonly StoredClause[],
  byId: Map<string, ClauseTemplateRef>,
): StoredClause[] {
  return clauses.map((clause) => ({
    ...clause,
    key: (clause.key && byId.get(clause.key)?.key) ?? clause.key,
    children: withTemplateKeys(clause.children, byId),
  }));
}
