import { z } from "zod";
import type { AnswerLike } from "./answer-shape.ts";

/**
 * Aftercare: what keeps a signed agreement doing what the couple meant, after the signing. Each
 * spouse may opt in to reminders (their plan): a check-in on the anniversary of the signing every
 * N years, asking about the life events they chose (a child, an inheritance…), and a reminder before
 * the agreement's sunset date. The page also lists what to keep apart, from the signed schedules,
 * and says when the spouse now lives in another state than the one whose law the agreement follows.
 */

/** The life events a check-in asks about. */
export const AFTERCARE_EVENTS = ["CHILD", "INHERITANCE", "BUSINESS", "MOVE", "INCOME"] as const;
export type AftercareEvent = (typeof AFTERCARE_EVENTS)[number];

export const AFTERCARE_EVENT_TEXTS: Readonly<Record<AftercareEvent, { label: string; question: string }>> = {
  CHILD: { label: "A child", question: "Have you had or adopted a child?" },
  INHERITANCE: {
    label: "An inheritance or a large gift",
    question: "Has either of you received an inheritance or a large gift?",
  },
  BUSINESS: { label: "A business", question: "Has either of you started, bought or sold a business?" },
  MOVE: { label: "A move to another state", question: "Have you moved to another state?" },
  INCOME: { label: "A large change in income", question: "Has either of your incomes changed a lot?" },
};

/** How often a check-in may come: every year, every two, three, five or ten years. */
export const AFTERCARE_REVIEW_YEARS = [1, 2, 3, 5, 10] as const;
export type AftercareReviewYears = (typeof AFTERCARE_REVIEW_YEARS)[number];

/** The sunset reminder goes out this many days before the sunset date. */
export const SUNSET_REMINDER_DAYS_BEFORE = 90;

export const AFTERCARE_MESSAGES = {
  events: "Choose events from the list",
  eventsRepeated: "Choose each event once",
  reviewEveryYears: "Choose a check-in every 1, 2, 3, 5 or 10 years, or none",
  sunsetReminder: "Say whether to be reminded before the sunset date: true or false",
  nothingChosen: "Choose at least one reminder, or turn reminders off",
  body: "Send events, reviewEveryYears and sunsetReminder",
  notSigned: "Aftercare starts once your agreement is signed.",
} as const;

/** The body of PUT …/aftercare: the spouse's reminders. */
export const aftercarePlanBodySchema = z
  .strictObject(
    {
      events: z
        .array(z.enum(AFTERCARE_EVENTS, { error: AFTERCARE_MESSAGES.events }), { error: AFTERCARE_MESSAGES.events })
        .max(AFTERCARE_EVENTS.length, { error: AFTERCARE_MESSAGES.eventsRepeated })
        .refine((events) => new Set(events).size === events.length, { error: AFTERCARE_MESSAGES.eventsRepeated }),
      reviewEveryYears: z
        .union(
          AFTERCARE_REVIEW_YEARS.map((years) => z.literal(years)),
          { error: AFTERCARE_MESSAGES.reviewEveryYears },
        )
        .nullable(),
      sunsetReminder: z.boolean({ error: AFTERCARE_MESSAGES.sunsetReminder }),
    },
    { error: AFTERCARE_MESSAGES.body },
  )
  .refine((plan) => plan.events.length > 0 || plan.reviewEveryYears !== null || plan.sunsetReminder, {
    error: AFTERCARE_MESSAGES.nothingChosen,
  });
export type AftercarePlan = z.output<typeof aftercarePlanBodySchema>;

/** What the reminders are counted from: the day the agreement was signed and its sunset date (null: none). */
export type AftercareFacts = { signedOn: string; sunsetOn: string | null };

export type AftercareReminderKind = "CHECK_IN" | "SUNSET";
export type AftercareReminder = { kind: AftercareReminderKind; on: string };

/**
 * Years between check-ins: the chosen period, or every year when only events were chosen (a check-in
 * is how the events are asked about); null when the plan has no check-in.
 */
export function checkInYears(plan: AftercarePlan): number | null {
  return plan.reviewEveryYears ?? (plan.events.length > 0 ? 1 : null);
}

/** The questionnaire's keys of the agreement's sunset (years after the wedding) and periodic review (every N years). */
export const SUNSET_YEARS_KEY = "sunset_years";
export const REVIEW_YEARS_KEY = "review_years";

/**
 * A whole number of years the spouse agreed to in their questionnaire (`SUNSET_YEARS_KEY`,
 * `REVIEW_YEARS_KEY`): their answer to the question of `key` while it is shown to them (its parent
 * choice is "yes"), typed or chosen from a list (the option's value); null when not shown, not
 * answered or not a positive whole number.
 */
export function agreedYears(
  key: string,
  questionnaire: {
    questions: readonly { id: string; key: string }[];
    optionById: ReadonlyMap<string, { value: string }>;
  },
  assessment: { answers: ReadonlyMap<string, AnswerLike>; visible: ReadonlySet<string> },
): number | null {
  const question = questionnaire.questions.find((candidate) => candidate.key === key);
  if (!question || !assessment.visible.has(question.id)) return null;
  const answer = assessment.answers.get(question.id);
  const optionId = answer?.questionOptionIds?.[0] ?? answer?.answerQuestionOptions?.[0]?.questionOptionId;
  const text = answer?.valueTyped ?? (optionId ? questionnaire.optionById.get(optionId)?.value : undefined);
  const years = Number(text?.trim());
  return text && Number.isInteger(years) && years >= 1 ? years : null;
}

