import { ATTORNEY_PLAN_QUESTION_KEY, attorneyPlanOf, type AttorneyPlan } from "./counsel-plan.ts";
import { chosenOptionIds, type AnswerLike } from "./answer-shape.ts";

/**
 * Whether Representation still has an agreement to work on: not once the text is final (finalized),
 * since an attorney could no longer review or edit it. The standing's offer and the cart's purchase
 * rule both apply it.
 */
export function representationStillApplies(document: { finalized: boolean } | null): boolean {
  return !document?.finalized;
}

/** Why Representation cannot be bought once the agreement is finalized (the cart's refusal, the page's note). */
export const REPRESENTATION_AFTER_FINAL_MESSAGE =
  "Your agreement is finalized, so an attorney can no longer review or edit it for you. You can still book Ask an Attorney for a call about it before you sign.";

/** The attorney services a couple can buy. */
export const ATTORNEY_SERVICES = ["REPRESENTATION", "Q_A"] as const;
export type AttorneyService = (typeof ATTORNEY_SERVICES)[number];

/**
 * A partner's answer to `attorney_plan` read off their answers by question (an assessment's
 * `answers`) and the questionnaire's keyed questions (null: the question is not in the questionnaire, or not answered).
 */
export function attorneyPlanOfAnswers(
  questions: readonly { id: string; key: string; options: readonly { id: string; key: string }[] }[],
  answers: ReadonlyMap<string, AnswerLike>,
): AttorneyPlan | null {
  const question = questions.find((candidate) => candidate.key === ATTORNEY_PLAN_QUESTION_KEY);
  const answer = question ? answers.get(question.id) : undefined;
  if (!question || !answer) return null;
  const keys = chosenOptionIds(answer).flatMap((id) =>
    question.options.filter((option) => option.id === id).map((option) => option.key),
  );
  return attorneyPlanOf(keys);
}

export type AttorneyOfferFacts = {
  /** The partner's own answer to `attorney_plan` (null: not answered). */
  attorneyPlan: AttorneyPlan | null;
  /** The agreement's states (null before there is a document). */
  document: { finalized: boolean; notarizationComplete: boolean } | null;
};

/**
 * The attorney services that still make sense to offer a partner, in the order they are offered:
 * - none once the partner answered that they sign without an attorney (their choice stands) or the
 *   agreement is notarized (nothing is left for an attorney to do on it);
 * - no Representation once the agreement is finalized (its text can no longer change), nor for a
 *   partner who answered that their own attorney represents them;
 * - Q&A otherwise: a call about the agreement helps at any stage before signing.
 * What can be bought today (quantities, attorneys available) is the eligibility's; this rule only
 * removes what no longer fits the couple's stage or the partner's choice.
 */
export function attorneyServicesThatApply(facts: AttorneyOfferFacts): AttorneyService[] {
  if (facts.attorneyPlan === "NO_ATTORNEY" || facts.document?.notarizationComplete) return [];
  const representation = representationStillApplies(facts.document) && facts.attorneyPlan !== "OWN_ATTORNEY";
  return representation ? ["REPRESENTATION", "Q_A"] : ["Q_A"];
}
