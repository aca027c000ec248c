/**
 * The shape of the state-law matrix (the data is in @prenup/content, `stateLawMatrix`): for each of
 * the 51 jurisdictions, one row whose every cell is a sourced fact, and the rule that turns a row
 * and a couple's facts into what their agreement must contain or why a term cannot be generated
 * (`stateLawRequirements`).
 *
 * A cell is `{ value, confirmed, citation, reading }`. A confirmed cell was read for its own state:
 * its citation is a pinpoint to that state's statute or case, and its `reading` holds the operative
 * words quoted, the page they were read on and the day. An unverified cell (`confirmed: false`) holds
 * the cautious value and its citation says what was not read; the product says it is unverified
 * wherever it shows the rule (`cellConfidence`).
 */
import type { AgreementProblem } from "./agreement.ts";
import type { Respondent, SpousalSupportLaw } from "./enums.ts";
import type { SigningDeadline } from "./signing-deadline.ts";

/** Where a confirmed cell's law was read: the operative words, the page and the day (ISO date). */
export type Reading = { quote: string; source: string; readOn: string };

/**
 * A fact of the law as the product encodes it: confirmed with the reading of the state's own text,
 * or unverified (the cautious value, no reading).
 */
export type Sourced<T> = { value: T; citation: string } & (
  | { confirmed: true; reading: Reading }
  | { confirmed: false; reading?: undefined }
);

/** How sure the product is of a cell, as every screen and the dossier say it. */
export const CELL_CONFIDENCES = ["VERIFIED", "UNVERIFIED"] as const;
export type CellConfidence = (typeof CELL_CONFIDENCES)[number];

/** A cell's confidence: verified only when it was read for its own state (a reading is present). */
export function cellConfidence(cell: Pick<Sourced<unknown>, "confirmed" | "reading">): CellConfidence {
  return cell.confirmed && cell.reading !== undefined ? "VERIFIED" : "UNVERIFIED";
}

/** The 50 states and the District of Columbia, by their postal abbreviations (the matrix's keys). */
export const STATE_ABBREVIATIONS = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;
export type StateAbbreviation = (typeof STATE_ABBREVIATIONS)[number];

export function isStateAbbreviation(value: string): value is StateAbbreviation {
  return (STATE_ABBREVIATIONS as readonly string[]).includes(value);
}

/**
 * The law a premarital agreement is made under: the Uniform Premarital Agreement Act (1983), the
 * Uniform Premarital and Marital Agreements Act (2012), Wisconsin's marital property agreements
 * (the Uniform Marital Property Act), another statute of the state's own, Louisiana's Civil Code,
 * or the common law (court decisions, with at most a statute on rights at death).
 */
export const GOVERNING_ACTS = [
  "UPAA",
  "UPMAA",
  "UNIFORM_MARITAL_PROPERTY_ACT",
  "STATE_STATUTE",
  "CIVIL_CODE",
  "COMMON_LAW",
] as const;
export type GoverningActKind = (typeof GOVERNING_ACTS)[number];
export type GoverningAct = {
  kind: GoverningActKind;
  /** As the agreement names it after "This Agreement is made under": the act's name and its current citation. */
  reference: string;
};

/** How the state styles itself in the agreement ("the Commonwealth of Virginia"). */
export const OFFICIAL_STYLES = ["State", "Commonwealth", "District"] as const;
export type OfficialStyle = (typeof OFFICIAL_STYLES)[number];

/**
 * What a partner who signs without independent counsel must be given for the agreement (or the
 * term named) to bind them.
 */
export type CounselSafeguards = {
  /**
   * A statutory notice of waiver of rights, in the statute's words, one line each (null: none).
   * The agreement prints it conspicuously.
   */
  statutoryNotice: string[] | null;
  /** An explanation in plain language of the marital rights or obligations the agreement modifies or waives. */
  plainLanguageExplanation: boolean;
  /** An express written waiver of the opportunity to consult independent counsel, in the agreement. */
  expressWaiverOfCounsel: boolean;
  /**
   * Separate writings before signing: a waiver of counsel and a written explanation with the
   * partner's signed receipt, each a document of its own (California).
   */
  separateWaiverAndExplanation: boolean;
  /** Terms that bind a partner only if they had independent counsel when signing. */
  termsNeedingCounsel: "SUPPORT_LIMIT"[];
};

/**
 * When a court judges whether the agreement (or its support terms) is unconscionable: at signing, at
 * signing and again when enforcement is sought, or never (NOT_JUDGED: the state's statute sets an
 * agreement aside only for other grounds, as Pennsylvania's does).
 */