/** The agreement's sunset date: the wedding's anniversary `sunsetYears` after it (null without either). */
export function sunsetDateOf(weddingDate: string | null, sunsetYears: number | null): string | null {
  if (!weddingDate || sunsetYears === null || !Number.isInteger(sunsetYears) || sunsetYears < 1) return null;
  return isoDayPlusYears(weddingDate, sunsetYears);
}

/**
 * The plan's first reminder strictly after `after` ('YYYY-MM-DD'), or null when none is left: the
 * check-ins fall on the signing's anniversaries (every `checkInYears`), the sunset reminder
 * `SUNSET_REMINDER_DAYS_BEFORE` days before the sunset date (none once the sunset date has passed,
 * and no check-in after it: the agreement no longer governs what comes later). On a day with both,
 * the sunset reminder is the one sent.
 */
export function nextAftercareReminder(
  plan: AftercarePlan,
  facts: AftercareFacts,
  after: string,
): AftercareReminder | null {
  const candidates: AftercareReminder[] = [];
  const sunsetReminderOn =
    plan.sunsetReminder && facts.sunsetOn ? isoDayPlusDays(facts.sunsetOn, -SUNSET_REMINDER_DAYS_BEFORE) : null;
  if (sunsetReminderOn && sunsetReminderOn > after && sunsetReminderOn > facts.signedOn)
    candidates.push({ kind: "SUNSET", on: sunsetReminderOn });
  const years = checkInYears(plan);
  if (years !== null) {
    const yearsAfter = Number(after.slice(0, 4)) - Number(facts.signedOn.slice(0, 4));
    // The first anniversary on a multiple of `years` that falls after `after`.
    for (let k = Math.max(1, Math.floor(yearsAfter / years)); ; k += 1) {
      const on = isoDayPlusYears(facts.signedOn, k * years);
      if (on <= after) continue;
      if (!facts.sunsetOn || on < facts.sunsetOn) candidates.push({ kind: "CHECK_IN", on });
      break;
    }
  }
  candidates.sort((a, b) => a.on.localeCompare(b.on) || (a.kind === "SUNSET" ? -1 : 1));
  return candidates[0] ?? null;
}

/**
 * The sentence that tells a spouse their agreement follows another state's law than the state they
 * live in now (null when they said no state, or the same one).
 */
export function residenceNotice(
  agreementState: { abbreviation: string; name: string },
  residenceState: { abbreviation: string; name: string } | null,
): string | null {
  if (!residenceState || residenceState.abbreviation === agreementState.abbreviation) return null;
  return (
    `Your agreement was made under ${agreementState.name} law, and you now live in ${residenceState.name}. ` +
    `A court in ${residenceState.name} may look at it differently: ask an attorney there whether it still does what you meant, ` +
    `and see what ${residenceState.name} asks of a change to it.`
  );
}

/** An entry of the signed schedules, as the checklist reads it. */
export type ScheduledEntry = { kind: string; title: string; isJoint: boolean };

export type KeepSeparateItem = { kind: string; title: string; advice: string };

/** What keeps each kind of separate property apart, in plain words (no state's rule: that is the matrix's). */
const KEEP_SEPARATE_ADVICE: Readonly<Record<string, string>> = {
  asset:
    "Keep it in your name alone. Pay into it only money that is yours under the agreement, and keep its statements.",
  "real-estate":
    "Keep the title in your name alone. Pay its mortgage, taxes and improvements from your own money and keep the receipts.",
  vehicle: "Keep the title in your name alone and pay for it from your own money.",
  business:
    "Keep its accounts apart from household money. Record what you put in and take out, and pay yourself a salary.",
  "inheritance-trust": "Keep what you receive in an account in your name alone; do not pay it into a joint account.",
  debt: "Pay it from your own money and keep a record of every payment.",
};

/**
 * The "keep it separate" checklist: one line per entry of the spouse's signed schedules that is
 * theirs alone (joint entries and incomes are left out), with what keeps it apart.
 */
export function keepSeparateChecklist(entries: readonly ScheduledEntry[]): KeepSeparateItem[] {
  return entries
    .filter((entry) => !entry.isJoint && entry.kind in KEEP_SEPARATE_ADVICE)
    .map((entry) => ({ kind: entry.kind, title: entry.title, advice: KEEP_SEPARATE_ADVICE[entry.kind]! }));
}

/** `day` ('YYYY-MM-DD') moved by whole years (negative: back); 29 February falls back to 28 February in a common year. */
export function isoDayPlusYears(day: string, years: number): string {
  const [year, month, dayOfMonth] = day.split("-").map(Number) as [number, number, number];
  const target = year + years;
  const isLeap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const clamped = month === 2 && dayOfMonth === 29 && !isLeap ? 28 : dayOfMonth;
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(clamped).padStart(2, "0")}`;
}

/** `day` ('YYYY-MM-DD') moved by calendar days (negative: back). */
export function isoDayPlusDays(day: string, days: number): string {
  const [year, month, dayOfMonth] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}
