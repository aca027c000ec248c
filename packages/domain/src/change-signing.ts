/**
 * Signing a change of a signed agreement (an amendment or a revocation) during the marriage: what
 * the signing takes — the stricter of the original's formalities and the current state's, with the
 * current state's law for agreements during marriage — and whether one spouse's signing, on the day
 * on their notarial certificate, meets it. The screen shows `changeSigningRule`; the server refuses
 * with `changeSigningProblem`, decided for the day of signing, not the day it is recorded.
 */
import { toDayNumber } from "./dates.ts";
import {
  requiresAttorneyInsert,
  type MaritalAgreementDecision,
  type MaritalAgreementRequirement,
} from "./marital-agreements.ts";
import type { Respondent } from "./enums.ts";

/** What each spouse's signing of a change must have. Every signing is acknowledged before a notary. */
export type ChangeSigningRule = {
  /** Witnesses who watch the spouse sign and sign too (0: none). */
  witnesses: number;
  /** Each spouse names the attorney who advised them, and the two attorneys differ. */
  ownCounselRequired: boolean;
  /** Each spouse confirms or updates their financial disclosure after the change was started, before signing. */
  disclosureConfirmation: boolean;
  /** A statutory statement an attorney must insert first (`requiresAttorneyInsert`): nobody may sign until then. */
  awaitsAttorneyInsert: boolean;
};

/** A spouse's disclosure declaration as the signing reads it. */
export type DisclosureConfirmation = {
  /** When they last declared it complete, or that they have nothing to disclose (ISO time; null: not given). */
  declaredAt: string | null;
  /** When they last changed an entry (ISO time; null: never). */
  lastChangedAt: string | null;
};

/**
 * Whether a spouse confirmed (or updated and declared again) their disclosure since `since` (the
 * change's start, ISO time), and has not changed it after: what "confirm or update your disclosure
 * before signing" asks.
 */
export function isDisclosureConfirmedSince(disclosure: DisclosureConfirmation | null, since: string): boolean {
  if (!disclosure?.declaredAt) return false;
  const declared = Date.parse(disclosure.declaredAt);
  if (Number.isNaN(declared) || declared < Date.parse(since)) return false;
  return disclosure.lastChangedAt === null || Date.parse(disclosure.lastChangedAt) <= declared;
}

/** The stricter of the original's witnesses, the current state's and the state's rule for agreements during marriage. */
export function changeSigningRule(input: {
  /** Witness lines to both signatures on the signed original. */
  originalWitnesses: number;
  /** Witness lines the current state's execution formalities print. */
  currentWitnesses: number;
  /** The decision's requirements (`maritalAgreementEligibility`). */
  requirements: readonly MaritalAgreementRequirement[];
}): ChangeSigningRule {
  let witnesses = Math.max(input.originalWitnesses, input.currentWitnesses, 0);
  let ownCounselRequired = false;
  let disclosureConfirmation = false;
  let awaitsAttorneyInsert = false;
  for (const requirement of input.requirements) {
    if (requiresAttorneyInsert(requirement)) awaitsAttorneyInsert = true;
    if (requirement.kind === "DEATH_WAIVER_WITNESSES") witnesses = Math.max(witnesses, requirement.witnesses);
    if (requirement.kind === "SEPARATE_COUNSEL" && requirement.required) ownCounselRequired = true;
    if (requirement.kind === "FULL_DISCLOSURE") disclosureConfirmation = true;
  }
  return { witnesses, ownCounselRequired, disclosureConfirmation, awaitsAttorneyInsert };
}

/** One spouse's signing of a change before a notary, as they record it. */
export type ChangeSignature = {
  respondent: Respondent;
  /** The day on the notarial certificate (YYYY-MM-DD). */
  signedOn: string;
  /** The witnesses' names, as they signed. */
  witnesses: readonly string[];
  /** The attorney who advised this spouse (null: none named). */
  counsel: string | null;
};

export const CHANGE_SIGNING_PROBLEM_CODES = [
  "SIGNING_DATE_INVALID",
  "CHANGE_NOT_ALLOWED_ON_DATE",
  "ATTORNEY_INSERT_PENDING",
  "ALREADY_SIGNED",
  "DISCLOSURE_NOT_CONFIRMED",
  "WITNESSES_MISSING",
  "WITNESS_IS_SPOUSE",
  "COUNSEL_MISSING",
  "COUNSEL_NOT_SEPARATE",
] as const;
export type ChangeSigningProblemCode = (typeof CHANGE_SIGNING_PROBLEM_CODES)[number];
export type ChangeSigningProblem = { code: ChangeSigningProblemCode; message: string };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("en-US") === b.trim().toLocaleLowerCase("en-US");

