/**
 * The shape of a jurisdiction's readings: each cell of the state-law matrix that was read in the
 * state's own statute or case, confirmed, with its pinpoint citation and its reading (the operative
 * words quoted, the page they were read on and the day).
 */
import type { ExecutionFormalities, Sourced, StateLawRow } from "@prenup/domain";

type RowCells = Omit<StateLawRow, "stateId" | "name" | "execution">;
type ExecutionCells = Omit<ExecutionFormalities, "stateId">;

/** A dimension of the matrix by its name: a row's own, or one of the execution formalities. */
export type ReadDimension = keyof RowCells | keyof ExecutionCells;

/** The value a dimension's cell holds. */
export type ReadValue<K extends ReadDimension> = K extends keyof RowCells
  ? RowCells[K] extends Sourced<infer T>
    ? T
    : never
  : K extends keyof ExecutionCells
    ? ExecutionCells[K] extends Sourced<infer T>
      ? T
      : never
    : never;

/** A cell read for its own state. */
export type Read<T> = Sourced<T> & { confirmed: true };

/** A jurisdiction's cells read in its own law. */
export type StateReadings = { [K in ReadDimension]?: Read<ReadValue<K>> };
