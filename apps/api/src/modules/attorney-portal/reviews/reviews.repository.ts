import type { Database } from "@prenup/db";
import type { ReviewStatus } from "@prenup/domain";
import { attorneyReviewPage } from "./attorney-review-page.read-model.ts";

import type { ReviewRow } from "./attorney-review-page.read-model.ts";
export type { ReviewRow };

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
