/**
 * State-specific terms: every word or phrase the agreement text varies by state. Templates refer to
 * them as `{{term.<key>}}`; a test checks that every key used in a template exists for every state.
 *
 * Vocabulary choices (support and divorce wording) follow each state's family code as we understand
 * it; where unsure we keep the neutral "spousal support" and "divorce", which courts everywhere read.
 */
import type { PropertyDivision, StateAbbreviation, SupportFloor, UnconscionabilityTiming } from "@prenup/domain";
import { DOCUMENT_TEMPLATE_KEY, documentTemplateStates } from "./template-states.ts";
import { states } from "./states.ts";
import { CIVIL_LAW_SUCCESSION_STATE_IDS, stateLawMatrix } from "./state-law/index.ts";

/**
 * When a court may refuse a support term as unconscionable, as the support article says it (after
 * "The Parties understand that"), and as its plain explanation says it.
 */
const UNCONSCIONABILITY_TESTS: Record<UnconscionabilityTiming, { test: string; plain: string }> = {
  AT_SIGNING: {
    test: "a court may decline to enforce this Article if it was unconscionable when the Parties signed this Agreement",
    plain: "A court may still refuse these support terms if they were unfair when you signed",
  },
  AT_SIGNING_AND_ENFORCEMENT: {
    test: "a court may decline to enforce this Article if it was unconscionable when the Parties signed this Agreement or is unconscionable when enforcement is sought",
    plain:
      "A court may still refuse these support terms if they were unfair when you signed or when one of you asks a court to apply them",
  },
  NOT_JUDGED: {
    test: "a court does not review this Article for fairness: it may set this Agreement aside only on the grounds the law of the {{stateStyle}} names, such as a Party not signing it voluntarily or not having the disclosure that law requires",
    plain:
      "{{stateName}} courts do not judge these support terms' fairness, only whether you signed voluntarily with the disclosure the law requires",
  },
};

/** The court's power over the support terms besides unconscionability, after the test above. */
const SUPPORT_FLOORS: Record<SupportFloor, { text: string; plain: string }> = {
  PUBLIC_ASSISTANCE: {
    text: "; and if limiting or waiving {{support}} would make a Party eligible for public assistance when the marriage ends, a court may require the other Party to pay {{support}} to the extent needed to avoid that eligibility",
    plain: ", and may order support anyway to keep one of you off public assistance",
  },
  UNDUE_HARDSHIP: {
    text: "; and a court may require the other Party to pay {{support}} despite this Article if, because of circumstances not reasonably foreseeable when the Parties signed it, enforcing it would cause a Party undue hardship",
    plain: ", and may order support anyway if something unforeseeable at signing makes these terms an undue hardship",
  },
  EXTREME_HARDSHIP: {
    text: "; and a court may require the other Party to pay {{support}} despite this Article to the extent needed to avoid extreme hardship to a Party, if that hardship comes from circumstances not reasonably foreseeable when the Parties signed it",
    plain: ", and may order support anyway to avoid an extreme hardship unforeseeable at signing",
  },
  SUBSTANTIAL_HARDSHIP: {
    text: "; and a court may decline to enforce this Article if, because of a material change of circumstances after the Parties signed it, enforcing it would cause a Party substantial hardship",
    plain: ", or if a major change after you signed makes them a substantial hardship",
  },
  NONE: { text: "", plain: "" },
};

/** The support article's sentence on the court's review, and its plain explanation, in the state's own rule. */
function supportReview(
  law: { name: string; unconscionability: UnconscionabilityTiming; supportFloor: SupportFloor },
  stateStyle: string,
  supportTerm: string,
): { text: string; plain: string } {
  const test = UNCONSCIONABILITY_TESTS[law.unconscionability];
  const floor = SUPPORT_FLOORS[law.supportFloor];
  const fill = (text: string) =>
    text
      .replaceAll("{{stateStyle}}", stateStyle)
      .replaceAll("{{stateName}}", law.name)
      .replaceAll("{{support}}", supportTerm);
  return {
    text: `The Parties understand that ${fill(test.test + floor.text)}.`,
    plain: `${fill(test.plain + floor.plain)}.`,
  };
}

