import { live, preparedQuery } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
import { CARD_SELECT } from "./attorney-card-columns.read-model.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";

export type CardRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  bio: string | null;
  years_of_experience: number | null;
  languages: string[];
  practice_areas: string[];
  law_school: string | null;
  has_fast_turnaround: boolean;
  is_embryo_attorney: boolean;
  response_time_hours: number | null;
  law_firm: { id: string; name: string } | null;
  licensed_states: string[] | null;
  services: ServiceType[] | null;
  ratings: number[] | null;
  total: number | string;
};

/** The ratings of approved reviews per attorney (`r`), for the attorneys `filter` keeps. */
export const reviewsOf = (filter: SQL) => sql`
    with r as (
      select attorney_id, array_agg(rating order by created_at) as ratings, avg(rating) as mean, count(*) as n
        from attorney_reviews where status = 'APPROVED' and ${live()} ${filter}
       group by attorney_id
    )`;

/** Best rated first (approved reviews only; then more reviews, then by name). */
export const CARD_ORDER = sql`order by r.mean desc nulls last, r.n desc nulls last, u.last_name, u.first_name, a.id`;

/** Attorney cards of the given ids, best rated first, one page and the total, in ONE statement. */
export const attorneyCards = preparedQuery<CardRow>("attorney_cards", () => {
  const ids = sql.placeholder("ids");
  return sql`${reviewsOf(sql`and attorney_id = any(${ids}::uuid[])`)}
    ${CARD_SELECT}
     where a.id = any(${ids}::uuid[]) and ${live("a")}
     ${CARD_ORDER}
     limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
});

/**
 * The approved attorneys' public cards, best rated first like `attorney_cards`, at most `limit`, with
 * the total: the front page's list for visitors, in ONE statement.
 */
export const publicAttorneyCards = preparedQuery<CardRow>(
  "attorney_public_cards",
  () => sql`${reviewsOf(sql``)}
    ${CARD_SELECT}
     where a.stage = 'APPROVED' and ${live("a")} and ${live("u")}
     ${CARD_ORDER}
     limit ${sql.placeholder("limit")}`,
);
