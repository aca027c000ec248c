import { conditionsOf, pageOf } from "./template-rows.ts";
import type { TemplatesContext } from "./templates.context.ts";

/** GET /clause-templates: a page of clause templates, filtered by section, template, library use or words. */
export async function listClauseTemplates(
  ctx: TemplatesContext,
  query: {
    page: number;
    pageSize: number;
    sectionTemplateId?: string | undefined;
    documentTemplateId?: string | undefined;
    libraryOnly?: boolean | undefined;
    search?: string | undefined;
  },
) {
  const { rows, total } = await ctx.repository.listClauses(query, pageOf(query));
  return {
    items: rows.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
