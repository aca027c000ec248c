import { selectedOptionsAmong } from "@prenup/domain";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type { SelectedRestrictedOptionsResponse } from "./questionnaire.schemas.ts";

/** Which of the given options the user has chosen on questions they see (what a restricted option is checked against). */
export async function findSelectedOptions(
  ctx: QuestionnaireContext,
  input: { userId: string; optionIds: string[] },
): Promise<SelectedRestrictedOptionsResponse> {
  if (input.optionIds.length === 0) return { selected: [] };
  const { questionnaire, me } = await ctx.standing.loadContext(input.userId);
  return { selected: selectedOptionsAmong(questionnaire, me, input.optionIds) };
}
