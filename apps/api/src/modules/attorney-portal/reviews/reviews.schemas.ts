import { REVIEW_STATUSES } from "@prenup/domain";
import { z } from "zod";
import { booleanQuerySchema, timestampSchema, pageResponseFields } from "../../../http/schemas.ts";
import { pageQuery } from "../attorney-portal.schemas.ts";

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
  ...pageResponseFields(),
});
