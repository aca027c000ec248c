import { createHash } from "node:crypto";
import { assessQuestionnaire, type AssessmentFacts, type QuestionnaireAssessment } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import type { StateQuestionnaire } from "../content/index.ts";

/** How many assessments each questionnaire (content version and state) keeps: the most recently used. */
export const ASSESSMENTS_KEPT = 1_000;

/**
 * The domain's `assessQuestionnaire`, assessed once per distinct input. Every read of a couple's
 * questionnaire (the standing, the sections, a section's questions, the disputes) assesses both
 * partners' answers, and between two writes those answers do not change.
 *
 * A hit is exact: the key is a digest of every input in full (each answer with its id, options,
 * text and time, the state, the names, the will-hire flag, representation), and the assessment
 * reads today as a UTC calendar day, so it is given the day's start (`assessmentDay`). Entries
 * belong to one questionnaire object: a new content version brings new objects, and the old
 * entries go with the old objects.
 */
export type AssessmentCache = {
  assess(questionnaire: StateQuestionnaire, facts: AssessmentFacts): QuestionnaireAssessment;
};

/** The start of `now`'s UTC day: the `today` an assessment reads (calendar days in UTC). */
export function assessmentDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The digest of an assessment's inputs, `today` taken as its UTC day. */
export function assessmentKey(facts: AssessmentFacts): string {
  const text = JSON.stringify({ ...facts, today: assessmentDay(facts.today).getTime() });
  return createHash("sha256").update(text).digest("base64");
}

export function createAssessmentCache(options: { max?: number } = {}): AssessmentCache {
  const max = options.max ?? ASSESSMENTS_KEPT;
  const byQuestionnaire = new WeakMap<StateQuestionnaire, LRUCache<string, QuestionnaireAssessment>>();
  return {
    assess(questionnaire, facts) {
      const input = { ...facts, today: assessmentDay(facts.today) };
      const key = assessmentKey(input);
      let kept = byQuestionnaire.get(questionnaire);
      if (!kept) {
        kept = new LRUCache({ max });
        byQuestionnaire.set(questionnaire, kept);
      }
      const known = kept.get(key);
      if (known) return known;
      const assessment = assessQuestionnaire(questionnaire, input);
      kept.set(key, assessment);
      return assessment;
    },
  };
}
