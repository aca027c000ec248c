import { z } from "zod";
import type { AgreementProblem } from "./agreement.ts";
import type { Respondent } from "./enums.ts";
import { incomeYearsList, missingIncomeYears, type ValueBasisRule } from "./financial.ts";

/**
 * Whether a partner's financial disclosure is given, as the agreement needs it: the agreement
 * recites that each partner disclosed (or stated there was nothing to disclose), so generation
 * needs each partner's disclosure either completed — at least one entry, and the partner said it
 * is complete — or expressly declared empty ("I have nothing to disclose", stored with its time).
 * Adding an entry withdraws a "nothing to disclose" declaration; deleting every entry leaves a
 * completed disclosure unfinished again (it has no entry).
 */

/** What a partner declares about their own disclosure; null withdraws the declaration. */
export const DISCLOSURE_DECLARATIONS = ["COMPLETE", "NOTHING_TO_DISCLOSE"] as const;
export type DisclosureDeclaration = (typeof DISCLOSURE_DECLARATIONS)[number];

export const disclosureDeclarationBodySchema = z.object({
  declaration: z
    .enum(DISCLOSURE_DECLARATIONS, { error: "Choose COMPLETE, NOTHING_TO_DISCLOSE or null (withdraw)" })
    .nullable(),
});
export type DisclosureDeclarationBody = z.infer<typeof disclosureDeclarationBodySchema>;

/**
 * - NOT_STARTED: no entry and no declaration;
 * - IN_PROGRESS: entries, not yet marked complete;
 * - COMPLETED: at least one entry, marked complete;
 * - NOTHING_TO_DISCLOSE: no entry, and the partner declared there is nothing to disclose.
 */
