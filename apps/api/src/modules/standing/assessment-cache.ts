import { createHash } from "node:crypto";
import { assessQuestionnaire, type AssessmentFacts, type QuestionnaireAssessment } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import { questionnaireNumber, type StateQuestionnaire } from "../content/index.ts";
import type { ContextAnswer } from "./standing.repository.ts";

/** How many assessments are kept, across questionnaires (content versions and states): the most recently used. */
export const ASSESSMENTS_KEPT = 2000;

/**
 * The domain's `assessQuestionnaire`, assessed once per distinct input. Every read of a couple's
 * questionnaire (the standing, the sections, a section's questions, the disputes) assesses both
 * partners' answers, and between two writes those answers do not change.
 *
 * A hit is exact: the key is a digest of every input in full (each answer with its id, options,
 * text and time, the state, the names, the will-hire flag, representation), and the assessment
 * reads today as a UTC calendar day, so it is given the day's start (`assessmentDay`). Entries
 * belong to one questionnaire object (a new content version brings new objects, and the old
 * entries are not found again); one bound holds them all, whatever the number of states in use.
 */
export type AssessmentCache = {
  /** The assessment of these inputs, kept for the next read of the same. */
  assess(questionnaire: StateQuestionnaire, facts: KeyedFacts): QuestionnaireAssessment;
  /**
   * The assessment of inputs read in a write's transaction, which the write is about to change:
   * assessed the same way (today as its day) and not kept, so a write pays neither the key nor the
   * memory of an entry that no read would find.
   */
  assessForWrite(questionnaire: StateQuestionnaire, facts: KeyedFacts): QuestionnaireAssessment;
};

/** The start of `now`'s UTC day: the `today` an assessment reads (calendar days in UTC). */
export function assessmentDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Every field of the assessment's inputs, which `assessmentKey` writes out: a new field fails the build until it does. */
type KeyedFields<T, Written extends keyof T> = Exclude<keyof T, Written> extends never ? T : never;
type KeyedAnswer = KeyedFields<
  ContextAnswer,
  "id" | "userId" | "questionId" | "valueTyped" | "questionOptionIds" | "isSuggestion" | "updatedAt"
>;
/** What the cache assesses: the domain's facts, with the answers as the standing reads them. */
export type AssessmentInput = KeyedFacts;
type KeyedFacts = KeyedFields<
  Omit<AssessmentFacts, "answers"> & { answers: readonly KeyedAnswer[] },
  "answers" | "today" | "stateAbbreviation" | "reviewDays" | "background" | "willHireAttorney" | "representationPaid"
>;
type KeyedBackground = KeyedFields<AssessmentFacts["background"], "hasState" | "firstName" | "lastName">;

// Separators that cannot occur in the ids, and that a text holding them cannot imitate (JSON-quoted).
const text = (value: string | null | undefined): string => (value == null ? "-" : JSON.stringify(value));

/** The digest of an assessment's inputs, every field written out, `today` as its UTC day. */
export function assessmentKey(facts: KeyedFacts): string {
  const background: KeyedBackground = facts.background;
  const lines = [
    `${assessmentDay(facts.today).getTime()}|${text(facts.stateAbbreviation)}|${facts.reviewDays}|${background.hasState}|${text(background.firstName)}|${text(background.lastName)}|${facts.willHireAttorney}|${facts.representationPaid}`,
  ];
  for (const answer of facts.answers) {
    lines.push(
      `${answer.id}|${answer.userId}|${answer.questionId}|${text(answer.valueTyped)}|${answer.questionOptionIds.join(",")}|${answer.isSuggestion}|${answer.updatedAt.getTime()}`,
    );
  }
  // One flat string (a join) for the digest to read, rather than a chain of appended pieces.
  return createHash("sha256").update(lines.join("\n")).digest("base64");
}

/** The inputs with today as the start of its UTC day, as every assessment here is given them. */
function onItsDay(facts: KeyedFacts): KeyedFacts {
  return { ...facts, today: assessmentDay(facts.today) };
}

export function createAssessmentCache(options: { max?: number } = {}): AssessmentCache {
  const kept = new LRUCache<string, QuestionnaireAssessment>({ max: options.max ?? ASSESSMENTS_KEPT });
  return {
    assess(questionnaire, facts) {
      const input = onItsDay(facts);
      const key = `${questionnaireNumber(questionnaire)}:${assessmentKey(input)}`;
      const known = kept.get(key);
      if (known) return known;
      const assessment = assessQuestionnaire(questionnaire, input);
      kept.set(key, assessment);
      return assessment;
    },
    assessForWrite(questionnaire, facts) {
      return assessQuestionnaire(questionnaire, onItsDay(facts));
    },
  };
}
