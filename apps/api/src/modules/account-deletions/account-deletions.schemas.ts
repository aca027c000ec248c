import { ACCOUNT_DELETION_MESSAGES, ACCOUNT_DELETION_STATUSES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { pageQueryFields, timestampSchema, pageResponseFields } from "../../http/schemas.ts";

export const accountDeletionParamsSchema = z.object({ id: z.uuid() });
export const legalHoldParamsSchema = z.object({ id: z.uuid(), holdId: z.uuid() });

export const requestAccountDeletionBodySchema = z.object({
  confirmation: textSchema({ max: 40, messages: { tooLong: ACCOUNT_DELETION_MESSAGES.confirmationMismatch } }).meta({
    description: "What the user typed to confirm: `DELETE` (letter case and surrounding spaces aside)",
  }),
});

export const legalHoldSchema = z
  .object({
    id: z.uuid(),
    basis: z.string(),
    placedAt: timestampSchema,
  })
  .meta({ id: "LegalHold" });

export const accountDeletionSchema = z
  .object({
    /** NONE when the account is not scheduled for deletion (a hold may still stand). */
    status: z.enum(["NONE", ...ACCOUNT_DELETION_STATUSES]),
    requestedAt: timestampSchema.nullable(),
    dueAt: timestampSchema.nullable(),
    hold: legalHoldSchema.nullable(),
    message: z.string().nullable().meta({ description: "What the user reads about the deletion now" }),
  })
  .meta({ id: "AccountDeletion" });
export type AccountDeletionResponse = z.infer<typeof accountDeletionSchema>;

export const placeLegalHoldBodySchema = z.object({
  basis: textSchema({ max: 500, trim: true, messages: { tooLong: "Say why in at most 500 characters" } }).refine(
    (basis) => basis.length > 0,
    { error: ACCOUNT_DELETION_MESSAGES.basisRequired },
  ),
});

export const adminAccountDeletionsQuerySchema = z.object({
  status: z
    .enum(ACCOUNT_DELETION_STATUSES, { error: `status must be one of ${ACCOUNT_DELETION_STATUSES.join(", ")}` })
    .optional(),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
});
export type AdminAccountDeletionsQuery = z.infer<typeof adminAccountDeletionsQuerySchema>;

export const adminAccountDeletionRowSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    status: z.enum(ACCOUNT_DELETION_STATUSES),
    requestedAt: timestampSchema,
    dueAt: timestampSchema,
    /** The latest day privacy law allows to answer (45 days after the request). */
    respondBy: timestampSchema,
    completedAt: timestampSchema.nullable(),
    withdrawnAt: timestampSchema.nullable(),
    hold: legalHoldSchema.nullable(),
  })
  .meta({ id: "AdminAccountDeletionRow" });

export const adminAccountDeletionsResponseSchema = z.object({
  items: z.array(adminAccountDeletionRowSchema),
  ...pageResponseFields(),
  /** Median whole days from request to completion over every completed request (null when none). */
  medianDaysToComplete: z.number().nullable(),
  /** Requests scheduled and not carried out, of which held. */
  open: z.number().int(),
  held: z.number().int(),
});
export type AdminAccountDeletionsResponse = z.infer<typeof adminAccountDeletionsResponseSchema>;
