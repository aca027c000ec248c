import { live, type Database } from "@prenup/db";
import type { ReviewStatus } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";

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

/**
 * One page of the attorney's reviews (the attorney-services module's table) with their reviewers'
 * names (none once a reviewer's account is closed: the review stays without them), and the approved
 * ratings, in one statement: one row with a null id when the page is empty.
 */
export function attorneyReviewPage(
  db: Database,
  attorneyId: string,
  query: { status?: ReviewStatus | undefined; limit: number; offset: number },
): Promise<ReviewRow[]> {
  return selectRows<ReviewRow>(
    db,
    sql`with approved as (
              select array_agg(rating) as ratings from attorney_reviews where attorney_id = ${attorneyId}::uuid and status = 'APPROVED' and ${live()}
            ), page as (
              select r.id, r.rating, r.message, r.status, r.created_at, r.user_id,
                     case when ${live("u")} then u.first_name end as first_name,
                     case when ${live("u")} then u.last_name end as last_name, count(*) over () as total
                from attorney_reviews r join users u on u.id = r.user_id
               where r.attorney_id = ${attorneyId}::uuid and ${live("r")} ${query.status ? sql`and r.status = ${query.status}` : sql``}
               order by r.created_at desc, r.id
               limit ${query.limit} offset ${query.offset}
            )
            select page.*, approved.ratings as approved_ratings from approved left join page on true`,
  );
}
