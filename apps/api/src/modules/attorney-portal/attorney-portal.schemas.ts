import { ATTORNEY_STAGES, PRODUCT_TYPES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields } from "../../http/schemas.ts";

/** The attorney's own routes: `id` is the signed-in user, `aid` the attorney (the same person). */
export const attorneyParamsSchema = z.object({ id: z.uuid(), aid: z.uuid() });

/** The attorney's lists' page query (every list of the portal pages alike). */
export const pageQuery = pageQueryFields({ maxPageSize: 100, defaultPageSize: 20 });

export const fileSummarySchema = z.object({ id: z.uuid(), name: z.string(), size: z.int(), contentType: z.string() });
export const lawFirmSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  isApproved: z.boolean(),
});
export const licenceResponseSchema = z.object({
  stateId: z.uuid(),
  abbreviation: z.string(),
  name: z.string(),
  barLicenseNum: z.string().nullable(),
  order: z.int(),
});

/** The attorney's whole record as the attorney (their own) and admins see it. */
export const attorneyProfileSchema = z.object({
  id: z.uuid(),
  stage: z.enum(ATTORNEY_STAGES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  yearsOfExperience: z.int().nullable(),
  lawSchool: z.string().nullable(),
  languages: z.array(z.string()),
  practiceAreas: z.array(z.string()),
  professionalAssociations: z.array(z.string()),
  responseTimeHours: z.int().nullable(),
  hasFastTurnaround: z.boolean(),
  isEmbryoAttorney: z.boolean(),
  hasMalpracticeInsurance: z.boolean(),
  malpracticeInsuranceFile: fileSummarySchema.nullable(),
  profilePhoto: fileSummarySchema.nullable(),
  lawFirm: lawFirmSummarySchema.nullable(),
  isLawFirmLead: z.boolean(),
  states: z.array(licenceResponseSchema),
  /** What still keeps the application from being submitted (the domain's `applicationProblems`). */
  applicationProblems: z.array(z.object({ path: z.string(), message: z.string() })),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
apiSchemaRegistry.add(attorneyProfileSchema, { id: "AttorneyProfile" });
export type AttorneyProfile = z.infer<typeof attorneyProfileSchema>;

export const attorneyServiceResponseSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productType: z.enum(PRODUCT_TYPES),
  title: z.string(),
  bookingLink: z.string().nullable(),
});
export const attorneyServicesResponseSchema = z.array(attorneyServiceResponseSchema);
