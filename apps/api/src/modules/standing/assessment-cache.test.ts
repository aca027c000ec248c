import { assessQuestionnaire, buildQuestionnaire } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import type { StateQuestionnaire } from "../content/index.ts";
import {
  assessmentDay,
  createAssessmentCache,
  type AnswersSource,
  type AssessmentCache,
  type AssessmentInput,
} from "./assessment-cache.ts";

// One section: the wedding date (a future date) and a business name (text), both required.
function questionnaire(): StateQuestionnaire {
  const question = (id: string, order: number, extra: object) => ({
    id,
    key: id,
    title: id,
    isRequired: true,
    questionType: "TEXT_BOX" as const,
    inputType: "TEXT" as const,
    inputRestriction: null,
    groupId: "g",
    parentQuestionId: null,
    order,
    allowsOtherOption: false,
    generatesDispute: false,
    showWhenOptionIds: [],
    ...extra,
  });
  return buildQuestionnaire(
    {
      sections: [{ id: "s", key: "plans", label: "Plans", order: 0 }],
      groups: [{ id: "g", key: "plans", sectionId: "s", title: "Plans", order: 0 }],
      questions: [
        question("wedding", 0, { inputType: "DATE", inputRestriction: "FUTURE_DATE" }),
        question("business", 1, {}),
      ],
      options: [],
    },
    null,
  ) as unknown as StateQuestionnaire;
}

const answer = (questionId: string, valueTyped: string, updatedAt = new Date("2027-03-01T08:00:00Z")) => ({
  id: `answer-${questionId}`,
  userId: "user-1",
  questionId,
  valueTyped,
  questionOptionIds: [],
  isSuggestion: false,
  updatedAt,
});

const facts = (overrides: Partial<AssessmentInput> = {}): AssessmentInput => ({
  answers: [answer("wedding", "2027-03-02"), answer("business", "Rivera Analytics")],
  today: new Date("2027-03-01T09:30:00Z"),
  stateAbbreviation: null,
  reviewDays: 0,
  agreementKind: "PRENUP",
  background: { hasState: false, firstName: "Alex", lastName: "Rivera" },
  willHireAttorney: null,
  representationPaid: false,
  ...overrides,
});

/** The source the answers were made from: their JSON text as the statement writes it, and the person's profile. */
const sourceOf = (input: AssessmentInput, overrides: Partial<AnswersSource> = {}): AnswersSource => ({
  text: JSON.stringify(input.answers),
  documentId: "document-1",
  personId: "user-1",
  profile: { phoneNumber: null, birthdate: null, updatedAt: new Date("2027-02-01T08:00:00Z") },
  ...overrides,
});

/** The cache's assessment of `input`, its answers read from `source` (by default: from `input`'s own answers). */
const assessed = (
  cache: AssessmentCache,
  content: StateQuestionnaire,
  input: AssessmentInput,
  source: AnswersSource = sourceOf(input),
) => cache.assess(content, input, source);

const status = (assessment: { sectionStatus(id: string): string }) => assessment.sectionStatus("s");

