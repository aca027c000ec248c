import { articleNumbers, clauseListStyle, labelClauses, type Labelled } from "@prenup/agreement/numbering";
import type { VersionClause, VersionSection } from "@prenup/ui/redline";

/** The agreement's numbers as it prints them: each article's number and each clause's label, by id. */
export type Numbering = {
  article: ReadonlyMap<string, number | null>;
  label: ReadonlyMap<string, string | null>;
};

/** The numbering of the agreement as the drafts make it, by the renderer's own rules (`@prenup/agreement/numbering`). */
export function numberingOf(sections: readonly VersionSection[]): Numbering {
  const numbers = articleNumbers(sections);
  const article = new Map<string, number | null>();
  const label = new Map<string, string | null>();
  const walk = (items: readonly Labelled<VersionClause>[]) => {
    for (const item of items) {
      label.set(item.clause.id, item.label);
      walk(item.children);
    }
  };
  sections.forEach((section, index) => {
    const number = numbers[index] ?? null;
    article.set(section.id, number);
    walk(labelClauses(section.clauses, clauseListStyle(section), number));
  });
  return { article, label };
}
