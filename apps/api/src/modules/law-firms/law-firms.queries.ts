import { lawFirms, subquery } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * What other modules ask of the law firms table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its law-firm-id column.
 */

/** A law firm as the money screens name it, with the payout account it is paid to (null: none yet). */
export type LawFirmOf = { id: string; name: string; stripeAccountId: string | null };

/** The law firm as one value `{ id, name, stripeAccountId }` (null when no row has the id), deleted firms included. */
export const lawFirmOf = (lawFirmId: Column | SQL | SQLWrapper): SQL<LawFirmOf | null> =>
  subquery<LawFirmOf | null>`select json_build_object('id', ${lawFirms.id}, 'name', ${lawFirms.name}, 'stripeAccountId', ${lawFirms.stripeAccountId}) from ${lawFirms} where ${lawFirms.id} = ${lawFirmId}`;

/** The ids of the law firms (deleted ones included) whose name matches the ILIKE pattern, as a subquery for `in`. */
export const lawFirmIdsNamed = (pattern: string): SQL =>
  subquery`select ${lawFirms.id} from ${lawFirms} where ${lawFirms.name} ilike ${pattern}`;

/** The law firm's name (null when no row has the id), deleted firms included. */
export const lawFirmNameOf = (lawFirmId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${lawFirms.name} from ${lawFirms} where ${lawFirms.id} = ${lawFirmId}`;
