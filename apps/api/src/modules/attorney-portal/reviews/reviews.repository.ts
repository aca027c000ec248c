import type { Database } from "@prenup/db";
import type { ReviewStatus } from "@prenup/domain";
import { attorneyReviewPage } from "./attorney-review-page.read-model.ts";

export type ReviewRow = {
  id: string;
  rating: number;
  message: string | null;
  status: ReviewStatus;
  created_at: unknown;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  total: number | string;
  approved_ratings: number[] | null;
};

/** The attorney's reviews with the approved ratings, in one statement. */
export function createReviewsRepository(db: Database) {
  return {
    async listReviews(
      attorneyId: string,
      query: { status?: ReviewStatus | undefined; limit: number; offset: number },
    ): Promise<{ rows: ReviewRow[]; approvedRatings: number[] }> {
      const found = await attorneyReviewPage(db, attorneyId, query);
      const approvedRatings = found[0]?.approved_ratings ?? [];
      return { rows: found.filter((row) => row.id !== null), approvedRatings };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
