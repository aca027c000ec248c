/**
 * What the assessment cache saves on every read of a context, on the real California questionnaire
 * with every question a partner is shown answered: assessing from scratch, against finding the kept
 * assessment (the key's digest of the answers' text, and the lookup). Run with
 * `npx vitest bench --run src/modules/standing/assessment-cache.bench.ts` in apps/api.
 */
import { randomUUID } from "node:crypto";
import { buildDefaultAnswers, questionnaire, questionnaireInState, toConditionAnswers } from "@prenup/content";
import { finalReviewDaysFor } from "@prenup/content/runtime";
import { assessQuestionnaire } from "@prenup/domain";
import { bench, describe } from "vitest";
import type { StateQuestionnaire } from "../content/index.ts";
import { createAssessmentCache, type AnswersSource, type AssessmentInput } from "./assessment-cache.ts";
import type { ContextAnswer } from "./standing.repository.ts";
import type { StoredAnswer } from "./user-facts.read-model.ts";

const engine = questionnaireInState(questionnaire, "CA") as unknown as StateQuestionnaire;
const typed = Object.fromEntries(
  engine.questions.filter((question) => question.options.length === 0).map((question) => [question.id, "written"]),
);
const userId = randomUUID();
const answers: ContextAnswer[] = toConditionAnswers(buildDefaultAnswers(questionnaire, "CA", typed)).map((answer) => ({
  id: randomUUID(),
  userId,
  questionId: answer.questionId,
  valueTyped: answer.valueTyped ?? null,
  questionOptionIds: [...(answer.questionOptionIds ?? [])],
  isSuggestion: false,
  updatedAt: new Date("2026-11-21T10:00:00.123Z"),
}));
const input: AssessmentInput = {
  answers,
  today: new Date("2026-11-21T12:00:00Z"),
  stateAbbreviation: "CA",
  reviewDays: finalReviewDaysFor("CA", "PRENUP"),
  agreementKind: "PRENUP",
  background: { hasState: true, firstName: "Avery", lastName: "Stone" },
  willHireAttorney: null,
  representationPaid: false,
};
// The answers' JSON text as the read model's statement writes it (`StoredAnswer`).
const stored: StoredAnswer[] = answers.map((answer) => [
  answer.id,
  answer.questionId,
  answer.valueTyped,
  answer.updatedAt.getTime(),
  answer.questionOptionIds,
  answer.isSuggestion,
]);
const source: AnswersSource = {
  text: JSON.stringify(stored),
  documentId: randomUUID(),
  personId: userId,
  profile: { phoneNumber: null, birthdate: null, updatedAt: new Date("2026-11-01T10:00:00Z") },
};
const cache = createAssessmentCache();
cache.assess(engine, input, source);

describe(`one partner's assessment, ${answers.length} answers on ${engine.questions.length} questions`, () => {
  bench("assessed from scratch", () => {
    assessQuestionnaire(engine, input);
  });
  bench("found in the cache (key and lookup)", () => {
    cache.assess(engine, input, source);
  });
});
