import { describe, expect, it } from "vitest";
import { validateAnswer, type QuestionForValidation } from "./answers.ts";
import { validatePhoneNumber } from "./phone.ts";

const today = new Date("2026-11-21T15:00:00Z");
const ctx = { today };
const q = (extra: Partial<QuestionForValidation>): QuestionForValidation => ({
  title: "Question",
  isRequired: true,
  questionType: "TEXT_BOX",
  ...extra,
});

describe("validateAnswer: text", () => {
  it("requires a non-blank value when required", () => {
    expect(validateAnswer(q({}), "", ctx)).toBe("This field is required");
    expect(validateAnswer(q({ questionType: "TEXT_AREA" }), "   ", ctx)).toBe("This field is required");
    expect(validateAnswer(q({}), null, ctx)).toBe("This field is required");
    expect(validateAnswer(q({}), "Yes", ctx)).toBeNull();
    expect(validateAnswer(q({ isRequired: false }), "", ctx)).toBeNull();
    expect(validateAnswer(q({}), ["", "typed"], ctx)).toBeNull();
    expect(validateAnswer(q({}), ["", " "], ctx)).toBe("This field is required");
  });
});

describe("validateAnswer: options", () => {
  it("requires a selection when required", () => {
    for (const questionType of ["CHECKBOX", "RADIO", "DROPDOWN"] as const) {
      expect(validateAnswer(q({ questionType }), [], ctx)).toBe("This field is required");
      expect(validateAnswer(q({ questionType }), null, ctx)).toBe("This field is required");
      expect(validateAnswer(q({ questionType }), ["opt-1"], ctx)).toBeNull();
      expect(validateAnswer(q({ questionType }), "opt-1", ctx)).toBeNull();
      expect(validateAnswer(q({ questionType, isRequired: false }), [], ctx)).toBeNull();
    }
  });
});

describe("validateAnswer: number", () => {
  const number = q({ inputType: "NUMBER" });
  it("needs a number", () => {
    expect(validateAnswer(number, "12", ctx)).toBeNull();
    expect(validateAnswer(number, "-3.5", ctx)).toBeNull();
    expect(validateAnswer(number, "12abc", ctx)).toBe("Value must be a number");
    expect(validateAnswer(number, "1e3", ctx)).toBe("Value must be a number");
    expect(validateAnswer(number, "", ctx)).toBe("This field is required");
    expect(validateAnswer({ ...number, isRequired: false }, "", ctx)).toBeNull();
  });
  it("with GREATER_THAN_ZERO, rejects 0 and below", () => {
    const positive = { ...number, inputRestriction: "GREATER_THAN_ZERO" as const };
    expect(validateAnswer(positive, "0", ctx)).toBe("Value should be greater than zero");
    expect(validateAnswer(positive, "-1", ctx)).toBe("Value should be greater than zero");
    expect(validateAnswer(positive, "0.01", ctx)).toBeNull();
  });
});

describe("validateAnswer: currency", () => {
  const currency = q({ inputType: "CURRENCY" });
  it("uses the currency messages", () => {
    expect(validateAnswer(currency, "", ctx)).toBe("Currency value is required");
    expect(validateAnswer(currency, "1.999", ctx)).toBe("Currency can only have up to 2 decimal places");
    expect(validateAnswer(currency, "$1,000.50", ctx)).toBeNull();
    expect(validateAnswer({ ...currency, isRequired: false }, "", ctx)).toBeNull();
  });
  it("applies GREATER_THAN_ZERO after the format checks", () => {
    const positive = { ...currency, inputRestriction: "GREATER_THAN_ZERO" as const };
    expect(validateAnswer(positive, "$0.00", ctx)).toBe("Value should be greater than zero");
    expect(validateAnswer(positive, "$0.01", ctx)).toBeNull();
    expect(validateAnswer(positive, "0.001", ctx)).toBe("Currency can only have up to 2 decimal places");
  });
  it("takes at most 10 billion either way (the disclosure's ceiling), however many digits are typed", () => {
    expect(validateAnswer(currency, "$10,000,000,000.00", ctx)).toBeNull();
    expect(validateAnswer(currency, "10000000000.01", ctx)).toBe("Amount can be at most 10,000,000,000.00");
    expect(validateAnswer(currency, "9".repeat(40), ctx)).toBe("Amount can be at most 10,000,000,000.00");
    expect(validateAnswer(currency, "-10000000000.01", ctx)).toBe("Amount cannot be below -10,000,000,000.00");
  });
});