export const UNCONSCIONABILITY_TIMINGS = ["AT_SIGNING", "AT_SIGNING_AND_ENFORCEMENT", "NOT_JUDGED"] as const;
export type UnconscionabilityTiming = (typeof UNCONSCIONABILITY_TIMINGS)[number];

/**
 * What power a court keeps over a waiver or limit of spousal support, besides unconscionability:
 * PUBLIC_ASSISTANCE, support to the extent needed to keep a party off public assistance (the uniform
 * act's § 6(b)); UNDUE_HARDSHIP and EXTREME_HARDSHIP, support despite it where circumstances not
 * reasonably foreseeable at signing make it an undue (or an extreme) hardship; SUBSTANTIAL_HARDSHIP, refusal where a material change of circumstances
 * after signing makes it a substantial hardship; NONE, no such power in the state's law.
 */
export const SUPPORT_FLOORS = [
  "PUBLIC_ASSISTANCE",
  "UNDUE_HARDSHIP",
  "EXTREME_HARDSHIP",
  "SUBSTANTIAL_HARDSHIP",
  "NONE",
] as const;
export type SupportFloor = (typeof SUPPORT_FLOORS)[number];

/**
 * The disclosure a court asks of each partner: `kind` FAIR_AND_REASONABLE, a fair and reasonable
 * disclosure of property and financial obligations (the uniform act); FULL_AND_FAIR, full and fair
 * disclosure of the nature, extent and value of what each has; REASONABLY_ACCURATE, a reasonably
 * accurate description and good-faith estimate of the value of property, liabilities and income
 * (the uniform premarital and marital agreements act); NONE_REQUIRED, the state's law sets
 * no disclosure condition of its own (voluntariness and unconscionability only). `knowledgeSuffices`:
 * a partner's own adequate knowledge of the other's finances takes the place of the disclosure.
 * Whether it may be waived in writing is the `disclosureWaiver` cell.
 */
export const DISCLOSURE_STANDARD_KINDS = [
  "FAIR_AND_REASONABLE",
  "FULL_AND_FAIR",
  "REASONABLY_ACCURATE",
  "NONE_REQUIRED",
] as const;
export type DisclosureStandardKind = (typeof DISCLOSURE_STANDARD_KINDS)[number];
export type DisclosureStandard = { kind: DisclosureStandardKind; knowledgeSuffices: boolean };

/**
 * How a court divides property at divorce without an agreement: community property divided equally,
 * community property divided as the court finds fair, or equitable distribution. `allProperty`: the
 * court may divide property either spouse owned before the marriage too; `giftsDivisible`: and gifts
 * and inheritances either received. `equalPresumption`: the state's law presumes an equal division,
 * which the court may depart from.
 */
export const DIVISION_SYSTEMS = ["COMMUNITY_EQUAL", "COMMUNITY_EQUITABLE", "EQUITABLE_DISTRIBUTION"] as const;
export type DivisionSystem = (typeof DIVISION_SYSTEMS)[number];
export type PropertyDivision = {
  system: DivisionSystem;
  allProperty: boolean;
  giftsDivisible: boolean;
  equalPresumption: boolean;
};

/**
 * What becomes of a separate asset's growth and income without an agreement:
 * - INCOME_SEPARATE_EFFORT_SHARED: income of separate property stays separate; growth from a
 *   spouse's work during the marriage is apportioned to the community;
 * - INCOME_COMMUNITY: income of separate property is community (the asset itself stays separate;
 *   Texas gives the community a reimbursement claim for its work, not a share);
 * - INCOME_AND_EFFORT_COMMUNITY: income of separate property is community, and a spouse's
 *   substantial uncompensated work that makes it grow substantially creates community property
 *   (Wisconsin's marital property);
 * - PASSIVE_SEPARATE_ACTIVE_MARITAL: passive growth stays separate, growth from either spouse's
 *   work or marital money is marital;
 * - ALL_DIVISIBLE: the court may divide the asset and its growth whatever their origin.
 */
export const SEPARATE_GROWTH_RULES = [
  "INCOME_SEPARATE_EFFORT_SHARED",
  "INCOME_COMMUNITY",
  "INCOME_AND_EFFORT_COMMUNITY",
  "PASSIVE_SEPARATE_ACTIVE_MARITAL",
  "ALL_DIVISIBLE",
] as const;

