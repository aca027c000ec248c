import { describe, expect, it } from "vitest";
import { EDITOR_LOCK_TTL_SECONDS, editorLockExpiry, editorLockState, editorLockedMessage } from "./editor.ts";

describe("editorLockState", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("is free without a lock or once it lapsed, else the viewer's or someone else's", () => {
    expect(editorLockState(null, "a", now)).toBe("FREE");
    expect(editorLockState({ userId: "a", expiresAt: "2026-11-21T12:00:00Z" }, "b", now)).toBe("FREE");
    expect(editorLockState({ userId: "a", expiresAt: "2026-11-21T12:00:01Z" }, "a", now)).toBe("MINE");
    expect(editorLockState({ userId: "a", expiresAt: new Date("2026-11-21T12:00:01Z") }, "b", now)).toBe("OTHERS");
  });
  it("lapses TTL seconds after the last heartbeat, and names the holder", () => {
    expect(editorLockExpiry(now).getTime() - now.getTime()).toBe(EDITOR_LOCK_TTL_SECONDS * 1000);
    expect(editorLockedMessage("Morgan Ellis", now)).toMatch(/^Morgan Ellis is editing this agreement/);
  });
});

describe("saveDraftsBodySchema", () => {
  it("accepts edits and new clauses in a section; refuses empty saves, orphan clauses, unknown fields and NUL", async () => {
    const { saveDraftsBodySchema } = await import("./editor.ts");
    const section = "00000000-0000-4000-8000-000000000001";
    expect(saveDraftsBodySchema.safeParse({ clauses: [{ documentSectionId: section, text: "New clause", order: 3 }] }).success).toBe(true);
    expect(saveDraftsBodySchema.safeParse({}).error?.issues[0]?.message).toBe("Nothing to save: send at least one section or clause.");
    expect(saveDraftsBodySchema.safeParse({ clauses: [{ text: "Where?", order: 1 }] }).error?.issues[0]?.message).toBe("A new clause needs the section it belongs to (documentSectionId).");
    expect(saveDraftsBodySchema.safeParse({ sections: [{ order: 1, colour: "red" }] }).success).toBe(false);
    expect(saveDraftsBodySchema.safeParse({ sections: [{ order: 1, text: "bad\u0000" }] }).success).toBe(false);
  });
});

describe("applyDrafts", () => {
  it("edits, removes (with what lies under it) and adds sections and clauses, in order", async () => {
    const { applyDrafts } = await import("./editor.ts");
    const base = { listStyle: "NONE" as const, textStyle: null };
    let n = 0;
    const result = applyDrafts({
      sections: [
        { ...base, id: "s1", key: "a", title: "A", text: "", order: 1, isSeparatePage: false, sectionTemplateId: "t1" },
        { ...base, id: "s2", key: "b", title: "B", text: "", order: 2, isSeparatePage: false, sectionTemplateId: "t2" },
      ],
      clauses: [
        { ...base, id: "c1", key: "k1", title: null, text: "one", order: 1, documentSectionId: "s1", parentClauseId: null, clauseTemplateId: "ct1" },
        { ...base, id: "c2", key: "k2", title: null, text: "two", order: 2, documentSectionId: "s1", parentClauseId: null, clauseTemplateId: "ct2" },
        { ...base, id: "c3", key: "k3", title: null, text: "under two", order: 1, documentSectionId: "s1", parentClauseId: "c2", clauseTemplateId: "ct3" },
        { ...base, id: "c4", key: "k4", title: null, text: "in B", order: 1, documentSectionId: "s2", parentClauseId: null, clauseTemplateId: "ct4" },
      ],
      sectionDrafts: [{ ...base, documentSectionId: "s2", isRemoved: true, title: null, text: null, order: 2, isSeparatePage: false }],
      clauseDrafts: [
        { ...base, documentClauseId: "c1", documentSectionId: null, parentClauseId: null, isRemoved: false, title: null, text: "one, edited", order: 3 },
        { ...base, documentClauseId: "c2", documentSectionId: null, parentClauseId: null, isRemoved: true, title: null, text: null, order: 2 },
        { ...base, documentClauseId: null, documentSectionId: "s1", parentClauseId: null, isRemoved: false, title: null, text: "library clause", order: 0, listStyle: "NUMERIC" },
      ],
      newId: () => `new${++n}`,
    });
    expect(result.sections.map((section) => section.id)).toEqual(["s1"]);
    expect(result.clauses.map((clause) => [clause.id, clause.text])).toEqual([
      ["new1", "library clause"],
      ["c1", "one, edited"],
    ]);
  });
});
