import type { Database } from "@prenup/db";
import { attorneyRatingSummary, DomainError, fullName, type ReviewStatus } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { ModeratedReviewRow, ReviewModerationRepository } from "./review-moderation.repository.ts";
import { REVIEW_MODERATION_MESSAGES, type AdminReview, type AdminReviewsQuery } from "./review-moderation.schemas.ts";

function toReview(row: ModeratedReviewRow): AdminReview {
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

/**
 * Review moderation for admins: the queue of attorney reviews and the status change (PENDING,
 * APPROVED, DISABLED). Only APPROVED reviews count in an attorney's rating, which is computed from
 * them on every read (`attorneyRatingSummary`), so the average follows a change at once. Kept apart
 * from the customer-facing service; the attorney-services module owns attorney_reviews.
 */
export function createReviewModerationService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  repository: ReviewModerationRepository;
}) {
  const { db, clock, audit, repository } = deps;
  return {
    /** The moderation queue: pending first, then newest; filters by attorney and status; one statement. */
    async listReviews(query: AdminReviewsQuery) {
      const rows = await repository.listReviews(query);
      return { items: rows.map(toReview), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Sets a review's status under its row lock, audited; answers the review with the attorney's new rating. */
    async updateReviewStatus(
      reviewId: string,
      status: ReviewStatus,
      admin: { id: string },
      request: AuditRequest,
    ): Promise<AdminReview> {
      return db.transaction(async (tx) => {
        const current = await repository.lockReview(tx, reviewId);
        if (!current) throw new DomainError("REVIEW_NOT_FOUND", REVIEW_MODERATION_MESSAGES.reviewNotFound);
        if (current.status !== status) {
          const now = clock.now();
          await repository.setStatus(tx, reviewId, { status, updatedAt: now, updatedById: admin.id });
          await audit.record(tx, {
            actorId: admin.id,
            action: "attorney-review.status",
            entityType: "attorney_review",
            entityId: reviewId,
            documentId: current.documentId,
            subjectUserId: current.attorneyId,
            before: { status: current.status },
            after: { status },
            request,
            at: now,
          });
        }
        const row = await repository.findReview(tx, reviewId);
        return toReview(row!);
      });
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