/** Whether the income of separate property (interest, dividends, rent) is community or marital property. */
export function isSeparateIncomeShared(rule: SeparateGrowthRule): boolean {
  return rule === "INCOME_COMMUNITY" || rule === "INCOME_AND_EFFORT_COMMUNITY";
}
export type SeparateGrowthRule = (typeof SEPARATE_GROWTH_RULES)[number];

/**
 * How spouses in a state whose law does not make their property community property may still hold
 * assets as community property: TRUST, a community property trust the state's statute allows;
 * AGREEMENT_OR_TRUST, an opt-in by written agreement or a trust (Alaska); NONE, no such way.
 */
export const COMMUNITY_PROPERTY_ELECTIONS = ["NONE", "TRUST", "AGREEMENT_OR_TRUST"] as const;
export type CommunityPropertyElection = (typeof COMMUNITY_PROPERTY_ELECTIONS)[number];

/** What a surviving spouse can claim from the other's estate, as the waiver of rights at death names it. */
export type SurvivorRights = {
  /** The rights a waiver of rights at death gives up, in the waiver's words ("any elective share …"). */
  waived: string;
  /** Whether the survivor has an elective share (a share of the estate claimed whatever the will says). */
  electiveShare: boolean;
  /** Whether spouses may give these rights up by agreement before the marriage. */
  waivable: boolean;
  /** Rights spouses may not renounce by agreement, by the words the text would use for them. */
  notRenounceable: string[];
  /**
   * What the survivor's right against the will gives, in plain words from the statute, for the
   * disclosure of the right the waiver prints (null: not stated).
   */
  rightSummary: string | null;
  /** What the state's law asks before a waiver of these rights binds. */
  waiverConditions: DeathWaiverConditions;
};

/**
 * Conditions of a waiver of rights at death: `disclosureOfRight`, the waiving party must be told the
 * nature and extent of the right given up (the agreement prints it, and generation refuses the waiver
 * where the matrix cannot state the right); `fairConsideration`, the waiver binds only for a fair
 * consideration (the agreement recites what each party receives for it).
 */
export type DeathWaiverConditions = { disclosureOfRight: boolean; fairConsideration: boolean };

/**
 * Whether the product offers a lifestyle clause (a set payment for infidelity) in the state:
 * NOT_OFFERED where a court has refused to enforce one; BOTH_REPRESENTED where no statute or
 * decision read confirms that courts enforce one, so the clause goes into the agreement only when
 * each partner has independent counsel on record (the cautious value).
 */
export const LIFESTYLE_CLAUSE_RULES = ["NOT_OFFERED", "BOTH_REPRESENTED"] as const;
export type LifestyleClauseRule = (typeof LIFESTYLE_CLAUSE_RULES)[number];

/**
 * What the state's law does with an advance agreement about frozen embryos, for the "without this
 * agreement" line: CASE_BY_CASE, courts weigh it with the clinic's forms; FORMS_FOLLOWED, courts
 * have followed the couple's written disposition choice; MAY_NOT_BIND, an advance agreement may
 * be revoked or refused; AWARDED_TO_USER, a statute gives the embryos to the spouse who intends to
 * use them whatever was agreed; NOT_DESTROYED, a statute forbids destroying an embryo.
 */
export const EMBRYO_AGREEMENT_RULES = [
  "CASE_BY_CASE",
  "FORMS_FOLLOWED",
  "MAY_NOT_BIND",
  "AWARDED_TO_USER",
  "NOT_DESTROYED",
] as const;
export type EmbryoAgreementRule = (typeof EMBRYO_AGREEMENT_RULES)[number];

/**
 * Whether a clause about frozen embryos goes into the agreement only when each partner has their
 * own attorney: wherever the state's law departs from weighing an advance agreement case by case (a
 * statute or the highest court limits, overrides or fixes what the couple's choice can do). A
 * product policy, derived from the state's rule rather than kept as a fact of its own.
 */
export function embryoClauseNeedsCounsel(rule: EmbryoAgreementRule): boolean {
  return rule !== "CASE_BY_CASE";
}

/**
 * Whether an agreement the spouses make during the marriage binds: ENFORCEABLE; NOT_ENFORCED, the
 * state's courts refuse it; COURT_APPROVAL_REQUIRED, it binds only once a court approves it on the
 * spouses' joint petition.
 */
