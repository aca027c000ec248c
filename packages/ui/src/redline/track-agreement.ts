import type { ListStyle, TextStyle } from "@prenup/domain";
import { changesOf, mergeOrder, trackChanges, type ChangeMark, type TrackedPart } from "./track-changes.ts";

/**
 * The agreement's tracked changes over its versions: every section and clause any version has, in
 * the last version's order (what is gone stays where it was), each with its title's and text's
 * insertions and deletions and who made them. Sections and clauses are matched on their id (the
 * history keeps a section's and a clause's id from its generation on).
 */

export type VersionClause = {
  id: string;
  key: string | null;
  title: string | null;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  children: readonly VersionClause[];
};

export type VersionSection = {
  id: string;
  key: string | null;
  title: string;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  isSeparatePage: boolean;
  clauses: readonly VersionClause[];
};

/** One version of the agreement and who made it (null for the first: the text the changes are counted from). */
export type AgreementVersion = { sections: readonly VersionSection[]; change: ChangeMark | null };

/**
 * - same: in every version, word for word;
 * - inserted: not in the first version (added by `changes`);
 * - deleted: not in the last version;
 * - changed: in both, its title or text changed.
 */
export type TrackedStatus = "same" | "inserted" | "deleted" | "changed";

type TrackedNode = {
  id: string;
  status: TrackedStatus;
  title: TrackedPart[];
  text: TrackedPart[];
  /** Who changed its title or text (or added or removed it), oldest first. */
  changes: ChangeMark[];
};
export type TrackedClause = TrackedNode & {
  /** The clause as the last version that has it holds it. */
  clause: VersionClause;
  children: TrackedClause[];
};
export type TrackedSection = TrackedNode & {
  /** The section as the last version that has it holds it. */
  section: VersionSection;
  clauses: TrackedClause[];
};

function statusOf(first: unknown, last: unknown, title: TrackedPart[], text: TrackedPart[]): TrackedStatus {
  if (!first) return "inserted";
  if (!last) return "deleted";
  return [...title, ...text].some((part) => part.kind !== "same") ? "changed" : "same";
}

/** The node in each version (null where a version does not have it), matched by id; the order across versions. */
function alignNodes<T extends { id: string }>(
  lists: readonly (readonly T[])[],
): { order: string[]; states: Map<string, (T | null)[]> } {
  const states = new Map<string, (T | null)[]>();
  let order: string[] = [];
  lists.forEach((list, index) => {
    order =
      index === 0
        ? list.map((node) => node.id)
        : mergeOrder(
            order,
            list.map((node) => node.id),
          );
    for (const node of list) {
      const row = states.get(node.id) ?? lists.map(() => null);
      row[index] = node;
      states.set(node.id, row);
    }
  });
  return { order, states };
}

function lastOf<T>(states: readonly (T | null)[]): T | null {
  for (let index = states.length - 1; index >= 0; index -= 1) if (states[index]) return states[index]!;
  return null;
}

function trackTexts<T>(
  states: readonly (T | null)[],
  marks: readonly (ChangeMark | null)[],
  read: (node: T) => string,
) {
  return trackChanges(states.map((node, index) => ({ text: node ? read(node) : null, change: marks[index] ?? null })));
}

function trackClauses(
  lists: readonly (readonly VersionClause[])[],
  marks: readonly (ChangeMark | null)[],
): TrackedClause[] {
  const { order, states } = alignNodes(lists);
  return order.flatMap((id): TrackedClause[] => {
    const row = states.get(id)!;
    const clause = lastOf(row);
    if (!clause || (!row[0] && !row.at(-1))) return [];
    const title = trackTexts(row, marks, (node) => node.title ?? "");
    const text = trackTexts(row, marks, (node) => node.text);
    return [
      {
        id,
        status: statusOf(row[0], row.at(-1), title, text),
        title,
        text,
        changes: changesOf(title, text),
        clause,
        children: trackClauses(
          row.map((node) => node?.children ?? []),
          marks,
        ),
      },
    ];
  });
}

/** The tracked changes of the agreement over `versions`, oldest first (see the top of this file). */
export function trackAgreement(versions: readonly AgreementVersion[]): TrackedSection[] {
  const marks = versions.map((version) => version.change);
  const { order, states } = alignNodes(versions.map((version) => version.sections));
  return order.flatMap((id): TrackedSection[] => {
    const row = states.get(id)!;
    const section = lastOf(row);
    // Added by one version and removed by a later one: nothing to show.
    if (!section || (!row[0] && !row.at(-1))) return [];
    const title = trackTexts(row, marks, (node) => node.title);
    const text = trackTexts(row, marks, (node) => node.text);
    return [
      {
        id,
        status: statusOf(row[0], row.at(-1), title, text),
        title,
        text,
        changes: changesOf(title, text),
        section,
        clauses: trackClauses(
          row.map((node) => node?.clauses ?? []),
          marks,
        ),
      },
    ];
  });
}

/** Whether anything in the clause or under it changed. */
export function clauseChanged(clause: TrackedClause): boolean {
  return clause.status !== "same" || clause.children.some(clauseChanged);
}

/** Whether anything in the section changed (its title, text or any clause). */
export function sectionChanged(section: TrackedSection): boolean {
  return section.status !== "same" || section.clauses.some(clauseChanged);
}

type Keyed = { id: string; key: string | null };

/** Each node's key path within its list ("parent/child"), for nodes that have keys all the way up. */
function keyPaths<T extends Keyed>(nodes: readonly T[], childrenOf: (node: T) => readonly T[], prefix = "") {
  const out = new Map<string, string>();
  for (const node of nodes) {
    if (node.key === null) continue;
    const path = `${prefix}${node.key}`;
    out.set(path, node.id);
    for (const [childPath, childId] of keyPaths(childrenOf(node), childrenOf, `${path}/`)) out.set(childPath, childId);
  }
  return out;
}

/**
 * `before` with its sections' and clauses' ids replaced by those of `after`'s that came from the
 * same template (same key, and within the same section and parent): a regeneration gives the
 * sections and clauses new ids, so two versions on either side of one match on the template.
 */
export function alignIds(before: readonly VersionSection[], after: readonly VersionSection[]): VersionSection[] {
  const sectionIds = new Map(after.flatMap((section) => (section.key === null ? [] : [[section.key, section]])));
  return before.map((section) => {
    const match = section.key === null ? undefined : sectionIds.get(section.key);
    if (!match) return section;
    const paths = keyPaths(match.clauses, (clause) => clause.children);
    const rename = (clauses: readonly VersionClause[], prefix: string): VersionClause[] =>
      clauses.map((clause) => {
        const path = clause.key === null ? null : `${prefix}${clause.key}`;
        return {
          ...clause,
          id: (path && paths.get(path)) ?? clause.id,
          children: path ? rename(clause.children, `${path}/`) : clause.children,
        };
      });
    return { ...section, id: match.id, clauses: rename(section.clauses, "") };
  });
}
