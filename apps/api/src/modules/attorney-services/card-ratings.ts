import { live } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/** The ratings of approved reviews per attorney (`r`), for the attorneys `filter` keeps. */
export const reviewsOf = (filter: SQL) => sql`
    with r as (
      select attorney_id, array_agg(rating order by created_at) as ratings, avg(rating) as mean, count(*) as n
        from attorney_reviews where status = 'APPROVED' and ${live()} ${filter}
       group by attorney_id
    )`;

/** Best rated first (approved reviews only; then more reviews, then by name). */
export const CARD_ORDER = sql`order by r.mean desc nulls last, r.n desc nulls last, u.last_name, u.first_name, a.id`;