export const MARITAL_AGREEMENT_ENFORCEABILITIES = ["ENFORCEABLE", "NOT_ENFORCED", "COURT_APPROVAL_REQUIRED"] as const;
export type MaritalAgreementEnforceability = (typeof MARITAL_AGREEMENT_ENFORCEABILITIES)[number];

/** Whether each spouse must have their own attorney for an agreement made during the marriage, or is advised to. */
export const MARITAL_COUNSEL_RULES = ["REQUIRED", "RECOMMENDED"] as const;
export type MaritalCounselRule = (typeof MARITAL_COUNSEL_RULES)[number];

/**
 * The state's law on agreements made or changed during the marriage: a premarital agreement amended
 * or revoked after the wedding, and a postnuptial agreement (`maritalAgreementEligibility` turns it
 * into a decision). A premarital agreement changed before the wedding follows the premarital rules.
 */
export type MaritalAgreementLaw = {
  enforceability: MaritalAgreementEnforceability;
  /** Where court approval is required: no approval within so many years after the spouses move into the state and take their domicile there (null: no such window). */
  noCourtWithinYearsOfMove: number | null;
  /**
   * A revocation of the premarital agreement (a return to the state's default law) escapes the
   * refusal or the court: spouses may still revoke by a writing both sign.
   */
  revocationExempt: boolean;
  /** The day from which the state's law allows such agreements (ISO date; null: no such day). */
  allowedFrom: string | null;
  /** The uniform act's § 5: after marriage, a premarital agreement is amended or revoked only by a writing both sign, which binds without consideration. */
  amendmentBySignedWriting: boolean;
  /** The formalities of the premarital agreement (witnesses, notary) are repeated for the new agreement. */
  repeatOriginalFormalities: boolean;
  separateCounsel: MaritalCounselRule;
  /** The agreement must be acknowledged the way a deed to land is, so it can be recorded. */
  acknowledgedLikeDeed: boolean;
  /** Spouses deal with each other as fiduciaries: the agreement recites that each had the other's full information and took no unfair advantage. */
  spousesAreFiduciaries: boolean;
  /** Each spouse must disclose their property and obligations before signing. */
  fullDisclosure: boolean;
  /** Witnesses before whom a spouse signs a waiver of rights at death made during the marriage (0: none). */
  deathWaiverWitnesses: number;
  /** The terms must not promote or encourage divorce. */
  termsMustNotPromoteDivorce: boolean;
  /** The agreement is presumed invalid if a separation or dissolution is commenced within so many years of signing (null: no such rule). */
  invalidIfDissolutionWithinYears: number | null;
  /**
   * Making separate property community property binds only after a fair and reasonable disclosure
   * of its legal effect, which the statute's statement in the agreement supplies (Texas): its lines
   * in the statute's words, or null where its full text was not read (the product cannot print it);
   * the field is null where the state has no such rule.
   */
  conversionStatement: { lines: string[] | null } | null;
  /**
   * Spouses change the character of their community property by partitioning or exchanging it
   * between themselves in a writing both sign (Texas: Fam. Code §§ 4.102, 4.104), so an agreement
   * made or changed during the marriage is such a partition and is titled as one (`title`); null
   * where the state has no such form.
   */
  partition: { title: string } | null;
};

/** The words of the state's family law the agreement uses. */
export type Vocabulary = {
  /** "alimony", "maintenance", "spousal support"… */
  supportTerm: string;
  /** Support while a case between the spouses is pending: "temporary alimony", "interim spousal support"… */
  pendingSupportTerm: string;
  /** "divorce" or "dissolution of marriage". */
  divorceTerm: string;
  /** What the state's statute calls property shared by the spouses: "community property" or "marital property". */
  sharedPropertyTerm: "community property" | "marital property";
};

/** Whether the notary who takes the acknowledgment may count as one of the witnesses. */
export type NotaryAsWitness = "MUST_BE_ONE" | "MAY_BE_ONE" | "MAY_NOT_BE_ONE";

export const ACKNOWLEDGEMENT_FORMS = [
  "GENERAL",
  "CALIFORNIA_CIVIL_CODE_1189",
  "NEW_YORK_RPL_309A",
  "FLORIDA_117_05",
  "ARKANSAS_9_11_402",
  "LOUISIANA_AUTHENTIC_ACT",
] as const;
export type AcknowledgementForm = (typeof ACKNOWLEDGEMENT_FORMS)[number];

/**
 * Whether a signer's physical location changes an online notarization of the state's agreement:
 * ANYWHERE, the state's law puts no condition on where the signers are (nothing is asked);
 * OUTSIDE_STATE_ONLY, a signer physically in the state may not appear before an online notary
 * commissioned elsewhere, so before an online session each signer says whether they will be in the
 * state, and one who will be signs before a notary in person instead.
 */
