import { finalText, type TrackedClause, type TrackedPart, type TrackedSection } from "@prenup/ui/redline";

/**
 * The sections and clauses whose text as it reads now (title, heading or text) holds `query`, in
 * any case, in reading order (by id). What is deleted is not searched.
 */
export function searchMatches(sections: readonly TrackedSection[], query: string): string[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const holds = (...texts: readonly (readonly TrackedPart[])[]) =>
    texts.some((parts) => finalText(parts).toLowerCase().includes(wanted));
  const out: string[] = [];
  const walk = (clauses: readonly TrackedClause[]) => {
    for (const clause of clauses) {
      if (clause.status === "deleted") continue;
      if (holds(clause.title, clause.text)) out.push(clause.id);
      walk(clause.children);
    }
  };
  for (const section of sections) {
    if (section.status === "deleted") continue;
    if (holds(section.title, section.text)) out.push(section.id);
    walk(section.clauses);
  }
  return out;
}
