import { createLawFirmSchema, textSchema, updateLawFirmSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

/** What anyone may know of an approved law firm. */
export const lawFirmResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
});
apiSchemaRegistry.add(lawFirmResponseSchema, { id: "LawFirm" });

export const listLawFirmsResponseSchema = z.array(lawFirmResponseSchema);

export type LawFirmResponse = z.infer<typeof lawFirmResponseSchema>;

const leadSchema = z
  .object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() })
  .nullable();

/** A law firm as admins see it: payout details, approval, payment-provider account and the lead. */
export const adminLawFirmSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  payoutDetails: z.string().nullable(),
  isApproved: z.boolean(),
  stripeAccountId: z.string().nullable(),
  attorneyCount: z.int(),
  lead: leadSchema,
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(adminLawFirmSchema, { id: "AdminLawFirm" });

/** The firm's payout account at the payment provider. */
export const payoutAccountStatusSchema = z.object({
  lawFirmId: z.uuid(),
  provider: z.enum(["local", "stripe"]),
  accountId: z.string().nullable(),
  detailsSubmitted: z.boolean(),
  payoutsEnabled: z.boolean(),
  state: z.enum(["NOT_STARTED", "IN_PROGRESS", "ENABLED"]),
});

export const adminLawFirmDetailSchema = adminLawFirmSchema.extend({
  payoutAccount: payoutAccountStatusSchema.nullable().optional(),
  attorneys: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
      stage: z.string(),
      isLawFirmLead: z.boolean(),
    }),
  ),
});

export const adminLawFirmsQuerySchema = z.object({
  search: textSchema({ max: 100 }).optional(),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 }),
});
export const adminLawFirmsResponseSchema = z.object({
  lawFirms: z.array(adminLawFirmSchema),
  ...pageResponseFields(),
});
export const adminCreateLawFirmBodySchema = createLawFirmSchema
  .extend({ payoutDetails: textSchema({ max: 2000 }).nullable().optional(), isApproved: z.boolean().optional() })
  .strict();
export const adminUpdateLawFirmBodySchema = updateLawFirmSchema;
export const adminLawFirmLeadSchema = z.object({ lead: leadSchema });
