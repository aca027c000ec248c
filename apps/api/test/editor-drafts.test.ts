/**
 * The editor's drafts: the autosave under the lock (replacing earlier drafts), references checked,
 * bad input refused with nothing stored, two editors racing for the lock with their saves (only
 * the winner's drafts land), and the admin's unlock-erase.
 */
import {
  documentClauseDrafts,
  documentClauses,
  documentLocks,
  documents,
  documentSectionDrafts,
  documentSections,
} from "@prenup/db";
import { createAdmin, createAttorney, createCouple } from "@prenup/db/testing";
import { EDITOR_LOCK_TTL_SECONDS } from "@prenup/domain";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => api.clock.set(NOW));

async function editedAgreement() {
  const couple = await createCouple(api.db, { paid: true });
  const a = await createAttorney(api.db, { states: ["CA"] });
  const b = await createAttorney(api.db, { states: ["CA"] });
  await api.db
    .update(documents)
    .set({ attorneyAId: a.attorney.id, attorneyBId: b.attorney.id })
    .where(eq(documents.id, couple.document.id));
  const [section] = await api.db
    .insert(documentSections)
    .values({ documentId: couple.document.id, key: "separate_property", title: "SEPARATE PROPERTY", order: 1 })
    .returning();
  const [clause] = await api.db
    .insert(documentClauses)
    .values({
      documentId: couple.document.id,
      documentSectionId: section!.id,
      text: "Each party keeps their own property.",
      order: 1,
    })
    .returning();
  return {
    documentId: couple.document.id,
    couple,
    asA: claimsOf(a.user, "attorney"),
    asB: claimsOf(b.user, "attorney"),
    sectionId: section!.id,
    clauseId: clause!.id,
  };
}

const take = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/lock`, as, payload: {} });
const save = (documentId: string, as: TokenClaims, payload: unknown) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/drafts/many`, as, payload: payload as object });

async function stored(documentId: string) {
  const strip = <T extends { updatedAt: Date }>(rows: T[]) =>
    rows.map((row) => ({ ...row, updatedAt: undefined })).sort((x, y) => String(x).localeCompare(String(y)));
  return {
    sections: strip(
      await api.db.select().from(documentSectionDrafts).where(eq(documentSectionDrafts.documentId, documentId)),
    ),
    clauses: strip(
      await api.db.select().from(documentClauseDrafts).where(eq(documentClauseDrafts.documentId, documentId)),
    ),
    lock: strip(await api.db.select().from(documentLocks).where(eq(documentLocks.documentId, documentId))),
  };
}

async function expectNothingStored(
  documentId: string,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message?: string | RegExp,
) {
  const before = await stored(documentId);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.body).toMatch(message);
  expect(await stored(documentId)).toEqual(before);
}

describe("the agreement's current text", () => {
  it("lists sections and their clauses in order, with the ids drafts refer to, to the editors only", async () => {
    const { documentId, asA, couple, sectionId, clauseId } = await editedAgreement();
    const [first] = await api.db
      .insert(documentSections)
      .values({ documentId, key: "recitals", title: "RECITALS", order: 0, isSeparatePage: true })
      .returning();
    const [sub] = await api.db
      .insert(documentClauses)
      .values({
        documentId,
        documentSectionId: sectionId,
        parentClauseId: clauseId,
        text: "Including what it earns.",
        order: 2,
        listStyle: "ALPHA_LOWER",
      })
      .returning();
    await api.db
      .insert(documentClauses)
      .values({ documentId, documentSectionId: sectionId, text: "A clause since removed.", order: 3, deletedAt: NOW });
    const response = await api.inject({ method: "GET", url: `/documents/${documentId}/sections`, as: asA });
    expect(response.statusCode, response.body).toBe(200);
    const { sections } = response.json<{
      sections: {
        id: string;
        key: string | null;
        title: string | null;
        isSeparatePage: boolean;
        clauses: { id: string; parentClauseId: string | null; text: string | null; listStyle: string }[];
      }[];
    }>();
    expect(sections.map((section) => [section.id, section.key, section.title, section.isSeparatePage])).toEqual([
      [first!.id, "recitals", "RECITALS", true],
      [sectionId, "separate_property", "SEPARATE PROPERTY", false],
    ]);
    expect(sections[1]!.clauses).toEqual([
      expect.objectContaining({ id: clauseId, parentClauseId: null, text: "Each party keeps their own property." }),
      expect.objectContaining({
        id: sub!.id,
        parentClauseId: clauseId,
        text: "Including what it earns.",
        listStyle: "ALPHA_LOWER",
      }),
    ]);
    // The couple reads the committed text through the history, not here.
    expect(
      (await api.inject({ method: "GET", url: `/documents/${documentId}/sections`, as: claimsOf(couple.userA) }))
        .statusCode,
    ).toBe(403);
  });
});

