/**
 * Every conditional text of the customer app's *-texts.ts files, rendered in each of its variants,
 * reads as a sentence: no word doubled ("when you your", "by an attorney by"), no empty or
 * unfilled placeholder ("undefined", "null", "NaN", "[object Object]", "()", “”), no doubled
 * space or space before punctuation.
 */
import { describe, expect, it } from "vitest";
import {
  reviewWaitText,
  changeSummary,
  historyEntryText,
  agreementTextLinkLabel,
} from "./features/documents/documents-texts.ts";
import { signerText } from "./features/notarization/notarization-texts.ts";
import { SIMULATION_NOTES } from "@prenup/domain";
import { noteText, supportText, yearLabel, type SupportFigures } from "@prenup/ui/outcome-simulation";

// The outcome simulator's panel is shared with the attorney portal (packages/ui); this app shows its texts too.
const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*-texts.ts", "../../../packages/ui/src/outcome-simulation/*-texts.ts"],
  { eager: true },
);

/**
 * What reads badly in a rendered text; null when nothing does. `typed: false` for a text rendered
 * with arguments of guessed types, where an "undefined" may be the guess's and not the text's.
 */
function textProblem(text: string, options: { typed: boolean } = { typed: true }): string | null {
  const doubled = /\b([a-z]+)\s+\1\b/i.exec(text);
  if (doubled) return `doubled word “${doubled[1]}”`;
  const empty = (
    options.typed ? /\b(undefined|null|NaN)\b|\[object Object\]|\(\s*\)|“\s*”|"\s*"/ : /\(\s*\)|“\s*”|"\s*"/
  ).exec(text);
  if (empty) return `empty placeholder “${empty[0]}”`;
  if (/ {2}/.test(text)) return "doubled space";
  if (/\s[.,;:!?]/.test(text)) return "space before punctuation";
  return null;
}

/** Arguments each parameter position is tried with: names, numbers, service types, dates, choices. */
const VALUES: readonly unknown[] = ["Jordan", 1, 3, "REPRESENTATION", "Q_A", "2026-11-25T12:00:00.000Z", true, false];
const OTHER_NAMES = ["Avery", "Casey"];

/** Every combination of VALUES for `arity` parameters (positions after the first get distinct names). */
function argumentSets(arity: number): unknown[][] {
  let sets: unknown[][] = [[]];
  for (let position = 0; position < arity; position += 1) {
    const values = VALUES.map((value) =>
      value === "Jordan" && position > 0 ? OTHER_NAMES[(position - 1) % OTHER_NAMES.length] : value,
    );
    sets = sets.flatMap((set) => values.map((value) => [...set, value]));
  }
  return sets;
}

/** Every text an export renders: strings as they are, objects walked, functions called with each argument set they accept. */
function rendered(value: unknown, path: string, out: { path: string; text: string }[]): void {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => rendered(item, `${path}[${index}]`, out));
  else if (typeof value === "function") {
    for (const args of argumentSets(Math.min(value.length, 3))) {
      let result: unknown;
      try {
        result = (value as (...args: unknown[]) => unknown)(...args);
      } catch {
        continue; // a type the function does not take
      }
      if (typeof result === "string")
        out.push({ path: `${path}(${args.map((arg) => JSON.stringify(arg)).join(", ")})`, text: result });
    }
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) rendered(item, `${path}.${key}`, out);
  }
}

