import { DomainError } from "@prenup/domain";
import type { TemplatesContext } from "./templates.context.ts";
import { TEMPLATE_MESSAGES } from "./templates.messages.ts";

/** A template's per-state settings (one state's with `stateId`); 404 for an unknown template. */
export async function listTemplateStates(
  ctx: TemplatesContext,
  input: { documentTemplateId: string; stateId?: string | undefined },
) {
  if (!(await ctx.repository.documentTemplateExists(input.documentTemplateId)))
    throw new DomainError("TEMPLATE_NOT_FOUND", TEMPLATE_MESSAGES.templateNotFound);
  const rows = await ctx.repository.listTemplateStates(input.documentTemplateId);
  return input.stateId ? rows.filter((row) => row.stateId === input.stateId) : rows;
}
