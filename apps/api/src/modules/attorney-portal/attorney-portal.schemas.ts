import { ADMIN_ATTORNEY_STAGE_ACTIONS, ATTORNEY_STAGES, BOOKING_STATUSES, EVENT_STATUSES, PAYMENT_STATUSES, PAYOUT_STATUSES, PRODUCT_TYPES, REVIEW_STATUSES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, booleanQuerySchema, dateSchema, timestampSchema } from "../../http/schemas.ts";

export const attorneyParamsSchema = z.object({ id: z.uuid(), aid: z.uuid() });
export const clientParamsSchema = attorneyParamsSchema.extend({ clientId: z.uuid() });
export const noteListParamsSchema = attorneyParamsSchema.extend({ cid: z.uuid() });
export const noteParamsSchema = noteListParamsSchema.extend({ noteId: z.uuid() });
export const accountStatusParamsSchema = attorneyParamsSchema.extend({ lawFirmId: z.uuid() });
export const attorneySectionGroupsParamsSchema = attorneyParamsSchema.extend({ sid: textSchema({ max: 100 }).min(1) });
export const adminAttorneyParamsSchema = z.object({ id: z.uuid() });
export const adminRecordParamsSchema = z.object({ id: z.uuid(), rid: z.uuid() });
export const adminStageParamsSchema = z.object({ id: z.uuid(), action: z.enum(ADMIN_ATTORNEY_STAGE_ACTIONS, { error: "The action is one of approve, decline, deactivate, reactivate" }) });

const pageMessage = "page must be a whole number from 1";
const pageSizeMessage = "pageSize must be a whole number from 1 to 100";
export const pageQuery = {
  page: z.coerce.number({ error: pageMessage }).int({ error: pageMessage }).min(1, { error: pageMessage }).default(1),
  pageSize: z.coerce.number({ error: pageSizeMessage }).int({ error: pageSizeMessage }).min(1, { error: pageSizeMessage }).max(100, { error: pageSizeMessage }).default(20),
};

export const fileSummarySchema = z.object({ id: z.uuid(), name: z.string(), size: z.int(), contentType: z.string() });
export const lawFirmSummarySchema = z.object({ id: z.uuid(), name: z.string(), website: z.string().nullable(), contactEmail: z.string().nullable(), isApproved: z.boolean() });
export const licenceResponseSchema = z.object({ stateId: z.uuid(), abbreviation: z.string(), name: z.string(), barLicenseNum: z.string().nullable(), order: z.int() });

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

export const attorneyServiceResponseSchema = z.object({ id: z.uuid(), productId: z.uuid(), productType: z.enum(PRODUCT_TYPES), title: z.string(), bookingLink: z.string().nullable() });
export const attorneyServicesResponseSchema = z.array(attorneyServiceResponseSchema);

export const uploadQuerySchema = z.object({
  kind: z.enum(["profile-photo", "malpractice-certificate"], { error: "kind is profile-photo or malpractice-certificate" }),
  name: textSchema({ max: 200 }).optional(),
});

export const reviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "status is PENDING, APPROVED or DISABLED" }).optional(),
  includeUser: booleanQuerySchema.optional(),
  ...pageQuery,
});
export const attorneyReviewsResponseSchema = z.object({
  reviews: z.array(
    z.object({
      id: z.uuid(),
      rating: z.int(),
      stars: z.int().nullable(),
      message: z.string().nullable(),
      status: z.enum(REVIEW_STATUSES),
      createdAt: timestampSchema,
      user: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
    }),
  ),
  /** Approved reviews only: mean / 10 with one decimal, and stars by the domain's rule. */
  summary: z.object({ averageRating: z.number().nullable(), stars: z.int().nullable(), reviewCount: z.int() }),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const clientsQuerySchema = z.object({ search: textSchema({ max: 100 }).optional(), ...pageQuery });
export const clientSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  documentId: z.uuid(),
  side: z.enum(["A", "B"]),
  state: z.object({ id: z.uuid(), name: z.string(), abbreviation: z.string() }).nullable(),
  partner: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  documentStatus: z.string(),
  nextEventAt: timestampSchema.nullable(),
  /** Services with this attorney not yet completed (waiting for a call or scheduled). */
  openServices: z.int(),
});
export const clientsResponseSchema = z.object({ clients: z.array(clientSummarySchema), total: z.int(), page: z.int(), pageSize: z.int() });

export const clientDetailSchema = clientSummarySchema.extend({
  phoneNumber: z.string().nullable(),
  document: z.object({
    id: z.uuid(),
    status: z.string(),
    reviewedAt: timestampSchema.nullable(),
    finalizedAt: timestampSchema.nullable(),
    lastGeneratedAt: timestampSchema.nullable(),
    editorPath: z.string(),
  }),
  services: z.array(
    z.object({
      id: z.uuid(),
      productType: z.enum(PRODUCT_TYPES),
      title: z.string(),
      bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      purchasedAt: timestampSchema,
    }),
  ),
  events: z.array(
    z.object({
      id: z.uuid(),
      eventStartAt: timestampSchema,
      eventEndAt: timestampSchema,
      eventStatus: z.enum(EVENT_STATUSES),
      serviceCompletedAt: timestampSchema.nullable(),
      productType: z.enum(PRODUCT_TYPES).nullable(),
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const internalNoteSchema = z.object({ id: z.uuid(), clientId: z.uuid(), message: z.string(), createdAt: timestampSchema, updatedAt: timestampSchema });
export const internalNotesResponseSchema = z.array(internalNoteSchema);

export const attorneySectionsQuerySchema = z.object({ stateId: z.uuid().optional(), userId: z.uuid().optional() });
export const attorneySectionGroupsQuerySchema = z.object({ documentId: z.uuid(), userId: z.uuid() });

export const payoutsQuerySchema = z.object({ payoutStatus: z.enum(PAYOUT_STATUSES).optional(), ...pageQuery });
export const payoutsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      client: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
      pricePaidInCents: z.int(),
      feePaidInCents: z.int(),
      payoutDueInCents: z.int(),
      payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
      paidOutAt: timestampSchema.nullable(),
      purchasedAt: timestampSchema,
    }),
  ),
  totalDueInCents: z.int(),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const dashboardResponseSchema = z.object({
  upcomingEvents: z.array(z.object({ id: z.uuid(), eventStartAt: timestampSchema, client: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }), productType: z.enum(PRODUCT_TYPES).nullable() })),
  clientsWaiting: z.int(),
  unreadChats: z.int(),
  payoutsDueInCents: z.int(),
  clientCount: z.int(),
});

// --- admin ----------------------------------------------------------------------------------------

export const adminAttorneysQuerySchema = z.object({
  search: textSchema({ max: 100 }).optional(),
  stage: z.enum(ATTORNEY_STAGES, { error: "stage is FORM_MISSING, UNDER_REVIEW, APPROVED, DECLINED or DEACTIVATED" }).optional(),
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
export const adminAttorneysResponseSchema = z.object({ attorneys: z.array(adminAttorneyRowSchema), total: z.int(), page: z.int(), pageSize: z.int() });

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
