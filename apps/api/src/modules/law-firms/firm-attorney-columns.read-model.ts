import { live } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * A fragment of the admin's firm rows: the columns of firm `f` with its live attorneys' count and
 * its lead attorney (the attorney portal's and the users' tables).
 */
export const firmAttorneyColumns = sql`
  f.id, f.name, f.contact_email, f.website, f.payout_details, f.is_approved, f.stripe_account_id, f.created_at,
  (select count(*) from attorneys a where a.law_firm_id = f.id and ${live("a")})::int as attorney_count,
  (select json_build_object('id', a.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
     from attorneys a join users u on u.id = a.user_id
    where a.law_firm_id = f.id and a.is_law_firm_lead and ${live("a")}
    order by a.created_at limit 1) as lead`;
