import { toAdminReview } from "./admin-review.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import type { AdminReviewsQuery } from "./review-moderation.schemas.ts";

/** GET /admin/attorney-reviews: the moderation queue, pending first, then newest; by attorney and status; one statement. */
export async function adminListAttorneyReviews(ctx: AttorneyServicesContext, query: AdminReviewsQuery) {
  const rows = await ctx.moderationRepository.listReviews(query);
  return { items: rows.map(toAdminReview), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