/**
 * Why one spouse's signing cannot be recorded (null: it can): a day in the future or before the
 * text was last changed; a decision for that day other than ALLOWED (not married yet, a state that
 * refuses or sends it to court, a date before the state allowed it); a statement an attorney must
 * still insert (the document is a draft); a spouse who has signed
 * already; where the state asks for full disclosure, a disclosure not confirmed since the change was
 * started (or changed after); too few distinct witnesses, or a spouse as witness; where the state requires each spouse's
 * own attorney, none named or the other spouse's.
 */
export function changeSigningProblem(input: {
  rule: ChangeSigningRule;
  /** `maritalAgreementEligibility` decided for the day of signing (married on that day, that day as today). */
  decisionOnDay: MaritalAgreementDecision;
  signature: ChangeSignature;
  /** Today, in the agreement's state's calendar. */
  today: string;
  /** The day the change's text was last changed, in the same calendar. */
  textDay: string;
  /** The signatures already recorded on this change. */
  recorded: readonly ChangeSignature[];
  /** Both spouses' full names. */
  spouses: readonly string[];
  /** The refusal in words when the decision is not ALLOWED. */
  refusal: string | null;
  /** When the change was started (ISO time): a disclosure confirmed before it does not count. */
  startedAt: string;
  /** The signing spouse's disclosure declaration. */
  disclosure: DisclosureConfirmation | null;
}): ChangeSigningProblem | null {
  const { rule, signature } = input;
  const day = toDayNumber(signature.signedOn);
  const today = toDayNumber(input.today);
  const textDay = toDayNumber(input.textDay);
  if (day === undefined || today === undefined || day > today)
    return { code: "SIGNING_DATE_INVALID", message: "The date of signing must be a real date no later than today." };
  if (textDay !== undefined && day < textDay)
    return {
      code: "SIGNING_DATE_INVALID",
      message: `The date of signing is before this text was last changed (${input.textDay}): sign the text as it is now.`,
    };
  if (input.decisionOnDay.outcome !== "ALLOWED")
    return {
      code: "CHANGE_NOT_ALLOWED_ON_DATE",
      message: `On ${signature.signedOn}: ${input.refusal ?? "this change could not be signed."}`,
    };
  if (rule.awaitsAttorneyInsert)
    return {
      code: "ATTORNEY_INSERT_PENDING",
      message:
        "This document still needs a statement the state's law asks for, which an attorney must insert: it cannot be signed until then.",
    };
  if (input.recorded.some((other) => other.respondent === signature.respondent))
    return { code: "ALREADY_SIGNED", message: "Your signing of this change is already recorded." };
  if (rule.disclosureConfirmation && !isDisclosureConfirmedSince(input.disclosure, input.startedAt))
    return {
      code: "DISCLOSURE_NOT_CONFIRMED",
      message:
        "Confirm or update your financial disclosure first: the state's law asks each of you to, after this change was started and before you sign it.",
    };
  const witnesses = signature.witnesses.map((name) => name.trim()).filter((name) => name !== "");
  const distinct = witnesses.filter((name, index) => witnesses.findIndex((other) => sameName(other, name)) === index);
  if (distinct.length < rule.witnesses)
    return {
      code: "WITNESSES_MISSING",
      message: `This change must be signed before ${rule.witnesses} witness${rule.witnesses === 1 ? "" : "es"} who sign too: name ${rule.witnesses === 1 ? "them" : "each of them"}.`,
    };
  if (witnesses.some((name) => input.spouses.some((spouse) => sameName(spouse, name))))
    return { code: "WITNESS_IS_SPOUSE", message: "A spouse cannot witness a signing of their own agreement." };
  if (rule.ownCounselRequired) {
    const counsel = signature.counsel?.trim() ?? "";
    if (counsel === "")
      return {
        code: "COUNSEL_MISSING",
        message: "The state's law requires each of you to have your own attorney: name the attorney who advised you.",
      };
    if (input.recorded.some((other) => other.counsel !== null && sameName(other.counsel, counsel)))
      return {
        code: "COUNSEL_NOT_SEPARATE",
        message: "Each of you needs your own attorney: your partner named the same attorney.",
      };
  }
  return null;
}

/** Whether a change is in effect: every spouse has signed it (each respondent once). */
export function isChangeFullySigned(recorded: readonly Pick<ChangeSignature, "respondent">[]): boolean {
  return recorded.some((s) => s.respondent === "A") && recorded.some((s) => s.respondent === "B");
}

/** The day a change takes effect: the later spouse's day of signing (null while one has not signed). */
export function changeEffectiveOn(
  recorded: readonly Pick<ChangeSignature, "respondent" | "signedOn">[],
): string | null {
  if (!isChangeFullySigned(recorded)) return null;
  return recorded.map((s) => s.signedOn).reduce((latest, day) => (day > latest ? day : latest));
}
