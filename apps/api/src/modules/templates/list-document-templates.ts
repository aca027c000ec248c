import { pageOf } from "./template-rows.ts";
import type { TemplatesContext } from "./templates.context.ts";

/** GET /document-templates: a page of document templates. */
export async function listDocumentTemplates(ctx: TemplatesContext, query: { page: number; pageSize: number }) {
  const { rows, total } = await ctx.repository.listDocumentTemplates(pageOf(query));
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}
