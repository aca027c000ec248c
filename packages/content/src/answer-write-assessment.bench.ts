/**
 * The answer write's assessments on the real California questionnaire with a full set of default
 * answers: the context's assessment, then the one after the write — assessed again from scratch, or
 * handed on from the context's (`assessment.withAnswer`). Run with `npx vitest bench --run`.
 */
import { bench, describe } from "vitest";
import { assessQuestionnaire, withAnswer, type AssessmentFacts } from "@prenup/domain";
import { finalReviewDaysFor } from "./data/state-law/execution.ts";
import { buildDefaultAnswers, questionnaire, questionnaireInState, toConditionAnswers } from "./index.ts";

const engine = questionnaireInState(questionnaire, "CA");
const answers = toConditionAnswers(buildDefaultAnswers(questionnaire, "CA"));
const facts: AssessmentFacts = {
  answers,
  today: new Date("2026-11-21T12:00:00Z"),
  stateAbbreviation: "CA",
  reviewDays: finalReviewDaysFor("CA", "PRENUP"),
  agreementKind: "PRENUP",
  background: { hasState: true, firstName: "Avery", lastName: "Stone" },
  willHireAttorney: null,
  representationPaid: false,
};
// A typed answer (no follow-ups): the common write.
const typedQuestion = engine.questions.find(
  (question) => question.options.length === 0 && !engine.questionsWithFollowUps.has(question.id),
)!;
const written = { questionId: typedQuestion.id, valueTyped: "written", questionOptionIds: [] };

describe(`one answer write on ${engine.questions.length} questions, ${answers.length} answers`, () => {
  bench("assessed twice (context, then from scratch after)", () => {
    const before = assessQuestionnaire(engine, facts);
    const after = assessQuestionnaire(engine, { ...facts, answers: withAnswer(answers, written) });
    after.sectionStatus(typedQuestion.sectionId);
    before.isSectionLocked(typedQuestion.sectionId);
  });
  bench("assessed once (context, handed on with withAnswer)", () => {
    const before = assessQuestionnaire(engine, facts);
    const after = before.withAnswer(written);
    after.sectionStatus(typedQuestion.sectionId);
    before.isSectionLocked(typedQuestion.sectionId);
  });
});
