import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES } from "./answers.ts";
import { answersByQuestion } from "./answer-shape.ts";
import { QUESTION_TYPES, SECTION_STATUSES } from "./enums.ts";
import {
  answerValueForValidation,
  backgroundSectionStatus,
  computeSectionStatus,
  effectiveOptionIds,
  isAnswered,
  isOptionQuestion,
  isSectionLocked,
  parentChain,
  questionMessage,
  sectionStatusOf,
  visibleQuestionIds,
  type QuestionForVisibility,
} from "./questionnaire-status.ts";

const today = new Date("2026-11-21T12:00:00Z");

function question(id: string, overrides: Partial<QuestionForVisibility> = {}): QuestionForVisibility {
  return {
    id,
    title: `Question ${id}`,
    isRequired: true,
    questionType: "TEXT_BOX",
    inputType: "TEXT",
    inputRestriction: null,
    parentQuestionId: null,
    showWhenOptionIds: [],
    ...overrides,
  };
}

// has_home (radio yes/no, no default) → home_value (currency) when yes → home_mortgage (radio) → mortgage_amount when yes
const hasHome = question("has_home", {
  questionType: "RADIO",
  inputType: null,
  options: [
    { id: "home_yes", isDefault: false },
    { id: "home_no", isDefault: false },
  ],
});
const homeValue = question("home_value", {
  inputType: "CURRENCY",
  parentQuestionId: "has_home",
  showWhenOptionIds: ["home_yes"],
});
const mortgage = question("mortgage", {
  questionType: "RADIO",
  inputType: null,
  parentQuestionId: "has_home",
  showWhenOptionIds: ["home_yes"],
  options: [
    { id: "mortgage_yes", isDefault: false },
    { id: "mortgage_no", isDefault: true },
  ],
});
const mortgageAmount = question("mortgage_amount", {
  inputType: "CURRENCY",
  parentQuestionId: "mortgage",
  showWhenOptionIds: ["mortgage_yes"],
});
const notes = question("notes", { isRequired: false, questionType: "TEXT_AREA" });
const section = [hasHome, homeValue, mortgage, mortgageAmount, notes];

const options = (questionId: string, ...ids: string[]) => ({
  questionId,
  answerQuestionOptions: ids.map((questionOptionId) => ({ questionOptionId })),
});
const typed = (questionId: string, valueTyped: string | null) => ({ questionId, valueTyped });

describe("visibleQuestionIds", () => {
  it("shows root questions only until a revealing option is chosen", () => {
    expect([...visibleQuestionIds(section, [])].sort()).toEqual(["has_home", "notes"]);
    expect([...visibleQuestionIds(section, [options("has_home", "home_no")])].sort()).toEqual(["has_home", "notes"]);
  });

  it("reveals follow-ups, and a default option reveals its own follow-ups before anything is saved", () => {
    const visible = visibleQuestionIds(section, [options("has_home", "home_yes")]);
    expect([...visible].sort()).toEqual(["has_home", "home_value", "mortgage", "notes"]);
    const withMortgage = visibleQuestionIds(section, [
      options("has_home", "home_yes"),
      options("mortgage", "mortgage_yes"),
    ]);
    expect(withMortgage.has("mortgage_amount")).toBe(true);
  });

  it("hides a grandchild when its parent is hidden, whatever was answered below", () => {
    const visible = visibleQuestionIds(section, [
      options("has_home", "home_no"),
      options("mortgage", "mortgage_yes"),
      typed("mortgage_amount", "10"),
    ]);
    expect(visible.has("mortgage")).toBe(false);
    expect(visible.has("mortgage_amount")).toBe(false);
  });

  it("hides a follow-up whose parent is not offered (another state's question) and survives a cycle", () => {
    const orphan = question("orphan", { parentQuestionId: "missing", showWhenOptionIds: ["x"] });
    const loopA = question("loop_a", {
      parentQuestionId: "loop_b",
      showWhenOptionIds: ["b1"],
      questionType: "RADIO",
      options: [{ id: "a1", isDefault: true }],
    });
    const loopB = question("loop_b", {
      parentQuestionId: "loop_a",
      showWhenOptionIds: ["a1"],
      questionType: "RADIO",
      options: [{ id: "b1", isDefault: true }],
    });
    expect([...visibleQuestionIds([orphan, loopA, loopB], [])]).toEqual([]);
  });
});

describe("answers that count", () => {
  it("takes saved options over defaults, and defaults when nothing is saved", () => {
    expect(effectiveOptionIds(mortgage, undefined)).toEqual(["mortgage_no"]);
    expect(effectiveOptionIds(mortgage, options("mortgage", "mortgage_yes"))).toEqual(["mortgage_yes"]);
  });

  it("treats an 'other' text as a choice on option questions", () => {
    const withOther = { ...hasHome, allowsOtherOption: true };
    expect(answerValueForValidation(withOther, typed("has_home", "A boat"))).toEqual(["A boat"]);
    expect(isAnswered(withOther, typed("has_home", "  "))).toBe(false);
    expect(isAnswered(hasHome, typed("has_home", "A boat"))).toBe(false);
    expect(effectiveOptionIds(withOther, typed("has_home", "A boat"))).toEqual([]);
    expect(answerValueForValidation(withOther, undefined)).toEqual([]);
    expect(effectiveOptionIds(homeValue, undefined)).toEqual([]);
  });

  it("reads typed values for text questions", () => {
    expect(answerValueForValidation(homeValue, undefined)).toBeNull();
    expect(isAnswered(homeValue, typed("home_value", " 12 "))).toBe(true);
    expect(isAnswered(homeValue, typed("home_value", ""))).toBe(false);
  });
});

