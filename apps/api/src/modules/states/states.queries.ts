import { states, type State, subquery } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AttorneySupport } from "@prenup/domain";

/**
 * What other modules ask of the states table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its state-id column.
 */

/** The state's abbreviation (null when no row has the id), inactive states included. */
export const stateAbbreviationOf = (stateId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${states.abbreviation} from ${states} where ${states.id} = ${stateId}`;

/** The state as one value `{ id, abbreviation }` (null when no row has the id), inactive states included. */
export const stateRefOf = (stateId: Column | SQL | SQLWrapper): SQL<{ id: string; abbreviation: string } | null> =>
  subquery<{
    id: string;
    abbreviation: string;
  } | null>`select json_build_object('id', ${states.id}, 'abbreviation', ${states.abbreviation}) from ${states} where ${states.id} = ${stateId}`;

/** Which attorney services the state supports (null when no row has the id), inactive states included. */
export const stateAttorneySupportOf = (stateId: Column | SQL | SQLWrapper): SQL<AttorneySupport | null> =>
  subquery<AttorneySupport | null>`select ${states.attorneySupport} from ${states} where ${states.id} = ${stateId}`;

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
  subquery<StateSummaryOf | null>`select json_build_object('id', ${states.id}, 'name', ${states.name}, 'abbreviation', ${states.abbreviation}, 'termForState', ${states.termForState}, 'allowsOnlineNotary', ${states.allowsOnlineNotary}, 'notaryBlockText', ${states.notaryBlockText}, 'distributionLaw', ${states.distributionLaw}, 'spousalSupportLaw', ${states.spousalSupportLaw}, 'attorneySupport', ${states.attorneySupport}) from ${states} where ${states.id} = ${stateId}`;
