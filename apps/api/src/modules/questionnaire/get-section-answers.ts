import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type { SectionAnswersResponse } from "./questionnaire.schemas.ts";
import { sectionAnswersOf } from "./section-groups.ts";

/** A section's status and the user's answers in it on their active agreement, with the key of its wording. */
export async function getSectionAnswers(
  ctx: QuestionnaireContext,
  input: { userId: string; section: string },
): Promise<SectionAnswersResponse> {
  const context = await ctx.standing.loadContext(input.userId);
  return sectionAnswersOf(ctx, context, input.section);
}
