/**
 * The editor's commit: the drafts become the agreement's text with a new PDF and a history
 * version, the review and approvals are cleared, the couple sees the version; refused without the
 * lock or drafts (nothing stored); a take-over during the commit rolls it back.
 */
import {
  documentClauseDrafts,
  documentRecordEntries,
  documentClauses,
  documentCommits,
  documents,
  documentSections,
  mailOutbox,
  notarizations,
} from "@prenup/db";
import { createAttorney } from "@prenup/db/testing";
import { EDITOR_LOCK_TTL_SECONDS } from "@prenup/domain";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
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

async function generatedWithAttorneys() {
  const couple = await readyCouple(api.db, { state: "CA" });
  const generated = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/generate`,
    as: claimsOf(couple.userA),
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const a = await createAttorney(api.db, { states: ["CA"] });
  const b = await createAttorney(api.db, { states: ["CA"] });
  await api.db
    .update(documents)
    .set({
      attorneyAId: a.attorney.id,
      attorneyBId: b.attorney.id,
      attorneyAApprovedAt: NOW,
      status: "PARTIALLY_APPROVED",
      userAReviewedAt: NOW,
      userBReviewedAt: NOW,
      reviewedAt: NOW,
    })
    .where(eq(documents.id, couple.document.id));
  const [clause] = await api.db
    .select()
    .from(documentClauses)
    .where(and(eq(documentClauses.documentId, couple.document.id), isNull(documentClauses.parentClauseId)))
    .limit(1);
  return {
    couple,
    documentId: couple.document.id,
    asA: claimsOf(a.user, "attorney"),
    asB: claimsOf(b.user, "attorney"),
    clause: clause!,
  };
}

const take = (documentId: string, as: TokenClaims) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/lock`, as, payload: {} });
const save = (documentId: string, as: TokenClaims, payload: unknown) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/drafts/many`, as, payload: payload as object });
const commit = (documentId: string, as: TokenClaims, message = "Clarified the separate property clause") =>
  api.inject({ method: "POST", url: `/documents/${documentId}/drafts/commit`, as, payload: { message } });
const commits = async (documentId: string) =>
  api.db.select().from(documentCommits).where(eq(documentCommits.documentId, documentId));
const updateMails = async (couple: { userA: { email: string }; userB: { email: string } }) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, "agreement-updated"),
        inArray(mailOutbox.to, [couple.userA.email, couple.userB.email]),
      ),
    );

describe("the editor's commit", () => {
  it("makes the drafts the text: a new version and PDF, review and approvals cleared, drafts gone", async () => {
    const { documentId, asA, clause, couple } = await generatedWithAttorneys();
    const [before] = await api.db.select().from(documents).where(eq(documents.id, documentId));

    // Refused without the lock, then without drafts, then with an empty summary: nothing stored.
    expect((await commit(documentId, asA)).json()).toMatchObject({ code: "DOCUMENT_LOCKED" });
    await take(documentId, asA);
    expect((await commit(documentId, asA)).json()).toMatchObject({
      error: { issues: [{ message: "There are no changes to commit." }] },
    });
    expect(
      (
        await save(documentId, asA, {
          clauses: [
            {
              documentClauseId: clause.id,
              text: "EDITED BY COUNSEL: each party keeps their own property.",
              order: clause.order,
            },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await commit(documentId, asA, "   ")).statusCode).toBe(400);
    expect(await commits(documentId)).toHaveLength(1);
    expect(await updateMails(couple)).toEqual([]);
    const untouched = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/regeneration-status`,
      as: claimsOf(couple.userA),
    });
    expect(untouched.json()).toMatchObject({ attorneyEditsSinceGeneration: false });

    api.clock.set(new Date(NOW.getTime() + 60_000));
    const committed = await commit(documentId, asA);
    expect(committed.statusCode, committed.body).toBe(200);
    const result = committed.json<{ commitAt: string; pdfFileId: string }>();
    expect(result.commitAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());

    const [after] = await api.db.select().from(documents).where(eq(documents.id, documentId));
    expect(after).toMatchObject({
      generatedPdfFileId: result.pdfFileId,
      userAReviewedAt: null,
      userBReviewedAt: null,
      reviewedAt: null,
      attorneyAApprovedAt: null,
      status: "NOT_APPROVED",
    });
    expect(after!.generatedPdfFileId).not.toBe(before!.generatedPdfFileId);
    const [edited] = await api.db.select().from(documentClauses).where(eq(documentClauses.id, clause.id));
    expect(edited!.text).toBe("EDITED BY COUNSEL: each party keeps their own property.");
    expect(
      await api.db.select().from(documentClauseDrafts).where(eq(documentClauseDrafts.documentId, documentId)),
    ).toEqual([]);

    // The couple sees the new version (by the attorney, with the summary) and its text.
    const history = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/history`,
      as: claimsOf(couple.userA),
    });
    const body = history.json<{
      commits: { items: { kind: string; message: string | null; commitAt: string }[] };
      record: { entries: { kind: string }[]; verified: boolean };
    }>();
    expect(body.commits.items[0]).toMatchObject({
      kind: "ATTORNEY_COMMIT",
      message: "Clarified the separate property clause",
      commitAt: result.commitAt,
    });
    expect(body.record.entries.map((entry) => entry.kind).slice(-2)).toEqual(["APPROVALS_RESET", "AGREEMENT_EDITED"]);
    expect(body.record.verified).toBe(true);

    // Regenerating now would replace the attorney's edits: the couple is told before they confirm.
    const regeneration = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/regeneration-status`,
      as: claimsOf(couple.userA),
    });
    expect(regeneration.json()).toMatchObject({ attorneyEditsSinceGeneration: true });

    // Both partners are told, with the attorney's summary and the link to the changes.
    const mails = await updateMails(couple);
    expect(mails.map((mail) => mail.to).sort()).toEqual([couple.userA.email, couple.userB.email].sort());
    expect(mails[0]!.text).toContain("“Clarified the separate property clause”");
    expect(mails[0]!.text).toMatch(/\/documents$/m);
    const snapshot = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/history/${encodeURIComponent(result.commitAt)}`,
      as: claimsOf(couple.userB),
    });
    expect(snapshot.body).toContain("EDITED BY COUNSEL");

    // Each version names its sections and clauses by their ids in the agreement, the same from the
    // generation on: the edited clause is one clause in both versions, its text changed.
    type Snapshot = { sections: { id: string; clauses: { id: string; text: string }[] }[] };
    const generation = body.commits.items.find((item) => item.kind === "GENERATION")!;
    const generated = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/history/${encodeURIComponent(generation.commitAt)}`,
      as: claimsOf(couple.userB),
    });
    const clauseIn = (version: Snapshot) =>
      version.sections.flatMap((section) => section.clauses).find((candidate) => candidate.id === clause.id);
    expect(clauseIn(generated.json<Snapshot>())?.text).toBe(clause.text);
    expect(clauseIn(snapshot.json<Snapshot>())?.text).toBe("EDITED BY COUNSEL: each party keeps their own property.");
    expect(snapshot.json<Snapshot>().sections.map((section) => section.id)).toEqual(
      generated.json<Snapshot>().sections.map((section) => section.id),
    );
    expect(snapshot.json<Snapshot>().sections.map((section) => section.id)).toContain(clause.documentSectionId);
  });

  it("a take-over during the commit rolls it back: nothing is committed", async () => {
    const { documentId, asA, asB, clause, couple } = await generatedWithAttorneys();
    await take(documentId, asA);
    await save(documentId, asA, { clauses: [{ documentClauseId: clause.id, text: "A's edit", order: clause.order }] });
    // A's lock lapses while the commit renders: B takes over in between.
    api.clock.set(new Date(NOW.getTime() + (EDITOR_LOCK_TTL_SECONDS - 1) * 1000));
    const racing = commit(documentId, asA);
    api.clock.set(new Date(NOW.getTime() + (EDITOR_LOCK_TTL_SECONDS + 1) * 1000));
    const takeover = await take(documentId, asB);
    const result = await racing;
    if (takeover.statusCode === 200) {
      // B won the lock before A's transaction checked it: A's commit is refused and nothing changed.
      expect(result.json()).toMatchObject({ code: "DOCUMENT_LOCKED" });
      expect(await commits(documentId)).toHaveLength(1);
      const [unchanged] = await api.db.select().from(documentClauses).where(eq(documentClauses.id, clause.id));
      expect(unchanged!.text).toBe(clause.text);
      expect(await updateMails(couple)).toEqual([]);
    } else {
      // A's commit held the lock row first: it landed, and B was refused meanwhile.
      expect(result.statusCode, result.body).toBe(200);
      expect(await commits(documentId)).toHaveLength(2);
    }
  });

  it("is refused once a notarization is live: no lock, no commit, the text unchanged", async () => {
    const { documentId, asA, clause } = await generatedWithAttorneys();
    expect((await take(documentId, asA)).statusCode).toBe(200);
    expect(
      (
        await save(documentId, asA, {
          clauses: [{ documentClauseId: clause.id, text: "Late edit", order: clause.order }],
        })
      ).statusCode,
    ).toBe(200);

    // The couple starts an online session meanwhile: the commit is refused, then the lock.
    const [live] = await api.db
      .insert(notarizations)
      .values({ documentId, provider: "local", externalStatus: "CREATED" })
      .returning();
    const refused = await commit(documentId, asA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "AGREEMENT_LOCKED",
      error: expect.stringContaining("notarization of this agreement is under way"),
    });
    expect(await commits(documentId)).toHaveLength(1);
    const [unchanged] = await api.db.select().from(documentClauses).where(eq(documentClauses.id, clause.id));
    expect(unchanged!.text).toBe(clause.text);
    expect((await take(documentId, asA)).json()).toMatchObject({ code: "AGREEMENT_LOCKED" });

    // Notarized: still refused, with the reason.
    await api.db.update(notarizations).set({ notarizationCompletedAt: NOW }).where(eq(notarizations.id, live!.id));
    expect((await take(documentId, asA)).json()).toMatchObject({
      code: "AGREEMENT_LOCKED",
      error: expect.stringContaining("is notarized"),
    });

    // Reset (the row is no longer live): editing is possible again.
    await api.db.update(notarizations).set({ deletedAt: NOW }).where(eq(notarizations.id, live!.id));
    expect((await take(documentId, asA)).statusCode).toBe(200);
  });

  it("commits a new section's clauses and new sub-clauses saved over two autosaves, nested and in order", async () => {
    const { documentId, asA, clause, couple } = await generatedWithAttorneys();
    await take(documentId, asA);
    const pets = randomUUID();
    const dog = randomUUID();
    const cat = randomUUID();
    const vet = randomUUID();
    // One save: a new section, two clauses in it (named by the section draft's id), a sub-clause
    // under the new "dog" clause (by its draft's id), and a new sub-clause under an existing clause.
    const first = await save(documentId, asA, {
      sections: [{ id: pets, title: "PETS", order: 900 }],
      clauses: [
        {
          id: vet,
          documentSectionDraftId: pets,
          parentClauseDraftId: dog,
          text: "Vet bills are shared.",
          order: 1,
          listStyle: "ALPHA_LOWER",
        },
        {
          id: dog,
          documentSectionDraftId: pets,
          title: "The dog",
          text: "Biscuit stays with Avery.",
          order: 2,
          listStyle: "NUMERIC",
        },
        { id: cat, documentSectionDraftId: pets, text: "The cat stays with Blake.", order: 1, listStyle: "NUMERIC" },
        {
          documentSectionId: clause.documentSectionId,
          parentClauseId: clause.id,
          text: "Including what it earns.",
          order: 1,
          listStyle: "ALPHA_LOWER",
        },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first
        .json<{
          clauses: { id: string; documentSectionDraftId: string | null; parentClauseDraftId: string | null }[];
        }>()
        .clauses.slice(0, 3),
    ).toEqual([
      expect.objectContaining({ id: vet, documentSectionDraftId: pets, parentClauseDraftId: dog }),
      expect.objectContaining({ id: dog, documentSectionDraftId: pets, parentClauseDraftId: null }),
      expect.objectContaining({ id: cat, documentSectionDraftId: pets, parentClauseDraftId: null }),
    ]);
    // A second save changes the section and the dog clause again (in place: their sub-clauses stay) and adds a second sub-clause.
    const second = await save(documentId, asA, {
      sections: [{ id: pets, title: "PETS AND ANIMALS", order: 900 }],
      clauses: [
        {
          id: dog,
          documentSectionDraftId: pets,
          title: "The dog",
          text: "Biscuit stays with Avery, who walks him.",
          order: 2,
          listStyle: "NUMERIC",
        },
        {
          documentSectionDraftId: pets,
          parentClauseDraftId: dog,
          text: "Walks are Avery's.",
          order: 2,
          listStyle: "ALPHA_LOWER",
        },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(
      await api.db.select().from(documentClauseDrafts).where(eq(documentClauseDrafts.documentId, documentId)),
    ).toHaveLength(5);

    const committed = await commit(documentId, asA, "Added a section on pets");
    expect(committed.statusCode, committed.body).toBe(200);

    const sections = await api.db
      .select()
      .from(documentSections)
      .where(and(eq(documentSections.documentId, documentId), isNull(documentSections.deletedAt)));
    const added = sections.find((section) => section.title === "PETS AND ANIMALS")!;
    expect(added).toBeDefined();
    expect(Math.max(...sections.map((section) => section.order))).toBe(added.order);
    const text = await api.inject({ method: "GET", url: `/documents/${documentId}/sections`, as: asA });
    const bySection = text.json<{
      sections: {
        id: string;
        clauses: { id: string; parentClauseId: string | null; text: string; order: number; listStyle: string }[];
      }[];
    }>().sections;
    const petClauses = bySection.find((section) => section.id === added.id)!.clauses;
    const named = (start: string) => petClauses.find((row) => row.text.startsWith(start))!;
    expect(named("Biscuit")).toMatchObject({
      parentClauseId: null,
      order: 2,
      listStyle: "NUMERIC",
      text: "Biscuit stays with Avery, who walks him.",
    });
    expect(named("The cat")).toMatchObject({ parentClauseId: null, order: 1 });
    expect(named("Vet bills")).toMatchObject({
      parentClauseId: named("Biscuit").id,
      order: 1,
      listStyle: "ALPHA_LOWER",
    });
    expect(named("Walks")).toMatchObject({ parentClauseId: named("Biscuit").id, order: 2 });
    const [under] = await api.db
      .select()
      .from(documentClauses)
      .where(and(eq(documentClauses.parentClauseId, clause.id), isNull(documentClauses.deletedAt)));
    expect(under).toMatchObject({ text: "Including what it earns.", documentSectionId: clause.documentSectionId });

    // The couple's version nests them the same way: the cat, then the dog with its two sub-clauses.
    const snapshot = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/history/${encodeURIComponent(committed.json<{ commitAt: string }>().commitAt)}`,
      as: claimsOf(couple.userA),
    });
    type Clause = { text: string; children: Clause[] };
    const version = snapshot
      .json<{ sections: { title: string; clauses: Clause[] }[] }>()
      .sections.find((section) => section.title === "PETS AND ANIMALS")!;
    expect(version.clauses.map((row) => [row.text, row.children.map((child) => child.text)])).toEqual([
      ["The cat stays with Blake.", []],
      ["Biscuit stays with Avery, who walks him.", ["Vet bills are shared.", "Walks are Avery's."]],
    ]);
  });
  it("keeps California's 7 days from the first final text across a correction that leaves the terms (§ 1615(c)(2)(B)); another change starts them again", async () => {
    const { documentId, asA, clause, couple } = await generatedWithAttorneys();
    const DAY = 86_400_000;
    const at = (days: number) => new Date(NOW.getTime() + days * DAY);
    // The couple finalized the text on NOW: with attorneys involved the 7 days run from then, to NOW + 7 days.
    await api.db.update(documents).set({ finalizedAt: NOW }).where(eq(documents.id, documentId));
    const waitOf = async () =>
      (
        await api.inject({ method: "GET", url: `/users/${couple.userA.id}/standing`, as: claimsOf(couple.userA) })
      ).json<{
        agreement: { californiaWait: { waitUntil: string | null; mustWait: boolean; keptFrom: string | null } };
      }>().agreement.californiaWait;
    const refinalize = (when: Date) =>
      api.db
        .update(documents)
        .set({ userAReviewedAt: when, userBReviewedAt: when, reviewedAt: when, finalizedAt: when })
        .where(eq(documents.id, documentId));
    const edit = async (text: string) => {
      await take(documentId, asA);
      const saved = await save(documentId, asA, {
        clauses: [{ documentClauseId: clause.id, text, order: clause.order }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const commitWith = (payload: object) =>
      api.inject({ method: "POST", url: `/documents/${documentId}/drafts/commit`, as: asA, payload });

    // Three days in, the attorney fixes a misspelt name and says it leaves the terms as they were.
    api.clock.set(at(3));
    await edit("Each party keeps their own property, as listed in Schedule A (corrected spelling).");
    const refused = await commitWith({ message: "Corrected a spelling", nonsubstantive: "yes" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Say whether the change leaves the terms as they were: true or false.");
    expect(await commits(documentId)).toHaveLength(1);
    const corrected = await commitWith({ message: "Corrected a spelling", nonsubstantive: true });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [kept] = await api.db.select().from(documents).where(eq(documents.id, documentId));
    expect(kept).toMatchObject({ finalizedAt: null, reviewedAt: null, reviewPeriodFrom: NOW });
    const entries = await api.db
      .select()
      .from(documentRecordEntries)
      .where(eq(documentRecordEntries.documentId, documentId))
      .orderBy(asc(documentRecordEntries.sequence));
    expect(entries.at(-1)).toMatchObject({
      kind: "AGREEMENT_EDITED",
      details: expect.objectContaining({ nonsubstantive: true, reviewPeriodFrom: NOW.toISOString() }),
    });

    // Finalized again on day 3, the corrected text may be signed from day 7, not day 10.
    await refinalize(at(3));
    expect(await waitOf()).toMatchObject({
      waitUntil: at(7).toISOString(),
      mustWait: true,
      keptFrom: NOW.toISOString(),
    });
    api.clock.set(at(7));
    expect(await waitOf()).toMatchObject({ waitUntil: at(7).toISOString(), mustWait: false });

    // A change to the terms on day 8 starts the 7 days again from the next finalization.
    api.clock.set(at(8));
    await edit("Each party keeps their own property and its income.");
    expect((await commitWith({ message: "Income stays separate too" })).statusCode).toBe(200);
    const [restarted] = await api.db.select().from(documents).where(eq(documents.id, documentId));
    expect(restarted!.reviewPeriodFrom).toBeNull();
    await refinalize(at(8));
    expect(await waitOf()).toMatchObject({ waitUntil: at(15).toISOString(), mustWait: true, keptFrom: null });
  });
});
