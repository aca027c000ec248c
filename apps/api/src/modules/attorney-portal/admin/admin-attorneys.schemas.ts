import { ADMIN_ATTORNEY_STAGE_ACTIONS, ATTORNEY_STAGES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { dateSchema, timestampSchema, pageResponseFields } from "../../../http/schemas.ts";
import { attorneyProfileSchema, attorneyServicesResponseSchema, pageQuery } from "../attorney-portal.schemas.ts";

export const adminAttorneyParamsSchema = z.object({ id: z.uuid() });
export const adminRecordParamsSchema = z.object({ id: z.uuid(), rid: z.uuid() });
export const adminStageParamsSchema = z.object({
  id: z.uuid(),
  action: z.enum(ADMIN_ATTORNEY_STAGE_ACTIONS, {
    error: "The action is one of approve, decline, deactivate, reactivate",
  }),
});

export const adminAttorneysQuerySchema = z.object({
  search: textSchema({ max: 100 }).optional(),
  stage: z
    .enum(ATTORNEY_STAGES, { error: "stage is FORM_MISSING, UNDER_REVIEW, APPROVED, DECLINED or DEACTIVATED" })
    .optional(),
  ...pageQuery,
});
export const adminAttorneyRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  stage: z.enum(ATTORNEY_STAGES),
  lawFirm: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  states: z.array(z.string()),
  createdAt: timestampSchema,
});
export const adminAttorneysResponseSchema = z.object({
  attorneys: z.array(adminAttorneyRowSchema),
  ...pageResponseFields(),
});

export const disciplinaryRecordSchema = z.object({
  id: z.uuid(),
  stateId: z.uuid().nullable(),
  description: z.string(),
  occurredOn: dateSchema.nullable(),
  resolution: z.string().nullable(),
  createdAt: timestampSchema,
});
export const adminAttorneyDetailSchema = attorneyProfileSchema.extend({
  services: attorneyServicesResponseSchema,
  disciplinaryRecords: z.array(disciplinaryRecordSchema),
  /** The admin stage actions this stage allows (the domain's `adminStageActionsFor`). */
  stageActions: z.array(z.enum(ADMIN_ATTORNEY_STAGE_ACTIONS)),
});
export const stageChangeResponseSchema = z.object({ id: z.uuid(), stage: z.enum(ATTORNEY_STAGES) });
