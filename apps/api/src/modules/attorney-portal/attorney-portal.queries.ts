import { live } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the attorney portal's tables (DESIGN.md, "Data ownership"): fragments
 * another module's statement embeds, keyed by its attorney-, product- or firm-id column.
 */

/** The attorney's live booking link for the product (null when the service has none or no live row). */
export const bookingLinkOf = (
  attorneyId: Column | SQL | SQLWrapper,
  productId: Column | SQL | SQLWrapper,
): SQL<string | null> =>
  sql<string | null>`(select sv.booking_link from attorney_services sv
    where sv.attorney_id = ${attorneyId} and sv.product_id = ${productId} and ${live("sv")})`;

/** The attorney's live licences as a row source for a FROM clause: state_id, "order". */
export const liveLicencesOf = (attorneyId: Column | SQL | SQLWrapper): SQL =>
  sql`(select st.state_id, st."order" from attorney_states st where st.attorney_id = ${attorneyId} and ${live("st")})`;

/**
 * The firm's live attorneys as a row source for a FROM clause: id, user_id, stage,
 * is_law_firm_lead, created_at.
 */
export const liveFirmAttorneysOf = (firmId: Column | SQL | SQLWrapper): SQL =>
  sql`(select a.id, a.user_id, a.stage, a.is_law_firm_lead, a.created_at from attorneys a where a.law_firm_id = ${firmId} and ${live("a")})`;
