/**
 * The state-specific sentences of the questionnaire's hints (a question's description, its pro tip,
 * an option's pro tip), each keyed by a fact of the couple's own row of the state-law matrix and
 * phrased with that state's name. The questionnaire's own texts stay generic (they name no state);
 * the server adds these to what one couple is shown (`withStateHint`), so a couple reads their own
 * state's rules and no other state's.
 */
import type { StateLawRow } from "@prenup/domain";
import { stateLawOf } from "./data/state-law/index.ts";

/** What a question or option adds for one state: to its description, to its pro tip. */
export type StateHint = { description?: string; proTip?: string };

const sentences = (...parts: (string | false | null | undefined)[]): string | undefined => {
  const kept = parts.filter((part): part is string => typeof part === "string" && part.length > 0);
  return kept.length > 0 ? kept.join(" ") : undefined;
};

/** A text without its parenthesized statute citations ("year's support (O.C.G.A. § 53-3-1 et seq.)"): a hint speaks plainly. */
const withoutCitations = (text: string): string => text.replace(/\s*\([^()]*§[^()]*\)/g, "");

/** "a or b", "a, b or c". */
const either = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** Every hint of one state's row, by question key or option key (`<question>__<option>`). */
export function stateHintsOf(row: StateLawRow): ReadonlyMap<string, StateHint> {
  const { name } = row;
  const counsel = row.counsel.value;
  const supportNeedsCounsel = counsel.termsNeedingCounsel.includes("SUPPORT_LIMIT");
  const paymentNeedsCounsel =
    supportNeedsCounsel &&
    `In ${name} this payment goes into your agreement only if each of you has your own attorney, as for any spousal support provision.`;
  const reviewDays = row.execution.finalAgreementReviewDays.value;
  const survivor = row.survivorRights.value;
  const election = row.communityPropertyElection.value;

  const hints: [string, StateHint][] = [
    [
      "attorney_plan__no_attorney",
      {
        proTip: sentences(
          counsel.statutoryNotice !== null &&
            `In ${name} the agreement then includes, for you, the statute's notice of the rights you may be giving up and a plain-language explanation of them.`,
          counsel.expressWaiverOfCounsel &&
            `In ${name} you waive, in writing in the agreement, the chance to consult a lawyer.`,
          counsel.separateWaiverAndExplanation &&
            `In ${name} you sign a separate waiver of counsel and receive a written explanation${supportNeedsCounsel ? ", and the agreement cannot limit spousal support" : ""}.`,
        ),
      },
    ],
    [
      "signing_timeline",
      {
        proTip: sentences(
          reviewDays > 0 &&
            `In ${name} the final agreement must be in hand for ${reviewDays} full days before anyone signs.`,
        ),
      },
    ],
    [
      "planned_signing_date",
      {
        description: sentences(
          row.execution.signingDeadline.value === "SEVEN_DAYS_BEFORE_MARRIAGE" &&
            `In ${name}, nothing can be signed within seven days of the wedding either.`,
        ),
      },
    ],
    ["career_pause__compensate", { proTip: sentences(paymentNeedsCounsel) }],
    ["health_insurance", { description: sentences(paymentNeedsCounsel) }],
    [
      "support_choice",
      {
        description: sentences(
          supportNeedsCounsel && `In ${name} any support provision needs each of you to have your own attorney.`,
          row.spousalSupport.value === "CANNOT_WAIVE_OR_MODIFY" &&
            `In ${name} the law protects support, so only the first choice is offered.`,
          row.unconscionability.value === "AT_SIGNING_AND_ENFORCEMENT" &&
            `In ${name} a court can judge a waiver or limit of support again when the marriage ends: one that was fair when you signed can still be set aside if, by then, it would be unconscionable.`,
        ),
      },
    ],
    [
      "elective_share",
      {
        description: survivor.waivable
          ? `In ${name} a waiver gives up ${withoutCitations(survivor.waived)}.`
          : `In ${name} spouses cannot give up ${survivor.notRenounceable.length > 0 ? `the ${either(survivor.notRenounceable)}` : "these rights"} by agreement, so only the first choice is offered; you can still provide for each other by will.`,
      },
    ],
    [
      "marital_property_regime",
      {
        description: sentences(
          election === "TRUST" &&
            `Couples in ${name} can also hold assets in a community property trust, which the state allows though it does not follow community property: the trust's assets are treated as community property, which can bring tax benefits when a spouse dies. An attorney sets the trust up as a separate document; ask one if that interests you.`,
          election === "AGREEMENT_OR_TRUST" &&
            `${name} couples can opt in to community property, by a written agreement or a community property trust, which can bring tax benefits when a spouse dies; ask an attorney if that interests you.`,
        ),
      },
    ],
  ];
  return new Map(hints.filter(([, hint]) => hint.description !== undefined || hint.proTip !== undefined));
}

const byState = new Map<string, ReadonlyMap<string, StateHint>>();

/** The hints of a state by its abbreviation (none for an unknown one), built once per state. */
export function stateHintsFor(stateId: string | null | undefined): ReadonlyMap<string, StateHint> {
  const row = stateLawOf(stateId);
  if (!row) return new Map();
  let hints = byState.get(row.stateId);
  if (!hints) byState.set(row.stateId, (hints = stateHintsOf(row)));
  return hints;
}

/** A generic text with the state's sentence after it (null when there is neither). */
export function withStateHint(text: string | null, hint: string | undefined): string | null {
  return (
    [text, hint].filter((part): part is string => typeof part === "string" && part.trim().length > 0).join(" ") || null
  );
}
