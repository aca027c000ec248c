import { createHash } from "node:crypto";
import { assessQuestionnaire, type AssessmentFacts, type QuestionnaireAssessment } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import { questionnaireNumber, type StateQuestionnaire } from "../content/index.ts";
import type { ContextAnswer, ContextProfile } from "./standing.repository.ts";

/** How many assessments are kept, across questionnaires (content versions and states): the most recently used. */
export const ASSESSMENTS_KEPT = 2000;

/**
 * The domain's `assessQuestionnaire`, assessed once per distinct input. Every read of a couple's
 * questionnaire (the standing, the sections, a section's questions, the disputes) assesses both
 * partners' answers, and between two writes those answers do not change.
 *
 * A hit is exact: the key is a digest of every input in full — the state, the names, the will-hire
 * flag, representation, and the answers by what they were made from (`AnswersSource`: the JSON text
 * every answer was read from, the profile the phone and birth-date answers come from, the person and
 * the document) — and the assessment reads today as a UTC calendar day, so it is given the day's
 * start (`assessmentDay`). Digesting the text as read costs a fraction of writing each answer out
 * again, which cost about as much as assessing. Entries belong to one questionnaire object (a new
 * content version brings new objects, and the old entries are not found again); one bound holds them
 * all, whatever the number of states in use.
 */
export type AssessmentCache = {
  /** The assessment of these inputs, kept for the next read of the same; `facts.answers` are those made from `source`. */
  assess(questionnaire: StateQuestionnaire, facts: AssessmentInput, source: AnswersSource): QuestionnaireAssessment;
  /**
   * The assessment of inputs read in a write's transaction, which the write is about to change:
   * assessed the same way (today as its day) and not kept, so a write pays neither the key nor the
   * memory of an entry that no read would find.
   */
  assessForWrite(questionnaire: StateQuestionnaire, facts: AssessmentInput): QuestionnaireAssessment;
};

/**
 * What one person's answers were made from (load-context's `answersWithProfile`): the JSON text of
 * their answers as read (`AnswersRead.text`), with the profile, person and document that the answers
 * only kept in the profile are made from.
 */
export type AnswersSource = { text: string; documentId: string | undefined; personId: string; profile: ContextProfile };

/** The start of `now`'s UTC day: the `today` an assessment reads (calendar days in UTC). */
export function assessmentDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Every field of `T` but `Written`: a new field fails the build until `assessmentKey` writes it out. */
type KeyedFields<T, Written extends keyof T> = Exclude<keyof T, Written> extends never ? T : never;
/** What the cache assesses: the domain's facts, with the answers as the standing reads them. */
export type AssessmentInput = Omit<AssessmentFacts, "answers"> & { answers: readonly ContextAnswer[] };
type KeyedInput = KeyedFields<
  AssessmentInput,
  | "answers"
  | "today"
  | "stateAbbreviation"
  | "reviewDays"
  | "agreementKind"
  | "background"
  | "willHireAttorney"
  | "representationPaid"
>;
type KeyedBackground = KeyedFields<AssessmentFacts["background"], "hasState" | "firstName" | "lastName">;
type KeyedSource = KeyedFields<AnswersSource, "text" | "documentId" | "personId" | "profile">;
type KeyedProfile = KeyedFields<ContextProfile, "phoneNumber" | "birthdate" | "updatedAt">;

// Separators that cannot occur in the ids, and that a text holding them cannot imitate (JSON-quoted).
const text = (value: string | null | undefined): string => (value == null ? "-" : JSON.stringify(value));

/** The digest of an assessment's inputs, every field written out, the answers by their source, `today` as its UTC day. */
export function assessmentKey(facts: AssessmentInput, answers: AnswersSource): string {
  const input: KeyedInput = facts;
  const background: KeyedBackground = input.background;
  const source: KeyedSource = answers;
  const profile: KeyedProfile = source.profile;
  const fields =
    `${assessmentDay(input.today).getTime()}|${text(input.stateAbbreviation)}|${input.reviewDays}|${input.agreementKind}|` +
    `${background.hasState}|${text(background.firstName)}|${text(background.lastName)}|${input.willHireAttorney}|` +
    `${input.representationPaid}|${text(source.documentId)}|${source.personId}|${text(profile.phoneNumber)}|` +
    `${text(profile.birthdate)}|${profile.updatedAt.getTime()}\n`;
  // The answers' text, as read, follows the fields (a JSON array: it cannot continue them).
  return createHash("sha256").update(fields).update(source.text).digest("base64");
}

/** The inputs with today as the start of its UTC day, as every assessment here is given them. */
function onItsDay(facts: AssessmentInput): AssessmentInput {
  return { ...facts, today: assessmentDay(facts.today) };
}

export function createAssessmentCache(options: { max?: number } = {}): AssessmentCache {
  const kept = new LRUCache<string, QuestionnaireAssessment>({ max: options.max ?? ASSESSMENTS_KEPT });
  return {
    assess(questionnaire, facts, source) {
      const input = onItsDay(facts);
      const key = `${questionnaireNumber(questionnaire)}:${assessmentKey(input, source)}`;
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
