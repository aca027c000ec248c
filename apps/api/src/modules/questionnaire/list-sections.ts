import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type { SectionResponse } from "./questionnaire.schemas.ts";
import { toSectionResponse } from "./section-response.ts";

/**
 * GET /users/{id}/questionnaire-sections: the sections of the user's questionnaire (with their status
 * when asked), in the state given instead of theirs when there is one (the admin's preview).
 */
export async function listSections(
  ctx: QuestionnaireContext,
  input: {
    userId: string;
    includeStatus: boolean;
    stateOverride?: { id: string; abbreviation: string } | null | undefined;
  },
): Promise<SectionResponse[]> {
  const { questionnaire, me } = await ctx.standing.loadContext(input.userId, {
    stateOverride: input.stateOverride ?? null,
  });
  return questionnaire.sections.map((section) => toSectionResponse(questionnaire, section, me, input.includeStatus));
}
