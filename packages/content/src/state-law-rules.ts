/**
 * "The law behind your agreement": every cell of one jurisdiction's row of the state-law matrix as a
 * rule a reader understands (what the product applies there, in one plain sentence naming the
 * state), with the cell's citation, whether it was verified in the state's own statute or case
 * (`cellConfidence`) and, when it was, the words quoted, the page they were read on and the day.
 * The sentences are built from the cell's value only: a value changes, its sentence follows.
 */
import {
  cellConfidence,
  embryoClauseNeedsCounsel,
  type AcknowledgementForm,
  type CellConfidence,
  type CommunityPropertyElection,
  type CounselSafeguards,
  type DisclosureStandard,
  type EmbryoAgreementRule,
  type ExecutionFormalities,
  type GoverningAct,
  type LifestyleClauseRule,
  type MaritalAgreementLaw,
  type NotaryAsWitness,
  type OfficialStyle,
  type OnlineSignerLocation,
  type PropertyDivision,
  type SeparateGrowthRule,
  type SigningDeadline,
  type SpousalSupportLaw,
  type StateLawRow,
  type SupportFloor,
  type SurvivorRights,
  type UnconscionabilityTiming,
  type Vocabulary,
} from "@prenup/domain";

/** The topics the rules are grouped under, in the order a page shows them. */
export const STATE_LAW_TOPICS = [
  "The agreement and its law",
  "Counsel and disclosure",
  "Support",
  "Property",
  "Rights at death",
  "Signing and notarization",
  "Other terms",
] as const;
export type StateLawTopic = (typeof STATE_LAW_TOPICS)[number];

type RowCells = Omit<StateLawRow, "stateId" | "name" | "execution">;
type ExecutionCells = Omit<ExecutionFormalities, "stateId">;
/** A cell of the matrix by its name: one of the row's own, or one of its execution formalities. */
export type StateLawCellKey = keyof RowCells | keyof ExecutionCells;
type CellValue<K extends StateLawCellKey> = K extends keyof RowCells
  ? RowCells[K]["value"]
  : K extends keyof ExecutionCells
    ? ExecutionCells[K]["value"]
    : never;

/** One cell of a jurisdiction's row as a reader sees it. */
export type StateLawRule = {
  /** The cell's name in the matrix ("spousalSupport", "witnesses"): the page's anchor. */
  key: StateLawCellKey;
  topic: StateLawTopic;
  /** What the rule is about, plainly ("Waiving or limiting spousal support"). */
  title: string;
  /** What the product applies in the state, in one sentence naming it. */
  rule: string;
  citation: string;
  confidence: CellConfidence;
  /** The operative words read in the state's own text; null unless verified. */
  quote: string | null;
  /** The page they were read on; null unless verified. */
  source: string | null;
  /** The day they were read (ISO date); null unless verified. */
  readOn: string | null;
};

/**
 * How a jurisdiction is named: `state` as the matrix names it ("District of Columbia"), `name` in a
 * sentence ("Colorado", "the District of Columbia") and its possessive ("the District of Columbia's").
 */
type Place = { state: string; name: string; possessive: string };

type Phrasing<K extends StateLawCellKey> = {
  topic: StateLawTopic;
  title: string;
  rule: (value: CellValue<K>, place: Place) => string;
};

