import { REVIEW_STATUSES } from "@prenup/domain";
import { z } from "zod";
import { timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

export const REVIEW_MODERATION_MESSAGES = {
  reviewNotFound: "Review not found",
  status: "status must be PENDING, APPROVED or DISABLED",
} as const;

export const adminReviewsQuerySchema = z.object({
  attorneyId: z.uuid({ error: "attorneyId must be an attorney's id" }).optional(),
  status: z.enum(REVIEW_STATUSES, { error: REVIEW_MODERATION_MESSAGES.status }).optional(),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
});

export const updateReviewBodySchema = z.strictObject(
  { status: z.enum(REVIEW_STATUSES, { error: REVIEW_MODERATION_MESSAGES.status }) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Only status can be changed: ${issue.keys.join(", ")}`
        : REVIEW_MODERATION_MESSAGES.status,
  },
);

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const adminReviewSchema = z.object({
  id: z.uuid(),
  attorney: person,
  reviewer: person,
  rating: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: timestampSchema,
  /** The attorney's rating over approved reviews, as the customers' cards show it. */
  attorneyRating: z.object({ averageRating: z.number().nullable(), reviewCount: z.number().int() }),
});
export const adminReviewsResponseSchema = z.object({
  items: z.array(adminReviewSchema),
  ...pageResponseFields(),
});

export type AdminReview = z.infer<typeof adminReviewSchema>;
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;
