import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type { SectionResponse } from "./questionnaire.schemas.ts";
import { requireSection, toSectionResponse } from "./section-response.ts";

/** One section of the user's questionnaire, with its status and lock. */
export async function getSection(
  ctx: QuestionnaireContext,
  input: { userId: string; section: string },
): Promise<SectionResponse> {
  const { questionnaire, me } = await ctx.standing.loadContext(input.userId);
  return toSectionResponse(questionnaire, requireSection(questionnaire, input.section), me, true);
}
