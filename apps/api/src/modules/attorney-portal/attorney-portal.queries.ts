import { live } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the attorney portal's tables (DESIGN.md, "Data ownership"): fragments
 * another module's statement embeds, keyed by its attorney-, product- or firm-id column.
 */

/**
 * The firm's live attorneys as a row source for a FROM clause: id, user_id, stage,
 * is_law_firm_lead, created_at.
 */
export const liveFirmAttorneysOf = (firmId: Column | SQL | SQLWrapper): SQL =>
  sql`(select a.id, a.user_id, a.stage, a.is_law_firm_lead, a.created_at from attorneys a where a.law_firm_id = ${firmId} and ${live("a")})`;
