/**
 * Per-state settings of the United States document template: the document's name, the law it is
 * made under, and whether witnesses sign, each read from the state-law matrix (state-law/).
 *
 * termForDocument policy: states that enacted the Uniform Premarital Agreement Act or the Uniform
 * Premarital and Marital Agreements Act call the document a "Premarital Agreement", as their
 * statutes do; every other state keeps the product default "Prenuptial Agreement".
 *
 * witnessRequired: where the execution formalities ask for witnesses to the agreement itself. An
 * admin may set it elsewhere; the formalities then add two witness lines.
 */
import { ALL_STATE_IDS, stateLawMatrix, witnessStateIds } from "./state-law/index.ts";
import { isUniformPremaritalAct } from "./state-law/governing-act.ts";

export const DOCUMENT_TEMPLATE_KEY = "us_prenuptial_agreement";

export const documentTemplate = {
  key: DOCUMENT_TEMPLATE_KEY,
  type: "PRENUP",
  description:
    "Prenuptial agreement for a couple marrying in the United States, adapted to the state whose law governs it.",
  countryKey: "united_states",
};

export const WITNESS_STATE_IDS = witnessStateIds;

export const documentTemplateStates = ALL_STATE_IDS.map((stateId) => ({
  documentTemplateKey: DOCUMENT_TEMPLATE_KEY,
  stateId,
  termForDocument: isUniformPremaritalAct(stateLawMatrix[stateId].governingAct.value.kind)
    ? ("Premarital Agreement" as const)
    : ("Prenuptial Agreement" as const),
  statute: stateLawMatrix[stateId].governingAct.value.reference,
  witnessRequired: WITNESS_STATE_IDS.includes(stateId),
}));
