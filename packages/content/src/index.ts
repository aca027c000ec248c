/**
 * @prenup/content: reviewed reference data (jurisdictions, terms, questionnaire, agreement
 * templates, products, videos, library groups, demo data), each parsed through its zod schema when
 * the package loads, plus the pure agreement assembler.
 */
import { z } from "zod";
import { CURRENCIES } from "@prenup/domain";
import {
  clauseTemplateSchema,
  contradictoryClausesSchema,
  countrySchema,
  demoSchema,
  documentTemplateSchema,
  documentTemplateStateSchema,
  incompatibleOptionsSchema,
  libraryGroupSchema,
  productSchema,
  questionnaireSchema,
  sectionTemplateSchema,
  termSchema,
  videoSchema,
} from "./schemas.ts";
import { country as countryData } from "./data/states.ts";
import {
  documentTemplate as documentTemplateData,
  documentTemplateStates as templateStateData,
} from "./data/template-states.ts";
import { terms as termData } from "./data/terms.ts";
import {
  contradictoryClauses as contradictoryClauseData,
  incompatibleOptions as incompatibleOptionData,
  questionnaireData,
} from "./data/questionnaire/index.ts";
import { clauseTemplateData, libraryGroupData, sectionTemplateData } from "./data/templates/index.ts";
import { products as productData } from "./data/products.ts";
import { forExRates as forExRateData } from "./data/for-ex-rates.ts";
import { videos as videoData } from "./data/videos.ts";
import { demo as demoData } from "./data/demo.ts";

export * from "./schemas.ts";
// The sourced state-law facts the agreement's wording follows (the text's tests check against them).
export {
  CIVIL_LAW_SUCCESSION_STATE_IDS,
  COMMON_LAW_ESTATE_TERMS,
  NO_DEATH_WAIVER_STATE_IDS,
  PENDING_SUPPORT_PROTECTED_STATE_IDS,
} from "./data/state-law/index.ts";
// What a server needs per request (also "@prenup/content/runtime", which parses only what it exports).
export * from "./runtime.ts";

export const country = countrySchema.parse(countryData);
export const terms = z.array(termSchema).parse(termData);
export const questionnaire = questionnaireSchema.parse(questionnaireData);
/** Option pairs a partner may not hold at once, each with its reason (seeded as restricted option pairs). */
export const incompatibleOptions = z.array(incompatibleOptionsSchema).parse(incompatibleOptionData);
/** Clause templates that must never be printed together (what the content tests check the pairs against). */
export const contradictoryClauses = z.array(contradictoryClausesSchema).parse(contradictoryClauseData);
export const videos = z.array(videoSchema).parse(videoData);
export const products = z.array(productSchema).parse(productData);
/** Seeded exchange rates (units per US dollar) and their date. */
export const forExRates = z
  .object({ asOf: z.iso.datetime(), rates: z.record(z.enum(CURRENCIES), z.number().positive()) })
  .parse(forExRateData);
export const documentTemplateStates = z.array(documentTemplateStateSchema).parse(templateStateData);
export const sectionTemplates = z.array(sectionTemplateSchema).parse(sectionTemplateData);
export const clauseTemplates = z.array(clauseTemplateSchema).parse(clauseTemplateData);
export const libraryGroups = z.array(libraryGroupSchema).parse(libraryGroupData);
export const demo = demoSchema.parse(demoData);

/** The United States agreement template with its per-state settings, sections and clauses. */
export const documentTemplate = {
  ...documentTemplateSchema.parse(documentTemplateData),
  states: documentTemplateStates,
  sectionTemplates,
  clauseTemplates,
};

/** Every question of the questionnaire, flattened, in section → group → question order. */
export const questions = questionnaire.flatMap((section) => section.groups.flatMap((group) => group.questions));

/** The terms of one state as a key → value record, ready for the assembler. */
export function termsForState(stateId: string): Record<string, string> {
  return Object.fromEntries(terms.filter((t) => t.stateId === stateId).map((t) => [t.key, t.value]));
}