describe("computeSectionStatus", () => {
  const status = (answers: Parameters<typeof computeSectionStatus>[0]["answers"], questions = section) =>
    computeSectionStatus({ questions, answers, today, stateAbbreviation: "NY", reviewDays: 0 });

  it("is NOT_STARTED with nothing saved, even when defaults would complete it", () => {
    expect(status([])).toBe("NOT_STARTED");
    const defaulted = question("plan", {
      questionType: "RADIO",
      inputType: null,
      options: [{ id: "plan_default", isDefault: true }],
    });
    expect(status([], [defaulted])).toBe("NOT_STARTED");
  });

  it("is COMPLETED when the shown required questions are answered; hidden required follow-ups do not count", () => {
    expect(status([options("has_home", "home_no")])).toBe("COMPLETED");
  });

  it("is IN_PROGRESS while a revealed required follow-up is empty or its suggestion stands, COMPLETED once chosen", () => {
    expect(status([options("has_home", "home_yes")])).toBe("IN_PROGRESS");
    // mortgage suggests "no": the section waits until the partner keeps it or changes it.
    expect(status([options("has_home", "home_yes"), typed("home_value", "450000")])).toBe("IN_PROGRESS");
    const suggestion = { ...options("mortgage", "mortgage_no"), isSuggestion: true };
    expect(status([options("has_home", "home_yes"), typed("home_value", "450000"), suggestion])).toBe("IN_PROGRESS");
    expect(
      status([options("has_home", "home_yes"), typed("home_value", "450000"), options("mortgage", "mortgage_no")]),
    ).toBe("COMPLETED");
    expect(
      status([options("has_home", "home_yes"), typed("home_value", "450000"), options("mortgage", "mortgage_yes")]),
    ).toBe("IN_PROGRESS");
  });

  it("needs a required answer to pass validation", () => {
    const birth = question("dob", {
      inputType: "DATE",
      inputRestriction: "PAST_DATE",
      title: "What is your date of birth?",
    });
    expect(
      computeSectionStatus({ questions: [birth], answers: [typed("dob", "2015-01-01")], today, reviewDays: 0 }),
    ).toBe("IN_PROGRESS");
    expect(
      computeSectionStatus({ questions: [birth], answers: [typed("dob", "1990-01-01")], today, reviewDays: 0 }),
    ).toBe("COMPLETED");
  });

  it("completes an all-optional section once something is saved there", () => {
    expect(status([], [notes])).toBe("NOT_STARTED");
    expect(status([typed("notes", "We keep our cars.")], [notes])).toBe("COMPLETED");
  });

  it("is NOT_APPLICABLE when no question is shown", () => {
    expect(status([], [])).toBe("NOT_APPLICABLE");
    expect(status([], [mortgageAmount])).toBe("NOT_APPLICABLE");
  });
});

describe("isSectionLocked", () => {
  const base = {
    sectionHasAttorneyRules: true,
    wantsAttorney: true,
    representationPaid: false,
    sectionHoldsTriggeringAnswer: false,
  };
  it("locks an attorney-rule section while wanted representation is unpaid", () => {
    expect(isSectionLocked(base)).toBe(true);
  });
  it.each([
    ["no attorney rules in the state", { sectionHasAttorneyRules: false }],
    ["no attorney wanted", { wantsAttorney: false }],
    ["representation paid", { representationPaid: true }],
    ["the section holds the answer that asked for one", { sectionHoldsTriggeringAnswer: true }],
  ])("does not lock when %s", (_name, change) => {
    expect(isSectionLocked({ ...base, ...change })).toBe(false);
  });
});

describe("isOptionQuestion", () => {
  it("is true for CHECKBOX, RADIO and DROPDOWN only", () => {
    expect(QUESTION_TYPES.filter((questionType) => isOptionQuestion({ questionType }))).toEqual([
      "CHECKBOX",
      "RADIO",
      "DROPDOWN",
    ]);
  });
});

describe("questionMessage", () => {
  const context = { today, stateAbbreviation: "NY" };
  it("gives the validation message of a shown question's answer, defaults counted", () => {
    expect(questionMessage(hasHome, undefined, context)).toBe(ANSWER_MESSAGES.required);
    expect(questionMessage(mortgage, undefined, context)).toBeNull();
    expect(questionMessage(homeValue, typed("home_value", "abc"), context)).toBe("Invalid currency value");
    expect(questionMessage(homeValue, typed("home_value", "450,000"), context)).toBeNull();
  });
});

