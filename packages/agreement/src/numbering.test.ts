import { describe, expect, it } from "vitest";
import type { ListStyle } from "@prenup/domain";
import {
  amendableClauses,
  articleHeading,
  articleNumbers,
  labelClauses,
  listLabel,
  toLetters,
  toRoman,
} from "./numbering.ts";

describe("list labels", () => {
  it("number, letter and count in Roman numerals as the template's list styles say", () => {
    expect(listLabel("NUMERIC", 1, 4)).toBe("4.2");
    expect(listLabel("NUMERIC", 1, null)).toBe("2.");
    expect(listLabel("ALPHA_UPPER", 0, 3)).toBe("A.");
    expect(listLabel("ALPHA_LOWER", 27, null)).toBe("(ab)");
    expect(listLabel("ROMAN_UPPER", 3, null)).toBe("IV.");
    expect(listLabel("ROMAN_LOWER", 8, null)).toBe("(ix)");
    expect(listLabel("NONE", 0, 1)).toBeNull();
    expect(toRoman(1994)).toBe("MCMXCIV");
    expect(toLetters(25)).toBe("Z");
  });

  it("label each list in the style of what holds it: the section's for its clauses, a clause's own for its sub-clauses", () => {
    type Clause = { name: string; listStyle: ListStyle; children: Clause[] };
    const clause = (name: string, listStyle: ListStyle, children: Clause[] = []): Clause => ({
      name,
      listStyle,
      children,
    });
    const labelled = labelClauses(
      [clause("first", "ALPHA_LOWER", [clause("a", "NONE"), clause("b", "NUMERIC")]), clause("second", "ROMAN_LOWER")],
      "NUMERIC",
      3,
    );
    const flat = (items: typeof labelled): string[] =>
      items.flatMap((item) => [`${item.clause.name} ${item.label}`, ...flat(item.children)]);
    expect(flat(labelled)).toEqual(["first 3.1", "a (a)", "b (b)", "second 3.2"]);
  });
});

describe("articles", () => {
  it("number the sections printed as numbered articles only, and head them as printed", () => {
    const section = (key: string | null, listStyle: ListStyle, isSeparatePage = false) => ({
      key,
      listStyle,
      isSeparatePage,
    });
    expect(
      articleNumbers([
        section("caption", "NUMERIC"),
        section("recitals", "ALPHA_UPPER"),
        section("separate_property", "NUMERIC"),
        section(null, "NUMERIC"),
        section("exhibit", "NUMERIC", true),
        section("california_explanation", "NUMERIC"),
        section("signatures", "NUMERIC"),
        section("debts", "NUMERIC"),
      ]),
    ).toEqual([null, null, 1, 2, null, null, null, 3]);
    expect(articleHeading("Separate Property", 3)).toBe("ARTICLE 3. SEPARATE PROPERTY");
    expect(articleHeading("Recitals", null)).toBe("RECITALS");
  });
});

describe("the clauses an amendment can name", () => {
  type Clause = { title: string | null; text: string; listStyle: ListStyle; children: Clause[] };
  const clause = (text: string, listStyle: ListStyle = "NONE", children: Clause[] = []): Clause => ({
    title: null,
    text,
    listStyle,
    children,
  });
  const section = (key: string | null, listStyle: ListStyle, clauses: Clause[], isSeparatePage = false) => ({
    key,
    listStyle,
    isSeparatePage,
    clauses,
  });

  it("name each clause of a numbered article by its printed label, sub-clauses after their parent's", () => {
    const found = amendableClauses([
      section("caption", "NUMERIC", [clause("This agreement is made…")]),
      section("recitals", "NONE", [clause("The parties intend to marry.")]),
      section("property", "NUMERIC", [
        clause("Separate property stays separate.", "ALPHA_LOWER", [
          clause("Gifts.", "ROMAN_LOWER", [clause("Heirlooms.")]),
          clause("Inheritances."),
        ]),
        clause("Marital property is shared."),
      ]),
      section("support", "NUMERIC", [clause("No support.", "NUMERIC", [clause("Unless a child is born.")])]),
      section("schedule_a", "NUMERIC", [clause("Assets of Party A.")]),
    ]);
    expect(found.map(({ label, text }) => [label, text])).toEqual([
      ["1.1", "Separate property stays separate."],
      ["1.1(a)", "Gifts."],
      ["1.1(a)(i)", "Heirlooms."],
      ["1.1(b)", "Inheritances."],
      ["1.2", "Marital property is shared."],
      ["2.1", "No support."],
      ["2.1.1", "Unless a child is born."],
    ]);
  });
});
