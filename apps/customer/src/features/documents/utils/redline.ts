import { diffWords } from "diff";
import type { AgreementClause, AgreementSection } from "@prenup/api-client";

/**
 * The redline between two versions of the agreement: articles and clauses matched by the template
 * key they came from (then by position), each marked added, removed, changed or unchanged, with a
 * word-by-word diff of what changed. Only what changed is kept.
 */
export type RedlinePart = { value: string; added: boolean; removed: boolean };
export type RedlineClause = {
  key: string;
  status: "added" | "removed" | "changed";
  title: string | null;
  parts: RedlinePart[];
};
export type RedlineSection = {
  key: string;
  title: string;
  status: "added" | "removed" | "changed";
  clauses: RedlineClause[];
};

type FlatClause = { key: string; title: string | null; text: string };

function flatten(clauses: readonly AgreementClause[], prefix = ""): FlatClause[] {
  return clauses.flatMap((clause, index) => {
    const key = `${prefix}${clause.key ?? `#${index}`}`;
    return [{ key, title: clause.title, text: clause.text }, ...flatten(clause.children, `${key}/`)];
  });
}

const words = (before: string, after: string): RedlinePart[] =>
  diffWords(before, after).map((part) => ({
    value: part.value,
    added: Boolean(part.added),
    removed: Boolean(part.removed),
  }));

export function redline(before: readonly AgreementSection[], after: readonly AgreementSection[]): RedlineSection[] {
  const keyOf = (section: AgreementSection, index: number) => section.key ?? `#${index}`;
  const beforeByKey = new Map(before.map((section, index) => [keyOf(section, index), section]));
  const afterByKey = new Map(after.map((section, index) => [keyOf(section, index), section]));
  const order = [...after.map(keyOf), ...before.map(keyOf).filter((key) => !afterByKey.has(key))];
  const out: RedlineSection[] = [];
  for (const key of order) {
    const old = beforeByKey.get(key);
    const now = afterByKey.get(key);
    const oldClauses = new Map(flatten(old?.clauses ?? []).map((clause) => [clause.key, clause]));
    const newClauses = flatten(now?.clauses ?? []);
    const newKeys = new Set(newClauses.map((clause) => clause.key));
    const clauses: RedlineClause[] = [];
    for (const clause of newClauses) {
      const previous = oldClauses.get(clause.key);
      if (!previous)
        clauses.push({
          key: clause.key,
          status: "added",
          title: clause.title,
          parts: [{ value: clause.text, added: true, removed: false }],
        });
      else if (previous.text !== clause.text || previous.title !== clause.title)
        clauses.push({
          key: clause.key,
          status: "changed",
          title: clause.title,
          parts: words(previous.text, clause.text),
        });
    }
    for (const [clauseKey, clause] of oldClauses) {
      if (!newKeys.has(clauseKey))
        clauses.push({
          key: clauseKey,
          status: "removed",
          title: clause.title,
          parts: [{ value: clause.text, added: false, removed: true }],
        });
    }
    const titleChanged = old && now && old.title !== now.title;
    if (clauses.length === 0 && !titleChanged && old && now) continue;
    out.push({
      key,
      title: now?.title ?? old?.title ?? key,
      status: !old ? "added" : !now ? "removed" : "changed",
      clauses,
    });
  }
  return out;
}
