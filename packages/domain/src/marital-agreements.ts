/**
 * Whether a couple may make or change their agreement during the marriage in their state, and on
 * what conditions: the pure rule over the state-law matrix's `maritalAgreements` cell. A premarital
 * agreement changed before the wedding is regenerated under the premarital rules; after the wedding
 * an amendment, a revocation or a new postnuptial agreement is refused, sent to court, or allowed
 * with the requirements the state's law sets, each naming the cell's citation and its confidence.
 * Where the state refuses such agreements or sends them to court, a revocation may still be allowed
 * (`revocationExempt`).
 */
import { dayNumberYearsBefore, toDayNumber } from "./dates.ts";
import { calendarDayIn, timeZoneOfState } from "./time-zones.ts";
import type { CounselStatus } from "./agreement.ts";
import { AGREEMENT_KIND_NOUNS, type AgreementKind } from "./agreement-kind.ts";
import { cellConfidence, type CellConfidence, type MaritalAgreementLaw, type StateLawRow } from "./state-law.ts";

/** What the couple asks for: a change to their signed agreement, its revocation, or a new agreement during marriage. */
export const MARITAL_AGREEMENT_KINDS = ["AMENDMENT", "REVOCATION", "POSTNUP"] as const;
export type MaritalAgreementKind = (typeof MARITAL_AGREEMENT_KINDS)[number];

export type MaritalAgreementRequest = {
  kind: MaritalAgreementKind;
  /** The kind of the signed agreement an amendment or a revocation changes (PRENUP when not given). */
  original?: AgreementKind;
  /** Whether the couple is married today. */
  married: boolean;
  /** The day the couple moved into the state and took their domicile there (ISO date), where they told us. */
  movedIntoStateOn?: string | null;
  /** Today (ISO date), in the caller's calendar. */
  today: string;
  /** The new terms make separate property community property. */
  convertsSeparateProperty?: boolean;
  /** The new terms waive a spouse's rights at the other's death. */
  waivesDeathRights?: boolean;
};

/** The law behind a decision or a requirement: the cell's citation and how sure the product is of it. */
export type MaritalAgreementSource = { citation: string; confidence: CellConfidence };

/** Something the new agreement (or its signing) must have, with the law that asks for it. */
export type MaritalAgreementRequirement = { source: MaritalAgreementSource } & (
  | { kind: "SIGNED_BY_BOTH"; withoutConsideration: boolean }
  | { kind: "ORIGINAL_FORMALITIES" }
  | { kind: "SEPARATE_COUNSEL"; required: boolean }
  | { kind: "ACKNOWLEDGED_LIKE_DEED" }
  | { kind: "FIDUCIARY_CLAUSE" }
  | { kind: "FULL_DISCLOSURE" }
  | { kind: "DEATH_WAIVER_WITNESSES"; witnesses: number }
  | { kind: "CONVERSION_STATEMENT"; lines: string[] | null }
  | { kind: "NO_DIVORCE_INCENTIVE" }
  | { kind: "EARLY_DISSOLUTION_PRESUMPTION"; years: number }
  | { kind: "PARTITION"; title: string }
);
export const MARITAL_AGREEMENT_REQUIREMENT_KINDS = [
  "SIGNED_BY_BOTH",
  "ORIGINAL_FORMALITIES",
  "SEPARATE_COUNSEL",
  "ACKNOWLEDGED_LIKE_DEED",
  "FIDUCIARY_CLAUSE",
  "FULL_DISCLOSURE",
  "DEATH_WAIVER_WITNESSES",
  "CONVERSION_STATEMENT",
  "NO_DIVORCE_INCENTIVE",
  "EARLY_DISSOLUTION_PRESUMPTION",
  "PARTITION",
] as const satisfies readonly MaritalAgreementRequirement["kind"][];
export type MaritalAgreementRequirementKind = (typeof MARITAL_AGREEMENT_REQUIREMENT_KINDS)[number];