describe("sectionStatusOf", () => {
  const context = { today, stateAbbreviation: "NY" };
  const statusOf = (answers: Parameters<typeof answersByQuestion>[0]) => {
    const byQuestion = answersByQuestion(answers);
    return sectionStatusOf({
      questions: section,
      visible: visibleQuestionIds(section, byQuestion),
      answers: byQuestion,
      context,
    });
  };

  it("gives computeSectionStatus' answer from visibility computed once by the caller", () => {
    const cases = [
      [],
      [options("has_home", "home_no")],
      [options("has_home", "home_yes")],
      [options("has_home", "home_yes"), typed("home_value", "10")],
    ];
    for (const answers of cases) {
      expect(statusOf(answers)).toBe(
        computeSectionStatus({ questions: section, answers, today, stateAbbreviation: "NY", reviewDays: 0 }),
      );
      // computeSectionStatus also takes answers already arranged by question.
      expect(
        computeSectionStatus({ questions: section, answers: answersByQuestion(answers), today, reviewDays: 0 }),
      ).toBe(statusOf(answers));
    }
  });

  it("trusts the caller's visibility: questions it does not list as shown count for nothing", () => {
    const answers = answersByQuestion([typed("notes", "x")]);
    expect(sectionStatusOf({ questions: section, visible: new Set(), answers, context })).toBe("NOT_APPLICABLE");
    expect(sectionStatusOf({ questions: section, visible: new Set(["notes"]), answers, context })).toBe("COMPLETED");
    expect(sectionStatusOf({ questions: section, visible: new Set(["notes", "has_home"]), answers, context })).toBe(
      "IN_PROGRESS",
    );
  });
});

describe("backgroundSectionStatus", () => {
  const complete = { hasState: true, firstName: "Alex", lastName: "Rivera", identityStatus: "COMPLETED" as const };

  it("is COMPLETED with a state, both names and the identity questions done or not applicable", () => {
    expect(backgroundSectionStatus(complete)).toBe("COMPLETED");
    expect(backgroundSectionStatus({ ...complete, identityStatus: "NOT_APPLICABLE" })).toBe("COMPLETED");
  });

  it("is NOT_STARTED with no state, no names (blank counts as none) and untouched identity questions", () => {
    const none = { hasState: false, firstName: null, lastName: undefined };
    expect(backgroundSectionStatus({ ...none, identityStatus: "NOT_STARTED" })).toBe("NOT_STARTED");
    expect(backgroundSectionStatus({ ...none, firstName: "   ", identityStatus: "NOT_APPLICABLE" })).toBe(
      "NOT_STARTED",
    );
  });

  it.each([
    ["no state", { hasState: false }],
    ["a blank first name", { firstName: "  " }],
    ["no last name", { lastName: null }],
    ["identity questions in progress", { identityStatus: "IN_PROGRESS" as const }],
    ["identity questions not started", { identityStatus: "NOT_STARTED" as const }],
  ])("is IN_PROGRESS with everything but %s", (_name, change) => {
    expect(backgroundSectionStatus({ ...complete, ...change })).toBe("IN_PROGRESS");
  });

  it("is IN_PROGRESS as soon as one piece is there", () => {
    const none = { hasState: false, firstName: null, lastName: null, identityStatus: "NOT_STARTED" as const };
    expect(backgroundSectionStatus({ ...none, hasState: true })).toBe("IN_PROGRESS");
    expect(backgroundSectionStatus({ ...none, lastName: "Lee" })).toBe("IN_PROGRESS");
    expect(backgroundSectionStatus({ ...none, identityStatus: "IN_PROGRESS" })).toBe("IN_PROGRESS");
  });

  it("only ever gives one of the section statuses other than NOT_APPLICABLE", () => {
    for (const identityStatus of SECTION_STATUSES) {
      for (const hasState of [true, false]) {
        const status = backgroundSectionStatus({
          hasState,
          firstName: hasState ? "A" : null,
          lastName: "B",
          identityStatus,
        });
        expect(status).not.toBe("NOT_APPLICABLE");
      }
    }
  });
});

describe("parentChain", () => {
  const tree = [
    { id: "root", parentQuestionId: null },
    { id: "child", parentQuestionId: "root" },
    { id: "grandchild", parentQuestionId: "child" },
    { id: "loop-a", parentQuestionId: "loop-b" },
    { id: "loop-b", parentQuestionId: "loop-a" },
  ];

  it("lists a follow-up's parents outermost first", () => {
    expect(parentChain(tree, "grandchild")).toEqual(["root", "child"]);
    expect(parentChain(tree, "child")).toEqual(["root"]);
  });

  it("is empty for a top-level or unknown question, and ends at a cycle", () => {
    expect(parentChain(tree, "root")).toEqual([]);
    expect(parentChain(tree, "missing")).toEqual([]);
    expect(parentChain(tree, "loop-a")).toEqual(["loop-b"]);
  });
});
