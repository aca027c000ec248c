import { attorneyRatingSummary, starCount, type ReviewStatus } from "@prenup/domain";
import { iso } from "../sql-rows.ts";
import type { ReviewsRepository } from "./reviews.repository.ts";

/** The attorney's reviews, with the approved reviews' average and stars (the domain's rule). */
export function createReviewsService(deps: { repository: ReviewsRepository }) {
  const { repository } = deps;

  return {
    async listReviews(
      attorneyId: string,
      query: { status?: ReviewStatus | undefined; includeUser?: boolean | undefined; page: number; pageSize: number },
    ) {
      const { rows, approvedRatings } = await repository.listReviews(attorneyId, {
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
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