/**
 * What a waiver of support covers (sourced in the state-law matrix). Where support while a case
 * is pending cannot be waived in advance (Louisiana's interim spousal support, Florida's temporary
 * alimony), the waiver says it is not affected; where the state's law names several kinds of
 * support (Pennsylvania), the waiver names each, and support while a case is pending when none of
 * them is it; elsewhere it covers temporary and permanent support.
 */
function supportWaiverScope(stateId: StateAbbreviation, supportTerm: string, proceedings: string): string {
  const law = stateLawMatrix[stateId];
  const { pendingSupportTerm } = law.vocabulary.value;
  if (law.governingAct.value.kind === "CIVIL_CODE" && law.pendingSupportProtected.value) {
    return `final periodic ${supportTerm} in any proceeding for ${proceedings} (${pendingSupportTerm} while a case is pending cannot be waived under ${law.name} law and is not affected)`;
  }
  const kinds = law.supportKinds.value;
  if (law.pendingSupportProtected.value)
    return `${supportTerm} of any kind after the marriage ends${kinds ? `, including ${listOf(kinds, "and")}` : ""}, in any proceeding for ${proceedings} (${pendingSupportTerm} while a case is pending is not waived)`;
  // The kinds the law names, and support while a case is pending where none of them is it (Oregon's
  // three kinds are all support after the judgment).
  if (kinds) {
    const named = kinds.includes(pendingSupportTerm) ? kinds : [pendingSupportTerm, ...kinds];
    return `${listOf(named, "and")}, during the marriage or in any proceeding for ${proceedings}`;
  }
  // Where the law names support during the case apart from support after it (Texas), the waiver names both.
  if (pendingSupportTerm !== `temporary ${supportTerm}`)
    return `${pendingSupportTerm} and ${supportTerm}, in any proceeding for ${proceedings}`;
  return `${supportTerm}, temporary or permanent, in any proceeding for ${proceedings}`;
}

