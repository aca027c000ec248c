import { LIST_STYLES, TEXT_STYLES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, booleanQuerySchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

const pageQuery = {
  ...pageQueryFields({ maxPageSize: 200, defaultPageSize: 50 }),
};

const conditionSchema = z.object({
  questionId: z.string(),
  respondent: z.enum(["A", "B"]).nullable().optional(),
  questionOptionIds: z.array(z.string()).optional(),
  optionRestriction: z.enum(["ANY", "ALL"]).optional(),
  value: z.union([z.string(), z.number()]).nullable().optional(),
  comparisonType: z.enum(["EQUAL", "GT", "LT", "GTE", "LTE"]).optional(),
  isAnswered: z.boolean().optional(),
});

/** When a template applies: the `ClauseConditions` of @prenup/domain (ids are row ids). */
export const clauseConditionsSchema = z.object({
  stateIds: z.array(z.string()).optional(),
  excludedStateIds: z.array(z.string()).optional(),
  conditions: z.array(conditionSchema).optional(),
  anyOf: z.array(z.array(conditionSchema)).optional(),
  /** Conditions none of which may hold. */
  noneOf: z.array(conditionSchema).optional(),
});
apiSchemaRegistry.add(clauseConditionsSchema, { id: "ClauseConditions" });

export const documentTemplateSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  countryId: z.uuid().nullable(),
});
apiSchemaRegistry.add(documentTemplateSchema, { id: "DocumentTemplate" });

export const sectionTemplateSchema = z.object({
  id: z.uuid(),
  documentTemplateId: z.uuid(),
  key: z.string(),
  title: z.string(),
  text: z.string().nullable(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  order: z.int(),
  isSeparatePage: z.boolean(),
  isMandatory: z.boolean(),
  conditions: clauseConditionsSchema,
});
apiSchemaRegistry.add(sectionTemplateSchema, { id: "SectionTemplate" });

export const clauseTemplateSchema = z.object({
  id: z.uuid(),
  sectionTemplateId: z.uuid(),
  parentClauseTemplateId: z.uuid().nullable(),
  key: z.string(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  order: z.int(),
  /** Offered only in the editor's library (a library group links it); generation never selects it. */
  isLibraryOnly: z.boolean(),
  conditions: clauseConditionsSchema,
});
apiSchemaRegistry.add(clauseTemplateSchema, { id: "ClauseTemplate" });

export const documentTemplateStateSchema = z.object({
  id: z.uuid(),
  documentTemplateId: z.uuid(),
  stateId: z.uuid(),
  termForDocument: z.string(),
  statute: z.string().nullable(),
  witnessRequired: z.boolean(),
});
apiSchemaRegistry.add(documentTemplateStateSchema, { id: "DocumentTemplateState" });

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...pageResponseFields() });

export const listDocumentTemplatesQuerySchema = z.object(pageQuery);
export const listSectionTemplatesQuerySchema = z.object({ ...pageQuery, documentTemplateId: z.uuid().optional() });
export const listClauseTemplatesQuerySchema = z.object({
  ...pageQuery,
  sectionTemplateId: z.uuid().optional(),
  documentTemplateId: z.uuid().optional(),
  /** true: only library clauses; false: only clauses generation may select. */
  libraryOnly: booleanQuerySchema.optional(),
  /** Text the clause's key or title contains (any case). */
  search: textSchema({ max: 200, trim: true }).optional(),
});
export const documentTemplatesResponseSchema = page(documentTemplateSchema);
export const sectionTemplatesResponseSchema = page(sectionTemplateSchema);
export const clauseTemplatesResponseSchema = page(clauseTemplateSchema);
export const documentTemplateStatesParamsSchema = z.object({ id: z.uuid() });
export const documentTemplateStatesQuerySchema = z.object({ stateId: z.uuid().optional() });
export const documentTemplateStatesResponseSchema = z.array(documentTemplateStateSchema);
