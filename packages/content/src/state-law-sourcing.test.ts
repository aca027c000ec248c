/**
 * Every cell of the state-law matrix says how it was sourced, and a confirmed cell was read for its
 * own state: its citation is its own (no other jurisdiction's cell carries the same one) and its
 * reading quotes the operative words, names the page and gives the day it was read. A shared default
 * is only ever unverified. The test prints the counts per dimension, and holds the number of cells
 * read from falling.
 */
import { STATE_ABBREVIATIONS, type Sourced, type StateLawRow } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { cellsGivenTwice } from "./data/state-law/cells.ts";
import { stateLawMatrix } from "./data/state-law/index.ts";

/** Cells read for their own state today; raise it as readings land, never lower it. */
const CELLS_READ_AT_LEAST = 1040;

type Cell = { stateId: string; dimension: string; cell: Sourced<unknown> };

/** Every cell of every row, named by its dimension (the execution formalities' cells included). */
function cellsOf(matrix: Record<string, StateLawRow>): Cell[] {
  return Object.values(matrix).flatMap((row) => {
    const { stateId, name: _name, execution, ...dimensions } = row;
    const { stateId: _executionStateId, ...formalities } = execution;
    return Object.entries({ ...dimensions, ...formalities }).map(([dimension, cell]) => ({
      stateId,
      dimension,
      cell: cell as Sourced<unknown>,
    }));
  });
}

/** What is wrong with how the matrix's cells are sourced: one line per offending cell. */
export function sourcingProblems(matrix: Record<string, StateLawRow>, today: string): string[] {
  const cells = cellsOf(matrix);
  const statesByCitation = new Map<string, Set<string>>();
  for (const { stateId, cell } of cells) {
    const states = statesByCitation.get(cell.citation) ?? new Set<string>();
    states.add(stateId);
    statesByCitation.set(cell.citation, states);
  }
  return cells.flatMap(({ stateId, dimension, cell }) => {
    const where = `${stateId} ${dimension}`;
    if (!cell.confirmed) return cell.reading === undefined ? [] : [`${where}: unverified but carries a reading`];
    const problems: string[] = [];
    const sharers = [...(statesByCitation.get(cell.citation) ?? [])].filter((other) => other !== stateId);
    if (sharers.length > 0) problems.push(`${where}: confirmed on a citation shared with ${sharers.join(", ")}`);
    const reading = cell.reading;
    if (!reading || reading.quote.trim().length < 12) problems.push(`${where}: confirmed without a quote`);
    if (!reading || !/^https?:\/\/\S+$/.test(reading.source))
      problems.push(`${where}: confirmed without the page read`);
    if (!reading || !/^\d{4}-\d{2}-\d{2}$/.test(reading.readOn) || reading.readOn > today)
      problems.push(`${where}: confirmed without the day it was read`);
    return problems;
  });
}

const TODAY = new Date().toISOString().slice(0, 10);

describe("the state-law matrix's sourcing", () => {
  it("finds a planted confirmed cell on a shared citation, one without a quote or a day, and an unverified one with a reading", () => {
    const reading = {
      quote: "A premarital agreement must be in writing",
      source: "https://x.example/a",
      readOn: "2026-11-01",
    };
    const planted = structuredClone(stateLawMatrix);
    planted.KS.execution.counterpartsAllowed = {
      value: true,
      confirmed: true,
      citation: "general contract law",
      reading,
    };
    planted.KY.execution.counterpartsAllowed = {
      value: true,
      confirmed: true,
      citation: "general contract law",
      reading,
    };
    planted.OK.pendingSupportProtected = {
      value: false,
      confirmed: true,
      citation: "43 O.S. § 110 (the test's own)",
      reading: { quote: "", source: "https://x.example/b", readOn: "2099-01-01" },
    };
    planted.IA.supportKinds = {
      value: null,
      confirmed: false,
      citation: "not read",
      reading,
    } as unknown as Sourced<string[] | null> & { confirmed: false };
    const problems = sourcingProblems(planted, "2026-11-28").filter(
      (line) => !sourcingProblems(stateLawMatrix, "2026-11-28").includes(line),
    );
    expect(problems).toEqual([
      "IA supportKinds: unverified but carries a reading",
      "KS counterpartsAllowed: confirmed on a citation shared with KY",
      "KY counterpartsAllowed: confirmed on a citation shared with KS",
      "OK pendingSupportProtected: confirmed without a quote",
      "OK pendingSupportProtected: confirmed without the day it was read",
    ]);
  });

  it("confirms a cell only on its own state's text, with the quote, the page and the day", () => {
    expect(sourcingProblems(stateLawMatrix, TODAY)).toEqual([]);
  });

  it("gives each cell one home: a state's read cell is not also kept in a dimension's file", () => {
    expect(cellsGivenTwice()).toEqual([]);
  });

  it("prints the counts per dimension and keeps the cells read from falling", () => {
    const cells = cellsOf(stateLawMatrix);
    const dimensions = [...new Set(cells.map((entry) => entry.dimension))];
    const rows = dimensions.map((dimension) => {
      const of = cells.filter((entry) => entry.dimension === dimension);
      const read = of.filter((entry) => entry.cell.confirmed).length;
      return { dimension, read, unverified: of.length - read };
    });
    const read = rows.reduce((sum, row) => sum + row.read, 0);
    const lines = rows.map(
      (row) =>
        `${row.dimension.padEnd(26)} ${String(row.read).padStart(3)} read ${String(row.unverified).padStart(3)} unverified`,
    );
    console.log(
      [
        `State-law matrix: ${read} of ${cells.length} cells read for their own state (${((100 * read) / cells.length).toFixed(1)} %)`,
        ...lines,
      ].join("\n"),
    );
    expect(cells).toHaveLength(STATE_ABBREVIATIONS.length * dimensions.length);
    expect(read).toBeGreaterThanOrEqual(CELLS_READ_AT_LEAST);
  });
});
