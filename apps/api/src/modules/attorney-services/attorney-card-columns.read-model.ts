/**
 * The attorney cards' columns: a card's row and the fragment that selects it (`CARD_SELECT`). A
 * fragment only: the two card lists (`attorney-cards`, `public-attorney-cards`) are the statements,
 * with the ratings and the order of `card-ratings.ts`.
 */
import { live } from "@prenup/db";
import { sql } from "drizzle-orm";
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

/**
 * A fragment of the attorney cards: a card's columns and the total, from attorneys `a` with their
 * user, firm, licensed states, offered products and reviews (`r`).
 */
export const CARD_SELECT = sql`
    select a.id, u.first_name, u.last_name, u.photo_url, a.bio, a.years_of_experience, a.languages, a.practice_areas, a.law_school,
           a.has_fast_turnaround, a.is_embryo_attorney, a.response_time_hours,
           case when f.id is null then null else json_build_object('id', f.id, 'name', f.name) end as law_firm,
           (select array_agg(s.abbreviation order by st."order", s.abbreviation) from attorney_states st join states s on s.id = st.state_id
             where st.attorney_id = a.id and ${live("st")}) as licensed_states,
           (select array_agg(p.product_type::text order by p.product_type) from attorney_services sv join products p on p.id = sv.product_id
             where sv.attorney_id = a.id and ${live("sv")} and p.is_active and p.product_type in ('REPRESENTATION', 'Q_A')) as services,
           r.ratings, count(*) over () as total
      from attorneys a join users u on u.id = a.user_id
      left join law_firms f on f.id = a.law_firm_id and ${live("f")}
      left join r on r.attorney_id = a.id`;
