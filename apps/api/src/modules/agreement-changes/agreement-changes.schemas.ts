import {
  CELL_CONFIDENCES,
  MARITAL_AGREEMENT_KINDS,
  MARITAL_AGREEMENT_OUTCOMES,
  MARITAL_AGREEMENT_REQUIREMENT_KINDS,
  STATE_ABBREVIATIONS,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, uuidSchema } from "../../http/schemas.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";

export const changeEligibilityParamsSchema = z.object({ id: uuidSchema, docId: uuidSchema });

export const changeEligibilityQuerySchema = z.object({
  kind: z.enum(MARITAL_AGREEMENT_KINDS, { error: AGREEMENT_CHANGE_MESSAGES.kind }),
  /** The state the couple lives in now (two letters); default: the agreement's state. */
  state: z.enum(STATE_ABBREVIATIONS, { error: AGREEMENT_CHANGE_MESSAGES.state }).optional(),
  /** The day the couple moved into that state and made it their home (YYYY-MM-DD), where it matters. */
  movedIn: z.iso.date({ error: AGREEMENT_CHANGE_MESSAGES.movedIn }).optional(),
});

const sourceSchema = z.object({
  citation: z.string(),
  confidence: z.enum(CELL_CONFIDENCES),
});

const placeSchema = z.object({
  abbreviation: z.string(),
  name: z.string(),
  /** The public page of the law behind an agreement in that state, where each rule shows its confidence. */
  lawPath: z.string(),
});

export const changeEligibilitySchema = z.object({
  kind: z.enum(MARITAL_AGREEMENT_KINDS),
  /** The state the decision is made for: where the couple lives now. */
  state: placeSchema,
  /** The state the signed agreement was made under. */
  agreementState: placeSchema,
  /** The couple's wedding date as answered (null: not answered). */
  weddingDate: z.iso.date().nullable(),
  /** The wedding date has passed in the agreement's state's calendar. */
  married: z.boolean(),
  /** The agreement was notarized. */
  signed: z.boolean(),
  outcome: z.enum(MARITAL_AGREEMENT_OUTCOMES),
  /** BLOCKED: why, in words. */
  reason: z.string().nullable(),
  /** COURT_PETITION: what the court must have and find. */
  checklist: z.array(z.string()),
  /** What the new agreement and its signing must have, each with the law that asks for it. */
  requirements: z.array(
    z.object({ kind: z.enum(MARITAL_AGREEMENT_REQUIREMENT_KINDS), text: z.string(), source: sourceSchema }),
  ),
  /** The law the decision rests on, and how sure the product is of it. */
  source: sourceSchema.nullable(),
});
apiSchemaRegistry.add(changeEligibilitySchema, { id: "ChangeEligibility" });

export type ChangeEligibilityResponse = z.infer<typeof changeEligibilitySchema>;
export type ChangeEligibilityQuery = z.infer<typeof changeEligibilityQuerySchema>;