/** The decision's outcomes (`MaritalAgreementDecision`). */
export const MARITAL_AGREEMENT_OUTCOMES = ["PREMARITAL_REGENERATION", "BLOCKED", "COURT_PETITION", "ALLOWED"] as const;

/**
 * PREMARITAL_REGENERATION: not married yet, the premarital agreement is regenerated under the
 * premarital rules; BLOCKED: the state's law does not let the couple do it now, with the reason;
 * COURT_PETITION: only a court can approve it, on the spouses' joint petition (the checklist says
 * what the court must find); ALLOWED: the couple may go ahead with the requirements listed.
 */
export type MaritalAgreementDecision =
  | { outcome: "PREMARITAL_REGENERATION" }
  | { outcome: "BLOCKED"; reason: string; source: MaritalAgreementSource }
  | {
      outcome: "COURT_PETITION";
      checklist: string[];
      requirements: MaritalAgreementRequirement[];
      source: MaritalAgreementSource;
    }
  | { outcome: "ALLOWED"; requirements: MaritalAgreementRequirement[]; source: MaritalAgreementSource };

/** What the couple asks to do, in the words of a refusal: "change their postnuptial agreement". */
function actionPhrase(request: MaritalAgreementRequest): string {
  const original = AGREEMENT_KIND_NOUNS[request.original ?? "PRENUP"];
  if (request.kind === "AMENDMENT") return `change their ${original}`;
  if (request.kind === "REVOCATION") return `revoke their ${original}`;
  return "make an agreement";
}

/** Whether the couple, married or not, may make or change their agreement in the row's state now, and on what conditions. */
export function maritalAgreementEligibility(
  row: Pick<StateLawRow, "name" | "maritalAgreements">,
  request: MaritalAgreementRequest,
): MaritalAgreementDecision {
  if (!request.married) return { outcome: "PREMARITAL_REGENERATION" };
  const cell = row.maritalAgreements;
  const law = cell.value;
  const source: MaritalAgreementSource = { citation: cell.citation, confidence: cellConfidence(cell) };
  const action = actionPhrase(request);

  const revokes = request.kind === "REVOCATION" && law.revocationExempt;
  if (law.enforceability === "NOT_ENFORCED" && !revokes)
    return {
      outcome: "BLOCKED",
      reason: `${row.name} courts do not enforce an agreement spouses make during the marriage, so spouses cannot ${action} here; ask an attorney in ${row.name}.`,
      source,
    };
  const today = toDayNumber(request.today);
  const allowedFrom = law.allowedFrom === null ? undefined : toDayNumber(law.allowedFrom);
  if (allowedFrom !== undefined && (today === undefined || today < allowedFrom))
    return {
      outcome: "BLOCKED",
      reason: `${row.name} law lets spouses ${action} during the marriage only from ${law.allowedFrom}.`,
      source,
    };

  const requirements = requirementsOf(law, request, source);
  if (law.enforceability === "COURT_APPROVAL_REQUIRED" && !revokes && !isMoveWindowOpen(law, request, today))
    return {
      outcome: "COURT_PETITION",
      checklist: [
        "Both spouses sign a joint petition to the court.",
        "The court finds that the agreement serves the spouses' best interests.",
        "The court finds that both spouses understand the governing principles and rules.",
      ],
      requirements,
      source,
    };
  return { outcome: "ALLOWED", requirements, source };
}

/** Whether the couple moved into the state within the window in which its law asks no court approval. */
function isMoveWindowOpen(
  law: MaritalAgreementLaw,
  request: MaritalAgreementRequest,
  today: number | undefined,
): boolean {
  if (law.noCourtWithinYearsOfMove === null || !request.movedIntoStateOn || today === undefined) return false;
  const moved = toDayNumber(request.movedIntoStateOn);
  return moved !== undefined && moved <= today && moved > dayNumberYearsBefore(today, law.noCourtWithinYearsOfMove);
}

