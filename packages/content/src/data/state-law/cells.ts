/**
 * Builds a dimension of the state-law matrix: one sourced cell for each of the 51 jurisdictions,
 * the states with a fact of their own listed by abbreviation and the rest given the dimension's
 * general cell (which says in its citation that it was not checked state by state).
 */
import { STATE_ABBREVIATIONS, type Sourced, type StateAbbreviation } from "@prenup/domain";

export type Dimension<T> = Record<StateAbbreviation, Sourced<T>>;

/** Every jurisdiction's cell: its own where `own` has one, else `general(stateId)`. */
export function dimension<T>(
  own: Partial<Record<StateAbbreviation, Sourced<T>>>,
  general: (stateId: StateAbbreviation) => Sourced<T>,
): Dimension<T> {
  return Object.fromEntries(
    STATE_ABBREVIATIONS.map((stateId) => [stateId, own[stateId] ?? general(stateId)]),
  ) as Dimension<T>;
}

/** The jurisdictions whose cell satisfies `holds`, in the matrix's order (plain ids, for clause conditions and options). */
export function statesWhere<T>(
  cells: Dimension<T>,
  holds: (value: T, stateId: StateAbbreviation) => boolean,
): string[] {
  return STATE_ABBREVIATIONS.filter((stateId) => holds(cells[stateId].value, stateId));
}
