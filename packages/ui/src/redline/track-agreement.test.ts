import { describe, expect, it } from "vitest";
import {
  alignIds,
  sectionChanged,
  trackAgreement,
  type TrackedClause,
  type VersionClause,
  type VersionSection,
} from "./track-agreement.ts";
import { finalText, type ChangeMark } from "./track-changes.ts";

const morgan: ChangeMark = { author: "Morgan Ellis", at: "2026-11-23T16:40:00.000Z", draft: false, summary: null };
const draft: ChangeMark = { author: "Morgan Ellis", at: null, draft: true, summary: null };

const clause = (id: string, text: string, children: VersionClause[] = [], key: string | null = id): VersionClause => ({
  id,
  key,
  title: null,
  text,
  listStyle: "NONE",
  textStyle: null,
  children,
});
const section = (id: string, clauses: VersionClause[], title = id.toUpperCase()): VersionSection => ({
  id,
  key: id,
  title,
  text: "",
  listStyle: "NUMERIC",
  textStyle: null,
  isSeparatePage: false,
  clauses,
});

const flat = (clauses: readonly TrackedClause[]): TrackedClause[] =>
  clauses.flatMap((item) => [item, ...flat(item.children)]);

describe("trackAgreement", () => {
  it("marks what was added, removed and changed, keeps what is gone where it was, and what did not change as it is", () => {
    const generated = [
      section("recitals", [
        clause("prior", "Avery has been married before (earlier marriages: 1)."),
        clause("counsel", "Each Party was advised."),
      ]),
      section("separate", [clause("ring", "The engagement ring belongs to the Party who received it.")]),
      section("pets", [clause("pets", "Pets stay.")]),
    ];
    const committed = [
      section("recitals", [
        clause("prior", "Avery has been married before (earlier marriages: 2)."),
        clause("counsel", "Each Party was advised."),
      ]),
      section("separate", [clause("giver", "The ring goes back to the Party who gave it.")]),
      section("confidentiality", [clause("terms", "Neither Party will disclose the terms.")]),
    ];
    const tracked = trackAgreement([
      { sections: generated, change: null },
      { sections: committed, change: morgan },
    ]);
    expect(tracked.map((item) => [item.id, item.status])).toEqual([
      ["recitals", "same"],
      ["separate", "same"],
      ["pets", "deleted"],
      ["confidentiality", "inserted"],
    ]);
    expect(tracked.filter(sectionChanged).map((item) => item.id)).toEqual([
      "recitals",
      "separate",
      "pets",
      "confidentiality",
    ]);
    const [prior, counsel] = tracked[0]!.clauses;
    expect(prior!.status).toBe("changed");
    expect(prior!.text.filter((part) => part.kind === "deleted").map((part) => part.value)).toEqual(["1"]);
    expect(prior!.text.filter((part) => part.kind === "inserted").map((part) => part.value)).toEqual(["2"]);
    expect(prior!.changes).toEqual([morgan]);
    expect(counsel!.status).toBe("same");
    expect(counsel!.changes).toEqual([]);
    expect(tracked[1]!.clauses.map((item) => [item.id, item.status])).toEqual([
      ["ring", "deleted"],
      ["giver", "inserted"],
    ]);
    expect(tracked[2]!.clauses[0]!.text).toEqual([{ value: "Pets stay.", kind: "deleted", change: morgan }]);
    expect(
      trackAgreement([
        { sections: committed, change: null },
        { sections: committed, change: morgan },
      ]).filter(sectionChanged),
    ).toEqual([]);
  });

  it("tracks sub-clauses and each version's changes, and leaves out what was added and taken out again", () => {
    const tracked = trackAgreement([
      { sections: [section("gifts", [clause("gifts", "Gifts stay.", [clause("rings", "Rings too.")])])], change: null },
      {
        sections: [
          section("gifts", [
            clause("gifts", "Gifts stay.", [clause("rings", "Rings and watches too.")]),
            clause("tmp", "Temporary."),
          ]),
        ],
        change: morgan,
      },
      {
        sections: [
          section("gifts", [
            clause("gifts", "Gifts stay with the receiver.", [clause("rings", "Rings and watches too.")]),
          ]),
        ],
        change: draft,
      },
    ]);
    const clauses = flat(tracked[0]!.clauses);
    expect(clauses.map((item) => [item.id, item.status])).toEqual([
      ["gifts", "changed"],
      ["rings", "changed"],
    ]);
    expect(clauses[0]!.changes).toEqual([draft]);
    expect(clauses[1]!.changes).toEqual([morgan]);
    expect(finalText(clauses[0]!.text)).toBe("Gifts stay with the receiver.");
  });
});

describe("alignIds", () => {
  it("matches a regenerated agreement's sections and clauses to the earlier ones by their templates", () => {
    const before = [
      section(
        "old-s",
        [clause("old-c", "Gifts stay.", [clause("old-sub", "Rings too.", [], "rings")], "gifts")],
        "GIFTS",
      ),
    ].map((item) => ({ ...item, key: "gifts_section" }));
    const after = [
      section(
        "new-s",
        [clause("new-c", "Gifts stay.", [clause("new-sub", "Rings and watches too.", [], "rings")], "gifts")],
        "GIFTS",
      ),
    ].map((item) => ({ ...item, key: "gifts_section" }));
    const tracked = trackAgreement([
      { sections: alignIds(before, after), change: null },
      { sections: after, change: morgan },
    ]);
    expect(tracked.map((item) => [item.id, item.status])).toEqual([["new-s", "same"]]);
    expect(flat(tracked[0]!.clauses).map((item) => [item.id, item.status])).toEqual([
      ["new-c", "same"],
      ["new-sub", "changed"],
    ]);
  });
});
