import { DomainError, type ReviewStatus } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { toAdminReview } from "./admin-review.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { REVIEW_MODERATION_MESSAGES, type AdminReview } from "./review-moderation.schemas.ts";

/**
 * PATCH /admin/attorney-reviews/{id}: sets a review's status (PENDING, APPROVED, DISABLED) under its
 * row lock, audited; answers the review with the attorney's new rating. Only APPROVED reviews count
 * in an attorney's rating, computed from them on every read (`attorneyRatingSummary`), so the
 * average follows a change at once.
 */
export async function adminUpdateAttorneyReview(
  ctx: AttorneyServicesContext,
  reviewId: string,
  status: ReviewStatus,
  admin: { id: string },
  request: AuditRequest,
): Promise<AdminReview> {
  const repository = ctx.moderationRepository;
  return ctx.db.transaction(async (tx) => {
    const current = await repository.lockReview(tx, reviewId);
    if (!current) throw new DomainError("REVIEW_NOT_FOUND", REVIEW_MODERATION_MESSAGES.reviewNotFound);
    if (current.status !== status) {
      const now = ctx.clock.now();
      await repository.setStatus(tx, reviewId, { status, updatedAt: now, updatedById: admin.id });
      await ctx.audit.record(tx, {
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
    return toAdminReview(row!);
  });
}