describe("validateAnswer: date", () => {
  const date = q({ inputType: "DATE" });
  it("requires a valid date", () => {
    expect(validateAnswer(date, "", ctx)).toBe("Date is required");
    expect(validateAnswer({ ...date, isRequired: false }, "", ctx)).toBeNull();
    expect(validateAnswer(date, "2026-13-01", ctx)).toBe("Please enter a valid date");
    expect(validateAnswer(date, "tomorrow", ctx)).toBe("Please enter a valid date");
    expect(validateAnswer(date, "2026-11-21", ctx)).toBeNull();
  });
  it("FUTURE_DATE must be after today", () => {
    const future = { ...date, inputRestriction: "FUTURE_DATE" as const };
    expect(validateAnswer(future, "2026-11-21", ctx)).toBe("Date should be in the future");
    expect(validateAnswer(future, "2026-11-22", ctx)).toBeNull();
  });
  it("PAST_DATE must be before today", () => {
    const past = { ...date, inputRestriction: "PAST_DATE" as const };
    expect(validateAnswer(past, "2026-11-21", ctx)).toBe("Date should be in the past");
    expect(validateAnswer(past, "2026-11-20", ctx)).toBeNull();
  });
  it("a birth-date question needs age 18, turning 18 today counts", () => {
    const birth = { ...date, title: "What is your date of birth?", inputRestriction: "PAST_DATE" as const };
    expect(validateAnswer(birth, "2008-11-21", ctx)).toBeNull();
    expect(validateAnswer(birth, "2008-11-22", ctx)).toBe("You must be at least 18 years old");
    expect(validateAnswer(birth, "1990-01-01", ctx)).toBeNull();
    expect(validateAnswer({ ...birth, title: "Date of Birth" }, "2010-01-01", ctx)).toBe(
      "You must be at least 18 years old",
    );
    expect(validateAnswer({ ...birth, title: "When did you move?" }, "2010-01-01", ctx)).toBeNull();
    expect(validateAnswer(birth, "2026-11-22", ctx)).toBe("Date should be in the past");
    expect(validateAnswer(birth, "1930-01-01", ctx)).toBe("Date cannot be more than 90 years ago.");
  });
  it("in a state with a review period (California's 7 days) the wedding must be at least that far away", () => {
    const wedding = { ...date, title: "What is your wedding date?", inputRestriction: "FUTURE_DATE" as const };
    const ca = { today, stateAbbreviation: "CA", reviewDays: 7 };
    const message = "In CA you must review the document for 7 days before notarizing";
    expect(validateAnswer(wedding, "2026-11-27", ca)).toBe(message);
    expect(validateAnswer(wedding, "2026-11-22", ca)).toBe(message);
    expect(validateAnswer(wedding, "2026-11-28", ca)).toBeNull();
    expect(validateAnswer(wedding, "2026-11-27", { today, stateAbbreviation: "NY", reviewDays: 0 })).toBeNull();
    expect(validateAnswer(wedding, "2026-11-27", { today, stateAbbreviation: null })).toBeNull();
    // California's abbreviation alone is no review period: the days come from the state-law matrix.
    expect(validateAnswer(wedding, "2026-11-27", { today, stateAbbreviation: "CA" })).toBeNull();
    expect(validateAnswer(wedding, "2026-11-21", ca)).toBe("Date should be in the future");
    const flagged = { ...date, title: "Big day", isWeddingDateQuestion: true };
    expect(validateAnswer(flagged, "2026-11-21", ca)).toBe(message);
    expect(validateAnswer(flagged, "2026-11-01", ca)).toBeNull();
  });
});

describe("validateAnswer: phone", () => {
  const phone = q({ inputType: "PHONE" });
  const withPhone = { ...ctx, validatePhone: validatePhoneNumber };
  it("uses the phone messages", () => {
    expect(validateAnswer(phone, "", withPhone)).toBe("Phone number is required");
    expect(validateAnswer(phone, "123", withPhone)).toBe("Invalid phone number");
    expect(validateAnswer(phone, "(213) 373-4253", withPhone)).toBeNull();
    expect(validateAnswer({ ...phone, isRequired: false }, "", withPhone)).toBeNull();
  });
  it("refuses to judge a phone answer without the phone rule (a screen that forgot to load it)", () => {
    expect(() => validateAnswer(phone, "(213) 373-4253", ctx)).toThrow(/validatePhone/);
  });
});
