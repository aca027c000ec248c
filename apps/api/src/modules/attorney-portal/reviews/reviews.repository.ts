import type { Database } from "@prenup/db";
import type { ReviewStatus } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "../attorney-record.repository.ts";
import { live } from "@prenup/db";

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
  const rows = selectRows;

  return {
    async listReviews(
      attorneyId: string,
      query: { status?: ReviewStatus | undefined; limit: number; offset: number },
    ): Promise<{ rows: ReviewRow[]; approvedRatings: number[] }> {
      const found = await rows<ReviewRow>(
        db,
        sql`with approved as (
              select array_agg(rating) as ratings from attorney_reviews where attorney_id = ${attorneyId}::uuid and status = 'APPROVED' and ${live()}
            ), page as (
              select r.id, r.rating, r.message, r.status, r.created_at, r.user_id, u.first_name, u.last_name, count(*) over () as total
                from attorney_reviews r join users u on u.id = r.user_id
               where r.attorney_id = ${attorneyId}::uuid and ${live("r")} ${query.status ? sql`and r.status = ${query.status}` : sql``}
               order by r.created_at desc, r.id
               limit ${query.limit} offset ${query.offset}
            )
            select page.*, approved.ratings as approved_ratings from approved left join page on true`,
      );
      const approvedRatings = found[0]?.approved_ratings ?? [];
      return { rows: found.filter((row) => row.id !== null), approvedRatings };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
