/**
 * The steps of an answer write, each a plain function of the user's context (no I/O): the checks
 * `writeAnswerOnce` runs before it writes, and what the write changes besides the answer.
 */
import { signingDeadlineFor, states } from "@prenup/content/runtime";
import { contentIds } from "@prenup/db";
import {
  answersBySide,
  canAskForAttorney,
  coupleWeddingDate,
  documentFlags,
  DomainError,
  isQuestionnaireBlocked,
  normalizePhoneNumber,
  plannedSigningProblem,
  profileFieldOf,
  sideOf,
  WEDDING_DATE_KEY,
  willHireFlagAfter,
  willHireFlagOf,
  type PlannedAnswer,
  type ProfileAnswerField,
  type QuestionnaireAssessment,
  type Respondent,
} from "@prenup/domain";
import type { ContextAnswer, ContextDocument, UserContext } from "../standing/index.ts";
import { ANSWER_MESSAGES } from "./answers.messages.ts";

/** The agreement the answer belongs to (NO_DOCUMENT before a state was chosen). */
export function requireDocument(context: UserContext): ContextDocument {
  if (!context.facts.document) throw new DomainError("NO_DOCUMENT", ANSWER_MESSAGES.noDocument);
  return context.facts.document;
}

/**
 * Answers can't change while the agreement is in the editor, in proof, notarized, reviewed or
 * finalized: the refusal (409 QUESTIONNAIRE_LOCKED) every answer write gives, and alignment's thread
 * actions with it; null while answers can change (or before there is an agreement).
 */
export function questionnaireLockedRefusal(context: UserContext): DomainError | null {
  const document = context.facts.document;
  if (!document) return null;
  const flags = documentFlags({
    document,
    notarization: context.facts.notarization,
    stateAllowsOnlineNotary: context.facts.state?.allowsOnlineNotary ?? false,
  });
  return isQuestionnaireBlocked(flags)
    ? new DomainError("QUESTIONNAIRE_LOCKED", ANSWER_MESSAGES.questionnaireLocked)
    : null;
}

export function refuseWhenBlocked(context: UserContext): void {
  const refusal = questionnaireLockedRefusal(context);
  if (refusal) throw refusal;
}

/** The two questions whose dates the wedding-day cutoff compares (content keys): WEDDING_DATE_KEY and this one. */
const PLANNED_SIGNING_KEY = "planned_signing_date";
export const SIGNING_PLAN_QUESTION_IDS = new Set([
  contentIds.question(WEDDING_DATE_KEY),
  contentIds.question(PLANNED_SIGNING_KEY),
]);

/**
 * Entering or changing the wedding date or the planned signing date: a signing planned after the
 * wedding-day cutoff (`plannedSigningProblem`, the rule finalization and notarization follow) is an
 * invalid value, like any other — stored as null with its message, or refused when strict. The
 * wedding date is the couple's (partner A's answer, else B's), except the one being written.
 */
export function checkSigningPlan(context: UserContext, planned: PlannedAnswer, strict: boolean): PlannedAnswer {
  if (planned.valueTyped === null || planned.validationError !== null) return planned;
  const key = context.questionnaire.questionById.get(planned.questionId)?.key;
  if (key !== WEDDING_DATE_KEY && key !== PLANNED_SIGNING_KEY) return planned;
  const idOf = (questionKey: string) =>
    context.questionnaire.questions.find((question) => question.key === questionKey)?.id;
  const valueIn = (answers: readonly ContextAnswer[], questionKey: string) =>
    answers.find((answer) => answer.questionId === idOf(questionKey))?.valueTyped?.trim() || null;
  const side = context.facts.document ? sideOf(context.facts.document, context.facts.user.id) : null;
  const problem = plannedSigningProblem({
    deadline: signingDeadlineFor(context.facts.state?.abbreviation, context.facts.document?.kind ?? "PRENUP"),
    weddingDate:
      key === WEDDING_DATE_KEY
        ? planned.valueTyped
        : coupleWeddingDate({
            questions: context.questionnaire.questions,
            ...answersBySide(side, context.myAnswers, context.partnerAnswers),
          }),
    plannedSigningDate:
      key === PLANNED_SIGNING_KEY ? planned.valueTyped : valueIn(context.myAnswers, PLANNED_SIGNING_KEY),
    stateName: states.find((state) => state.abbreviation === context.facts.state?.abbreviation)?.name ?? null,
  });
  if (!problem) return planned;
  if (strict) throw DomainError.invalidField("valueTyped", problem);
  return { ...planned, valueTyped: null, validationError: problem };
}

/** The document's will-hire flag follows the HIRES_ATTORNEY answer whenever this write could change it. */
export function willHireChange(
  context: UserContext,
  document: ContextDocument,
  planned: PlannedAnswer,
  after: QuestionnaireAssessment,
) {
  const question = context.questionnaire.questionById.get(planned.questionId)!;
  if (context.me.hiresAttorney === after.hiresAttorney && !canAskForAttorney(question)) return null;
  const current = willHireFlagOf(document, context.facts.user.id);
  const next = willHireFlagAfter(current, after.hiresAttorney);
  if (next === current || next === null) return null;
  const respondent: Respondent = sideOf(document, context.facts.user.id) ?? "A";
  return { respondent, value: next };
}

/**
 * What a write does to a question whose value the profile holds (the phone number, the birth date):
 * the profile field and its new value (E.164 for a phone), written when it differs from the
 * profile's; a typed value that was not accepted changes nothing (the profile keeps what it has). The
 * answer then shows `value`; its row keeps no value of its own, except an earlier one while the
 * profile field is still empty (see the domain's `withProfileAnswers`).
 */
export function profileChange(
  context: UserContext,
  planned: PlannedAnswer,
  previous: ContextAnswer | null,
): { field: ProfileAnswerField; value: string | null; changed: boolean; storedValueTyped: string | null } | null {
  const field = profileFieldOf(context.questionnaire.questionById.get(planned.questionId)?.key);
  if (!field) return null;
  const current = context.facts.user.profile[field];
  const kept = {
    field,
    value: previous?.valueTyped ?? null,
    changed: false,
    storedValueTyped: current === null ? (previous?.valueTyped ?? null) : null,
  };
  if (planned.validationError !== null || planned.valueTyped === null) return kept;
  const value = field === "phoneNumber" ? normalizePhoneNumber(planned.valueTyped) : planned.valueTyped.trim();
  if (value === null) return kept;
  return { field, value, changed: value !== current, storedValueTyped: null };
}

/**
 * The stored answer the person's change would replace when it is not the one they saw (`seen`: its
 * updatedAt, null for no answer): that answer, or null when it was removed; undefined when the
 * change was made on what is stored (or no version came with it).
 */
export function staleAnswer(
  context: UserContext,
  questionId: string,
  seen: string | null | undefined,
): ContextAnswer | null | undefined {
  if (seen === undefined) return undefined;
  const wanted = questionId.toLowerCase();
  const stored = context.myAnswers.find((answer) => answer.questionId === wanted) ?? null;
  const storedVersion = stored ? stored.updatedAt.toISOString() : null;
  const seenVersion = seen === null ? null : new Date(seen).toISOString();
  return storedVersion === seenVersion ? undefined : stored;
}