describe("the assessment cache", () => {
  it("assesses the same inputs once and answers what the domain's assessment gives", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const first = assessed(cache, content, facts());
    // A later read of the same answers, the same day: the same assessment, not a new one.
    expect(assessed(cache, content, facts({ today: new Date("2027-03-01T23:59:59Z") }))).toBe(first);
    const direct = assessQuestionnaire(content, facts());
    expect(status(first)).toBe(status(direct));
    expect(first.sections()).toEqual(direct.sections());
    expect(status(first)).toBe("COMPLETED");
  });

  it("assesses again when any input changes: an answer's text, its time, the names, the day", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const first = assessed(cache, content, facts());
    const cleared = assessed(
      cache,
      content,
      facts({ answers: [answer("wedding", "2027-03-02"), answer("business", "")] }),
    );
    expect(cleared).not.toBe(first);
    expect(status(cleared)).not.toBe("COMPLETED");
    const rewritten = facts({
      answers: [
        answer("wedding", "2027-03-02"),
        answer("business", "Rivera Analytics", new Date("2027-03-01T08:05:00Z")),
      ],
    });
    expect(assessed(cache, content, rewritten)).not.toBe(first);
    expect(
      assessed(cache, content, facts({ background: { hasState: false, firstName: "Alexa", lastName: "Rivera" } })),
    ).not.toBe(first);
    // After midnight UTC the wedding on 2 March is no longer in the future: the section is not complete.
    const nextDay = assessed(cache, content, facts({ today: new Date("2027-03-02T00:00:01Z") }));
    expect(nextDay).not.toBe(first);
    expect(status(nextDay)).toBe(
      status(assessQuestionnaire(content, facts({ today: new Date("2027-03-02T00:00:01Z") }))),
    );
    expect(status(nextDay)).not.toBe("COMPLETED");
  });

  it("assesses again when what the answers were read from changes: their text, the profile, the person, the document", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const input = facts();
    const first = assessed(cache, content, input);
    expect(assessed(cache, content, input, sourceOf(input))).toBe(first);
    // The same fields written another way (a later time to the microsecond, as PostgreSQL writes it).
    expect(assessed(cache, content, input, sourceOf(input, { text: `${JSON.stringify(input.answers)} ` }))).not.toBe(
      first,
    );
    const profile = { phoneNumber: "+14155550123", birthdate: null, updatedAt: new Date("2027-02-01T08:00:00Z") };
    expect(assessed(cache, content, input, sourceOf(input, { profile }))).not.toBe(first);
    const touched = { ...profile, phoneNumber: null, updatedAt: new Date("2027-02-02T08:00:00Z") };
    expect(assessed(cache, content, input, sourceOf(input, { profile: touched }))).not.toBe(first);
    expect(assessed(cache, content, input, sourceOf(input, { personId: "user-2" }))).not.toBe(first);
    expect(assessed(cache, content, input, sourceOf(input, { documentId: "document-2" }))).not.toBe(first);
    expect(assessed(cache, content, input, sourceOf(input, { documentId: undefined }))).not.toBe(first);
  });

  it("assesses a write's read the same way and keeps nothing of it", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const forWrite = cache.assessForWrite(content, facts());
    expect(forWrite.sections()).toEqual(assessQuestionnaire(content, facts()).sections());
    const read = assessed(cache, content, facts());
    expect(read).not.toBe(forWrite);
    expect(assessed(cache, content, facts())).toBe(read);
    // The day's start, as a kept assessment reads it: after midnight UTC the wedding is no longer ahead.
    expect(status(cache.assessForWrite(content, facts({ today: new Date("2027-03-02T00:00:01Z") })))).not.toBe(
      "COMPLETED",
    );
  });

  it("keeps each questionnaire's assessments apart: new content is assessed anew", () => {
    const cache = createAssessmentCache();
    const first = assessed(cache, questionnaire(), facts());
    expect(assessed(cache, questionnaire(), facts())).not.toBe(first);
  });

  it("keeps the most recently used assessments only", () => {
    const cache = createAssessmentCache({ max: 2 });
    const content = questionnaire();
    const a = assessed(cache, content, facts());
    const b = assessed(cache, content, facts({ representationPaid: true }));
    expect(assessed(cache, content, facts())).toBe(a);
    assessed(cache, content, facts({ willHireAttorney: true }));
    expect(assessed(cache, content, facts())).toBe(a);
    expect(assessed(cache, content, facts({ representationPaid: true }))).not.toBe(b);
  });

  it("holds one bound across questionnaires, however many states are in use", () => {
    const cache = createAssessmentCache({ max: 2 });
    const [first, second, third] = [questionnaire(), questionnaire(), questionnaire()];
    const a = assessed(cache, first, facts());
    const b = assessed(cache, second, facts());
    assessed(cache, third, facts());
    expect(assessed(cache, second, facts())).toBe(b);
    expect(assessed(cache, first, facts())).not.toBe(a);
  });

  it("reads today as its UTC calendar day", () => {
    expect(assessmentDay(new Date("2027-03-01T23:59:59.999Z")).toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(assessmentDay(new Date("2027-03-02T00:00:00Z")).toISOString()).toBe("2027-03-02T00:00:00.000Z");
  });
});
