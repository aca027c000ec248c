import { weddingDateProblemForKind, type AgreementKind } from "./agreement-kind.ts";
import type { InputRestriction, InputType, QuestionType } from "./enums.ts";
import { PROFILE_BIRTHDATE_MESSAGES, toDayNumber, validateProfileBirthdate } from "./dates.ts";
import { parseMoneyInput, toCents, validateCurrencyInput } from "./money.ts";
import { centsSchema, DISCLOSURE_CEILING, MAX_DISCLOSED_TEXT } from "./money-schemas.ts";
import type { validatePhoneNumber } from "./phone.ts";

/** Answer validation of questionnaire questions. */

export const ANSWER_MESSAGES = {
  required: "This field is required",
  notANumber: "Value must be a number",
  notGreaterThanZero: "Value should be greater than zero",
  dateRequired: "Date is required",
  dateInvalid: "Please enter a valid date",
  dateNotFuture: "Date should be in the future",
  dateNotPast: "Date should be in the past",
  underage: PROFILE_BIRTHDATE_MESSAGES.underage,
  /** A wedding date inside the state's review period before signing (the spec's California wording, "In CA … 7 days"). */
  reviewPeriod: (stateAbbreviation: string | null | undefined, days: number) =>
    `In ${stateAbbreviation?.trim().toUpperCase() || "your state"} you must review the document for ${days} days before notarizing`,
  amountTooLarge: `Amount can be at most ${MAX_DISCLOSED_TEXT}`,
  amountTooSmall: `Amount cannot be below -${MAX_DISCLOSED_TEXT}`,
} as const;

/** A money answer in cents: the one money schema with the disclosure's ceiling (the simulator reads these amounts with the disclosure's). */
const currencyAnswerCents = centsSchema({
  label: "Amount",
  min: null,
  ceiling: DISCLOSURE_CEILING,
  messages: { min: ANSWER_MESSAGES.amountTooSmall, max: ANSWER_MESSAGES.amountTooLarge },
});

export type QuestionForValidation = {
  title: string;
  isRequired: boolean;
  questionType: QuestionType;
  inputType?: InputType | null;
  inputRestriction?: InputRestriction | null;
  /** Marks the wedding-date question explicitly (its id is per environment). */
  isWeddingDateQuestion?: boolean | null;
};

/** The phone rule (`validatePhoneNumber` in phone.ts): its messages for a typed phone number. */
export type PhoneNumberRule = typeof validatePhoneNumber;

/**
 * What validation reads besides the answer: today's date, the agreement's state and its review
 * period before signing (the state-law matrix's `finalAgreementReviewDays`; absent or 0: none), and
 * the phone rule.
 * The phone rule is passed in rather than imported here because it carries libphonenumber's full
 * metadata (about 50 KiB gzip): the server passes `validatePhoneNumber` (questionnaire.ts), and a
 * screen loads it (`import("@prenup/domain/phone")`) only where a phone question shows. Validating a
 * phone answer without it is a programming error and throws.
 */
export type AnswerValidationContext = {
  today: Date;
  stateAbbreviation?: string | null;
  reviewDays?: number;
  /** The agreement's kind: a postnup's wedding date is the day the couple married, today or earlier. */
  agreementKind?: AgreementKind;
  validatePhone?: PhoneNumberRule;
};

const OPTION_QUESTION_TYPES: readonly QuestionType[] = ["CHECKBOX", "RADIO", "DROPDOWN"];

function asText(value: string | string[] | null): string {
  if (value === null) return "";
  return Array.isArray(value) ? (value.find((item) => item.trim() !== "") ?? "") : value;
}

/** A strict number: optional sign, digits with at most one decimal point, nothing else. */
function parseStrictNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function daysBetween(from: number, to: number): number {
  const toUtc = (day: number) => Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100);
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

function isWeddingDateQuestion(question: QuestionForValidation): boolean {
  return question.isWeddingDateQuestion === true || /wedding/i.test(question.title);
}

