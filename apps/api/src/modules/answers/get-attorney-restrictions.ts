import { attorneyRuleDescriptionKey, triggeredRuleTypes } from "@prenup/domain";
import type { AnswersContext } from "./answers.context.ts";
import type { AttorneyRestrictionsResponse } from "./answers.schemas.ts";

/** GET /users/{id}/answers/attorney-restrictions: the attorney rules the user's answers trigger in the document's state. */
export async function getAttorneyRestrictions(
  ctx: AnswersContext,
  userId: string,
): Promise<AttorneyRestrictionsResponse> {
  const { me, questionnaire } = await ctx.standing.loadContext(userId);
  const ruleTypes = triggeredRuleTypes(me);
  return {
    ruleTypes,
    descriptionKey: attorneyRuleDescriptionKey(ruleTypes),
    requiresAttorney: ruleTypes.length > 0,
    representationPaid: me.representationPaid,
    triggers: me.triggers.map((trigger) => ({
      questionId: trigger.questionId,
      questionOptionId: trigger.questionOptionId,
      sectionKey: questionnaire.sectionById.get(trigger.sectionId)?.key ?? "",
      type: trigger.type,
    })),
  };
}