describe("drafts", () => {
  it("are saved only by the lock's holder, replace earlier drafts, and are read by the editors only", async () => {
    const { documentId, asA, asB, couple, sectionId, clauseId } = await editedAgreement();
    const edit = {
      clauses: [{ documentClauseId: clauseId, text: "Each party keeps all of their own property.", order: 1 }],
    };
    await expectNothingStored(documentId, () => save(documentId, asA, edit), 409, "Take the editor's lock");

    expect((await take(documentId, asA)).statusCode).toBe(200);
    api.clock.set(new Date(NOW.getTime() + 60_000));
    const first = await save(documentId, asA, {
      sections: [{ documentSectionId: sectionId, title: "SEPARATE PROPERTY", order: 1 }],
      clauses: [
        ...edit.clauses,
        { documentSectionId: sectionId, text: "A new clause from the library.", order: 2, listStyle: "NUMERIC" },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{
      clauses: { id: string; documentClauseId: string | null; text: string }[];
      lockExpiresAt: string;
    }>();
    // The save renewed the lock.
    expect(body.lockExpiresAt).toBe(new Date(NOW.getTime() + 60_000 + EDITOR_LOCK_TTL_SECONDS * 1000).toISOString());
    const added = body.clauses.find((clause) => clause.documentClauseId === null)!;

    // Saving the same clause and the new clause's draft again replaces them.
    const second = await save(documentId, asA, {
      clauses: [
        { documentClauseId: clauseId, text: "Version 2", order: 1 },
        { id: added.id, documentSectionId: sectionId, text: "New clause, v2", order: 2 },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const listed = await api.inject({ method: "GET", url: `/documents/${documentId}/drafts/clauses`, as: asB });
    expect(listed.json<{ items: { text: string }[] }>().items.map((item) => item.text)).toEqual([
      "Version 2",
      "New clause, v2",
    ]);
    expect(
      (await api.inject({ method: "GET", url: `/documents/${documentId}/drafts/sections`, as: asA })).json<{
        items: unknown[];
      }>().items,
    ).toHaveLength(1);

    // The couple reads committed text only; another partner's attorney... B is an editor too but does not hold the lock.
    expect(
      (await api.inject({ method: "GET", url: `/documents/${documentId}/drafts/clauses`, as: claimsOf(couple.userA) }))
        .statusCode,
    ).toBe(403);
    await expectNothingStored(documentId, () => save(documentId, asB, edit), 409, "DOCUMENT_LOCKED");
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const { documentId, asA, sectionId } = await editedAgreement();
    await take(documentId, asA);
    const other = await editedAgreement();
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, {}),
      400,
      "Nothing to save: send at least one section or clause.",
    );
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, { clauses: [{ text: "Orphan", order: 1 }] }),
      400,
      "A new clause needs the section it belongs to",
    );
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, { clauses: [{ documentSectionId: other.sectionId, text: "Elsewhere", order: 1 }] }),
      400,
      "This section is not part of this agreement.",
    );
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, { clauses: [{ documentClauseId: other.clauseId, text: "Elsewhere", order: 1 }] }),
      400,
      "This clause is not part of this agreement.",
    );
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, { sections: [{ documentSectionId: sectionId, text: "bad\u0000", order: 1 }] }),
      400,
    );
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, { sections: [{ documentSectionId: sectionId, order: -1 }] }),
      400,
    );
    await expectNothingStored(
      documentId,
      () => save(documentId, asA, { sections: [{ documentSectionId: sectionId, order: 1, listStyle: "STARS" }] }),
      400,
    );
  });

  it("refuses new sections' clauses and new sub-clauses that name the wrong parts, storing nothing", async () => {
    const { documentId, asA, sectionId, clauseId } = await editedAgreement();
    const other = await editedAgreement();
    await take(documentId, asA);
    await take(other.documentId, other.asA);
    const pets = randomUUID();
    const dog = randomUUID();
    expect(
      (
        await save(documentId, asA, {
          sections: [{ id: pets, title: "PETS", order: 5 }],
          clauses: [{ id: dog, documentSectionDraftId: pets, text: "The dog.", order: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    const foreign = randomUUID();
    expect(
      (await save(other.documentId, other.asA, { sections: [{ id: foreign, title: "THEIRS", order: 5 }] })).statusCode,
    ).toBe(200);

    const cases: [unknown, RegExp][] = [
      // A section draft id nobody saved, or another agreement's.
      [
        { clauses: [{ documentSectionDraftId: randomUUID(), text: "x", order: 1 }] },
        /not a new section of this agreement/,
      ],
      [{ clauses: [{ documentSectionDraftId: foreign, text: "x", order: 1 }] }, /not a new section of this agreement/],
      // A parent draft nobody saved; a live section's clause as a new section's parent; a new parent in another section.
      [
        { clauses: [{ documentSectionDraftId: pets, parentClauseDraftId: randomUUID(), text: "x", order: 1 }] },
        /not a new clause of this agreement/,
      ],
      [
        { clauses: [{ documentSectionDraftId: pets, parentClauseId: clauseId, text: "x", order: 1 }] },
        /same section as its parent/,
      ],
      [
        { clauses: [{ documentSectionId: sectionId, parentClauseDraftId: dog, text: "x", order: 1 }] },
        /same section as its parent/,
      ],
      // A cycle of new clauses, and the same id twice.
      [
        (() => {
          const [x, y] = [randomUUID(), randomUUID()];
          return {
            clauses: [
              { id: x, documentSectionDraftId: pets, parentClauseDraftId: y, order: 1 },
              { id: y, documentSectionDraftId: pets, parentClauseDraftId: x, order: 2 },
            ],
          };
        })(),
        /cannot be inside itself/,
      ],
      [
        {
          sections: [
            { id: pets, order: 5 },
            { id: pets, order: 6 },
          ],
        },
        /this id repeats/,
      ],
      // An edit of a live section cannot take over a new section's draft (its clauses hang on it).
      [{ sections: [{ id: pets, documentSectionId: sectionId, order: 1 }] }, /draft is of another section/],
      // An id that is another agreement's draft.
      [{ sections: [{ id: foreign, title: "MINE NOW", order: 7 }] }, /already in use/],
    ];
    for (const [payload, message] of cases)
      await expectNothingStored(documentId, () => save(documentId, asA, payload), 400, message);
    const [theirs] = await api.db.select().from(documentSectionDrafts).where(eq(documentSectionDrafts.id, foreign));
    expect(theirs).toMatchObject({ documentId: other.documentId, title: "THEIRS" });
  });

  it("two editors racing for a lapsed lock: one wins, and only the winner's save lands", async () => {
    const { documentId, asA, asB, clauseId } = await editedAgreement();
    await take(documentId, asA);
    api.clock.set(new Date(NOW.getTime() + (EDITOR_LOCK_TTL_SECONDS + 1) * 1000));
    const attempt = async (as: TokenClaims, text: string) => {
      const taken = await take(documentId, as);
      const saved = await save(documentId, as, { clauses: [{ documentClauseId: clauseId, text, order: 1 }] });
      return { taken: taken.statusCode, saved: saved.statusCode, text };
    };
    const results = await Promise.all([attempt(asA, "A's words"), attempt(asB, "B's words")]);
    expect(results.map((result) => result.saved).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.saved === 200)!;
    const drafts = await api.db
      .select()
      .from(documentClauseDrafts)
      .where(eq(documentClauseDrafts.documentId, documentId));
    expect(drafts.map((draft) => draft.text)).toEqual([winner.text]);
  });

  it("an admin's unlock-erase frees the agreement: the lock and every draft go", async () => {
    const { documentId, asA, clauseId } = await editedAgreement();
    await take(documentId, asA);
    await save(documentId, asA, { clauses: [{ documentClauseId: clauseId, text: "Draft", order: 1 }] });
    await expectNothingStored(
      documentId,
      () =>
        api.inject({ method: "POST", url: `/documents/${documentId}/drafts/admin/unlock-erase`, as: asA, payload: {} }),
      403,
    );
    const admin = claimsOf(await createAdmin(api.db), "admin");
    expect(
      (
        await api.inject({
          method: "POST",
          url: `/documents/${documentId}/drafts/admin/unlock-erase`,
          as: admin,
          payload: {},
        })
      ).statusCode,
    ).toBe(204);
    expect(await stored(documentId)).toEqual({ sections: [], clauses: [], lock: [] });
  });
});