function validateDate(question: QuestionForValidation, text: string, context: AnswerValidationContext): string | null {
  if (text.trim() === "") return question.isRequired ? ANSWER_MESSAGES.dateRequired : null;
  const day = toDayNumber(text);
  const today = toDayNumber(context.today);
  if (day === undefined || today === undefined) return ANSWER_MESSAGES.dateInvalid;
  if (context.agreementKind === "POSTNUP" && isWeddingDateQuestion(question))
    return weddingDateProblemForKind("POSTNUP", text, context.today);
  if (question.inputRestriction === "FUTURE_DATE" && !(day > today)) return ANSWER_MESSAGES.dateNotFuture;
  if (question.inputRestriction === "PAST_DATE") {
    if (!(day < today)) return ANSWER_MESSAGES.dateNotPast;
    // A birth date follows the one rule of a person's birth date (the profile's too).
    if (/birth/i.test(question.title)) return validateProfileBirthdate(text, context.today);
  }
  const reviewDays = context.reviewDays ?? 0;
  if (reviewDays > 0 && isWeddingDateQuestion(question)) {
    const daysAhead = daysBetween(today, day);
    if (daysAhead >= 0 && daysAhead < reviewDays)
      return ANSWER_MESSAGES.reviewPeriod(context.stateAbbreviation, reviewDays);
  }
  return null;
}

/**
 * The first error message for an answer, or null when it is acceptable.
 * - CHECKBOX, RADIO, DROPDOWN: required and nothing selected → 'This field is required'
 *   (decision: the spec names the message for text only; option questions reuse it).
 * - TEXT_BOX and TEXT_AREA by inputType (TEXT when absent):
 *   TEXT: required and blank → 'This field is required'.
 *   NUMBER: blank and required → 'This field is required'; not a number → 'Value must be a number';
 *   GREATER_THAN_ZERO and ≤ 0 → 'Value should be greater than zero'.
 *   CURRENCY: validateCurrencyInput's messages, then GREATER_THAN_ZERO as for numbers, then at most
 *   10 billion either way (the one money schema with DISCLOSURE_CEILING: 'Amount can be at most
 *   10,000,000,000.00').
 *   DATE: 'Date is required'; 'Please enter a valid date'; FUTURE_DATE must be after today
 *   ('Date should be in the future'); PAST_DATE before today ('Date should be in the past'); a
 *   PAST_DATE question whose title mentions "birth" follows `validateProfileBirthdate`, the one
 *   birth-date rule (age 18 or more, turning 18 today counts: 'You must be at least 18 years old';
 *   not more than 90 years back: 'Date cannot be more than 90 years ago.'); in California the wedding-date question (flagged
 *   `isWeddingDateQuestion`, or a title mentioning "wedding") from today to 6 days ahead gives
 *   'In CA you must review the document for 7 days before notarizing' (7 days ahead is fine).
 *   PHONE: `context.validatePhone`, i.e. validatePhoneNumber ('Phone number is required', 'Invalid phone number').
 * Blank optional answers are always valid. Dates are calendar days ('YYYY-MM-DD'), compared with
 * `context.today` in UTC.
 */
export function validateAnswer(
  question: QuestionForValidation,
  value: string | string[] | null,
  context: AnswerValidationContext,
): string | null {
  if (OPTION_QUESTION_TYPES.includes(question.questionType)) {
    const selected =
      value === null ? [] : (Array.isArray(value) ? value : [value]).filter((item) => item.trim() !== "");
    return question.isRequired && selected.length === 0 ? ANSWER_MESSAGES.required : null;
  }
  const text = asText(value);
  const blank = text.trim() === "";
  switch (question.inputType ?? "TEXT") {
    case "NUMBER": {
      if (blank) return question.isRequired ? ANSWER_MESSAGES.required : null;
      const number = parseStrictNumber(text);
      if (number === undefined) return ANSWER_MESSAGES.notANumber;
      return question.inputRestriction === "GREATER_THAN_ZERO" && !(number > 0)
        ? ANSWER_MESSAGES.notGreaterThanZero
        : null;
    }
    case "CURRENCY": {
      const message = validateCurrencyInput(text, { required: question.isRequired });
      if (message !== null || blank) return message;
      const amount = parseMoneyInput(text);
      if (question.inputRestriction === "GREATER_THAN_ZERO" && !(amount !== undefined && amount > 0))
        return ANSWER_MESSAGES.notGreaterThanZero;
      if (amount === undefined) return null;
      // Typed with at most two decimals, the amount is whole cents: only its size can be refused.
      const cents = currencyAnswerCents.safeParse(toCents(amount));
      if (cents.success) return null;
      return cents.error.issues.some((issue) => issue.code === "too_small")
        ? ANSWER_MESSAGES.amountTooSmall
        : ANSWER_MESSAGES.amountTooLarge;
    }
    case "DATE":
      return validateDate(question, text, context);
    case "PHONE":
      if (!context.validatePhone)
        throw new Error(
          "validateAnswer: a phone question needs context.validatePhone (validatePhoneNumber from @prenup/domain/phone)",
        );
      return context.validatePhone(text, { required: question.isRequired });
    default:
      return question.isRequired && blank ? ANSWER_MESSAGES.required : null;
  }
}
