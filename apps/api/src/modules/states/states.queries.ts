import { states } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AttorneySupport } from "@prenup/domain";

/**
 * What other modules ask of the states table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its state-id column.
 */

/** The state's abbreviation (null when no row has the id), inactive states included. */
export const stateAbbreviationOf = (stateId: Column | SQL | SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${states.abbreviation} from ${states} where ${states.id} = ${stateId})`;

/** The state as one value `{ id, abbreviation }` (null when no row has the id), inactive states included. */
export const stateRefOf = (stateId: Column | SQL | SQLWrapper): SQL<{ id: string; abbreviation: string } | null> =>
  sql<{
    id: string;
    abbreviation: string;
  } | null>`(select json_build_object('id', ${states.id}, 'abbreviation', ${states.abbreviation}) from ${states} where ${states.id} = ${stateId})`;

/** Which attorney services the state supports (null when no row has the id), inactive states included. */
export const stateAttorneySupportOf = (stateId: Column | SQL | SQLWrapper): SQL<AttorneySupport | null> =>
  sql<AttorneySupport | null>`(select ${states.attorneySupport} from ${states} where ${states.id} = ${stateId})`;
