import { AFTERCARE_EVENTS } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, dateSchema, timestampSchema } from "../../http/schemas.ts";
import { stateLawRuleSchema } from "../states/index.ts";

export const aftercareParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });

const placeSchema = z.object({ abbreviation: z.string(), name: z.string() });

/** A spouse's aftercare: their reminders, where they live now, and what to keep separate. */
export const aftercareResponseSchema = z.object({
  documentId: z.uuid(),
  agreementState: placeSchema,
  /** The day the agreement was signed (null: not signed yet; reminders start once it is). */
  signedOn: dateSchema.nullable(),
  /** The day the agreement ends, when the couple chose a sunset (null: none). */
  sunsetOn: dateSchema.nullable(),
  /** The periodic review the agreement itself provides for, in years (null: none). */
  agreedReviewYears: z.number().int().nullable(),
  plan: z
    .object({
      events: z.array(z.enum(AFTERCARE_EVENTS)),
      /** Years between check-ins the spouse chose (`AFTERCARE_REVIEW_YEARS`; null: none chosen). */
      reviewEveryYears: z.number().int().nullable(),
      sunsetReminder: z.boolean(),
      /** Years between check-ins (every year when only events were chosen; null: no check-in). */
      checkInEveryYears: z.number().int().nullable(),
      optedInAt: timestampSchema,
      lastReminderOn: dateSchema.nullable(),
    })
    .nullable(),
  nextReminder: z.object({ kind: z.enum(["CHECK_IN", "SUNSET"]), on: dateSchema }).nullable(),
  residence: z.object({
    /** The state the spouse said they live in now (their profile), null when not said. */
    state: placeSchema.nullable(),
    /** What living in another state than the agreement's means (null: the same state, or none said). */
    notice: z.string().nullable(),
  }),
  /** The spouse's own property in the signed schedules, each with what keeps it apart. */
  keepSeparate: z.array(z.object({ kind: z.string(), title: z.string(), advice: z.string() })),
  /**
   * What the agreement's state does without an agreement with property that can no longer be shown
   * to be separate (its matrix cells for dividing property and for separate property's income and
   * growth), each with its citation and how sure the product is of it.
   */
  defaultLaw: z.array(stateLawRuleSchema),
});
apiSchemaRegistry.add(aftercareResponseSchema, { id: "Aftercare" });
export type AftercareResponse = z.infer<typeof aftercareResponseSchema>;
