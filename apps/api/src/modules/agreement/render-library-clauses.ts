import { assembleAgreementSkeleton } from "@prenup/content/runtime";
import { DomainError, type ListStyle, type TextStyle } from "@prenup/domain";
import type { AgreementContext } from "./agreement.context.ts";
import { AGREEMENT_MESSAGES } from "./agreement.messages.ts";
import { factsOf, namesOf, partnersOf, termValuesOf } from "./couple-facts.ts";
import { questionsForAssembly } from "./stored-text.ts";

/** A clause written for one agreement, under its parent. */
export type RenderedClause = {
  clauseTemplateId: string;
  key: string;
  title: string | null;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  order: number;
  children: RenderedClause[];
};

type AssembledClause = {
  key: string;
  title: string | null;
  text: string;
  listStyle: string;
  textStyle: string | null;
  order: number;
  children: readonly unknown[];
};

/**
 * Optional clauses (a library group's) written for this agreement: the same placeholders as
 * generation (the parties, the state's terms, the couple's answers), conditions not applied (the
 * editor chooses to insert them). Clauses under a parent outside the list stand at the top level.
 */
export async function renderClausesFor(
  ctx: AgreementContext,
  documentId: string,
  actorId: string,
  clauseTemplateIds: readonly string[],
) {
  const facts = await factsOf(ctx, documentId);
  const { templateId, stateId } = facts;
  if (!templateId || !stateId) throw new DomainError("DOCUMENT_NOT_GENERATED", AGREEMENT_MESSAGES.documentNotFound);
  const partners = await partnersOf(ctx, documentId, actorId, facts);
  const [template, terms] = await Promise.all([
    ctx.templates.loadForGeneration(templateId),
    termValuesOf(ctx, stateId, templateId, facts.kind, facts.state?.abbreviation),
  ]);
  const wanted = new Set(clauseTemplateIds);
  const chosen = template.clauses.filter((clause) => wanted.has(clause.id));
  const skeleton = assembleAgreementSkeleton({
    stateId,
    terms,
    sectionTemplates: [
      {
        key: "__library",
        title: "",
        text: "",
        order: 0,
        listStyle: "NONE",
        textStyle: null,
        isSeparatePage: false,
        isMandatory: true,
        conditions: null,
      },
    ],
    clauseTemplates: chosen.map((clause) => ({
      key: clause.id,
      sectionTemplateKey: "__library",
      parentKey:
        clause.parentClauseTemplateId && wanted.has(clause.parentClauseTemplateId)
          ? clause.parentClauseTemplateId
          : null,
      title: clause.title,
      text: clause.text ?? "",
      order: clause.order,
      listStyle: clause.listStyle,
      textStyle: clause.textStyle,
      isLibraryOnly: false,
      conditions: null,
    })),
    questions: questionsForAssembly(partners.context),
    partyA: namesOf(facts.names.A),
    partyB: namesOf(facts.names.B),
    answersA: partners.answers.A,
    answersB: partners.answers.B,
  });
  const keyOf = new Map(chosen.map((clause) => [clause.id, clause.key]));
  const toRendered = (clauses: readonly AssembledClause[]): RenderedClause[] =>
    clauses.map((clause) => ({
      clauseTemplateId: clause.key,
      key: keyOf.get(clause.key) ?? clause.key,
      title: clause.title,
      text: clause.text,
      listStyle: clause.listStyle as ListStyle,
      textStyle: clause.textStyle as TextStyle | null,
      order: clause.order,
      children: toRendered(clause.children as readonly AssembledClause[]),
    }));
  return {
    stateId,
    clauses: toRendered(skeleton.sections[0]?.clauses ?? []),
    missingAnswers: skeleton.missingAnswers,
  };
}
