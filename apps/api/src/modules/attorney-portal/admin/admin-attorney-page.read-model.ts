import { live, type Database } from "@prenup/db";
import type { AttorneyStage } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";

export type AdminAttorneyRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  stage: AttorneyStage;
  law_firm: { id: string; name: string } | null;
  states: string[] | null;
  created_at: unknown;
  total: number | string;
};

/**
 * One page of the admin's live attorneys, newest first, with their names (the users' table), law
 * firm and states, and the total (one statement); `search` is a LIKE pattern or null.
 */
export function adminAttorneyPage(
  db: Database,
  query: { search: string | null; stage?: AttorneyStage | undefined; limit: number; offset: number },
): Promise<AdminAttorneyRow[]> {
  const { search } = query;
  return selectRows<AdminAttorneyRow>(
    db,
    sql`select a.id, u.first_name, u.last_name, u.email, a.stage, a.created_at,
                   case when lf.id is null then null else json_build_object('id', lf.id, 'name', lf.name) end as law_firm,
                   (select array_agg(s.abbreviation order by st."order", s.abbreviation) from attorney_states st join states s on s.id = st.state_id
                     where st.attorney_id = a.id and ${live("st")}) as states,
                   count(*) over () as total
              from attorneys a join users u on u.id = a.user_id
              left join law_firms lf on lf.id = a.law_firm_id
             where ${live("a")} and ${live("u")}
               ${query.stage ? sql`and a.stage = ${query.stage}` : sql``}
               ${search ? sql`and (u.first_name ilike ${search} or u.last_name ilike ${search} or u.email ilike ${search} or lf.name ilike ${search})` : sql``}
             order by a.created_at desc, a.id
             limit ${query.limit} offset ${query.offset}`,
  );
}
