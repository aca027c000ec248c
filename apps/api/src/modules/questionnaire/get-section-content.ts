import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type { SectionContentResponse } from "./questionnaire.schemas.ts";
import { sectionContentOf } from "./section-groups.ts";
import { requireSection } from "./section-response.ts";

/**
 * A section's wording as the user reads it today, and whether it is the one `key` names: a client
 * that asked for the current key may keep the answer for good (a new wording has a new key).
 */
export async function getSectionContent(
  ctx: QuestionnaireContext,
  input: { userId: string; section: string; key: string | undefined },
): Promise<{ content: SectionContentResponse; current: boolean }> {
  const context = await ctx.standing.loadContext(input.userId);
  const content = await sectionContentOf(ctx, context, requireSection(context.questionnaire, input.section));
  return { content, current: input.key === content.contentKey };
}
