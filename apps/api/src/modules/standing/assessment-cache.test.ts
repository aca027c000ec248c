import { assessQuestionnaire, buildQuestionnaire } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import type { StateQuestionnaire } from "../content/index.ts";
import { assessmentDay, createAssessmentCache, type AssessmentInput } from "./assessment-cache.ts";

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
  background: { hasState: false, firstName: "Alex", lastName: "Rivera" },
  willHireAttorney: null,
  representationPaid: false,
  ...overrides,
});

const status = (assessment: { sectionStatus(id: string): string }) => assessment.sectionStatus("s");

describe("the assessment cache", () => {
  it("assesses the same inputs once and answers what the domain's assessment gives", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const first = cache.assess(content, facts());
    // A later read of the same answers, the same day: the same assessment, not a new one.
    expect(cache.assess(content, facts({ today: new Date("2027-03-01T23:59:59Z") }))).toBe(first);
    const direct = assessQuestionnaire(content, facts());
    expect(status(first)).toBe(status(direct));
    expect(first.sections()).toEqual(direct.sections());
    expect(status(first)).toBe("COMPLETED");
  });

  it("assesses again when any input changes: an answer's text, its time, the names, the day", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const first = cache.assess(content, facts());
    const cleared = cache.assess(
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
    expect(cache.assess(content, rewritten)).not.toBe(first);
    expect(
      cache.assess(content, facts({ background: { hasState: false, firstName: "Alexa", lastName: "Rivera" } })),
    ).not.toBe(first);
    // After midnight UTC the wedding on 2 March is no longer in the future: the section is not complete.
    const nextDay = cache.assess(content, facts({ today: new Date("2027-03-02T00:00:01Z") }));
    expect(nextDay).not.toBe(first);
    expect(status(nextDay)).toBe(
      status(assessQuestionnaire(content, facts({ today: new Date("2027-03-02T00:00:01Z") }))),
    );
    expect(status(nextDay)).not.toBe("COMPLETED");
  });

  it("assesses a write's read the same way and keeps nothing of it", () => {
    const cache = createAssessmentCache();
    const content = questionnaire();
    const forWrite = cache.assessForWrite(content, facts());
    expect(forWrite.sections()).toEqual(assessQuestionnaire(content, facts()).sections());
    const read = cache.assess(content, facts());
    expect(read).not.toBe(forWrite);
    expect(cache.assess(content, facts())).toBe(read);
    // The day's start, as a kept assessment reads it: after midnight UTC the wedding is no longer ahead.
    expect(status(cache.assessForWrite(content, facts({ today: new Date("2027-03-02T00:00:01Z") })))).not.toBe(
      "COMPLETED",
    );
  });

  it("keeps each questionnaire's assessments apart: new content is assessed anew", () => {
    const cache = createAssessmentCache();
    const first = cache.assess(questionnaire(), facts());
    expect(cache.assess(questionnaire(), facts())).not.toBe(first);
  });

  it("keeps the most recently used assessments only", () => {
    const cache = createAssessmentCache({ max: 2 });
    const content = questionnaire();
    const a = cache.assess(content, facts());
    const b = cache.assess(content, facts({ representationPaid: true }));
    expect(cache.assess(content, facts())).toBe(a);
    cache.assess(content, facts({ willHireAttorney: true }));
    expect(cache.assess(content, facts())).toBe(a);
    expect(cache.assess(content, facts({ representationPaid: true }))).not.toBe(b);
  });

  it("holds one bound across questionnaires, however many states are in use", () => {
    const cache = createAssessmentCache({ max: 2 });
    const [first, second, third] = [questionnaire(), questionnaire(), questionnaire()];
    const a = cache.assess(first, facts());
    const b = cache.assess(second, facts());
    cache.assess(third, facts());
    expect(cache.assess(second, facts())).toBe(b);
    expect(cache.assess(first, facts())).not.toBe(a);
  });

  it("reads today as its UTC calendar day", () => {
    expect(assessmentDay(new Date("2027-03-01T23:59:59.999Z")).toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(assessmentDay(new Date("2027-03-02T00:00:00Z")).toISOString()).toBe("2027-03-02T00:00:00.000Z");
  });
});
