import { states, type State } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the states table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its state-id column.
 * A scalar fragment's subquery is a nested `sql`, so a single-table drizzle select (which writes the
 * columns of its own SQL fields unqualified) keeps the subquery's columns and the key qualified.
 */

/** A state's facts as an agreement shows them: its names, notary settings and laws (text and flags only). */
export type StateSummaryOf = Pick<
  State,
  | "id"
  | "name"
  | "abbreviation"
  | "termForState"
  | "allowsOnlineNotary"
  | "notaryBlockText"
  | "distributionLaw"
  | "spousalSupportLaw"
  | "attorneySupport"
>;

/**
 * The state as one value `{ id, name, abbreviation, termForState, allowsOnlineNotary,
 * notaryBlockText, distributionLaw, spousalSupportLaw, attorneySupport }` (null when no row has the
 * id), inactive and deleted states included.
 */
export const stateSummaryOf = (stateId: Column | SQL | SQLWrapper): SQL<StateSummaryOf | null> =>
  sql<StateSummaryOf | null>`(${sql`select json_build_object('id', ${states.id}, 'name', ${states.name}, 'abbreviation', ${states.abbreviation}, 'termForState', ${states.termForState}, 'allowsOnlineNotary', ${states.allowsOnlineNotary}, 'notaryBlockText', ${states.notaryBlockText}, 'distributionLaw', ${states.distributionLaw}, 'spousalSupportLaw', ${states.spousalSupportLaw}, 'attorneySupport', ${states.attorneySupport}) from ${states} where ${states.id} = ${stateId}`})`;
