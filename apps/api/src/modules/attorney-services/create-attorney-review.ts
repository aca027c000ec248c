import { ATTORNEY_REVIEW_MESSAGES, DomainError, planAttorneyReview } from "@prenup/domain";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { reviewableServices } from "./reviewable-services.ts";

/**
 * POST /users/{id}/attorneys/{aid}/attorney-reviews: only by a customer with a completed service
 * with that attorney, one review per service (the unique index settles two at once), PENDING
 * until an admin approves it.
 */
export async function createAttorneyReview(
  ctx: AttorneyServicesContext,
  userId: string,
  attorneyId: string,
  body: { rating: number; message?: string | null | undefined; purchaseItemId?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const { services, reviewed } = await reviewableServices(ctx, userId, tx);
    const plan = planAttorneyReview({
      attorneyId,
      purchaseItemId: body.purchaseItemId,
      services,
      reviewedPurchaseItemIds: reviewed,
    });
    if (!plan.ok) throw new DomainError("REVIEW_NOT_ALLOWED", plan.message);
    const service = services.find((s) => s.purchaseItemId === plan.purchaseItemId)!;
    const now = ctx.clock.now();
    const row = await ctx.repository.insertReview(tx, {
      attorneyId,
      userId,
      documentId: service.document_id,
      purchaseItemId: plan.purchaseItemId,
      rating: body.rating,
      message: body.message ? body.message : null,
      status: "PENDING",
      createdById: userId,
      updatedById: userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new DomainError("REVIEW_NOT_ALLOWED", ATTORNEY_REVIEW_MESSAGES.alreadyReviewed);
    return {
      id: row.id,
      attorneyId: row.attorneyId,
      purchaseItemId: plan.purchaseItemId,
      rating: row.rating,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
