import { finalReviewDaysFor } from "@prenup/content/runtime";
import { referenceId, type Executor } from "@prenup/db";
import {
  DomainError,
  isProductPaid,
  willHireFlagOf,
  withProfileAnswers,
  type QuestionnaireAssessment,
} from "@prenup/domain";
import type { StateQuestionnaire } from "../content/index.ts";
import type { AnswersSource } from "./assessment-cache.ts";
import type { StandingContext } from "./standing.context.ts";
import { STANDING_MESSAGES } from "./standing.messages.ts";
import { loadUserFacts, type ContextAnswer, type ContextProfile, type UserFacts } from "./standing.repository.ts";

/** One user on one agreement: the facts, the questionnaire in the agreement's state, and the assessments. */
export type UserContext = {
  facts: UserFacts;
  questionnaire: StateQuestionnaire;
  /** The state the questionnaire is shown in (the agreement's, or an admin's override). */
  state: { id: string; abbreviation: string } | null;
  myAnswers: ContextAnswer[];
  /** The user's assessment, made on its first read. */
  readonly me: QuestionnaireAssessment;
  /** Only when loaded `withPartner` and the partner has joined; made on its first read. */
  readonly partner: QuestionnaireAssessment | null;
  partnerAnswers: ContextAnswer[];
};

export type ContextOptions = {
  /** Read this agreement instead of the user's active one (reviewers, admins). */
  documentId?: string | null;
  /** Also read and assess the partner's answers (alignment, the standing). */
  withPartner?: boolean;
  /** Also count the financial entries (the standing). */
  withFinancials?: boolean;
  /** Show the questionnaire as in another state (admins). */
  stateOverride?: { id: string; abbreviation: string } | null;
  /** Read inside this transaction (an answer write, after taking the user's answer lock). */
  executor?: Executor;
};

/**
 * The id an answer that exists only in the profile is shown with (a phone number or birth date given
 * on the profile before the question was answered): the same for one person, question and agreement
 * on every read, so the answer write that follows stores its row under it.
 */
export function profileAnswerId(documentId: string, userId: string, questionId: string): string {
  return referenceId("profile-answer", `${documentId}:${userId}:${questionId}`);
}

/** A person's answers with the phone and birth-date questions read from their profile (domain `withProfileAnswers`). */
function answersWithProfile(
  questionnaire: StateQuestionnaire,
  documentId: string | undefined,
  person: { id: string; profile: ContextProfile },
  answers: readonly ContextAnswer[],
): ContextAnswer[] {
  if (documentId === undefined) return [...answers];
  const { profile } = person;
  return withProfileAnswers({
    questions: questionnaire.questions,
    answers,
    profile,
    answerOf: (questionId, valueTyped) => ({
      id: profileAnswerId(documentId, person.id, questionId),
      userId: person.id,
      questionId,
      valueTyped,
      questionOptionIds: [],
      isSuggestion: false,
      updatedAt: profile.updatedAt,
    }),
  });
}

/**
 * The domain engine's assessment of one person's answers on the agreement: kept for the next read,
 * or, read in a write's transaction (`inWrite`), assessed and not kept.
 */
function assess(
  ctx: StandingContext,
  inWrite: boolean,
  today: Date,
  facts: UserFacts,
  questionnaire: StateQuestionnaire,
  person: { id: string; firstName: string | null; lastName: string | null },
  answers: readonly ContextAnswer[],
  source: AnswersSource,
  stateAbbreviation: string | null,
): QuestionnaireAssessment {
  const kind = facts.document?.kind ?? "PRENUP";
  const input = {
    answers,
    today,
    stateAbbreviation,
    reviewDays: finalReviewDaysFor(stateAbbreviation, kind),
    agreementKind: kind,
    background: { hasState: facts.document?.stateId != null, firstName: person.firstName, lastName: person.lastName },
    willHireAttorney: willHireFlagOf(facts.document, person.id),
    representationPaid: isProductPaid(
      facts.purchaseItems.filter((item) => item.userId === person.id),
      "REPRESENTATION",
    ),
  };
  return inWrite
    ? ctx.assessments.assessForWrite(questionnaire, input)
    : ctx.assessments.assess(questionnaire, input, source);
}

/**
 * A customer's context: one statement for the facts (standing.repository.ts), the questionnaire
 * from the content cache, and the domain's engine for the assessments. 404 USER_NOT_FOUND when
 * there is no such live user.
 */
export async function loadContext(
  ctx: StandingContext,
  userId: string,
  options: ContextOptions = {},
): Promise<UserContext> {
  const facts = await loadUserFacts(options.executor ?? ctx.db, {
    userId,
    documentId: options.documentId ?? null,
    withPartner: options.withPartner ?? false,
    withFinancials: options.withFinancials ?? false,
  });
  if (!facts) throw new DomainError("USER_NOT_FOUND", STANDING_MESSAGES.userNotFound);
  const state =
    options.stateOverride ?? (facts.state ? { id: facts.state.id, abbreviation: facts.state.abbreviation } : null);
  const questionnaire = await ctx.content.questionnaire(facts.contentVersion, state?.id ?? null, options.executor);
  const documentId = facts.document?.id;
  const mine: AnswersSource = {
    text: facts.answers.mine.text,
    documentId,
    personId: facts.user.id,
    profile: facts.user.profile,
  };
  const myAnswers = answersWithProfile(questionnaire, documentId, facts.user, facts.answers.mine.list);
  const partner = options.withPartner ? facts.partner : null;
  const partnerRead = partner ? facts.answers.partner : null;
  const theirs: AnswersSource | null =
    partner && partnerRead
      ? { text: partnerRead.text, documentId, personId: partner.id, profile: partner.profile }
      : null;
  const partnerAnswers =
    partner && partnerRead ? answersWithProfile(questionnaire, documentId, partner, partnerRead.list) : [];
  const abbreviation = state?.abbreviation ?? null;
  const inWrite = options.executor !== undefined;
  const today = ctx.clock.now();
  // Each assessment is made when it is first read, as of the time the context was read: a reader
  // that needs only the answers (the outcome simulator) pays for neither, nor for their cache keys.
  let myAssessment: QuestionnaireAssessment | undefined;
  let partnerAssessment: QuestionnaireAssessment | null | undefined;
  return {
    facts,
    questionnaire,
    state,
    myAnswers,
    get me() {
      myAssessment ??= assess(ctx, inWrite, today, facts, questionnaire, facts.user, myAnswers, mine, abbreviation);
      return myAssessment;
    },
    get partner() {
      if (partnerAssessment === undefined)
        partnerAssessment =
          partner && theirs
            ? assess(ctx, inWrite, today, facts, questionnaire, partner, partnerAnswers, theirs, abbreviation)
            : null;
      return partnerAssessment;
    },
    partnerAnswers,
  };
}
