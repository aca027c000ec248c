import { lawFirms } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the law firms (DESIGN.md, "Data ownership"): fragments another module's
 * statement embeds, keyed by its law-firm-id column.
 * A scalar fragment's subquery is a nested `sql`, so a single-table drizzle select (which writes the
 * columns of its own SQL fields unqualified) keeps the subquery's columns and the key qualified.
 */

/** The law firm's name (null when no row has the id), deleted firms included. */
export const lawFirmNameOf = (lawFirmId: Column | SQL | SQLWrapper): SQL<string | null> =>
  sql<string | null>`(${sql`select ${lawFirms.name} from ${lawFirms} where ${lawFirms.id} = ${lawFirmId}`})`;
