/**
 * The state-law matrix: for each of the 51 jurisdictions one row (`StateLawRow`, @prenup/domain)
 * assembled from the dimension files beside this one, each cell a sourced fact. Every other content
 * file reads the states' law from here; the lists of states the templates and the questionnaire
 * need are derived below, never typed.
 */
import {
  embryoClauseNeedsCounsel,
  NO_VALUE_BASIS_RULE,
  STATE_ABBREVIATIONS,
  type StateAbbreviation,
  type StateLawRow,
  type ValueBasisRule,
} from "@prenup/domain";
import { statesWhere } from "./cells.ts";
import { counsel } from "./counsel.ts";
import { disclosureStandard, disclosureWaiver, valueBasisRequired } from "./disclosure.ts";
import { embryoAgreements } from "./embryo.ts";
import { executionFormalities } from "./execution.ts";
import { governingAct, isUniformPremaritalAct } from "./governing-act.ts";
import { lifestyleClauses } from "./lifestyle.ts";
import { maritalAgreements } from "./marital-agreements.ts";
import { officialStyle, STATE_NAMES } from "./jurisdictions.ts";
import { communityPropertyElection, division, premaritalConversion, separateGrowth } from "./property.ts";
import {
  pendingSupportProtected,
  spousalSupport,
  supportFloor,
  supportKinds,
  supportModifiableUnlessStated,
  unconscionability,
} from "./support.ts";
import { survivorRights } from "./survivor-rights.ts";
import { separationProceedings, vocabulary } from "./vocabulary.ts";

export const stateLawMatrix: Record<StateAbbreviation, StateLawRow> = Object.fromEntries(
  STATE_ABBREVIATIONS.map((stateId): [StateAbbreviation, StateLawRow] => [
    stateId,
    {
      stateId,
      name: STATE_NAMES[stateId],
      officialStyle: officialStyle[stateId],
      governingAct: governingAct[stateId],
      counsel: counsel[stateId],
      spousalSupport: spousalSupport[stateId],
      pendingSupportProtected: pendingSupportProtected[stateId],
      supportKinds: supportKinds[stateId],
      supportModifiableUnlessStated: supportModifiableUnlessStated[stateId],
      unconscionability: unconscionability[stateId],
      supportFloor: supportFloor[stateId],
      disclosureStandard: disclosureStandard[stateId],
      division: division[stateId],
      separateGrowth: separateGrowth[stateId],
      premaritalConversion: premaritalConversion[stateId],
      communityPropertyElection: communityPropertyElection[stateId],
      survivorRights: survivorRights[stateId],
      vocabulary: vocabulary[stateId],
      separationProceedings: separationProceedings[stateId],
      disclosureWaiver: disclosureWaiver[stateId],
      valueBasisRequired: valueBasisRequired[stateId],
      embryoAgreements: embryoAgreements[stateId],
      lifestyleClauses: lifestyleClauses[stateId],
      maritalAgreements: maritalAgreements[stateId],
      execution: executionFormalities[stateId],
    },
  ]),
) as Record<StateAbbreviation, StateLawRow>;

/** The row of a jurisdiction by its id; null for an unknown id. */
export function stateLawOf(stateId: string | null | undefined): StateLawRow | null {
  const id = (stateId ?? "").trim().toUpperCase();
  return (STATE_ABBREVIATIONS as readonly string[]).includes(id) ? stateLawMatrix[id as StateAbbreviation] : null;
}

/** The agreement's state's rule on each disclosed value's basis (the domain's `ValueBasisRule`); none for an unknown state. */
export function valueBasisRuleFor(stateId: string | null | undefined): ValueBasisRule {
  const row = stateLawOf(stateId);
  return row ? { required: row.valueBasisRequired.value, stateName: row.name } : NO_VALUE_BASIS_RULE;
}

/**
 * The title the state's law gives an agreement spouses make (its marital cell's `partition`: Texas's
 * partition and exchange agreement), for the domain's `agreementTitleFor`; null elsewhere.
 */
export function partitionTitleOf(stateId: string | null | undefined): string | null {
  return stateLawOf(stateId)?.maritalAgreements.value.partition?.title ?? null;
}

/** The jurisdictions whose row satisfies `holds`, in the matrix's order. */
export function statesWhereRow(holds: (row: StateLawRow) => boolean): string[] {
  return STATE_ABBREVIATIONS.filter((stateId) => holds(stateLawMatrix[stateId]));
}

