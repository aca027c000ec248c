import { attorneyRatingSummary, starCount, type ReviewStatus } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { iso } from "../sql-rows.ts";

/** GET …/attorney-reviews: the attorney's reviews, with the approved reviews' average and stars (the domain's rule). */
export async function listReviews(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  query: { status?: ReviewStatus | undefined; includeUser?: boolean | undefined; page: number; pageSize: number },
) {
  const { rows, approvedRatings } = await ctx.reviewsRepository.listReviews(attorneyId, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      stars: starCount(row.rating),
      message: row.message,
      status: row.status,
      createdAt: iso(row.created_at),
      user: query.includeUser ? { id: row.user_id, firstName: row.first_name, lastName: row.last_name } : null,
    })),
    summary: attorneyRatingSummary(approvedRatings),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