export const ONLINE_SIGNER_LOCATIONS = ["ANYWHERE", "OUTSIDE_STATE_ONLY"] as const;
export type OnlineSignerLocation = (typeof ONLINE_SIGNER_LOCATIONS)[number];

/** How the agreement is executed (content: state-law/execution.ts holds each state's cells). */
export type ExecutionFormalities = {
  stateId: string;
  /** Witnesses who watch both parties sign the agreement itself (0: none required). */
  witnesses: Sourced<{ count: number; notary: NotaryAsWitness }>;
  /** Witnesses each party needs when the agreement waives their rights at the other's death (value null: no such rule). */
  deathWaiverWitnesses: Sourced<{ perWaivingParty: number; notary: NotaryAsWitness } | null>;
  acknowledgementForm: Sourced<AcknowledgementForm>;
  /** The agreement must be acknowledged as a conveyance of land is (so it can be recorded). */
  acknowledgedAsConveyance: Sourced<boolean>;
  counterpartsAllowed: Sourced<boolean>;
  /** Remote online notarization for this agreement (off wherever witnesses must be present). */
  remoteNotarizationAllowed: Sourced<boolean>;
  /** Full days the final agreement must be in hand before anyone signs it (0: no such rule). */
  finalAgreementReviewDays: Sourced<number>;
  /** Where the signers of an online notarization may be (`isSignerLocationAsked`). */
  onlineSignerLocation: Sourced<OnlineSignerLocation>;
  signingDeadline: Sourced<SigningDeadline>;
};

/** One jurisdiction's row: every dimension that changes the agreement's validity or meaning. */
export type StateLawRow = {
  stateId: StateAbbreviation;
  name: string;
  officialStyle: Sourced<OfficialStyle>;
  governingAct: Sourced<GoverningAct>;
  counsel: Sourced<CounselSafeguards>;
  spousalSupport: Sourced<SpousalSupportLaw>;
  /** Support while a case between the spouses is pending cannot be waived in advance. */
  pendingSupportProtected: Sourced<boolean>;
  /** The kinds of support the state's law names, where a waiver must name each (null: one general term). */
  supportKinds: Sourced<string[] | null>;
  /**
   * A court may later modify agreed support (its amount or duration) unless the agreement states
   * expressly that it is non-modifiable: where true, the support article says so.
   */
  supportModifiableUnlessStated: Sourced<boolean>;
  unconscionability: Sourced<UnconscionabilityTiming>;
  /** The court's power over a support waiver or limit besides unconscionability. */
  supportFloor: Sourced<SupportFloor>;
  /** The disclosure a court asks of each partner. */
  disclosureStandard: Sourced<DisclosureStandard>;
  division: Sourced<PropertyDivision>;
  separateGrowth: Sourced<SeparateGrowthRule>;
  /**
   * A premarital agreement may make separate property, or its growth, shared (community or marital)
   * property. False where only spouses may convert separate property, with formalities the product
   * does not produce (Texas): the options that would are not offered there.
   */
  premaritalConversion: Sourced<boolean>;
  /** Whether spouses may elect community property by a trust or an agreement (`CommunityPropertyElection`). */
  communityPropertyElection: Sourced<CommunityPropertyElection>;
  survivorRights: Sourced<SurvivorRights>;
  vocabulary: Sourced<Vocabulary>;
  /** The state's proceedings that separate spouses without ending the marriage, by their names (null: none). */
  separationProceedings: Sourced<string[] | null>;
  /** A partner may expressly waive, in writing, disclosure beyond the disclosure provided. */
  disclosureWaiver: Sourced<boolean>;
  /** Every disclosed value must say what it is based on (an appraisal, a statement, an estimate). */
  valueBasisRequired: Sourced<boolean>;
  /** What the state's law does with an advance agreement about embryos. */
  embryoAgreements: Sourced<EmbryoAgreementRule>;
  /** Whether and on what condition a lifestyle clause (a payment for infidelity) is offered. */
  lifestyleClauses: Sourced<LifestyleClauseRule>;
  /** What the state's law asks of an agreement made or changed during the marriage. */
  maritalAgreements: Sourced<MaritalAgreementLaw>;
  execution: ExecutionFormalities;
};