describe("the customer app's texts", () => {
  it("finds the text files", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(6);
  });

  it("the checker catches what reads badly", () => {
    expect(textProblem("The 7 days start when you your attorneys approve it.")).toBeNull();
    expect(textProblem("changed by an attorney by Morgan Ellis")).toBeNull();
    expect(textProblem("Hi the the partner")).toMatch(/doubled word/);
    expect(textProblem("Hi undefined, welcome")).toMatch(/empty placeholder/);
    expect(textProblem("Chat with ()")).toMatch(/empty placeholder/);
    expect(textProblem("Pay  $10")).toBe("doubled space");
  });

  it.each(Object.entries(modules))("%s reads well in every variant", (file, exports) => {
    const texts: { path: string; text: string }[] = [];
    for (const [name, value] of Object.entries(exports)) rendered(value, name, texts);
    expect(texts.length).toBeGreaterThan(0);
    const problems = texts.flatMap(({ path, text }) => {
      const problem = textProblem(text, { typed: !path.includes("(") });
      return problem ? [`${file} ${path}: ${problem} in “${text}”`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("the structured texts read well in each of their variants", () => {
    const texts: string[] = [];
    for (const startsAt of ["REVIEW", "FINALIZATION"] as const) {
      texts.push(reviewWaitText({ days: 7, startsAt, mustWait: false, waitUntil: null }, "California"));
      texts.push(
        reviewWaitText({ days: 7, startsAt, mustWait: true, waitUntil: "2026-12-02T12:00:00.000Z" }, "California"),
      );
    }
    expect(texts).toContain(
      "California requires 7 days between receiving the final agreement and signing it. The 7 days start when the attorneys have approved it and it is finalized.",
    );
    for (const author of [null, { name: "Morgan Ellis" }])
      for (const kind of ["GENERATION", "ATTORNEY_COMMIT"] as const) texts.push(historyEntryText({ kind, author }));
    texts.push(agreementTextLinkLabel(true), agreementTextLinkLabel(false));
    for (const me of ["A", "B", null] as const)
      for (const role of ["USER_A", "USER_B", "ATTORNEY_A", "ATTORNEY_B"] as const)
        for (const name of [null, "Morgan Ellis"])
          for (const A of [null, "Alex"]) texts.push(signerText({ role, name }, { me, A, B: "Jordan" }));
    const none = { questions: [], disclosure: false, names: false };
    const some = { questions: [{ title: "Pets" }, { title: "Home" }], disclosure: true, names: true };
    for (const userA of [none, some, { ...none, questions: [{ title: "Pets" }] }])
      for (const made of [true, false])
        texts.push(
          ...changeSummary(
            {
              changes: { userA, userB: some },
              userAMadeChanges: made,
              userBMadeChanges: true,
            } as unknown as Parameters<typeof changeSummary>[0],
            { A: "Alex", B: "Jordan" },
          ),
        );
    expect(texts.map((text) => [text, textProblem(text)]).filter(([, problem]) => problem !== null)).toEqual([]);
  });

  it("the outcome simulator's notes, support sentences and years read well in each variant", () => {
    const texts: string[] = [];
    for (const note of SIMULATION_NOTES)
      for (const range of [null, { lowPercent: 40, highPercent: 60 }]) texts.push(noteText(note, range));
    const supports: SupportFigures[] = [
      { kind: "STATE_LAW", role: null, monthlyCents: null, months: null, lumpSumCents: null, upTo: false },
      { kind: "WAIVED", role: "NONE", monthlyCents: 0, months: 0, lumpSumCents: 0, upTo: false },
    ];
    for (const role of ["RECEIVES", "PAYS", "NONE"] as const) {
      supports.push({ kind: "AGREED", role, monthlyCents: 400_000, months: 36, lumpSumCents: null, upTo: true });
      supports.push({ kind: "AGREED", role, monthlyCents: null, months: 1, lumpSumCents: null, upTo: false });
      supports.push({ kind: "AGREED", role, monthlyCents: null, months: null, lumpSumCents: 7_000_000, upTo: false });
    }
    texts.push(...supports.map((support) => supportText(support)), yearLabel(1), yearLabel(12));
    expect(texts).toContain("Receives at most $4,000 a month for at most 36 months");
    expect(texts).toContain("Pays a one-time payment of $70,000");
    expect(texts).toContain("Decided by a court under state law");
    expect(texts.map((text) => [text, textProblem(text)]).filter(([, problem]) => problem !== null)).toEqual([]);
  });
});
