/**
 * The state-law matrix covers every jurisdiction and every dimension, and nothing else keeps a list
 * of states: a scan of the sources of content, agreement, domain and the API finds no literal list
 * (an array, a Set, or an object keyed by states) of two or more state abbreviations outside the
 * matrix folder. Tests and the demo data (the attorneys' licences) are not scanned.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import {
  evaluateClauseConditions,
  recordedFactAnswers,
  STATE_ABBREVIATIONS,
  STATE_LAW_TERM_OPTION_KEYS,
  type Sourced,
  type StateLawRow,
} from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { isOptionOffered } from "./answers.ts";
import { clauseTemplates, questions, type QuestionOption } from "./index.ts";
import { stateLawMatrix, valueBasisRuleFor } from "./data/state-law/index.ts";
import { finalReviewDaysFor, signingDeadlineFor } from "./data/state-law/execution.ts";

const REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));
const SCANNED = ["packages/content/src", "packages/agreement/src", "packages/domain/src", "apps/api/src"];
/**
 * The matrix itself and the type of its keys; the demo attorneys' licences (demo.ts, where the
 * partner states come from); and each state's time zone (time-zones.ts), a fact of the calendar,
 * not of law, which the domain's signing deadline reads and which the domain cannot take from
 * content.
 */
const NOT_SCANNED = [
  "packages/content/src/data/state-law/",
  "packages/domain/src/state-law.ts",
  "packages/content/src/data/demo.ts",
  "packages/domain/src/time-zones.ts",
];

const isSourced = (cell: unknown): cell is Sourced<unknown> =>
  typeof cell === "object" && cell !== null && "value" in cell && "confirmed" in cell && "citation" in cell;

/** Every sourced cell of a row, named by its dimension (the execution formalities' cells included). */
function cellsOf(row: StateLawRow): [string, Sourced<unknown> | null][] {
  const { stateId: _stateId, name: _name, execution, ...dimensions } = row;
  const { stateId: _executionStateId, ...formalities } = execution;
  return [
    ...Object.entries(dimensions).map(([key, cell]): [string, Sourced<unknown> | null] => [
      key,
      isSourced(cell) ? cell : null,
    ]),
    ...Object.entries(formalities).map(([key, cell]): [string, Sourced<unknown> | null] => [
      `execution.${key}`,
      isSourced(cell) ? cell : null,
    ]),
  ];
}

const STATE = `(?:${STATE_ABBREVIATIONS.join("|")})`;
/** Two or more state abbreviations in a row, as strings of an array or Set literal. */
const LISTED = new RegExp(`["'\`]${STATE}["'\`]\\s*,\\s*["'\`]${STATE}["'\`]`);
/** An object keyed by a state abbreviation ("  CA: …" or "CA: …," after a brace or comma). */
const KEYED = new RegExp(`(?:^\\s*|[{,]\\s*)${STATE}\\s*:\\s*[^\\s/]`, "gm");

/** What in `source` is a literal list of states: the offending lines. */
export function stateListsIn(source: string): string[] {
  const lines = source.split("\n");
  const listed = lines.filter((line) => LISTED.test(line));
  const keys = lines.map((line) => (line.match(KEYED) ?? []).length);
  const keyed = lines.filter((_line, index) => (keys[index] ?? 0) > 0);
  return [...listed, ...(keys.reduce((sum, count) => sum + count, 0) >= 2 ? keyed : [])];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === "node_modules" || entry === "test" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry) && !/\.(test|bench)\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe("the state-law matrix", () => {
  it("has a row for each of the 51 jurisdictions", () => {
    expect(Object.keys(stateLawMatrix)).toEqual([...STATE_ABBREVIATIONS]);
    for (const stateId of STATE_ABBREVIATIONS) {
      expect(stateLawMatrix[stateId].stateId).toBe(stateId);
      expect(stateLawMatrix[stateId].execution.stateId).toBe(stateId);
    }
  });

  it("gives every jurisdiction a value and a citation in every dimension (no silent default)", () => {
    const dimensions = cellsOf(stateLawMatrix.CA).map(([key]) => key);
    for (const stateId of STATE_ABBREVIATIONS) {
      const cells = cellsOf(stateLawMatrix[stateId]);
      expect(
        cells.map(([key]) => key),
        stateId,
      ).toEqual(dimensions);
      for (const [key, cell] of cells) {
        const where = `${stateId} ${key}`;
        expect(cell, where).not.toBeNull();
        expect(cell?.value, where).not.toBeUndefined();
        expect(typeof cell?.confirmed, where).toBe("boolean");
        expect(cell?.citation.trim().length ?? 0, where).toBeGreaterThan(6);
      }
    }
  });
});