/** The couple's facts the requirements depend on. */
export type CoupleLawFacts = {
  /** Whether each partner has independent counsel on record (`counselPlanOf`). */
  represented: Record<Respondent, boolean>;
  /** The agreement waives or limits spousal support. */
  limitsSupport: boolean;
  /** The agreement waives rights at the other's death. */
  waivesDeathRights: boolean;
  /** The couple chose a lifestyle clause (a payment for infidelity); absent: not chosen. */
  lifestyleClause?: boolean;
  /** The couple chose to make separate property, or its growth, shared property; absent: not chosen. */
  sharesSeparateProperty?: boolean;
};

/**
 * The questionnaire's options (`<question key>__<option>`, as the content spells them) whose choice
 * puts a term the matrix judges into the agreement.
 */
export const STATE_LAW_TERM_OPTION_KEYS = {
  limitsSupport: [
    "support_choice__waive",
    "support_choice__cap",
    "support_choice__formula",
    "support_choice__lump_sum",
  ],
  waivesDeathRights: ["elective_share__waive", "elective_share__minimum"],
  lifestyleClause: ["infidelity__yes"],
  sharesSeparateProperty: [
    "premarital_assets_scope__some_shared",
    "premarital_assets_scope__all_shared",
    "separate_growth__effort_shared",
    "separate_growth__shared",
    "commingling__becomes_shared",
    "inheritances__shared",
    "interspousal_gifts__shared",
    "retirement_premarital__shared",
    "business_treatment__growth_shared",
    "business_treatment__fully_shared",
    "home_growth__growth_shared",
  ],
} as const satisfies Record<
  "limitsSupport" | "waivesDeathRights" | "lifestyleClause" | "sharesSeparateProperty",
  readonly string[]
>;

/**
 * The couple's facts from who is represented and the option keys each partner chose among the
 * questions they are shown (a hidden follow-up's kept answer counts for nothing).
 */
export function coupleLawFactsOf(input: {
  represented: Record<Respondent, boolean>;
  chosenOptionKeys: Record<Respondent, readonly string[]>;
}): CoupleLawFacts {
  const chosen = new Set([...input.chosenOptionKeys.A, ...input.chosenOptionKeys.B]);
  const any = (keys: readonly string[]) => keys.some((key) => chosen.has(key));
  return {
    represented: input.represented,
    limitsSupport: any(STATE_LAW_TERM_OPTION_KEYS.limitsSupport),
    waivesDeathRights: any(STATE_LAW_TERM_OPTION_KEYS.waivesDeathRights),
    lifestyleClause: any(STATE_LAW_TERM_OPTION_KEYS.lifestyleClause),
    sharesSeparateProperty: any(STATE_LAW_TERM_OPTION_KEYS.sharesSeparateProperty),
  };
}

/** Something the agreement must contain for a partner, with the law that asks for it. */
export type StateLawRequirement =
  | { kind: "STATUTORY_NOTICE"; party: Respondent; lines: string[]; citation: string }
  | { kind: "PLAIN_LANGUAGE_EXPLANATION"; party: Respondent; citation: string }
  | { kind: "EXPRESS_WAIVER_OF_COUNSEL"; party: Respondent; citation: string }
  | { kind: "SEPARATE_WAIVER_AND_EXPLANATION"; party: Respondent; citation: string };

/** A term the couple chose that the agreement cannot hold, and why. */
export type StateLawRefusal = {
  term: "SUPPORT_LIMIT" | "DEATH_WAIVER" | "LIFESTYLE_CLAUSE" | "SEPARATE_PROPERTY_SHARED";
  reason: string;
  citation: string;
};

/**
 * `refusals`: every chosen term the agreement cannot hold for this couple. `forbidden`: those of them
 * the state's law does not allow at all for this couple, which generation refuses with the reason
 * (409, nothing stored) rather than print an agreement without them. The rest (California's support
 * limit against a partner without counsel, which binds only a represented partner) the agreement
 * leaves out and says so.
 */
export type StateLawVerdict = {
  requirements: StateLawRequirement[];
  refusals: StateLawRefusal[];
  forbidden: StateLawRefusal[];
};

const PARTIES: Respondent[] = ["A", "B"];

/**
 * What this couple's agreement must contain in their state, and which of their chosen terms it
 * cannot hold. Requirements are per unrepresented partner; a refused term is left out of the
 * agreement, which says so instead (the questionnaire names the reason before the partners choose).
 */
