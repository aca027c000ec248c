import { finalReviewDaysFor, signingDeadlineFor } from "@prenup/content/runtime";
import {
  answersBySide,
  attorneyPlanOfAnswers,
  computeStanding,
  coupleWeddingDate,
  disclosureStatus,
  fullName,
  isDisclosureGiven,
  sideOf,
  type Standing,
} from "@prenup/domain";
import type { Executor } from "@prenup/db";
import { loadContext, type UserContext } from "./load-context.ts";
import type { StandingContext } from "./standing.context.ts";

/** The couple's wedding date as answered (`coupleWeddingDate`: partner A's answer, else partner B's). */
export function weddingDateOf(context: UserContext): string | null {
  const side = context.facts.document ? sideOf(context.facts.document, context.facts.user.id) : null;
  return coupleWeddingDate({
    questions: context.questionnaire.questions,
    ...answersBySide(side, context.myAnswers, context.partnerAnswers),
  });
}

/** The standing of a loaded context (loaded withPartner and withFinancials): the domain's `computeStanding`. */
export function standingOf(ctx: Pick<StandingContext, "clock">, context: UserContext): Standing {
  const { facts } = context;
  return computeStanding({
    now: ctx.clock.now(),
    userId: facts.user.id,
    document: facts.document,
    state: facts.state
      ? {
          ...facts.state,
          signingDeadline: signingDeadlineFor(facts.state.abbreviation, facts.document?.kind ?? "PRENUP"),
          reviewDays: finalReviewDaysFor(facts.state.abbreviation, facts.document?.kind ?? "PRENUP"),
        }
      : null,
    notarization: facts.notarization,
    purchaseItems: facts.purchaseItems,
    financials: facts.financials ?? { entryCount: 0, incomeYears: [], pendingJointEntries: 0 },
    partnerDisclosure: facts.partnerDisclosure
      ? {
          given: isDisclosureGiven(disclosureStatus(facts.partnerDisclosure)),
          latest: facts.partnerDisclosure.latest,
          changeCount: facts.partnerDisclosure.changeCount ?? 0,
          acknowledgedVersion: facts.partnerDisclosure.acknowledgedVersion,
        }
      : null,
    questionnaire: context.questionnaire,
    me: context.me,
    partner: context.partner,
    partnerName: facts.partner ? fullName(facts.partner) : null,
    weddingDate: weddingDateOf(context),
    pendingProposals: facts.disputeThreads?.pending ?? [],
    attorneyPlan: attorneyPlanOfAnswers(context.questionnaire.questions, context.me.answers),
    partnerAttorneyPlan: context.partner
      ? attorneyPlanOfAnswers(context.questionnaire.questions, context.partner.answers)
      : null,
    counselCertifiedUserIds: facts.counselCertifiedUserIds,
  });
}

/**
 * One partner's whole standing on one agreement, read in the caller's transaction (partner and
 * financial facts included), with the context it was computed from: what a mail about that
 * agreement decides on.
 */
export async function documentStandingOf(ctx: StandingContext, tx: Executor, userId: string, documentId: string) {
  const context = await loadContext(ctx, userId, {
    documentId,
    withPartner: true,
    withFinancials: true,
    executor: tx,
  });
  return { context, standing: standingOf(ctx, context) };
}
