import { attorneyRatingSummary, fullName } from "@prenup/domain";
import type { ModeratedReviewRow } from "./review-moderation.repository.ts";
import type { AdminReview } from "./review-moderation.schemas.ts";

/** A review as the moderation queue shows it, with the attorney's rating over approved reviews. */
export function toAdminReview(row: ModeratedReviewRow): AdminReview {
  const summary = attorneyRatingSummary((row.approved ?? []).map(Number));
  return {
    id: row.review.id,
    attorney: {
      id: row.review.attorneyId,
      email: row.attorneyEmail,
      name: fullName({ firstName: row.attorneyFirstName, lastName: row.attorneyLastName }) || row.attorneyEmail,
    },
    reviewer: {
      id: row.review.userId,
      email: row.reviewerEmail,
      name: fullName({ firstName: row.reviewerFirstName, lastName: row.reviewerLastName }) || row.reviewerEmail,
    },
    rating: row.review.rating,
    message: row.review.message,
    status: row.review.status,
    createdAt: row.review.createdAt.toISOString(),
    attorneyRating: { averageRating: summary.averageRating, reviewCount: summary.reviewCount },
  };
}
