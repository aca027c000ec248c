import { diffWordsWithSpace } from "diff";

/**
 * Tracked changes, as a word processor shows them: a text's insertions and deletions against its
 * first version, word by word, each with the version that made it (who, when). Pure.
 */

/** Who made a change and when: a commit (its author, time and summary) or the editor's draft (not committed). */
export type ChangeMark = {
  author: string;
  /** When it was committed (ISO 8601); null for a draft. */
  at: string | null;
  /** Saved as a draft, not committed yet. */
  draft: boolean;
  /** The commit's summary, when it has one. */
  summary: string | null;
};

export type TrackedPart = {
  value: string;
  kind: "same" | "inserted" | "deleted";
  /** The version that inserted or deleted it (null for text as it was first). */
  change: ChangeMark | null;
};

/** A text in one version; null where the text (its section or clause) is not part of that version. */
export type TextVersion = { text: string | null; change: ChangeMark | null };

const sameMark = (a: ChangeMark | null, b: ChangeMark | null) =>
  a === b || (a !== null && b !== null && a.author === b.author && a.at === b.at && a.draft === b.draft);

/** Neighbours of the same kind and change become one part. */
function joined(parts: readonly TrackedPart[]): TrackedPart[] {
  const out: TrackedPart[] = [];
  for (const part of parts) {
    if (part.value === "") continue;
    const last = out.at(-1);
    if (last && last.kind === part.kind && sameMark(last.change, part.change))
      out[out.length - 1] = { ...last, value: last.value + part.value };
    else out.push(part);
  }
  return out;
}

type Piece = { value: string; added: boolean; removed: boolean };

/**
 * The word diff read as a person reads a change: a run of changed words broken only by spaces is
 * one deletion and one insertion ("Analytics" → "Data Studio", not "Data", a kept space, then
 * "Studio "). The spaces inside such a run count as deleted and inserted; a run that only adds (or
 * only removes) keeps its pieces as they are.
 */
function wholeChanges(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  let run: Piece[] = [];
  const flush = () => {
    // Spaces kept at the end of a run are not part of it.
    const trailing: Piece[] = [];
    while (run.length > 0 && !run.at(-1)!.added && !run.at(-1)!.removed) trailing.unshift(run.pop()!);
    let removed = run
      .filter((piece) => !piece.added)
      .map((piece) => piece.value)
      .join("");
    let added = run
      .filter((piece) => !piece.removed)
      .map((piece) => piece.value)
      .join("");
    if (run.some((piece) => piece.removed) && run.some((piece) => piece.added)) {
      // A space both end with is kept, not deleted and inserted again.
      let kept = "";
      while (removed.length > 1 && added.length > 1 && /\s$/.test(removed) && removed.at(-1) === added.at(-1)) {
        kept = removed.at(-1)! + kept;
        removed = removed.slice(0, -1);
        added = added.slice(0, -1);
      }
      out.push({ value: removed, added: false, removed: true }, { value: added, added: true, removed: false });
      if (kept) trailing.unshift({ value: kept, added: false, removed: false });
    } else out.push(...run);
    out.push(...trailing);
    run = [];
  };
  for (const piece of pieces) {
    const changed = piece.added || piece.removed;
    if (changed || (run.length > 0 && /^\s+$/.test(piece.value))) run.push(piece);
    else {
      flush();
      out.push(piece);
    }
  }
  flush();
  return out;
}

/**
 * The parts after one more version: the visible text (what is not deleted) diffed with the new text.
 * Kept text keeps its mark; removed original text becomes a deletion by `change`; removed text an
 * earlier version inserted is gone (it was never in the first version, and is not in this one);
 * added text is an insertion by `change`. Deletions stay where they were.
 */
function applyVersion(parts: readonly TrackedPart[], text: string, change: ChangeMark | null): TrackedPart[] {
  const visible = parts
    .filter((part) => part.kind !== "deleted")
    .map((part) => part.value)
    .join("");
  if (visible === text) return [...parts];
  const out: TrackedPart[] = [];
  let index = 0;
  let offset = 0;
  // Walks `length` characters of the visible text, handing each visible piece to `take` and
  // keeping the deletions met on the way.
  const walk = (length: number, take: (piece: TrackedPart) => void) => {
    let rest = length;
    while (rest > 0 && index < parts.length) {
      const part = parts[index]!;
      if (part.kind === "deleted") {
        out.push(part);
        index += 1;
        continue;
      }
      const size = Math.min(part.value.length - offset, rest);
      take({ ...part, value: part.value.slice(offset, offset + size) });
      offset += size;
      rest -= size;
      if (offset === part.value.length) {
        index += 1;
        offset = 0;
      }
    }
  };
  for (const piece of wholeChanges(diffWordsWithSpace(visible, text))) {
    if (piece.added) out.push({ value: piece.value, kind: "inserted", change });
    else if (piece.removed)
      walk(piece.value.length, (gone) => {
        if (gone.kind === "same") out.push({ ...gone, kind: "deleted", change });
      });
    else walk(piece.value.length, (kept) => out.push(kept));
  }
  out.push(...parts.slice(index));
  return out;
}

/**
 * A text's tracked changes over its versions, oldest first: the first version is the text as it
 * was (a null text: it did not exist yet), and each later one adds its insertions and deletions.
 * The parts not deleted read as the last version; the parts not inserted read as the first.
 */
export function trackChanges(versions: readonly TextVersion[]): TrackedPart[] {
  const [first, ...later] = versions;
  let parts: TrackedPart[] = first?.text ? [{ value: first.text, kind: "same", change: null }] : [];
  for (const version of later) parts = applyVersion(parts, version.text ?? "", version.change);
  return joined(parts);
}

/** The text the parts read as now (insertions in, deletions out). */
export function finalText(parts: readonly TrackedPart[]): string {
  return parts
    .filter((part) => part.kind !== "deleted")
    .map((part) => part.value)
    .join("");
}

/** The distinct changes among the parts, in the order they were made (committed ones by time, then the draft). */
export function changesOf(...lists: readonly (readonly TrackedPart[])[]): ChangeMark[] {
  const out: ChangeMark[] = [];
  for (const part of lists.flat())
    if (part.change && part.kind !== "same" && !out.some((known) => sameMark(known, part.change)))
      out.push(part.change);
  return out.sort((a, b) => Number(a.draft) - Number(b.draft) || (a.at ?? "").localeCompare(b.at ?? ""));
}

/**
 * The order of items across two versions: the later version's order, with each item only the
 * earlier one has placed after the item it followed there (at the start when it was first).
 */
export function mergeOrder(before: readonly string[], after: readonly string[]): string[] {
  const out = [...after];
  const placed = new Set(after);
  let previous: string | null = null;
  for (const item of before) {
    if (!placed.has(item)) {
      const at = previous === null ? 0 : out.indexOf(previous) + 1;
      out.splice(at, 0, item);
      placed.add(item);
    }
    previous = item;
  }
  return out;
}
