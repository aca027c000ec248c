import { conditionsOf, pageOf } from "./template-rows.ts";
import type { TemplatesContext } from "./templates.context.ts";

/** GET /section-templates: a page of section templates, those of one document template when it is named. */
export async function listSectionTemplates(
  ctx: TemplatesContext,
  query: { page: number; pageSize: number; documentTemplateId?: string | undefined },
) {
  const { rows, total } = await ctx.repository.listSections(query, pageOf(query));
  return {
    items: rows.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
