import { describe, expect, it } from "vitest";
import type { ListStyle } from "@prenup/domain";
import { articleHeading, articleNumbers, labelClauses, listLabel, toLetters, toRoman } from "./numbering.ts";

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
