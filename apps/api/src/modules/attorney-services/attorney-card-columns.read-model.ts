import { live } from "@prenup/db";
import { sql } from "drizzle-orm";

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