function requirementsOf(
  law: MaritalAgreementLaw,
  request: MaritalAgreementRequest,
  source: MaritalAgreementSource,
): MaritalAgreementRequirement[] {
  const changesPremarital = request.kind !== "POSTNUP";
  const requirements: MaritalAgreementRequirement[] = [
    { kind: "SIGNED_BY_BOTH", withoutConsideration: changesPremarital && law.amendmentBySignedWriting, source },
  ];
  const add = (holds: boolean, requirement: MaritalAgreementRequirement) => {
    if (holds) requirements.push(requirement);
  };
  add(law.repeatOriginalFormalities, { kind: "ORIGINAL_FORMALITIES", source });
  requirements.push({ kind: "SEPARATE_COUNSEL", required: law.separateCounsel === "REQUIRED", source });
  add(law.acknowledgedLikeDeed, { kind: "ACKNOWLEDGED_LIKE_DEED", source });
  add(law.spousesAreFiduciaries, { kind: "FIDUCIARY_CLAUSE", source });
  add(law.fullDisclosure, { kind: "FULL_DISCLOSURE", source });
  add(request.waivesDeathRights === true && law.deathWaiverWitnesses > 0, {
    kind: "DEATH_WAIVER_WITNESSES",
    witnesses: law.deathWaiverWitnesses,
    source,
  });
  add(request.convertsSeparateProperty === true && law.conversionStatement !== null, {
    kind: "CONVERSION_STATEMENT",
    lines: law.conversionStatement?.lines ?? null,
    source,
  });
  add(law.termsMustNotPromoteDivorce, { kind: "NO_DIVORCE_INCENTIVE", source });
  // A revocation returns the spouses to the state's default law: it partitions nothing.
  if (law.partition !== null && request.kind !== "REVOCATION")
    requirements.push({ kind: "PARTITION", title: law.partition.title, source });
  add(law.invalidIfDissolutionWithinYears !== null, {
    kind: "EARLY_DISSOLUTION_PRESUMPTION",
    years: law.invalidIfDissolutionWithinYears ?? 0,
    source,
  });
  return requirements;
}

/**
 * A requirement the product cannot print from the matrix: a statutory statement whose words were not
 * read into it (a conversion statement without its lines). An attorney inserts it, and until then
 * the document is a draft nobody may sign.
 */
export function requiresAttorneyInsert(requirement: MaritalAgreementRequirement): boolean {
  return requirement.kind === "CONVERSION_STATEMENT" && !(requirement.lines && requirement.lines.length > 0);
}

/**
 * A requirement in a sentence for the couple: what they must do, in the state's name. The
 * conditional ones (death-rights witnesses, the conversion statement) read as conditions, since
 * the decision lists them before the couple has chosen their new terms.
 */
export function describeMaritalRequirement(
  requirement: MaritalAgreementRequirement,
  stateName: string,
  original: AgreementKind = "PRENUP",
): string {
  switch (requirement.kind) {
    case "SIGNED_BY_BOTH":
      return requirement.withoutConsideration
        ? "A written agreement signed by both of you; it binds without either of you giving anything in return."
        : "A written agreement signed by both of you.";
    case "ORIGINAL_FORMALITIES":
      return `The same formalities as your ${AGREEMENT_KIND_NOUNS[original]}: the signing rules that applied to it apply again.`;
    case "SEPARATE_COUNSEL":
      return requirement.required
        ? `Each of you must have your own attorney under ${stateName} law before signing.`
        : "Each of you should have your own attorney review it; courts give weight to independent advice.";
    case "ACKNOWLEDGED_LIKE_DEED":
      return "Both signatures acknowledged before a notary in the form used to record a deed.";
    case "FIDUCIARY_CLAUSE":
      return "A statement that each of you had the other's full financial records and that neither took an unfair advantage, since spouses owe each other a fiduciary's duty.";
    case "FULL_DISCLOSURE":
      return "Each of you confirms or updates your financial disclosure before signing.";
    case "DEATH_WAIVER_WITNESSES":
      return `If the change gives up rights at the other's death: fair disclosure and ${requirement.witnesses} witnesses who sign too.`;
    case "PARTITION":
      return `Under ${stateName} law, spouses keep community property apart by partitioning or exchanging it between themselves: the agreement is a ${requirement.title.toLocaleLowerCase("en-US")}, in writing and signed by both of you.`;
    case "CONVERSION_STATEMENT":
      return requirement.lines
        ? "If the change makes separate property shared: the statute's statement of what that means, printed in the agreement."
        : `If the change makes separate property shared: ${stateName}'s statutory statement must be printed in the agreement, and this product does not hold its text; an attorney must add it.`;
    case "NO_DIVORCE_INCENTIVE":
      return "Terms that do not promote or encourage divorce.";
    case "EARLY_DISSOLUTION_PRESUMPTION":
      return `A court presumes it invalid if a separation or divorce is started within ${requirement.years} years of signing.`;
  }
}

