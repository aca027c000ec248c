import { ATTORNEY_SUPPORTS, BOOKING_STATUSES, REVIEW_STATUSES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

export const SERVICE_TYPES = ["REPRESENTATION", "Q_A"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const userDocumentParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });

/** What a couple needs to choose an attorney, and nothing private (no e-mail, phone, bar numbers, payout details). */
export const attorneyCardSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  yearsOfExperience: z.int().nullable(),
  languages: z.array(z.string()),
  practiceAreas: z.array(z.string()),
  lawSchool: z.string().nullable(),
  hasFastTurnaround: z.boolean(),
  isEmbryoAttorney: z.boolean(),
  responseTimeHours: z.int().nullable(),
  lawFirm: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The states the attorney is licensed in (abbreviations, in the attorney's order). */
  licensedStates: z.array(z.string()),
  /** The services the attorney offers. */
  services: z.array(z.enum(SERVICE_TYPES)),
  /** Mean of approved ratings / 10, one decimal (null without approved reviews). */
  averageRating: z.number().nullable(),
  /** 1..5 by the domain's rule; null without approved reviews. */
  stars: z.int().min(1).max(5).nullable(),
  /** Approved reviews only. */
  reviewCount: z.int(),
});
apiSchemaRegistry.add(attorneyCardSchema, { id: "AttorneyCard" });
export type AttorneyCard = z.infer<typeof attorneyCardSchema>;

export const eligibilityResponseSchema = z.object({
  attorneySupport: z.enum(ATTORNEY_SUPPORTS).nullable(),
  /** Attorneys this user may choose for representation (never the partner's attorney or law firm). */
  availableAttorneysForUser: z.array(z.object({ id: z.uuid(), lawFirmId: z.uuid().nullable() })),
  userAssignedAttorneyAndLawFirmIds: z.object({ attorneyIds: z.array(z.uuid()), lawFirmIds: z.array(z.uuid()) }),
  maxRepresentationProductsUserCanPurchase: z.int(),
  userCanPurchase: z.boolean(),
  fianceCanPurchase: z.boolean(),
  /** Q&A can be bought now (no Q&A waiting or scheduled; an attorney available or assigned). */
  qaAvailable: z.boolean(),
  /** The user's representation and Q&A booking statuses (null: none bought). */
  representationBookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  qaBookingStatus: z.enum(["WAITING", "SCHEDULED"]).nullable(),
  /** The partner bought representation for this user (the selection screen says so). */
  representationBoughtByPartner: z.boolean(),
});
apiSchemaRegistry.add(eligibilityResponseSchema, { id: "AttorneyServicesEligibility" });
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

export const listAttorneysQuerySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: "serviceType must be REPRESENTATION or Q_A" }),
  ...pageQueryFields({ maxPageSize: 50, defaultPageSize: 20 }),
});

export const attorneyPageResponseSchema = z.object({
  attorneys: z.array(attorneyCardSchema),
  ...pageResponseFields(),
});

/** The front page's list: who the attorneys are, before anyone signs in (the cards' public fields only). */
export const publicAttorneysResponseSchema = z.object({
  /** The best-rated approved attorneys, at most PUBLIC_ATTORNEYS_SHOWN. */
  attorneys: z.array(attorneyCardSchema),
  /** How many approved attorneys there are in all. */
  total: z.int(),
});
export type PublicAttorneysResponse = z.infer<typeof publicAttorneysResponseSchema>;

/** How many attorneys the public list shows. */
export const PUBLIC_ATTORNEYS_SHOWN = 6;

export const featuredAttorneyQuerySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: "serviceType must be REPRESENTATION or Q_A" }).default("REPRESENTATION"),
});
export const featuredAttorneyResponseSchema = z.object({ attorney: attorneyCardSchema.nullable() });

/** One of the user's attorneys, with the services that link them. */
export const assignedAttorneySchema = attorneyCardSchema.extend({
  /** On the user's side of their agreement (their representing attorney). */
  representsUser: z.boolean(),
  purchases: z.array(
    z.object({
      purchaseItemId: z.uuid(),
      productType: z.enum(SERVICE_TYPES),
      bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
    }),
  ),
});
export const assignedAttorneysResponseSchema = z.array(assignedAttorneySchema);

export const attorneyNeedingReviewSchema = z.object({
  attorneyId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  purchaseItemId: z.uuid(),
  productType: z.enum(SERVICE_TYPES),
  serviceCompletedAt: z.iso.datetime(),
});
export const attorneysNeedingReviewsResponseSchema = z.array(attorneyNeedingReviewSchema);

export const attorneyParamsSchema = z.object({ id: z.uuid(), aid: z.uuid() });

export const attorneyReviewResponseSchema = z.object({
  id: z.uuid(),
  attorneyId: z.uuid(),
  purchaseItemId: z.uuid(),
  rating: z.int(),
  message: z.string().nullable(),
  /** PENDING until an admin approves it; only approved reviews count in ratings. */
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.iso.datetime(),
});
apiSchemaRegistry.add(attorneyReviewResponseSchema, { id: "AttorneyReview" });