export const DISCLOSURE_STATUSES = ["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "NOTHING_TO_DISCLOSE"] as const;
export type DisclosureStatus = (typeof DISCLOSURE_STATUSES)[number];

export type DisclosureDeclarationFacts = {
  /** The partner's live entries on the document, of every kind. */
  entryCount: number;
  completedAt: Date | string | null;
  nothingToDiscloseAt: Date | string | null;
};

export function disclosureStatus(facts: DisclosureDeclarationFacts): DisclosureStatus {
  if (facts.entryCount === 0) return facts.nothingToDiscloseAt ? "NOTHING_TO_DISCLOSE" : "NOT_STARTED";
  return facts.completedAt ? "COMPLETED" : "IN_PROGRESS";
}

/** A disclosure the agreement can recite: completed, or declared empty. */
export function isDisclosureGiven(status: DisclosureStatus): boolean {
  return status === "COMPLETED" || status === "NOTHING_TO_DISCLOSE";
}

/**
 * A partner's disclosure step, the one status every page and rule reads (the disclosure page, the
 * next step, the sign-by card, the progress bar): its status, whether the agreement can recite it,
 * and, while it is not given, the required years without income (`missingIncomeYears`).
 * Decision: the spec's income completeness (income for the current year and the two before it) is
 * what marking the disclosure complete requires, so "complete" has one meaning; a declaration that
 * there is nothing to disclose needs no income.
 */
export type DisclosureStep = { status: DisclosureStatus; given: boolean; missingIncomeYears: number[] };

export function disclosureStepOf(
  facts: DisclosureDeclarationFacts & { incomeYears: readonly number[]; now: Date },
): DisclosureStep {
  const status = disclosureStatus(facts);
  const given = isDisclosureGiven(status);
  return {
    status,
    given,
    missingIncomeYears: given
      ? []
      : missingIncomeYears(
          facts.incomeYears.map((year) => ({ year })),
          facts.now,
        ),
  };
}

/** What the step says to the partner whose disclosure it is: one sentence per status, phrased once. */
export function disclosureStepText(step: DisclosureStep): string {
  switch (step.status) {
    case "COMPLETED":
      return "You marked your disclosure complete. Your agreement states that you gave it; you can still add or change entries.";
    case "NOTHING_TO_DISCLOSE":
      return "You declared that you have nothing to disclose. Your agreement records that declaration; adding an entry withdraws it.";
    case "NOT_STARTED":
      return `List what you own, owe and earn, including your income for ${incomeYearsList(step.missingIncomeYears)}, then mark your disclosure complete. If there is truly nothing to list, declare that instead.`;
    case "IN_PROGRESS":
      return step.missingIncomeYears.length > 0
        ? `Add your income for ${incomeYearsList(step.missingIncomeYears)} (an entry of $0 for a year without income), then mark your disclosure complete.`
        : "When everything you own, owe and earn is listed, mark your disclosure complete.";
  }
}

export const DISCLOSURE_DECLARATION_MESSAGES = {
  completeWithoutEntries:
    "Add at least one entry before you mark your disclosure complete, or declare that you have nothing to disclose.",
  incomeMissing: (years: readonly number[]) =>
    `Add your income for ${incomeYearsList(years)} before you mark your disclosure complete (an entry of $0 for a year without income).`,
  nothingWithEntries: (count: number) =>
    `You have listed ${count} ${count === 1 ? "entry" : "entries"}, so you cannot declare that you have nothing to disclose. Mark your disclosure complete instead, or delete ${count === 1 ? "it" : "them"} first.`,
} as const;

/** Why a declaration is refused (409 DISCLOSURE_DECLARATION_REFUSED), or null when it may be made. */
export function disclosureDeclarationProblem(input: {
  declaration: DisclosureDeclaration | null;
  entryCount: number;
  missingIncomeYears: readonly number[];
}): AgreementProblem | null {
  if (input.declaration === "COMPLETE" && input.entryCount === 0) {
    return { code: "DISCLOSURE_DECLARATION_REFUSED", message: DISCLOSURE_DECLARATION_MESSAGES.completeWithoutEntries };
  }
  if (input.declaration === "COMPLETE" && input.missingIncomeYears.length > 0) {
    return {
      code: "DISCLOSURE_DECLARATION_REFUSED",
      message: DISCLOSURE_DECLARATION_MESSAGES.incomeMissing(input.missingIncomeYears),
    };
  }
  if (input.declaration === "NOTHING_TO_DISCLOSE" && input.entryCount > 0) {
    return {
      code: "DISCLOSURE_DECLARATION_REFUSED",
      message: DISCLOSURE_DECLARATION_MESSAGES.nothingWithEntries(input.entryCount),
    };
  }
  return null;
}

/** What a partner does next, in the couple's words, per status that is not yet given. */
const TO_DO =
  "On the Financial Disclosure page, mark the disclosure complete (it needs at least one entry) or declare that there is nothing to disclose.";

/**
 * Why the agreement cannot be generated yet because of the disclosures (GENERATION_NOT_READY), or
 * null when both are given. Names the partner: "you" for the caller, the partner's first name
 * otherwise (a staff caller reads both names). Where the state requires each value's basis
 * (`ValueBasisRule`, from the state-law matrix: Minnesota), a given disclosure with an entry lacking it is refused too.
 */
export function disclosureGenerationProblem(input: {
  partners: Record<
    Respondent,
    { status: DisclosureStatus; firstName: string | null; entriesWithoutValueBasis?: number }
  >;
  /** The caller's side; null for a staff caller. */
  viewer: Respondent | null;
  /** The state's rule on each value's basis (absent: none asked). */
  valueBasis?: ValueBasisRule;
}): AgreementProblem | null {
  const nameOf = (side: Respondent) =>
    side === input.viewer ? "your" : `${input.partners[side].firstName?.trim() || `Partner ${side}`}'s`;
  const sides = (["A", "B"] as const).filter((side) => !isDisclosureGiven(input.partners[side].status));
  if (sides.length > 0) {
    const whose = sides.map(nameOf);
    // The caller first: "Your financial disclosure and Blake's".
    if (input.viewer && sides.length === 2 && sides[1] === input.viewer) whose.reverse();
    const subject =
      whose.length === 1
        ? `${capitalize(whose[0]!)} financial disclosure is not finished.`
        : `${capitalize(whose[0]!)} financial disclosure and ${whose[1]!} are not finished.`;
    return { code: "GENERATION_NOT_READY", message: `${subject} ${TO_DO}` };
  }
  const rule = input.valueBasis;
  if (!rule?.required) return null;
  for (const side of input.viewer === "B" ? (["B", "A"] as const) : (["A", "B"] as const)) {
    const missing = input.partners[side].entriesWithoutValueBasis ?? 0;
    if (missing > 0) {
      const entries = missing === 1 ? "1 entry that does not say" : `${missing} entries that do not say`;
      return {
        code: "GENERATION_NOT_READY",
        message: `${capitalize(nameOf(side))} financial disclosure has ${entries} what the value is based on, which ${rule.stateName ?? "your state's"} law requires. Add the basis to each on the Financial Disclosure page.`,
      };
    }
  }
  return null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
