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
    expect(
      saveDraftsBodySchema.safeParse({ clauses: [{ documentSectionId: section, text: "New clause", order: 3 }] })
        .success,
    ).toBe(true);
    expect(saveDraftsBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Nothing to save: send at least one section or clause.",
    );
    expect(saveDraftsBodySchema.safeParse({ clauses: [{ text: "Where?", order: 1 }] }).error?.issues[0]?.message).toBe(
      "A new clause needs the section it belongs to (documentSectionId, or documentSectionDraftId for a new section).",
    );
    expect(saveDraftsBodySchema.safeParse({ sections: [{ order: 1, colour: "red" }] }).success).toBe(false);
    expect(saveDraftsBodySchema.safeParse({ sections: [{ order: 1, text: "bad\u0000" }] }).success).toBe(false);
  });
});

const noDraftLinks = { documentSectionDraftId: null, parentClauseDraftId: null };

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
        {
          ...base,
          id: "c1",
          key: "k1",
          title: null,
          text: "one",
          order: 1,
          documentSectionId: "s1",
          parentClauseId: null,
          clauseTemplateId: "ct1",
        },
        {
          ...base,
          id: "c2",
          key: "k2",
          title: null,
          text: "two",
          order: 2,
          documentSectionId: "s1",
          parentClauseId: null,
          clauseTemplateId: "ct2",
        },
        {
          ...base,
          id: "c3",
          key: "k3",
          title: null,
          text: "under two",
          order: 1,
          documentSectionId: "s1",
          parentClauseId: "c2",
          clauseTemplateId: "ct3",
        },
        {
          ...base,
          id: "c4",
          key: "k4",
          title: null,
          text: "in B",
          order: 1,
          documentSectionId: "s2",
          parentClauseId: null,
          clauseTemplateId: "ct4",
        },
      ],
      sectionDrafts: [
        {
          ...base,
          id: "sd1",
          documentSectionId: "s2",
          isRemoved: true,
          title: null,
          text: null,
          order: 2,
          isSeparatePage: false,
        },
      ],
      clauseDrafts: [
        {
          ...base,
          ...noDraftLinks,
          id: "cd1",
          documentClauseId: "c1",
          documentSectionId: null,
          parentClauseId: null,
          isRemoved: false,
          title: null,
          text: "one, edited",
          order: 3,
        },
        {
          ...base,
          ...noDraftLinks,
          id: "cd2",
          documentClauseId: "c2",
          documentSectionId: null,
          parentClauseId: null,
          isRemoved: true,
          title: null,
          text: null,
          order: 2,
        },
        {
          ...base,
          ...noDraftLinks,
          id: "cd3",
          documentClauseId: null,
          documentSectionId: "s1",
          parentClauseId: null,
          isRemoved: false,
          title: null,
          text: "library clause",
          order: 0,
          listStyle: "NUMERIC",
        },
      ],
      newId: () => `new${++n}`,
    });
    expect(result.sections.map((section) => section.id)).toEqual(["s1"]);
    expect(result.clauses.map((clause) => [clause.id, clause.text])).toEqual([
      ["new1", "library clause"],
      ["c1", "one, edited"],
    ]);
  });

  it("adds a new section's clauses and new sub-clauses by their drafts' ids, nested and in order; what hangs off a removed new part goes", async () => {
    const { applyDrafts } = await import("./editor.ts");
    const base = { listStyle: "NONE" as const, textStyle: null, isRemoved: false, title: null };
    let n = 0;
    const clause = (
      id: string,
      text: string,
      order: number,
      links: Partial<
        Record<"documentSectionId" | "documentSectionDraftId" | "parentClauseId" | "parentClauseDraftId", string>
      >,
    ) => ({
      ...base,
      id,
      text,
      order,
      documentClauseId: null,
      documentSectionId: null,
      documentSectionDraftId: null,
      parentClauseId: null,
      parentClauseDraftId: null,
      ...links,
    });
    const result = applyDrafts({
      sections: [
        { ...base, id: "s1", key: "a", title: "A", text: "", order: 1, isSeparatePage: false, sectionTemplateId: "t1" },
      ],
      clauses: [
        {
          ...base,
          id: "c1",
          key: "k1",
          text: "one",
          order: 1,
          documentSectionId: "s1",
          parentClauseId: null,
          clauseTemplateId: "ct1",
        },
      ],
      sectionDrafts: [
        { ...base, id: "pets", documentSectionId: null, title: "PETS", text: "", order: 5, isSeparatePage: false },
        {
          ...base,
          id: "gone",
          documentSectionId: null,
          title: "GONE",
          text: "",
          order: 6,
          isSeparatePage: false,
          isRemoved: true,
        },
      ],
      clauseDrafts: [
        // Sent children first: the order of the drafts does not matter.
        clause("vet", "vet bills", 1, { documentSectionDraftId: "pets", parentClauseDraftId: "dog" }),
        clause("dog", "the dog", 2, { documentSectionDraftId: "pets" }),
        clause("cat", "the cat", 1, { documentSectionDraftId: "pets" }),
        clause("walks", "walks", 2, { documentSectionDraftId: "pets", parentClauseDraftId: "dog" }),
        clause("under-one", "under one", 1, { documentSectionId: "s1", parentClauseId: "c1" }),
        clause("lost", "in a removed section", 1, { documentSectionDraftId: "gone" }),
        clause("lost-child", "under it", 1, { documentSectionDraftId: "gone", parentClauseDraftId: "lost" }),
      ],
      newId: () => `new${++n}`,
    });
    expect(result.sections.map((section) => section.title)).toEqual(["A", "PETS"]);
    const pets = result.sections[1]!.id;
    const byText = new Map(result.clauses.map((row) => [row.text, row]));
    expect([...byText.keys()].sort()).toEqual(["one", "the cat", "the dog", "under one", "vet bills", "walks"]);
    const dog = byText.get("the dog")!;
    expect(dog).toMatchObject({ documentSectionId: pets, parentClauseId: null, order: 2, key: null });
    expect(byText.get("the cat")).toMatchObject({ documentSectionId: pets, parentClauseId: null, order: 1 });
    expect(byText.get("vet bills")).toMatchObject({ documentSectionId: pets, parentClauseId: dog.id, order: 1 });
    expect(byText.get("walks")).toMatchObject({ documentSectionId: pets, parentClauseId: dog.id, order: 2 });
    expect(byText.get("under one")).toMatchObject({ documentSectionId: "s1", parentClauseId: "c1" });
  });
});

