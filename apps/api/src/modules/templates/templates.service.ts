import { DomainError, type ClauseConditions } from "@prenup/domain";
import type { TemplatesRepository } from "./templates.repository.ts";

export const TEMPLATE_MESSAGES = { templateNotFound: "Document template not found" } as const;

const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
const conditionsOf = (value: unknown): ClauseConditions =>
  value && typeof value === "object" ? (value as ClauseConditions) : {};

/**
 * The agreement templates as the attorney editor and admins read them, and as generation loads them:
 * document templates, their per-state settings, section and clause templates.
 */
export function createTemplatesService(deps: { repository: TemplatesRepository }) {
  const { repository } = deps;
  return {
    async listDocumentTemplates(query: { page: number; pageSize: number }) {
      const { rows, total } = await repository.listDocumentTemplates(pageOf(query));
      return { items: rows, total, page: query.page, pageSize: query.pageSize };
    },

    async listSectionTemplates(query: { page: number; pageSize: number; documentTemplateId?: string | undefined }) {
      const { rows, total } = await repository.listSections(query, pageOf(query));
      return {
        items: rows.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async listClauseTemplates(query: {
      page: number;
      pageSize: number;
      sectionTemplateId?: string | undefined;
      documentTemplateId?: string | undefined;
      libraryOnly?: boolean | undefined;
      search?: string | undefined;
    }) {
      const { rows, total } = await repository.listClauses(query, pageOf(query));
      return {
        items: rows.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A template's per-state settings (one state's with `stateId`); 404 for an unknown template. */
    async listTemplateStates(documentTemplateId: string, stateId?: string) {
      if (!(await repository.documentTemplateExists(documentTemplateId)))
        throw new DomainError("TEMPLATE_NOT_FOUND", TEMPLATE_MESSAGES.templateNotFound);
      const rows = await repository.listTemplateStates(documentTemplateId);
      return stateId ? rows.filter((row) => row.stateId === stateId) : rows;
    },

    /** Every live section and clause of a template, for generation. */
    async loadForGeneration(documentTemplateId: string) {
      const [sections, clauses] = await Promise.all([
        repository.listAllSections(documentTemplateId),
        repository.listAllClauses(documentTemplateId),
      ]);
      return {
        sections: sections.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
        clauses: clauses.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
      };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
