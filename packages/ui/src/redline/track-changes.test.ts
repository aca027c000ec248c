import { describe, expect, it } from "vitest";
import { changesOf, finalText, mergeOrder, trackChanges, type ChangeMark, type TrackedPart } from "./track-changes.ts";

const morgan: ChangeMark = { author: "Morgan Ellis", at: "2026-11-23T16:40:00.000Z", draft: false, summary: "Counsel" };
const priya: ChangeMark = { author: "Priya Raman", at: "2026-11-24T09:00:00.000Z", draft: false, summary: null };
const draft: ChangeMark = { author: "Morgan Ellis", at: null, draft: true, summary: null };

const marked = (parts: TrackedPart[]) =>
  parts.map((part) => `${part.kind === "inserted" ? "+" : part.kind === "deleted" ? "-" : "="}${part.value}`);
const firstText = (parts: TrackedPart[]) =>
  parts
    .filter((part) => part.kind !== "inserted")
    .map((part) => part.value)
    .join("");

describe("trackChanges", () => {
  it("marks the words one version inserts and deletes, with who made them", () => {
    const parts = trackChanges([
      { text: "Each party keeps their own property.", change: null },
      { text: "Each party keeps their separate property and debts.", change: morgan },
    ]);
    expect(marked(parts)).toEqual(["=Each party keeps their ", "-own", "+separate", "= property", "+ and debts", "=."]);
    expect(parts.filter((part) => part.kind !== "same").every((part) => part.change === morgan)).toBe(true);
    expect(finalText(parts)).toBe("Each party keeps their separate property and debts.");
    expect(firstText(parts)).toBe("Each party keeps their own property.");
  });

  it("keeps each change's author over several versions, and drops what a later version takes back", () => {
    const parts = trackChanges([
      { text: "Gifts stay with the party who received them.", change: null },
      { text: "Gifts and inheritances stay with the party who received them.", change: morgan },
      { text: "Gifts and inheritances stay with the receiving party.", change: priya },
      { text: "Gifts stay with the receiving party, in writing.", change: draft },
    ]);
    expect(finalText(parts)).toBe("Gifts stay with the receiving party, in writing.");
    expect(firstText(parts)).toBe("Gifts stay with the party who received them.");
    // Morgan's "and inheritances" was taken out again by the draft: it shows nowhere.
    expect(parts.some((part) => part.value.includes("inheritances"))).toBe(false);
    const by = (mark: ChangeMark) => parts.filter((part) => part.change === mark).map((part) => part.value);
    expect(by(priya).join("")).toContain("receiving");
    expect(by(priya).join("")).toContain("who received them");
    expect(by(draft).join("")).toContain("in writing");
    expect(changesOf(parts)).toEqual([priya, draft]);
  });

  it("shows a text that did not exist as inserted, and one that is gone as deleted", () => {
    expect(
      marked(
        trackChanges([
          { text: null, change: null },
          { text: "New clause.", change: draft },
        ]),
      ),
    ).toEqual(["+New clause."]);
    expect(
      marked(
        trackChanges([
          { text: "Old clause.", change: null },
          { text: null, change: morgan },
        ]),
      ),
    ).toEqual(["-Old clause."]);
    expect(
      trackChanges([
        { text: "Same.", change: null },
        { text: "Same.", change: morgan },
      ]),
    ).toEqual([{ value: "Same.", kind: "same", change: null }]);
  });

  it("keeps lines and spacing as written", () => {
    const parts = trackChanges([
      { text: "First line.\nSecond  line.", change: null },
      { text: "First line.\n\nSecond  line, amended.", change: morgan },
    ]);
    expect(finalText(parts)).toBe("First line.\n\nSecond  line, amended.");
    expect(firstText(parts)).toBe("First line.\nSecond  line.");
  });
});

describe("mergeOrder", () => {
  it("keeps what the earlier version alone has after the item it followed", () => {
    expect(mergeOrder(["a", "b", "c", "d"], ["a", "x", "c"])).toEqual(["a", "b", "x", "c", "d"]);
    expect(mergeOrder(["gone", "a"], ["a"])).toEqual(["gone", "a"]);
  });
});

describe("trackChanges, words replaced", () => {
  it("reads a run of changed words broken only by spaces as one deletion and one insertion", () => {
    const parts = trackChanges([
      { text: "The business Acme Analytics LLC is separate.", change: null },
      { text: "The business Acme Data Studio LLC is separate.", change: morgan },
    ]);
    expect(marked(parts)).toEqual(["=The business Acme ", "-Analytics", "+Data Studio", "= LLC is separate."]);
    expect(finalText(parts)).toBe("The business Acme Data Studio LLC is separate.");
    expect(firstText(parts)).toBe("The business Acme Analytics LLC is separate.");
  });

  it("keeps words only added between kept words as they are", () => {
    const parts = trackChanges([
      { text: "Each party keeps property.", change: null },
      { text: "Each party alone keeps separate property.", change: morgan },
    ]);
    expect(parts.filter((part) => part.kind === "deleted")).toEqual([]);
    expect(finalText(parts)).toBe("Each party alone keeps separate property.");
  });
});

describe("trackChanges over many edits", () => {
  it("always reads as the last version without its deletions and as the first without its insertions", () => {
    // A small deterministic generator: each version replaces, inserts and removes a few words.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const vocabulary = ["gifts", "property", "the", "party", "of", "each", "and", "debts", "in", "writing", ",", "."];
    const edit = (text: string) => {
      const words = text.split(/(\s+)/);
      for (let step = 0; step < 3; step += 1) {
        const at = next(words.length + 1);
        const kind = next(3);
        if (kind === 0) words.splice(at, 0, vocabulary[next(vocabulary.length)]!, " ");
        else if (kind === 1) words.splice(at, 1);
        else words[at] = vocabulary[next(vocabulary.length)]!;
      }
      return words.join("").replace(/^\s+/, "");
    };
    for (let round = 0; round < 200; round += 1) {
      const texts = ["Each party keeps the gifts of the other party, and the debts."];
      for (let version = 0; version < 3; version += 1) texts.push(edit(texts.at(-1)!));
      const parts = trackChanges(texts.map((text, index) => ({ text, change: index === 0 ? null : morgan })));
      expect(finalText(parts)).toBe(texts.at(-1));
      expect(firstText(parts)).toBe(texts[0]);
    }
  });
});