/** "a", "a and b", "a, b and c" (or "or"). */
function listed(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** "two witnesses", "one full day", "14 full days". */
function counted(count: number, singular: string, plural: string): string {
  return `${NUMBER_WORDS[count] ?? String(count)} ${count === 1 ? singular : plural}`;
}

/** The sentence for a value no case below phrases (a member added to the domain later): still true, it says less. */
function unphrased(_value: never, title: string, place: Place): string {
  return `In ${place.name} the product applies ${place.possessive} rule on ${title}, as cited below.`;
}

/** The words for a value no case below phrases, inside a sentence (a member added to the domain later). */
function otherwise(_value: never, words: string): string {
  return words;
}

/** "the State of Colorado", "the Commonwealth of Virginia", "the District of Columbia". */
function styled(style: OfficialStyle, state: string): string {
  switch (style) {
    case "State":
    case "Commonwealth":
    case "District":
      return state.startsWith(`${style} `) ? `the ${state}` : `the ${style} of ${state}`;
    default:
      return otherwise(style, `the ${state}`);
  }
}

function governingActKind(act: GoverningAct, place: Place): string {
  switch (act.kind) {
    case "UPAA":
      return `${place.possessive} enactment of the Uniform Premarital Agreement Act`;
    case "UPMAA":
      return `${place.possessive} enactment of the Uniform Premarital and Marital Agreements Act`;
    case "UNIFORM_MARITAL_PROPERTY_ACT":
      return `${place.possessive} marital property law, modelled on the Uniform Marital Property Act`;
    case "STATE_STATUTE":
      return `a statute of ${place.possessive} own`;
    case "CIVIL_CODE":
      return `${place.possessive} Civil Code`;
    case "COMMON_LAW":
      return `the law ${place.possessive} courts have made in their decisions`;
    default:
      return otherwise(act.kind, `the law of ${place.name}`);
  }
}

function counselRule(counsel: CounselSafeguards, place: Place): string {
  const given = [
    counsel.statutoryNotice !== null && "the statute's notice of the rights they may be giving up",
    counsel.plainLanguageExplanation && "a plain-language explanation of the rights the agreement changes or waives",
    counsel.expressWaiverOfCounsel && "a written waiver in the agreement of the chance to consult a lawyer",
    counsel.separateWaiverAndExplanation &&
      "a separate written waiver of counsel and a written explanation of the agreement, each signed before the agreement",
  ].filter((item): item is string => typeof item === "string");
  const needingCounsel = counsel.termsNeedingCounsel.map((term) => {
    switch (term) {
      case "SUPPORT_LIMIT":
        return "a waiver or limit of spousal support";
      default:
        return otherwise(term, `a term ${place.possessive} law keeps for a partner with counsel`);
    }
  });
  const binds =
    needingCounsel.length > 0
      ? `${listed(needingCounsel)} binds a partner only if they had their own attorney when signing`
      : null;
  if (given.length === 0)
    return binds
      ? `In ${place.name} a partner may sign without their own attorney, but ${binds}.`
      : `In ${place.name} a partner may sign without their own attorney, and the agreement needs nothing more for them.`;
  return `In ${place.name} a partner who signs without their own attorney is given ${listed(given)}${binds ? `; ${binds}` : ""}.`;
}

function disclosureRule(standard: DisclosureStandard, place: Place): string {
  const knowledge = standard.knowledgeSuffices ? ", unless the other already has an adequate knowledge of them" : "";
  switch (standard.kind) {
    case "FAIR_AND_REASONABLE":
      return `In ${place.name} each partner must give the other a fair and reasonable disclosure of their property and financial obligations${knowledge}.`;
    case "FULL_AND_FAIR":
      return `In ${place.name} each partner must give the other a full and fair disclosure of the nature, extent and value of what they have${knowledge}.`;
    case "REASONABLY_ACCURATE":
      return `In ${place.name} each partner must give the other a reasonably accurate description of their property, liabilities and income, with a good-faith estimate of their value${knowledge}.`;
    case "NONE_REQUIRED":
      return `${capitalized(place.possessive)} law sets no disclosure condition of its own: a court asks only whether each partner signed voluntarily and whether the agreement is unconscionable.`;
    default:
      return unphrased(standard.kind, "disclosure of each partner's finances", place);
  }
}

function spousalSupportRule(law: SpousalSupportLaw, place: Place): string {
  switch (law) {
    case "CAN_WAIVE_OR_MODIFY":
      return `In ${place.name} the agreement may waive or limit spousal support.`;
    case "CANNOT_WAIVE_OR_MODIFY":
      return `In ${place.name} a premarital agreement may not waive or limit spousal support, so the agreement leaves it to the court.`;
    case "ATTORNEY_REQUIRED":
      return `In ${place.name} a waiver or limit of spousal support binds a partner only if they had their own attorney when signing, so the agreement holds one only when each of you has your own attorney.`;
    default:
      return unphrased(law, "waiving or limiting spousal support", place);
  }
}

function unconscionabilityRule(timing: UnconscionabilityTiming, place: Place): string {
  switch (timing) {
    case "AT_SIGNING":
      return `In ${place.name} a court judges whether the agreement is unconscionable (grossly unfair) as it was when you signed it.`;
    case "AT_SIGNING_AND_ENFORCEMENT":
      return `In ${place.name} a court judges whether the agreement is unconscionable (grossly unfair) when you signed it, and again when one of you asks the court to enforce it.`;
    case "NOT_JUDGED":
      return `In ${place.name} a court does not set the agreement aside for being unconscionable (grossly unfair), only on the other grounds ${place.possessive} law names.`;
    default:
      return unphrased(timing, "when a court judges the agreement's fairness", place);
  }
}

function supportFloorRule(floor: SupportFloor, place: Place): string {
  switch (floor) {
    case "PUBLIC_ASSISTANCE":
      return `In ${place.name} a court may still order support despite a waiver or limit, to the extent needed to keep a spouse off public assistance.`;
    case "UNDUE_HARDSHIP":
      return `In ${place.name} a court may still order support despite a waiver or limit when circumstances no one could reasonably foresee at signing make it an undue hardship.`;
    case "EXTREME_HARDSHIP":
      return `In ${place.name} a court may still order support despite a waiver or limit when circumstances no one could reasonably foresee at signing make it an extreme hardship.`;
    case "SUBSTANTIAL_HARDSHIP":
      return `In ${place.name} a court may refuse to enforce a waiver or limit of support when a material change of circumstances after signing makes it a substantial hardship.`;
    case "NONE":
      return `In ${place.name} a court keeps no power over a waiver or limit of support beyond judging whether it is unconscionable.`;
    default:
      return unphrased(floor, "the court's power over a support waiver", place);
  }
}

function divisionRule(division: PropertyDivision, place: Place): string {
  const presumption = division.equalPresumption ? ", starting from an equal division" : "";
  const beyond = [
    division.allProperty && "what either of you owned before the marriage",
    division.giftsDivisible && "gifts and inheritances either of you received",
  ].filter((item): item is string => typeof item === "string");
  const more = beyond.length > 0 ? `, and may divide ${listed(beyond)} too` : "";
  switch (division.system) {
    case "COMMUNITY_EQUAL":
      return `Without an agreement, a court in ${place.name} divides community property equally${more}.`;
    case "COMMUNITY_EQUITABLE":
      return `Without an agreement, a court in ${place.name} divides community property as it finds fair${presumption}${more}.`;
    case "EQUITABLE_DISTRIBUTION":
      return `Without an agreement, a court in ${place.name} divides marital property as it finds fair (equitable distribution)${presumption}${more}.`;
    default:
      return unphrased(division.system, "dividing property without an agreement", place);
  }
}

function separateGrowthRule(rule: SeparateGrowthRule, place: Place): string {
  switch (rule) {
    case "INCOME_SEPARATE_EFFORT_SHARED":
      return `Without an agreement, in ${place.name} the income of separate property stays separate, and growth that comes from a spouse's work during the marriage is shared.`;
    case "INCOME_COMMUNITY":
      return `Without an agreement, in ${place.name} the income of separate property (interest, dividends, rent) is community property, while the asset itself stays separate.`;
    case "INCOME_AND_EFFORT_COMMUNITY":
      return `Without an agreement, in ${place.name} the income of separate property is shared, and a spouse's substantial unpaid work that makes it grow substantially creates shared property.`;
    case "PASSIVE_SEPARATE_ACTIVE_MARITAL":
      return `Without an agreement, in ${place.name} growth of separate property on its own stays separate, while growth from either spouse's work or from marital money is marital property.`;
    case "ALL_DIVISIBLE":
      return `Without an agreement, a court in ${place.name} may divide separate property and its growth, whatever their origin.`;
    default:
      return unphrased(rule, "growth and income of separate property", place);
  }
}

function communityPropertyElectionRule(election: CommunityPropertyElection, place: Place): string {
  switch (election) {
    case "NONE":
      return `${capitalized(place.possessive)} law offers no community property trust or agreement by which spouses choose to hold assets as community property.`;
    case "TRUST":
      return `In ${place.name} spouses may hold assets as community property through a community property trust, as ${place.possessive} statute allows.`;
    case "AGREEMENT_OR_TRUST":
      return `In ${place.name} spouses may choose to hold assets as community property by a written agreement or a trust.`;
    default:
      return unphrased(election, "choosing community property", place);
  }
}

function survivorRightsRule(rights: SurvivorRights, place: Place): string {
  const kept = rights.notRenounceable.length > 0 ? `${listed(rights.notRenounceable)} cannot be renounced` : null;
  if (!rights.waivable)
    return `In ${place.name} spouses may not give up their rights at the other's death by agreement${kept ? ` (${kept})` : ""}, so the agreement holds no such waiver.`;
  const conditions = [
    rights.waiverConditions.disclosureOfRight &&
      "it binds only after the waiving partner is told the nature and extent of the right, which the agreement states",
    rights.waiverConditions.fairConsideration && "it binds only for a fair consideration, which the agreement recites",
    kept,
  ].filter((item): item is string => typeof item === "string");
  return `In ${place.name} a waiver of rights at the other's death gives up ${rights.waived}${conditions.length > 0 ? `; ${conditions.join("; ")}` : ""}.`;
}

/** Who of the witnesses the notary may be: "the notary must be one of them", "the notary may not be the witness". */
function notaryAmongWitnesses(notary: NotaryAsWitness, count: number, place: Place): string {
  const them = count === 1 ? "the witness" : "one of them";
  switch (notary) {
    case "MUST_BE_ONE":
      return `the notary must be ${them}`;
    case "MAY_BE_ONE":
      return `the notary may be ${them}`;
    case "MAY_NOT_BE_ONE":
      return `the notary may not be ${them}`;
    default:
      return otherwise(notary, `the notary's part follows ${place.possessive} rule`);
  }
}

function acknowledgementFormRule(form: AcknowledgementForm, place: Place): string {
  switch (form) {
    case "GENERAL":
      return `In ${place.name} the notary acknowledges each partner's signature in the general short form of acknowledgment.`;
    case "CALIFORNIA_CIVIL_CODE_1189":
      return `In ${place.name} the notary acknowledges each partner's signature in the certificate of California Civil Code § 1189, with its boxed notice.`;
    case "NEW_YORK_RPL_309A":
      return `In ${place.name} the notary acknowledges each partner's signature in the certificate of New York Real Property Law § 309-a, or § 309-b when it is taken outside New York.`;
    case "FLORIDA_117_05":
      return `In ${place.name} the notary acknowledges each partner's signature in the certificate of Florida Statutes § 117.05, which says whether the signer appeared in person or online.`;
    case "ARKANSAS_9_11_402":
      return `In ${place.name} the notary acknowledges each partner's signature in a certificate where the signer declares the agreement their own free act and deed, as Arkansas Code § 9-11-402 asks.`;
    case "LOUISIANA_AUTHENTIC_ACT":
      return `In ${place.name} the agreement is executed as an authentic act: both partners sign it in one sitting before a notary and two witnesses, who sign it too.`;
    default:
      return unphrased(form, "the notary's acknowledgment", place);
  }
}

function onlineSignerLocationRule(location: OnlineSignerLocation, place: Place): string {
  switch (location) {
    case "ANYWHERE":
      return `In ${place.name} a partner may appear before an online notary from wherever they are.`;
    case "OUTSIDE_STATE_ONLY":
      return `In ${place.name} a partner who is in ${place.name} when signing may not appear before an online notary commissioned elsewhere, so each partner says where they will be and one who will be there signs before a notary in person.`;
    default:
      return unphrased(location, "where an online signer may be", place);
  }
}

function signingDeadlineRule(deadline: SigningDeadline, place: Place): string {
  switch (deadline) {
    case "BEFORE_MARRIAGE":
      return `In ${place.name} the agreement must be signed before the wedding, so the last day to sign is the day before the wedding day.`;
    case "BEFORE_WEDDING_DAY":
      return `In ${place.name} the agreement must be signed before the day of the wedding, so the last day to sign is two days before the wedding day.`;
    case "SEVEN_DAYS_BEFORE_MARRIAGE":
      return `In ${place.name} the agreement counts as fairly made only when it is signed at least seven days before the wedding, so the last day to sign is seven days before it.`;
    default:
      return unphrased(deadline, "the last day to sign", place);
  }
}

/** What the state asks of an agreement the spouses make or change after the wedding, in a few sentences. */
function maritalAgreementRule(law: MaritalAgreementLaw, place: Place): string {
  const sentences: string[] = [];
  switch (law.enforceability) {
    case "NOT_ENFORCED":
      sentences.push(
        law.revocationExempt
          ? `${place.name}'s courts do not enforce a change to a premarital agreement or a new agreement made during the marriage; the spouses may still revoke the premarital agreement by a writing both sign.`
          : `${place.name}'s courts do not enforce an agreement the spouses make during the marriage.`,
      );
      break;
    case "COURT_APPROVAL_REQUIRED":
      sentences.push(
        `In ${place.name} changing the spouses' property arrangement during the marriage takes a joint petition and a court's approval${
          law.noCourtWithinYearsOfMove
            ? `, except within ${law.noCourtWithinYearsOfMove === 1 ? "the first year" : `${law.noCourtWithinYearsOfMove} years`} after the spouses move into the state`
            : ""
        }${law.revocationExempt ? "; returning to the state's default law needs no court" : ""}.`,
      );
      break;
    default:
      sentences.push(
        law.amendmentBySignedWriting
          ? `In ${place.name} the spouses may amend or revoke their premarital agreement after the wedding by a writing both sign, which binds without anything given in return.`
          : `In ${place.name} the spouses may make an agreement during the marriage.`,
      );
  }
  if (law.allowedFrom)
    sentences.push(`${place.name}'s law allows agreements during marriage made on or after ${law.allowedFrom}.`);
  if (law.separateCounsel === "REQUIRED") sentences.push("Each spouse must have their own attorney.");
  if (law.acknowledgedLikeDeed) sentences.push("It must be acknowledged before a notary the way a deed is.");
  if (law.spousesAreFiduciaries)
    sentences.push(
      "Spouses owe each other a fiduciary's duty: each must have had the other's full information and neither may take an unfair advantage.",
    );
  if (law.deathWaiverWitnesses > 0)
    sentences.push(
      `Giving up rights at the other's death during the marriage takes ${law.deathWaiverWitnesses} witnesses and fair disclosure.`,
    );
  if (law.termsMustNotPromoteDivorce) sentences.push("Its terms must not promote or encourage divorce.");
  if (law.invalidIfDissolutionWithinYears)
    sentences.push(
      `It is presumed invalid if a separation or divorce is started within ${law.invalidIfDissolutionWithinYears} years of signing.`,
    );
  if (law.conversionStatement)
    sentences.push(
      "Making separate property shared property needs the statute's own statement of what that means, in the agreement.",
    );
  if (law.partition)
    sentences.push(
      `Spouses keep community property apart by partitioning or exchanging it in a writing both sign, so an agreement made during the marriage is a ${law.partition.title.toLocaleLowerCase("en-US")}.`,
    );
  return sentences.join(" ");
}

function embryoAgreementRule(rule: EmbryoAgreementRule, place: Place): string {
  const counsel = embryoClauseNeedsCounsel(rule)
    ? "So a clause about frozen embryos goes into your agreement only when each of you has your own attorney."
    : "A clause about frozen embryos may go into your agreement whether or not each of you has your own attorney.";
  return `${embryoLawSentence(rule, place)} ${counsel}`;
}

function embryoLawSentence(rule: EmbryoAgreementRule, place: Place): string {
  switch (rule) {
    case "CASE_BY_CASE":
      return `In ${place.name} courts weigh an advance agreement about frozen embryos case by case, together with the clinic's forms.`;
    case "FORMS_FOLLOWED":
      return `In ${place.name} courts have followed a couple's written choice of what becomes of their frozen embryos.`;
    case "MAY_NOT_BIND":
      return `In ${place.name} an advance agreement about frozen embryos may be revoked, or a court may refuse to follow it.`;
    case "AWARDED_TO_USER":
      return `In ${place.name} a statute gives frozen embryos to the spouse who intends to use them, whatever the couple agreed.`;
    case "NOT_DESTROYED":
      return `In ${place.name} a statute forbids destroying an embryo.`;
    default:
      return unphrased(rule, "agreements about frozen embryos", place);
  }
}

function lifestyleClauseRule(rule: LifestyleClauseRule, place: Place): string {
  switch (rule) {
    case "NOT_OFFERED":
      return `In ${place.name} courts refuse to enforce a payment for infidelity, so the agreement cannot include one.`;
    case "BOTH_REPRESENTED":
      return `In ${place.name} a payment for infidelity goes into the agreement only when each of you has your own attorney on record.`;
    default:
      return unphrased(rule, "lifestyle clauses", place);
  }
}

function vocabularyRule(words: Vocabulary, place: Place): string {
  return `The agreement uses ${place.possessive} own words: "${words.supportTerm}" for support, "${words.pendingSupportTerm}" for support while a case is pending, "${words.divorceTerm}" for divorce and "${words.sharedPropertyTerm}" for shared property.`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every cell of a row, in the order the page shows them (grouped by topic). */
const PHRASINGS: { [K in StateLawCellKey]: Phrasing<K> } = {
  governingAct: {
    topic: "The agreement and its law",
    title: "The law the agreement is made under",
    rule: (act, place) => `The agreement is made under ${act.reference}: ${governingActKind(act, place)}.`,
  },
  officialStyle: {
    topic: "The agreement and its law",
    title: "How the agreement names the state",
    rule: (style, place) => `The agreement names the jurisdiction as ${styled(style, place.state)}.`,
  },
  vocabulary: {
    topic: "The agreement and its law",
    title: "The words of the state's family law",
    rule: vocabularyRule,
  },
  separationProceedings: {
    topic: "The agreement and its law",
    title: "Separation without divorce",
    rule: (proceedings, place) =>
      proceedings === null || proceedings.length === 0
        ? `${capitalized(place.possessive)} law has no court proceeding that separates spouses without ending the marriage, so the agreement's terms on property and support apply in a divorce.`
        : `In ${place.name} the agreement's terms on property and support apply in a divorce and also in ${listed(proceedings, "or")}, which separates spouses without ending the marriage.`,
  },
  unconscionability: {
    topic: "The agreement and its law",
    title: "When a court judges whether the agreement is fair",
    rule: unconscionabilityRule,
  },
  maritalAgreements: {
    topic: "The agreement and its law",
    title: "Changing or making an agreement after the wedding",
    rule: maritalAgreementRule,
  },
  counsel: {
    topic: "Counsel and disclosure",
    title: "Signing without your own attorney",
    rule: counselRule,
  },
  disclosureStandard: {
    topic: "Counsel and disclosure",
    title: "Disclosing your finances to each other",
    rule: disclosureRule,
  },
  disclosureWaiver: {
    topic: "Counsel and disclosure",
    title: "Waiving further disclosure",
    rule: (allowed, place) =>
      allowed
        ? `In ${place.name} a partner may waive, in writing, any disclosure beyond the one provided.`
        : `In ${place.name} the agreement offers no written waiver of disclosure: each partner's disclosure must stand on its own.`,
  },
  valueBasisRequired: {
    topic: "Counsel and disclosure",
    title: "What each disclosed value is based on",
    rule: (required, place) =>
      required
        ? `In ${place.name} every value a partner discloses must say what it is based on (an appraisal, a statement or an estimate).`
        : `In ${place.name} saying what a disclosed value is based on (an appraisal, a statement or an estimate) is optional.`,
  },
  spousalSupport: {
    topic: "Support",
    title: "Waiving or limiting spousal support",
    rule: spousalSupportRule,
  },
  supportFloor: {
    topic: "Support",
    title: "The court's power over a support waiver",
    rule: supportFloorRule,
  },
  pendingSupportProtected: {
    topic: "Support",
    title: "Support while a case is pending",
    rule: (isProtected, place) =>
      isProtected
        ? `In ${place.name} support while a case between the spouses is pending cannot be waived in advance, so the agreement leaves it to the court.`
        : `In ${place.name} the agreement's terms on support may also cover support while a case between the spouses is pending.`,
  },
  supportModifiableUnlessStated: {
    topic: "Support",
    title: "Keeping agreed support from being modified",
    rule: (unlessStated, place) =>
      unlessStated
        ? `In ${place.name} a court may later change agreed support unless the agreement says expressly that its amount and duration are non-modifiable, so the agreement says so.`
        : `In ${place.name} agreed support is not open to later change for want of a statement that it is non-modifiable.`,
  },
  supportKinds: {
    topic: "Support",
    title: "The kinds of support a waiver names",
    rule: (kinds, place) =>
      kinds === null || kinds.length === 0
        ? `In ${place.name} a waiver or limit of support names it by the one general term ${place.possessive} law uses.`
        : `In ${place.name} a waiver or limit of support names each kind ${place.possessive} law knows: ${listed(kinds)}.`,
  },
  division: {
    topic: "Property",
    title: "Dividing property without an agreement",
    rule: divisionRule,
  },
  separateGrowth: {
    topic: "Property",
    title: "Growth and income of separate property",
    rule: separateGrowthRule,
  },
  premaritalConversion: {
    topic: "Property",
    title: "Making separate property shared",
    rule: (allowed, place) =>
      allowed
        ? `In ${place.name} the agreement may make separate property, or its growth, shared property.`
        : `In ${place.name} separate property, or its growth, becomes shared only by a separate agreement of the spouses with its own formalities, so this agreement does not offer it.`,
  },
  communityPropertyElection: {
    topic: "Property",
    title: "Choosing community property by trust or agreement",
    rule: communityPropertyElectionRule,
  },
  survivorRights: {
    topic: "Rights at death",
    title: "Waiving rights at the other's death",
    rule: survivorRightsRule,
  },
  deathWaiverWitnesses: {
    topic: "Rights at death",
    title: "Witnesses to a waiver of rights at death",
    rule: (witnesses, place) =>
      witnesses === null
        ? `In ${place.name} a waiver of rights at death needs no witnesses beyond those of the agreement's own signing.`
        : `In ${place.name} each partner who waives rights at the other's death signs before ${counted(witnesses.perWaivingParty, "witness", "witnesses")}, and ${notaryAmongWitnesses(witnesses.notary, witnesses.perWaivingParty, place)}.`,
  },
  signingDeadline: {
    topic: "Signing and notarization",
    title: "The last day to sign",
    rule: signingDeadlineRule,
  },
  finalAgreementReviewDays: {
    topic: "Signing and notarization",
    title: "Time with the final agreement before signing",
    rule: (days, place) =>
      days > 0
        ? `In ${place.name} the final agreement must be in hand for ${counted(days, "full day", "full days")} before anyone signs it.`
        : `In ${place.name} no waiting period applies between the final agreement and the signing.`,
  },
  witnesses: {
    topic: "Signing and notarization",
    title: "Witnesses to the signing",
    rule: ({ count, notary }, place) =>
      count > 0
        ? `In ${place.name} ${counted(count, "witness", "witnesses")} must watch both partners sign the agreement, and ${notaryAmongWitnesses(notary, count, place)}.`
        : `In ${place.name} no witnesses need to watch the partners sign the agreement.`,
  },
  acknowledgementForm: {
    topic: "Signing and notarization",
    title: "The notary's acknowledgment",
    rule: acknowledgementFormRule,
  },
  acknowledgedAsConveyance: {
    topic: "Signing and notarization",
    title: "Acknowledged like a deed",
    rule: (required, place) =>
      required
        ? `In ${place.name} the agreement must be acknowledged the way a deed to land is, so it can be recorded.`
        : `In ${place.name} the agreement need not be acknowledged the way a deed to land is; each signature is still acknowledged before a notary.`,
  },
  counterpartsAllowed: {
    topic: "Signing and notarization",
    title: "Signing separate copies",
    rule: (allowed, place) =>
      allowed
        ? `In ${place.name} the partners may sign separate copies of the agreement (counterparts) that together make one agreement.`
        : `In ${place.name} both partners sign one and the same original of the agreement, not separate copies.`,
  },
  remoteNotarizationAllowed: {
    topic: "Signing and notarization",
    title: "Notarizing online",
    rule: (allowed, place) =>
      allowed
        ? `In ${place.name} the agreement may be notarized online, each partner appearing before the notary by video.`
        : `In ${place.name} the agreement is notarized in person, not online.`,
  },
  onlineSignerLocation: {
    topic: "Signing and notarization",
    title: "Where you may be when notarized online",
    rule: onlineSignerLocationRule,
  },
  embryoAgreements: {
    topic: "Other terms",
    title: "Agreements about frozen embryos",
    rule: embryoAgreementRule,
  },
  lifestyleClauses: {
    topic: "Other terms",
    title: "A payment for infidelity",
    rule: lifestyleClauseRule,
  },
};

/** The execution formalities' cells: read from `row.execution`, the rest from the row itself. */
const EXECUTION_KEYS: { [K in keyof ExecutionCells]: true } = {
  witnesses: true,
  deathWaiverWitnesses: true,
  acknowledgementForm: true,
  acknowledgedAsConveyance: true,
  counterpartsAllowed: true,
  remoteNotarizationAllowed: true,
  finalAgreementReviewDays: true,
  onlineSignerLocation: true,
  signingDeadline: true,
};

const isExecutionKey = (key: StateLawCellKey): key is keyof ExecutionCells => key in EXECUTION_KEYS;

/** The row's cell of that name. */
function cellOf(
  row: StateLawRow,
  key: StateLawCellKey,
): RowCells[keyof RowCells] | ExecutionCells[keyof ExecutionCells] {
  return isExecutionKey(key) ? row.execution[key] : row[key];
}

/** The cell names of a row, in the order the rules are shown. */
export const STATE_LAW_CELL_KEYS = Object.keys(PHRASINGS) as StateLawCellKey[];

function placeOf(row: StateLawRow): Place {
  // The District is "the District of Columbia" in a sentence; a state is its name.
  const name = row.officialStyle.value === "District" ? `the ${row.name}` : row.name;
  return { state: row.name, name, possessive: `${name}'s` };
}

/** Every rule the product applies in the row's jurisdiction: one per cell, grouped by topic in `STATE_LAW_TOPICS` order. */
export function stateLawRules(row: StateLawRow): StateLawRule[] {
  const place = placeOf(row);
  return STATE_LAW_CELL_KEYS.map((key): StateLawRule => {
    const phrasing = PHRASINGS[key] as Phrasing<StateLawCellKey>;
    const cell = cellOf(row, key);
    const confidence = cellConfidence(cell);
    const reading = confidence === "VERIFIED" ? (cell.reading ?? null) : null;
    return {
      key,
      topic: phrasing.topic,
      title: phrasing.title,
      rule: (phrasing.rule as (value: unknown, place: Place) => string)(cell.value, place),
      citation: cell.citation,
      confidence,
      quote: reading?.quote ?? null,
      source: reading?.source ?? null,
      readOn: reading?.readOn ?? null,
    };
  });
}

/** How many of the row's rules were verified in the state's own statutes and cases, of how many. */
export function stateLawSummary(row: StateLawRow): { verified: number; total: number } {
  const rules = stateLawRules(row);
  return { verified: rules.filter((rule) => rule.confidence === "VERIFIED").length, total: rules.length };
}
