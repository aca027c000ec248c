import { DomainError, isDocumentParty } from "@prenup/domain";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import { QUESTIONNAIRE_MESSAGES } from "./questionnaire.messages.ts";
import type { SectionGroupsResponse } from "./questionnaire.schemas.ts";
import { sectionGroupsOf } from "./section-groups.ts";

/**
 * One respondent's answers on an agreement, for the read-only view. A party may only read their
 * own; the partner's answers are theirs to share through alignment only.
 */
export async function getDocumentSectionGroups(
  ctx: QuestionnaireContext,
  input: {
    documentId: string;
    section: string;
    /** Default: the caller when a party, partner A for staff. */
    respondentUserId: string | undefined;
    /** The document's parties as the access check found them. */
    parties: { userAId: string; userBId: string | null };
    callerId: string;
    callerIsParty: boolean;
  },
): Promise<SectionGroupsResponse> {
  const requested = input.respondentUserId?.toLowerCase();
  if (input.callerIsParty && requested !== undefined && requested !== input.callerId) {
    throw new DomainError("FORBIDDEN", QUESTIONNAIRE_MESSAGES.partnersAnswers);
  }
  const respondentUserId = requested ?? (input.callerIsParty ? input.callerId : input.parties.userAId);
  if (!isDocumentParty(input.parties, respondentUserId)) {
    throw new DomainError("USER_NOT_FOUND", QUESTIONNAIRE_MESSAGES.respondentNotFound);
  }
  const context = await ctx.standing.loadContext(respondentUserId, { documentId: input.documentId });
  if (!context.facts.document) throw new DomainError("DOCUMENT_NOT_FOUND", QUESTIONNAIRE_MESSAGES.documentNotFound);
  return sectionGroupsOf(ctx, context, input.section);
}