/**
 * Whether a married couple may start a postnuptial agreement in the row's state today: the
 * matrix's decision for an agreement during marriage. BLOCKED carries the reason and its source;
 * COURT_PETITION and ALLOWED let them start (the text and the signing then carry the requirements,
 * and the court's checklist is shown where the state asks for a court's approval).
 */
export function postnupDecision(
  row: Pick<StateLawRow, "name" | "maritalAgreements">,
  input: {
    today: string;
    movedIntoStateOn?: string | null;
    waivesDeathRights?: boolean;
    convertsSeparateProperty?: boolean;
  },
): MaritalAgreementDecision {
  return maritalAgreementEligibility(row, {
    kind: "POSTNUP",
    married: true,
    today: input.today,
    movedIntoStateOn: input.movedIntoStateOn ?? null,
    waivesDeathRights: input.waivesDeathRights ?? false,
    convertsSeparateProperty: input.convertsSeparateProperty ?? false,
  });
}

/** `postnupDecision` on the calendar day `at` falls on in the row's state (its own time zone). */
export function postnupDecisionAt(
  row: Pick<StateLawRow, "name" | "maritalAgreements" | "stateId">,
  at: Date,
  input: { waivesDeathRights?: boolean } = {},
): MaritalAgreementDecision {
  return postnupDecision(row, { today: calendarDayIn(at, timeZoneOfState(row.stateId)), ...input });
}

/**
 * A postnup's refusal to be finalized where the state requires each spouse's own attorney
 * (SEPARATE_COUNSEL, required) and a spouse has chosen to sign without one (their counsel status
 * WAIVED or UNDECIDED, `counselPlanOf`): the message names the state, the spouses who must choose,
 * and the source. Null otherwise; the attorney's certification on the signature page follows.
 */
export function postnupCounselProblem(input: {
  decision: MaritalAgreementDecision;
  stateName: string;
  counsel: Record<"A" | "B", CounselStatus>;
  names: Record<"A" | "B", string>;
}): { code: "COUNSEL_REQUIRED"; message: string } | null {
  const { decision } = input;
  if (!("requirements" in decision)) return null;
  const counsel = decision.requirements.find(
    (requirement) => requirement.kind === "SEPARATE_COUNSEL" && requirement.required,
  );
  if (!counsel) return null;
  const without = (["A", "B"] as const).filter(
    (side) => input.counsel[side] === "WAIVED" || input.counsel[side] === "UNDECIDED",
  );
  if (without.length === 0) return null;
  const who = without.map((side) => input.names[side]).join(" and ");
  return {
    code: "COUNSEL_REQUIRED",
    message: `${input.stateName} law requires each spouse to have their own attorney before signing a postnuptial agreement (${counsel.source.citation}). ${who} ${without.length === 1 ? "has" : "have"} not chosen one: choose an attorney in the questionnaire's counsel question, then finalize.`,
  };
}

/** Why a postnup cannot be prepared in a state: its law has no row in the matrix, or refuses one (with its source). */
export const POSTNUP_MESSAGES = {
  noLaw:
    "We cannot prepare a postnuptial agreement in this state: its rules for agreements during marriage are not in our state-law matrix.",
  blocked: (decision: Extract<MaritalAgreementDecision, { outcome: "BLOCKED" }>) =>
    `${decision.reason} (${decision.source.citation})`,
} as const;