/** "a", "a or b", "a, b or c". */
function listOf(items: readonly string[], conjunction: "and" | "or"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/**
 * The proceedings for the end of the marriage, as the clauses name them after "in any proceeding
 * for": "divorce or legal separation", "divorce, including a divorce from bed and board", "divorce".
 */
function proceedingsFor(divorceTerm: string, separation: readonly string[]): string {
  const limitedDivorces = separation.filter((name) => name.startsWith("divorce "));
  const others = separation.filter((name) => !name.startsWith("divorce "));
  const head =
    limitedDivorces.length > 0 ? `${divorceTerm}, including a ${listOf(limitedDivorces, "or")}` : divorceTerm;
  if (others.length === 0) return head;
  return `${head}${limitedDivorces.length > 0 ? "," : ""} or ${listOf(others, "or")}`;
}

/**
 * The recital of an equitable distribution state's rule without an agreement: what the court may
 * divide (all property, or what was acquired during the marriage) and how (an equal division
 * presumed, or what it finds fair).
 */
function equitablePropertyRule(name: string, division: PropertyDivision): string {
  const what = division.allProperty
    ? "may divide all property either of them owns, including what they owned before the marriage"
    : "divides what they acquired during the marriage";
  const how = division.equalPresumption
    ? "presuming that an equal division is fair unless it finds otherwise"
    : "in the way it finds fair, which is not always half and half";
  const pause = division.allProperty || division.equalPresumption ? ", " : " ";
  return `${name} divides property equitably: unless spouses agree otherwise, a court ${what}${pause}${how}.`;
}

function capitalize(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

function venueLine(stateId: StateAbbreviation): string {
  if (stateId === "LA") return "Parish of ______________________";
  if (stateId === "AK") return "Judicial District: ______________________";
  if (stateId === "DC") return "City of Washington";
  return "County of ______________________";
}

export const terms = states.flatMap((state) => {
  const law = stateLawMatrix[state.abbreviation];
  const templateState = documentTemplateStates.find((t) => t.stateId === state.abbreviation);
  const stateStyle = state.abbreviation === "DC" ? "District of Columbia" : `${state.termForState} of ${state.name}`;
  const community = state.distributionLaw === "COMMUNITY_PROPERTY";
  const { supportTerm, divorceTerm, sharedPropertyTerm } = law.vocabulary.value;
  const maritalPropertyAct = law.governingAct.value.kind === "UNIFORM_MARITAL_PROPERTY_ACT";
  const separation = law.separationProceedings.value ?? [];
  const civilLawSuccession = CIVIL_LAW_SUCCESSION_STATE_IDS.includes(state.abbreviation);
  const review = supportReview(
    { name: law.name, unconscionability: law.unconscionability.value, supportFloor: law.supportFloor.value },
    stateStyle,
    supportTerm,
  );
  const values: Record<string, string> = {
    state_name: state.name,
    state_style: stateStyle,
    state_style_upper: stateStyle.toUpperCase(),
    document_title: templateState?.termForDocument ?? "Prenuptial Agreement",
    document_title_upper: (templateState?.termForDocument ?? "Prenuptial Agreement").toUpperCase(),
    statute_reference: law.governingAct.value.reference,
    marital_property: sharedPropertyTerm,
    marital_property_title: capitalize(sharedPropertyTerm),
    support_waiver_scope: supportWaiverScope(state.abbreviation, supportTerm, proceedingsFor(divorceTerm, separation)),
    pending_support_term: law.vocabulary.value.pendingSupportTerm,
    support_term: supportTerm,
    support_term_title: capitalize(supportTerm),
    divorce_term: divorceTerm,
    // The proceedings in which the Agreement's terms on property and support apply: divorce and
    // the state's court proceeding that separates spouses without ending the marriage ("divorce or
    // legal separation", "divorce, including a divorce from bed and board"…), or divorce alone where the state
    // has no such proceeding (the state-law matrix).
    divorce_or_separation: proceedingsFor(divorceTerm, separation),
    // The rights of a surviving spouse as the waiver of rights at death names them.
    survivor_rights_waived: law.survivorRights.value.waived,
    // What the survivor's right gives, where a waiver must disclose it (empty where the matrix has no summary).
    survivor_right_summary:
      law.survivorRights.value.rightSummary ??
      `the rights named above, as ${state.name} law gives them to a surviving spouse.`,
    // The court's review of the support terms: the state's timing of unconscionability and its
    // power over a support waiver besides it (the state-law matrix).
    support_review: review.text,
    support_review_plain: review.plain,
    // Louisiana's Civil Code speaks of testaments and succession representatives.
    will_term: civilLawSuccession ? "testament" : "will",
    successors: civilLawSuccession
      ? "heirs, legatees, succession representatives and successors"
      : "heirs, executors, administrators and successors",
    venue_line: venueLine(state.abbreviation),
    default_property_rule: maritalPropertyAct
      ? `${state.name} is a marital property state under its Marital Property Act (Wis. Stat. ch. 766): unless spouses agree otherwise, what either of them earns or acquires during the marriage belongs to both of them in equal shares.`
      : community
        ? `${state.name} is a community property state: unless spouses agree otherwise, what either of them earns or acquires during the marriage belongs to both of them in equal shares.`
        : equitablePropertyRule(state.name, law.division.value),
  };
  return Object.entries(values).map(([key, value]) => ({
    key,
    stateId: state.abbreviation,
    documentTemplateKey: DOCUMENT_TEMPLATE_KEY,
    value,
  }));
});