export const ALL_STATE_IDS: StateAbbreviation[] = [...STATE_ABBREVIATIONS];
export const COMMUNITY_PROPERTY_STATE_IDS = statesWhere(division, (value) => value.system !== "EQUITABLE_DISTRIBUTION");
export const EQUITABLE_STATE_IDS = statesWhere(division, (value) => value.system === "EQUITABLE_DISTRIBUTION");
export const CANNOT_WAIVE_SUPPORT_STATE_IDS = statesWhere(
  spousalSupport,
  (value) => value === "CANNOT_WAIVE_OR_MODIFY",
);
export const SUPPORT_WAIVABLE_STATE_IDS = statesWhere(spousalSupport, (value) => value !== "CANNOT_WAIVE_OR_MODIFY");
/** Where a support limit binds only a partner who had counsel when signing (California's § 1612(c)). */
export const SUPPORT_NEEDS_COUNSEL_STATE_IDS = statesWhere(counsel, (value) =>
  value.termsNeedingCounsel.includes("SUPPORT_LIMIT"),
);
/** Where an embryo clause goes into the agreement only when both partners have their own attorneys (`embryoClauseNeedsCounsel`). */
export const EMBRYO_COUNSEL_STATE_IDS = statesWhere(embryoAgreements, (value) => embryoClauseNeedsCounsel(value));
/** Where a premarital agreement may share separate property or its growth (Texas: not; see property.ts). */
export const PREMARITAL_CONVERSION_STATE_IDS = statesWhere(premaritalConversion, (value) => value);
export const NO_PREMARITAL_CONVERSION_STATE_IDS = statesWhere(premaritalConversion, (value) => !value);
/** Where the questionnaire offers a lifestyle clause (a payment for infidelity), and where it does not. */
export const LIFESTYLE_CLAUSE_STATE_IDS = statesWhere(lifestyleClauses, (value) => value !== "NOT_OFFERED");
export const NO_LIFESTYLE_CLAUSE_STATE_IDS = statesWhere(lifestyleClauses, (value) => value === "NOT_OFFERED");
export const UNIFORM_ACT_STATE_IDS = statesWhere(governingAct, (value) => isUniformPremaritalAct(value.kind));
export const CIVIL_LAW_SUCCESSION_STATE_IDS = statesWhere(governingAct, (value) => value.kind === "CIVIL_CODE");
export const NO_DEATH_WAIVER_STATE_IDS = statesWhere(survivorRights, (value) => !value.waivable);
/** Where a waiver of rights at death needs no disclosure of the right waived, and where no fair consideration. */
export const NO_DEATH_WAIVER_DISCLOSURE_STATE_IDS = statesWhere(
  survivorRights,
  (value) => !value.waivable || !value.waiverConditions.disclosureOfRight,
);
export const NO_DEATH_WAIVER_CONSIDERATION_STATE_IDS = statesWhere(
  survivorRights,
  (value) => !value.waivable || !value.waiverConditions.fairConsideration,
);
export const PENDING_SUPPORT_PROTECTED_STATE_IDS = statesWhere(pendingSupportProtected, (value) => value);
/** Where the support article says expressly that agreed support is non-modifiable (Va. Code § 20-109(C)). */
export const NON_MODIFIABLE_SUPPORT_STATE_IDS = statesWhere(supportModifiableUnlessStated, (value) => value);
export const DISCLOSURE_WAIVER_STATE_IDS = statesWhere(disclosureWaiver, (value) => value);
export const NO_DISCLOSURE_WAIVER_STATE_IDS = statesWhere(disclosureWaiver, (value) => !value);
export const STATUTORY_NOTICE_STATE_IDS = statesWhere(counsel, (value) => value.statutoryNotice !== null);
export const PLAIN_LANGUAGE_EXPLANATION_STATE_IDS = statesWhere(counsel, (value) => value.plainLanguageExplanation);
export const EXPRESS_COUNSEL_WAIVER_STATE_IDS = statesWhere(counsel, (value) => value.expressWaiverOfCounsel);
export const SEPARATE_WRITINGS_STATE_IDS = statesWhere(counsel, (value) => value.separateWaiverAndExplanation);

export { STATE_NAMES } from "./jurisdictions.ts";
export { COMMON_LAW_ESTATE_TERMS } from "./survivor-rights.ts";
export {
  acknowledgementFormByState,
  acknowledgementFormTexts,
  counterpartsNotAllowedStateIds,
  deathWaiverWitnessAttestation,
  executionFormalities,
  executionFormalitiesByState,
  notaryWitnessLabel,
  noRemoteNotarizationStateIds,
  signingDeadlineFor,
  witnessAttestation,
  witnessStateIds,
  WITNESSES_WHEN_REQUIRED,
} from "./execution.ts";
