import { conditionsOf } from "./template-rows.ts";
import type { TemplatesContext } from "./templates.context.ts";

/** Every live section and clause of a template, for generation. */
export async function loadForGeneration(ctx: TemplatesContext, documentTemplateId: string) {
  const [sections, clauses] = await Promise.all([
    ctx.repository.listAllSections(documentTemplateId),
    ctx.repository.listAllClauses(documentTemplateId),
  ]);
  return {
    sections: sections.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
    clauses: clauses.map((row) => ({ ...row, conditions: conditionsOf(row.conditions) })),
  };
}