export function stateLawRequirements(row: StateLawRow, facts: CoupleLawFacts): StateLawVerdict {
  const counsel = row.counsel.value;
  const unrepresented = PARTIES.filter((party) => !facts.represented[party]);
  const requirements: StateLawRequirement[] = unrepresented.flatMap((party): StateLawRequirement[] => [
    ...(counsel.statutoryNotice
      ? [{ kind: "STATUTORY_NOTICE" as const, party, lines: counsel.statutoryNotice, citation: row.counsel.citation }]
      : []),
    ...(counsel.plainLanguageExplanation
      ? [{ kind: "PLAIN_LANGUAGE_EXPLANATION" as const, party, citation: row.counsel.citation }]
      : []),
    ...(counsel.expressWaiverOfCounsel
      ? [{ kind: "EXPRESS_WAIVER_OF_COUNSEL" as const, party, citation: row.counsel.citation }]
      : []),
    ...(counsel.separateWaiverAndExplanation
      ? [{ kind: "SEPARATE_WAIVER_AND_EXPLANATION" as const, party, citation: row.counsel.citation }]
      : []),
  ]);

  const refusals: StateLawRefusal[] = [];
  const forbidden: StateLawRefusal[] = [];
  const forbid = (refusal: StateLawRefusal) => {
    refusals.push(refusal);
    forbidden.push(refusal);
  };
  if (facts.limitsSupport) {
    const refusal = supportLimitRefusalOf(
      {
        name: row.name,
        spousalSupport: row.spousalSupport.value,
        supportLimitNeedsCounsel: counsel.termsNeedingCounsel.includes("SUPPORT_LIMIT"),
      },
      facts.represented,
    );
    // A support term the state forbids outright refuses generation; one that needs counsel is left out of the text.
    if (refusal === "CANNOT_WAIVE") {
      forbid({
        term: "SUPPORT_LIMIT",
        reason: SUPPORT_LIMIT_REFUSAL_REASONS[refusal](row.name),
        citation: row.spousalSupport.citation,
      });
    } else if (refusal === "COUNSEL_MISSING") {
      refusals.push({
        term: "SUPPORT_LIMIT",
        reason: SUPPORT_LIMIT_REFUSAL_REASONS[refusal](row.name),
        citation: row.counsel.citation,
      });
    }
  }
  if (facts.waivesDeathRights) {
    const rights = row.survivorRights.value;
    if (!rights.waivable) {
      forbid({
        term: "DEATH_WAIVER",
        reason: `${row.name} law does not let spouses give up these rights at death by agreement.`,
        citation: row.survivorRights.citation,
      });
    } else if (rights.waiverConditions.disclosureOfRight && rights.rightSummary === null) {
      forbid({
        term: "DEATH_WAIVER",
        reason: `${row.name} law lets a partner give up these rights at death only after being told the nature and extent of the right, and the agreement cannot yet state that right for ${row.name}; ask an attorney to draft this waiver.`,
        citation: row.survivorRights.citation,
      });
    }
  }
  if (facts.lifestyleClause) {
    const rule = row.lifestyleClauses.value;
    if (rule === "NOT_OFFERED") {
      forbid({
        term: "LIFESTYLE_CLAUSE",
        reason: `${row.name} courts refuse to enforce a payment for infidelity, so the agreement cannot include one.`,
        citation: row.lifestyleClauses.citation,
      });
    } else if (unrepresented.length > 0) {
      forbid({
        term: "LIFESTYLE_CLAUSE",
        reason: `In ${row.name} a payment for infidelity goes into the agreement only when each partner has independent counsel on record.`,
        citation: row.lifestyleClauses.citation,
      });
    }
  }
  if (facts.sharesSeparateProperty && !row.premaritalConversion.value) {
    forbid({
      term: "SEPARATE_PROPERTY_SHARED",
      reason: `In ${row.name} separate property, or its growth, becomes shared only by a separate agreement of the spouses with its own formalities, not by a premarital agreement.`,
      citation: row.premaritalConversion.citation,
    });
  }
  return { requirements, refusals, forbidden };
}

/**
 * Generation's refusal of a term the state's law forbids for this couple (`forbidden`): 409 with
 * every reason, so the couple can change those answers; null when there is none.
 */
export function stateLawProblem(verdict: Pick<StateLawVerdict, "forbidden">): AgreementProblem | null {
  if (verdict.forbidden.length === 0) return null;
  const reasons = verdict.forbidden.map((refusal) => refusal.reason).join(" ");
  return {
    code: "GENERATION_NOT_READY",
    message: `The agreement cannot include a term you chose. ${reasons} Change that answer in the questionnaire, then generate the agreement again.`,
  };
}