describe("draftShapeProblems", () => {
  it("names a new clause without a section, two sections or two parents, a clause its own parent, and a repeated id", async () => {
    const { saveDraftsBodySchema } = await import("./editor.ts");
    const id = "00000000-0000-4000-8000-000000000001";
    const other = "00000000-0000-4000-8000-000000000002";
    const messages = (body: unknown) => {
      const parsed = saveDraftsBodySchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    expect(messages({ clauses: [{ order: 1, text: "x" }] })).toEqual([
      "clauses.0: A new clause needs the section it belongs to (documentSectionId, or documentSectionDraftId for a new section).",
    ]);
    expect(messages({ clauses: [{ order: 1, documentSectionId: id, documentSectionDraftId: other }] })[0]).toMatch(
      /^clauses\.0\.documentSectionDraftId: A clause belongs to one section/,
    );
    expect(
      messages({ clauses: [{ order: 1, documentSectionId: id, parentClauseId: id, parentClauseDraftId: other }] })[0],
    ).toMatch(/^clauses\.0\.parentClauseDraftId: A clause has one parent/);
    expect(messages({ clauses: [{ id, order: 1, documentSectionId: other, parentClauseDraftId: id }] })).toEqual([
      "clauses.0.parentClauseDraftId: A clause cannot be its own parent.",
    ]);
    expect(messages({ sections: [{ id, order: 1 }], clauses: [{ id, order: 1, documentSectionDraftId: id }] })).toEqual(
      ["clauses.0.id: Each draft is sent once in a save (this id repeats)."],
    );
    expect(
      messages({
        sections: [{ id, order: 1 }],
        clauses: [
          { id: other, order: 1, documentSectionDraftId: id },
          { order: 2, documentSectionDraftId: id, parentClauseDraftId: other },
        ],
      }),
    ).toEqual([]);
  });
});
