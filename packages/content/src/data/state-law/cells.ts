/**
 * Builds a dimension of the state-law matrix: one sourced cell for each of the 51 jurisdictions.
 * A jurisdiction's cell is, in order: the cell read in its own law (`readings/<id>.ts`, confirmed
 * with the quote, the page and the day), else the dimension's cautious value for that state (`own`,
 * unverified), else the dimension's general cell (unverified, saying it was not read for the state).
 * A cell has one home: a state whose cell was read keeps no cautious value in the dimension's file.
 */
import { STATE_ABBREVIATIONS, type Sourced, type StateAbbreviation } from "@prenup/domain";
import { readings, type ReadDimension, type ReadValue } from "./readings/index.ts";

export type Dimension<T> = Record<StateAbbreviation, Sourced<T>>;

/** An unverified cell: the cautious value, and what was not read. */
export type Unverified<T> = Sourced<T> & { confirmed: false };

const givenTwice: string[] = [];

/** Every jurisdiction's cell of the dimension `key`: read, else cautious (`own`), else `general(stateId)`. */
export function dimension<K extends ReadDimension>(
  key: K,
  own: Partial<Record<StateAbbreviation, Unverified<ReadValue<K>>>>,
  general: (stateId: StateAbbreviation) => Unverified<ReadValue<K>>,
): Dimension<ReadValue<K>> {
  return Object.fromEntries(
    STATE_ABBREVIATIONS.map((stateId) => [stateId, cellOf(stateId, key, own[stateId], () => general(stateId))]),
  ) as Dimension<ReadValue<K>>;
}

/** One jurisdiction's cell of the dimension `key`: read, else its cautious value `own`, else `general()`. */
export function cellOf<K extends ReadDimension>(
  stateId: StateAbbreviation,
  key: K,
  own: Unverified<ReadValue<K>> | undefined,
  general: () => Unverified<ReadValue<K>>,
): Sourced<ReadValue<K>> {
  const read = readings[stateId][key] as Sourced<ReadValue<K>> | undefined;
  if (read && own) givenTwice.push(`${stateId} ${key}`);
  return read ?? own ?? general();
}

/** Cells a dimension's file still gives for a state whose cell was read (the matrix test expects none). */
export function cellsGivenTwice(): readonly string[] {
  return givenTwice;
}

/** The jurisdictions whose cell satisfies `holds`, in the matrix's order (plain ids, for clause conditions and options). */
export function statesWhere<T>(
  cells: Dimension<T>,
  holds: (value: T, stateId: StateAbbreviation) => boolean,
): string[] {
  return STATE_ABBREVIATIONS.filter((stateId) => holds(cells[stateId].value, stateId));
}
