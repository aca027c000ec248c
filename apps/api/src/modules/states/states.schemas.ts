import { STATE_LAW_TOPICS } from "@prenup/content/runtime";
import {
  ATTORNEY_SUPPORTS,
  CELL_CONFIDENCES,
  DISTRIBUTION_LAWS,
  SPOUSAL_SUPPORT_LAWS,
  textSchema,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, booleanQuerySchema, dateSchema } from "../../http/schemas.ts";

export const listStatesQuerySchema = z.object({
  /** Only active (true) or only inactive (false) states; both when absent. */
  isActive: booleanQuerySchema.optional(),
});

export const stateResponseSchema = z.object({
  id: z.uuid(),
  countryId: z.uuid(),
  name: z.string(),
  abbreviation: z.string(),
  isActive: z.boolean(),
  icon: z.string().nullable(),
  termForState: z.string().nullable(),
  allowsOnlineNotary: z.boolean(),
  notaryBlockText: z.string().nullable(),
  distributionLaw: z.enum(DISTRIBUTION_LAWS),
  embryoRepRequired: z.boolean(),
  spousalSupportLaw: z.enum(SPOUSAL_SUPPORT_LAWS),
  attorneySupport: z.enum(ATTORNEY_SUPPORTS),
});
apiSchemaRegistry.add(stateResponseSchema, { id: "State" });

export const listStatesResponseSchema = z.array(stateResponseSchema);

export type StateResponse = z.infer<typeof stateResponseSchema>;

export const stateLawParamsSchema = z.object({
  /** The jurisdiction's postal abbreviation, the state-law matrix's key, in any case. */
  stateId: textSchema({ max: 20, trim: true }),
});

export const stateLawRuleSchema = z.object({
  /** The cell's name in the state-law matrix ("spousalSupport", "witnesses"): a stable anchor. */
  key: z.string(),
  topic: z.enum(STATE_LAW_TOPICS),
  title: z.string(),
  /** What the product applies in the state, in one plain sentence naming it. */
  rule: z.string(),
  citation: z.string(),
  /** VERIFIED: read in the state's own statute or case (quote, source and readOn given); UNVERIFIED: the cautious value. */
  confidence: z.enum(CELL_CONFIDENCES),
  quote: z.string().nullable(),
  source: z.string().nullable(),
  readOn: dateSchema.nullable(),
});
apiSchemaRegistry.add(stateLawRuleSchema, { id: "StateLawRule" });

export const stateLawResponseSchema = z.object({
  stateId: z.string(),
  name: z.string(),
  /** How many of the rules were verified in the state's own statutes and cases, of `total`. */
  verified: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  rules: z.array(stateLawRuleSchema),
});

export type StateLawResponse = z.infer<typeof stateLawResponseSchema>;
