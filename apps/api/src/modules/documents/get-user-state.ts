import { assessQuestionnaire, DEFAULT_DOCUMENT_TERM, DomainError, triggeredRuleTypes } from "@prenup/domain";
import { finalReviewDaysFor } from "@prenup/content/runtime";
import type { DocumentsContext } from "./documents.context.ts";
import { DOCUMENT_MESSAGES } from "./documents.messages.ts";
import type { UserStateResponse } from "./documents.schemas.ts";

export type GetUserStateInput = { userId: string; stateId: string };

/**
 * GET /users/{id}/state/{stateId}: the state as it would apply to this user's agreement: wording,
 * statute, witnesses, and the attorney rules the user's answers would trigger there.
 */
export async function getUserState(ctx: DocumentsContext, input: GetUserStateInput): Promise<UserStateResponse> {
  const { userId, stateId } = input;
  const context = await ctx.standing.loadContext(userId);
  const state = await ctx.states.findState(stateId);
  if (!state) throw new DomainError("STATE_NOT_FOUND", DOCUMENT_MESSAGES.stateNotFound);
  const document = context.facts.document ? await ctx.repository.findDocument(context.facts.document.id) : null;
  const templateId =
    document?.document.templateId ?? (await ctx.repository.findCountryTemplate(state.countryId))?.id ?? null;
  const facts = templateId ? await ctx.repository.findTemplateState(templateId, state.id) : null;
  const kind = document?.document.kind ?? "PRENUP";
  // The user's answers, as the questionnaire engine sees them in that state.
  const there = assessQuestionnaire(await ctx.content.questionnaire(context.facts.contentVersion, state.id), {
    answers: context.myAnswers,
    today: ctx.clock.now(),
    stateAbbreviation: state.abbreviation,
    reviewDays: finalReviewDaysFor(state.abbreviation, kind),
    agreementKind: kind,
    background: { hasState: true, firstName: context.facts.user.firstName, lastName: context.facts.user.lastName },
    willHireAttorney: null,
    representationPaid: context.me.representationPaid,
  });
  return {
    state: {
      id: state.id,
      countryId: state.countryId,
      name: state.name,
      abbreviation: state.abbreviation,
      isActive: state.isActive,
      icon: state.icon,
      termForState: state.termForState,
      allowsOnlineNotary: state.allowsOnlineNotary,
      notaryBlockText: state.notaryBlockText,
      distributionLaw: state.distributionLaw,
      embryoRepRequired: state.embryoRepRequired,
      spousalSupportLaw: state.spousalSupportLaw,
      attorneySupport: state.attorneySupport,
    },
    termForDocument: facts?.termForDocument ?? DEFAULT_DOCUMENT_TERM,
    statute: facts?.statute ?? null,
    witnessRequired: facts?.witnessRequired ?? false,
    attorneyRuleTypes: triggeredRuleTypes(there).sort(),
  };
}
