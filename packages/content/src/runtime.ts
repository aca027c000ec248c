/**
 * The part of @prenup/content a server reads while it serves (`@prenup/content/runtime`): the
 * assembler, the answer mapping, the execution formalities, the jurisdictions, the articles'
 * explanations and the clauses' explanations with their state defaults. Importing it parses only
 * these; the package's main entry parses the whole content (questionnaire, templates, demo data…)
 * when it loads, which an API process needs only to seed.
 */
import { z } from "zod";
import { stateSchema } from "./schemas.ts";
import { states as stateData } from "./data/states.ts";
import { articleExplanations as explanationData } from "./data/explanations.ts";

export * from "./assemble.ts";
export * from "./answers.ts";
export * from "./clause-explanations.ts";
export {
  ACKNOWLEDGEMENT_FORMS,
  acknowledgementFormByState,
  acknowledgementFormTexts,
  counterpartsNotAllowedStateIds,
  deathWaiverWitnessAttestation,
  executionFormalitiesByState,
  noRemoteNotarizationStateIds,
  notaryWitnessLabel,
  signingDeadlineFor,
  finalReviewDaysFor,
  witnessAttestation,
  witnessStateIds,
  WITNESSES_WHEN_REQUIRED,
  type AcknowledgementForm,
  type AcknowledgementFormText,
  type JurisdictionFormalities,
  type NotaryAsWitness,
  type Sourced,
} from "./data/state-law/execution.ts";
export { signerLocationRuleOf } from "./data/signer-location.ts";
export { POSTNUP_QUESTION_WORDING, type QuestionWording } from "./data/questionnaire/postnup-wording.ts";
export { stateHintsFor, stateHintsOf, withStateHint, type StateHint } from "./state-hints.ts";
export {
  stateLawRules,
  stateLawSummary,
  STATE_LAW_TOPICS,
  type StateLawRule,
  type StateLawTopic,
} from "./state-law-rules.ts";
export {
  DISCLOSURE_WAIVER_STATE_IDS,
  NO_DISCLOSURE_WAIVER_STATE_IDS,
  stateLawMatrix,
  partitionTitleOf,
  stateLawOf,
  valueBasisRuleFor,
} from "./data/state-law/index.ts";

export const states = z.array(stateSchema).parse(stateData);
/** Plain-language explanations of the articles, by section template key (the review page shows them). */
export const articleExplanations: Readonly<Record<string, string>> = z
  .record(z.string(), z.string().min(40).max(600))
  .parse(explanationData);