describe("no list of states outside the matrix", () => {
  it("finds a planted array, Set or state-keyed object, and passes a single state or a matrix lookup", () => {
    expect(stateListsIn(`const X = new Set(["AZ", "CA"]);`)).toHaveLength(1);
    expect(stateListsIn(`conditions: { stateIds: ['NY', 'TX'] }`)).toHaveLength(1);
    expect(stateListsIn(`const T = {\n  AL: "alimony",\n  AK: "maintenance",\n};`)).toHaveLength(2);
    expect(stateListsIn(`const T = { AL: "alimony", AK: "maintenance" };`)).toHaveLength(1);
    expect(stateListsIn(`conditions: { stateIds: ["CA"] }`)).toEqual([]);
    expect(stateListsIn(`if (stateId === "LA") return law.pendingSupportProtected.value;`)).toEqual([]);
    expect(stateListsIn(`const only = { CA: "x" };`)).toEqual([]);
  });

  it("holds in content, agreement, domain and the API (tests and the demo data aside)", () => {
    const offenders = SCANNED.flatMap((folder) => sourceFiles(join(REPOSITORY, folder)))
      .map((path) => relative(REPOSITORY, path).split(sep).join("/"))
      .filter((path) => !NOT_SCANNED.some((skipped) => path.startsWith(skipped)))
      .flatMap((path) =>
        stateListsIn(readFileSync(join(REPOSITORY, path), "utf8")).map((line) => `${path}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("lifestyle clauses follow the matrix", () => {
  it("offers the infidelity payment and prints it only where the state's cell allows it, and there only with both partners represented", () => {
    const option = questions
      .find((question) => question.key === "infidelity")
      ?.options.find((candidate) => candidate.key === "infidelity__yes");
    const clause = clauseTemplates.find((candidate) => candidate.key === "infidelity_payment");
    expect(option && clause).toBeTruthy();
    for (const stateId of STATE_ABBREVIATIONS) {
      const rule = stateLawMatrix[stateId].lifestyleClauses.value;
      expect(isOptionOffered(option as QuestionOption, stateId), stateId).toBe(rule !== "NOT_OFFERED");
      const context = (represented: boolean) => {
        const answers = [
          { questionId: "infidelity", questionOptionIds: ["infidelity__yes"] },
          { questionId: "infidelity_amount", valueTyped: "10000" },
          ...recordedFactAnswers({
            attorneyOnRecord: represented,
            attorneyPlan: "PLATFORM_ATTORNEY",
            disclosure: "COMPLETED",
          }),
        ];
        return { stateId, answersA: answers, answersB: answers };
      };
      expect(evaluateClauseConditions(clause?.conditions ?? null, context(true)), `${stateId} both represented`).toBe(
        rule === "BOTH_REPRESENTED",
      );
      expect(evaluateClauseConditions(clause?.conditions ?? null, context(false)), `${stateId} unrepresented`).toBe(
        false,
      );
    }
    expect(stateLawMatrix.CA.lifestyleClauses.value).toBe("NOT_OFFERED");
  });
});

describe("sharing separate property follows the matrix", () => {
  /** The options that make separate property, or its growth, shared property (the domain's list, which generation reads). */
  const SHARING_OPTIONS: readonly string[] = STATE_LAW_TERM_OPTION_KEYS.sharesSeparateProperty;
  const options = questions.flatMap((question) => question.options);

  it("offers none of those options, and prints none of their clauses, where a premarital agreement may not share separate property (Texas)", () => {
    expect(stateLawMatrix.TX.premaritalConversion.value).toBe(false);
    for (const key of SHARING_OPTIONS) {
      const option = options.find((candidate) => candidate.key === key);
      expect(option, key).toBeTruthy();
      const clauses = clauseTemplates.filter((clause) =>
        [...(clause.conditions.conditions ?? []), ...(clause.conditions.anyOf ?? []).flat()].some((condition) =>
          condition.questionOptionIds?.includes(key),
        ),
      );
      expect(clauses.length, key).toBeGreaterThan(0);
      for (const stateId of STATE_ABBREVIATIONS) {
        const allowed = stateLawMatrix[stateId].premaritalConversion.value;
        expect(isOptionOffered(option as QuestionOption, stateId), `${key} ${stateId}`).toBe(allowed);
        for (const clause of clauses) {
          // A clause that only shares when chosen is excluded where the option is not offered.
          const excluded = (clause.conditions.excludedStateIds ?? []).includes(stateId);
          if (
            !allowed &&
            clause.conditions.conditions?.some((condition) =>
              condition.questionOptionIds?.every((id) => SHARING_OPTIONS.includes(id)),
            )
          )
            expect(excluded, `${clause.key} ${stateId}`).toBe(true);
        }
      }
    }
  });
});

describe("the options generation judges against the matrix", () => {
  it("all exist in the questionnaire", () => {
    const keys = new Set(questions.flatMap((question) => question.options.map((option) => option.key)));
    for (const key of Object.values(STATE_LAW_TERM_OPTION_KEYS).flat()) expect(keys.has(key), key).toBe(true);
  });
});

describe("the review period and the value basis follow the matrix", () => {
  it("gives California's seven days and Minnesota's basis rule, sourced, and no other state either", () => {
    expect(stateLawMatrix.CA.execution.finalAgreementReviewDays).toMatchObject({
      value: 7,
      confirmed: true,
      citation: expect.stringMatching(/§ 1615\(c\)/) as string,
    });
    expect(stateLawMatrix.MN.valueBasisRequired).toMatchObject({
      value: true,
      confirmed: true,
      citation: expect.stringMatching(/§ 519\.11, subd\. 1b\(a\)/) as string,
    });
    expect(
      STATE_ABBREVIATIONS.filter((stateId) => stateLawMatrix[stateId].execution.finalAgreementReviewDays.value > 0),
    ).toEqual(["CA"]);
    expect(STATE_ABBREVIATIONS.filter((stateId) => stateLawMatrix[stateId].valueBasisRequired.value)).toEqual(["MN"]);
    expect([
      finalReviewDaysFor("ca", "PRENUP"),
      finalReviewDaysFor("NY", "PRENUP"),
      finalReviewDaysFor(null, "PRENUP"),
    ]).toEqual([7, 0, 0]);
    // A postnup is made during the marriage: California's seven days (a premarital rule) and the wedding cutoff do not apply.
    expect(finalReviewDaysFor("CA", "POSTNUP")).toBe(0);
    expect([signingDeadlineFor("MN", "PRENUP"), signingDeadlineFor("MN", "POSTNUP")]).toEqual([
      "SEVEN_DAYS_BEFORE_MARRIAGE",
      null,
    ]);
    expect(valueBasisRuleFor("MN")).toEqual({ required: true, stateName: "Minnesota" });
    expect(valueBasisRuleFor("WI")).toEqual({ required: false, stateName: "Wisconsin" });
    expect(valueBasisRuleFor(undefined)).toEqual({ required: false, stateName: null });
  });
});