/** The part of a row that decides whether the agreement can hold a waiver or limit of spousal support. */
export type SupportLimitLaw = { name: string; spousalSupport: SpousalSupportLaw; supportLimitNeedsCounsel: boolean };

/** Why an agreement cannot hold a waiver or limit of spousal support. */
export type SupportLimitRefusal = "CANNOT_WAIVE" | "COUNSEL_MISSING";

const SUPPORT_LIMIT_REFUSAL_REASONS: Record<SupportLimitRefusal, (state: string) => string> = {
  CANNOT_WAIVE: (state) => `${state} law does not let a premarital agreement waive or limit spousal support.`,
  COUNSEL_MISSING: (state) =>
    `In ${state} a waiver or limit of spousal support binds a partner only if they had independent counsel when signing.`,
};

/**
 * Whether the agreement can hold a waiver or limit of spousal support in this state, for partners
 * with or without independent counsel (null: it can). The one rule the agreement's refusals and the
 * outcome simulator read.
 */
export function supportLimitRefusalOf(
  law: SupportLimitLaw,
  represented: Record<Respondent, boolean>,
): SupportLimitRefusal | null {
  if (law.spousalSupport === "CANNOT_WAIVE_OR_MODIFY") return "CANNOT_WAIVE";
  if (law.supportLimitNeedsCounsel && PARTIES.some((party) => !represented[party])) return "COUNSEL_MISSING";
  return null;
}

/**
 * The customer app's path of the public page of the law behind an agreement in a jurisdiction
 * (`/law/<id>`), and, with a rule's key (a cell of the matrix: "spousalSupport", "witnesses"), the
 * anchor of that rule on it. The evidence dossier and the screens link to it.
 */
export function stateLawPath(stateId: StateAbbreviation, ruleKey?: string): string {
  return `/law/${stateId}${ruleKey ? `#${ruleKey}` : ""}`;
}

/** A cell of the state-law matrix by its name: a row's own, or one of the execution formalities. */
export type StateLawCellKey =
  | Exclude<keyof StateLawRow, "stateId" | "name" | "execution">
  | Exclude<keyof ExecutionFormalities, "stateId">;

/** The cell of a row by its name. */
export function stateLawCell(row: StateLawRow, key: StateLawCellKey): Sourced<unknown> {
  return (
    key in row.execution ? row.execution[key as keyof ExecutionFormalities] : row[key as keyof StateLawRow]
  ) as Sourced<unknown>;
}

/** The cells every agreement rests on, whatever the couple chose. */
const CELLS_OF_EVERY_AGREEMENT: readonly StateLawCellKey[] = [
  "governingAct",
  "unconscionability",
  "disclosureStandard",
  "division",
  "separateGrowth",
  "witnesses",
  "acknowledgementForm",
  "acknowledgedAsConveyance",
  "finalAgreementReviewDays",
  "signingDeadline",
];

/**
 * The cells of the state-law matrix that decide whether this couple's agreement holds: those every
 * agreement rests on, counsel's where a partner signs without one, and those of each term the couple
 * chose (a support limit, a waiver of rights at death, a payment for infidelity, shared separate
 * property), in the matrix's order.
 */
export function cellsTouchingChoices(facts: CoupleLawFacts): StateLawCellKey[] {
  const cells: StateLawCellKey[] = [...CELLS_OF_EVERY_AGREEMENT];
  if (!facts.represented.A || !facts.represented.B) cells.push("counsel");
  if (facts.limitsSupport)
    cells.push(
      "spousalSupport",
      "supportFloor",
      "pendingSupportProtected",
      "supportKinds",
      "supportModifiableUnlessStated",
    );
  if (facts.waivesDeathRights) cells.push("survivorRights", "deathWaiverWitnesses");
  if (facts.lifestyleClause) cells.push("lifestyleClauses");
  if (facts.sharesSeparateProperty) cells.push("premaritalConversion");
  return cells;
}

/**
 * The cells this couple's agreement rests on that were not read for their state (`cellConfidence`
 * UNVERIFIED): what the couple and their attorney are told to have checked before signing.
 */
export function unverifiedCellsForCouple(row: StateLawRow, facts: CoupleLawFacts): StateLawCellKey[] {
  return cellsTouchingChoices(facts).filter((key) => cellConfidence(stateLawCell(row, key)) === "UNVERIFIED");
}
