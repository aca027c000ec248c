import type { ListStyle } from "@prenup/domain";
import { headingCase } from "./render/heading-case.ts";
import { SEPARATE_WRITING_SECTION_KEYS } from "./separate-writings.ts";

export { headingCase };

/**
 * How the agreement numbers and heads its articles and clauses, as the PDF and DOCX print them.
 * Pure and free of the renderers' libraries: the model builder, the renderers and the editor
 * screen (`@prenup/agreement/numbering`) share it.
 */

/**
 * Sections the layout draws itself, by template key (the document keeps the key of the template
 * each section came from). Everything else is printed as written.
 * - caption: the title block and the opening paragraph;
 * - signatures: the parties' and witnesses' lines come from the execution formalities (its other
 *   clauses — the introduction, attorney certifications — print as written);
 * - acknowledgements: the notary certificates come from the formalities (other clauses print);
 * - the separate writings (California's explanation and waiver of counsel): documents of their own
 *   (`AgreementModel.separateWritings`), not pages of the agreement;
 * - schedule_a / schedule_b: the disclosure as tables (the section's text is the introduction).
 */
export const LAYOUT_SECTION_KEYS = {
  caption: "caption",
  signatures: "signatures",
  acknowledgements: "acknowledgements",
  scheduleA: "schedule_a",
  scheduleB: "schedule_b",
} as const;
const LAYOUT_KEYS: ReadonlySet<string> = new Set(Object.values(LAYOUT_SECTION_KEYS));

const ROMAN: [number, string][] = [
  [1000, "M"],
  [900, "CM"],
  [500, "D"],
  [400, "CD"],
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

export function toRoman(value: number): string {
  let rest = value;
  let out = "";
  for (const [amount, numeral] of ROMAN) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}

/** A, B, … Z, AA, AB … */
export function toLetters(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The label of the item at `index` of a list in `style`; numeric items of an article carry its number ("3.2"). */
export function listLabel(style: ListStyle, index: number, articleNumber: number | null): string | null {
  switch (style) {
    case "NUMERIC":
      return articleNumber === null ? `${index + 1}.` : `${articleNumber}.${index + 1}`;
    case "ALPHA_UPPER":
      return `${toLetters(index)}.`;
    case "ALPHA_LOWER":
      return `(${toLetters(index).toLowerCase()})`;
    case "ROMAN_UPPER":
      return `${toRoman(index + 1)}.`;
    case "ROMAN_LOWER":
      return `(${toRoman(index + 1).toLowerCase()})`;
    default:
      return null;
  }
}

/** A clause with its label, its sub-clauses labelled under it. */
export type Labelled<T> = { clause: T; label: string | null; children: Labelled<T>[] };

/**
 * The labels of a list of clauses and of their sub-clauses: each list is numbered in the style of
 * what holds it (the section's list style for its clauses, a clause's own for its sub-clauses), and
 * the clauses of a numbered article carry its number ("3.2").
 */
export function labelClauses<T extends { listStyle: ListStyle; children: readonly T[] }>(
  clauses: readonly T[],
  style: ListStyle,
  articleNumber: number | null,
): Labelled<T>[] {
  return clauses.map((clause, index) => ({
    clause,
    label: listLabel(style, index, articleNumber),
    children: labelClauses(clause.children, clause.listStyle, null),
  }));
}

/** The style a section's own clauses are numbered in: the signature and acknowledgment pages print theirs unnumbered. */
export function clauseListStyle(section: { key: string | null; listStyle: ListStyle }): ListStyle {
  return section.key === LAYOUT_SECTION_KEYS.signatures || section.key === LAYOUT_SECTION_KEYS.acknowledgements
    ? "NONE"
    : section.listStyle;
}

type NumberedSection = { key: string | null; listStyle: ListStyle; isSeparatePage: boolean };

/**
 * Each section's article number, in order: the sections printed as articles whose clauses are
 * numbered 1, 2, 3… count 1, 2, 3…; a page of its own, a section the layout draws and a separate
 * writing have none (null).
 */
export function articleNumbers(sections: readonly NumberedSection[]): (number | null)[] {
  let count = 0;
  return sections.map((section) => {
    const key = section.key ?? "";
    if (LAYOUT_KEYS.has(key) || SEPARATE_WRITING_SECTION_KEYS.has(key) || section.isSeparatePage) return null;
    if (section.listStyle !== "NUMERIC") return null;
    count += 1;
    return count;
  });
}

/** An article's heading as printed: "ARTICLE 3. SEPARATE PROPERTY", or the heading alone when unnumbered. */
export function articleHeading(heading: string, number: number | null): string {
  return number === null ? headingCase(heading) : `ARTICLE ${number}. ${headingCase(heading)}`;
}

/** A clause of the agreement as an amendment names it: its full label ("3.2", "3.2(a)"), title and text. */
export type AmendableClause = { label: string; title: string | null; text: string };

/** A sub-clause's full label: its parent's, then its own ("3.2" and "(a)" → "3.2(a)"; "1." → "3.2.1"). */
const fullLabel = (parent: string, own: string) =>
  own.startsWith("(") ? `${parent}${own}` : `${parent}.${own.replace(/\.$/, "")}`;

/**
 * The clauses an amendment can name, in the order the agreement prints them: every labelled clause
 * of a numbered article, sub-clauses by their full label. Unnumbered sections, the layout's pages and
 * the separate writings have no label to name a clause by.
 */
export function amendableClauses<
  C extends { title: string | null; text: string; listStyle: ListStyle; children: readonly C[] },
>(sections: readonly (NumberedSection & { clauses: readonly C[] })[]): AmendableClause[] {
  const numbers = articleNumbers(sections);
  const found: AmendableClause[] = [];
  const walk = (items: readonly Labelled<C>[], parent: string | null) => {
    for (const item of items) {
      if (item.label === null) continue;
      const label = parent === null ? item.label.replace(/\.$/, "") : fullLabel(parent, item.label);
      found.push({ label, title: item.clause.title, text: item.clause.text });
      walk(item.children, label);
    }
  };
  sections.forEach((section, index) => {
    const number = numbers[index] ?? null;
    if (number !== null) walk(labelClauses(section.clauses, clauseListStyle(section), number), null);
  });
  return found;
}
