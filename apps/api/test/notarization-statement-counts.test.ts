/**
 * Statements per request of the notarization routes (and the editor's lock, below), pinned, and constant as the data grows (more
 * couples with notarizations, more reset notarizations of the same agreement). Counted like
 * attorney-services-statement-counts.test.ts (begin/commit included on PostgreSQL).
 */
import { clauseTemplates, documents, documentSections, notarizations } from "@prenup/db";
import { createAdmin, createAttorney, createCouple } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");

beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api?.close();
});

type Request = InjectOptions & { as?: TokenClaims };

/**
 * Each route's count at most its ceiling, the counts of PostgreSQL with begin and commit; PGlite runs
 * a transaction's begin and commit itself and counts two fewer for each.
 */
function expectAtMost(counts: Record<string, number>, ceilings: Record<string, number>): void {
  expect(Object.keys(counts).sort()).toEqual(Object.keys(ceilings).sort());
  for (const [route, ceiling] of Object.entries(ceilings)) expect(counts[route], route).toBeLessThanOrEqual(ceiling);
}

async function count(request: Request): Promise<{ status: number; statements: number; body: string }> {
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject(request);
    return { status: response.statusCode, statements, body: response.body };
  } finally {
    stop();
  }
}

/**
 * Ceilings on PostgreSQL, the access check's one statement included. The list: the agreement's
 * facts (parties, state, live notarization) in one statement, the caller's standing context (its
 * one statement and the content version), the agreement's execution formalities (the agreement
 * module's one statement), the page in one. A start: those facts, standing and formalities, the
 * generated PDF's row, the claim of the live notarization (begin, the agreement's row locked and
 * found unchanged, the insert, commit: an editor's commit cannot land in between), the local
 * notary's session, then begin, the links, the expiry job at the close of the signing window,
 * commit. A proof: facts, standing and formalities, then begin, the agreement's row
 * locked, the file, the notarization, its link, the couple's signing and the notarization appended
 * to the agreement's record (its head and the entries already naming the notarization in one read,
 * the insert: 2; the row is already locked), the two partners' e-mails (each an outbox row and
 * its delivery job), commit. A reset:
 * the notarization with its parties, the local session read and cancelled, begin, lock, update,
 * commit. A first signature on the local page: begin, the session locked, updated, commit, then
 * the event applied (begin, lock, delivery, update, the signature appended to the agreement's
 * record: the agreement's row locked, the record's head with the notarization's entries, the
 * insert: 3, commit). A signer's answer on where they will
 * sign: the access check, the agreement's facts (their answers included), the upsert where the
 * state asks (notarization-signer-location.test.ts); Texas asks nothing, so here the answer is
 * refused after the facts. The answers are read with the facts (one statement), so the list and
 * the start count no more for them.
 */
const LIMITS = { list: 6, answer: 4, start: 15, proof: 17, reset: 8, sign: 12 } as const;

async function reviewedCouple(state: string) {
  const couple = await readyCouple(api.db, { state });
  const asA = claimsOf(couple.userA);
  expect(
    (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
  ).toBe(201);
  await reviewByBoth(api, couple);
  return { documentId: couple.document.id, asA, asB: claimsOf(couple.userB) };
}

async function measure(
  online: Awaited<ReturnType<typeof reviewedCouple>>,
  inPerson: Awaited<ReturnType<typeof reviewedCouple>>,
) {
  const list = await count({ method: "GET", url: `/documents/${online.documentId}/notarizations`, as: online.asA });
  // Texas asks nobody where they will sign: the answer is refused once the facts are read.
  const answer = await count({
    method: "PUT",
    url: `/documents/${online.documentId}/notarizations/signer-location`,
    as: online.asA,
    payload: { inState: false },
  });
  expect(answer.status, answer.body).toBe(409);
  const start = await count({
    method: "POST",
    url: `/documents/${online.documentId}/notarizations`,
    as: online.asA,
    payload: { signEarly: true },
  });
  expect(start.status, start.body).toBe(201);
  const link = (JSON.parse(start.body) as { myLink: string }).myLink.replace("http://localhost:4000", "");
  const sign = await count({ method: "POST", url: link });
  expect(sign.status).toBe(303);
  const reset = await count({
    method: "POST",
    url: `/notarizations/${(JSON.parse(start.body) as { id: string }).id}/reset`,
    as: online.asA,
    payload: {},
  });
  expect(reset.status, reset.body).toBe(204);
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const proof = await count({
    method: "POST",
    url: `/documents/${inPerson.documentId}/notarizations/proof?signedOn=2026-11-21`,
    as: inPerson.asA,
    payload: Buffer.from(await pdf.save()),
    headers: { "content-type": "application/pdf" },
  });
  expect(proof.status, proof.body).toBe(201);
  return {
    list: list.statements,
    answer: answer.statements,
    start: start.statements,
    sign: sign.statements,
    reset: reset.statements,
    proof: proof.statements,
  };
}

describe("notarization statement counts", () => {
  // Generates and renders several agreements: on a loaded machine it takes most of the default 30 s.
  it("stay within their ceilings and constant as data grows", { timeout: 90_000 }, async () => {
    const small = await measure(await reviewedCouple("TX"), await reviewedCouple("MN"));
    for (const [key, value] of Object.entries(small))
      expect(value, key).toBeLessThanOrEqual(LIMITS[key as keyof typeof LIMITS]);

    // More couples, each with notarizations (reset ones included).
    for (let n = 0; n < 15; n += 1) {
      const couple = await createCouple(api.db, { state: "TX", paid: true });
      await api.db.insert(notarizations).values([
        { documentId: couple.document.id, provider: "local", resetAt: NOW, deletedAt: NOW },
        { documentId: couple.document.id, provider: "local", externalStatus: "CREATED" },
      ]);
    }
    const online = await reviewedCouple("TX");
    await api.db.insert(notarizations).values(
      Array.from({ length: 10 }, () => ({
        documentId: online.documentId,
        provider: "local",
        resetAt: NOW,
        deletedAt: NOW,
      })),
    );
    const large = await measure(online, await reviewedCouple("MN"));
    expect(large).toEqual(small);
    console.log("notarization statements per request:", JSON.stringify(large));
  });
});

/**
 * The editor's lock: the access check (the user, then the document's people), then
 * the lock with its holder; taking or renewing it is the live notarization's check (the text must
 * not change once notarization begins), one upsert and then that read (refused: the read names the holder); releasing is one delete. A save of any number of drafts: the ids the
 * agreement owns (one statement), then begin, the lock row locked, renewed, the section drafts
 * replaced (delete, insert) and the clause drafts replaced, commit. Lists: one statement each.
 * Unlock-erase: begin, three deletes, commit.
 */
describe("editor lock statement counts", () => {
  it("stay constant as locks and drafts on other documents grow", async () => {
    const setUp = async () => {
      const couple = await createCouple(api.db, { state: "CA", paid: true });
      const a = await createAttorney(api.db, { states: ["CA"] });
      const b = await createAttorney(api.db, { states: ["CA"] });
      await api.db
        .update(documents)
        .set({ attorneyAId: a.attorney.id, attorneyBId: b.attorney.id })
        .where(eq(documents.id, couple.document.id));
      const [section] = await api.db
        .insert(documentSections)
        .values({ documentId: couple.document.id, title: "SECTION", order: 1 })
        .returning();
      return {
        documentId: couple.document.id,
        sectionId: section!.id,
        asA: claimsOf(a.user, "attorney"),
        asB: claimsOf(b.user, "attorney"),
      };
    };
    const measureLock = async () => {
      const { documentId, sectionId, asA, asB } = await setUp();
      const url = `/documents/${documentId}/lock`;
      const take = await count({ method: "POST", url, as: asA, payload: {} });
      const heartbeat = await count({ method: "POST", url, as: asA, payload: {} });
      const drafts = Array.from({ length: 5 }, (_, index) => ({
        documentSectionId: sectionId,
        text: `Clause ${index}`,
        order: index,
      }));
      const saveDrafts = await count({
        method: "POST",
        url: `/documents/${documentId}/drafts/many`,
        as: asA,
        payload: { sections: [{ documentSectionId: sectionId, title: "EDITED", order: 1 }], clauses: drafts },
      });
      expect(saveDrafts.status, saveDrafts.body).toBe(200);
      const listSections = await count({ method: "GET", url: `/documents/${documentId}/drafts/sections`, as: asB });
      const listClauses = await count({ method: "GET", url: `/documents/${documentId}/drafts/clauses`, as: asB });
      const currentText = await count({ method: "GET", url: `/documents/${documentId}/sections`, as: asB });
      expect(currentText.status, currentText.body).toBe(200);
      const refused = await count({ method: "POST", url, as: asB, payload: {} });
      expect(refused.status).toBe(409);
      const read = await count({ method: "GET", url, as: asB });
      const release = await count({ method: "DELETE", url, as: asA });
      expect(release.status).toBe(204);
      const erase = await count({
        method: "POST",
        url: `/documents/${documentId}/drafts/admin/unlock-erase`,
        as: admin,
        payload: {},
      });
      return {
        take: take.statements,
        heartbeat: heartbeat.statements,
        refused: refused.statements,
        read: read.statements,
        release: release.statements,
        saveDrafts: saveDrafts.statements,
        listSections: listSections.statements,
        listClauses: listClauses.statements,
        currentText: currentText.statements,
        erase: erase.statements,
      };
    };
    const admin = claimsOf(await createAdmin(api.db), "admin");
    const small = await measureLock();
    console.log("editor statements per request:", JSON.stringify(small));
    expectAtMost(small, {
      take: 5,
      heartbeat: 5,
      refused: 5,
      read: 4,
      release: 3,
      saveDrafts: 10,
      listSections: 3,
      listClauses: 3,
      currentText: 4,
      erase: 6,
    });
    for (let n = 0; n < 10; n += 1) {
      const { documentId, asA } = await setUp();
      await api.inject({ method: "POST", url: `/documents/${documentId}/lock`, as: asA, payload: {} });
    }
    expect(await measureLock()).toEqual(small);
  });
});

/**
 * Library groups: a list or one group is the access check and one statement (the
 * groups with their states, sections and clauses as json); a create or change is begin, the group,
 * each kind of link replaced (delete, insert), commit, and the answer read.
 */
describe("library group statement counts", () => {
  it("stay constant as groups and their links grow", async () => {
    const admin = claimsOf(await createAdmin(api.db), "admin");
    const readerAttorney = await createAttorney(api.db, { states: ["CA"] });
    const reader = claimsOf(readerAttorney.user, "attorney");
    const clauses = await api.db.select({ id: clauseTemplates.id }).from(clauseTemplates).limit(6);
    let n = 0;
    const measureGroups = async () => {
      n += 1;
      const create = await count({
        method: "POST",
        url: "/library-groups",
        as: admin,
        payload: {
          key: `counted_${n}`,
          name: `Counted ${n}`,
          clauseTemplateIds: clauses.slice(0, n + 1).map((clause) => clause.id),
        },
      });
      expect(create.status, create.body).toBe(201);
      const id = (JSON.parse(create.body) as { id: string }).id;
      const list = await count({ method: "GET", url: "/library-groups", as: reader });
      const one = await count({ method: "GET", url: `/library-groups/${id}`, as: reader });
      const patch = await count({
        method: "PATCH",
        url: `/library-groups/${id}`,
        as: admin,
        payload: { name: "Renamed", clauseTemplateIds: clauses.slice(0, n + 2).map((clause) => clause.id) },
      });
      return { create: create.statements, list: list.statements, one: one.statements, patch: patch.statements };
    };
    const small = await measureGroups();
    console.log("library group statements per request:", JSON.stringify(small));
    expectAtMost(small, { create: 9, list: 2, one: 2, patch: 7 });
    // Rendering a group for an agreement: the access check, the group, the agreement's facts, the
    // reader's context, the template's sections and clauses and the state's terms.
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    await api.db
      .update(documents)
      .set({ attorneyAId: readerAttorney.attorney.id })
      .where(eq(documents.id, couple.document.id));
    const groupId = (
      JSON.parse(
        (
          await api.inject({
            method: "POST",
            url: "/library-groups",
            as: admin,
            payload: { key: "render_counted", name: "R", clauseTemplateIds: clauses.map((clause) => clause.id) },
          })
        ).body,
      ) as { id: string }
    ).id;
    const render = async () =>
      (
        await count({
          method: "GET",
          url: `/documents/${couple.document.id}/library-groups/${groupId}/render`,
          as: reader,
        })
      ).statements;
    const renderSmall = await render();
    for (let k = 0; k < 10; k += 1) await measureGroups();
    expect(await measureGroups()).toEqual(small);
    expect(await render()).toBe(renderSmall);
    console.log("library group render statements:", renderSmall);
    expect(renderSmall).toBeLessThanOrEqual(8);
  });
});

/**
 * The editor's commit: the access check, the lock and the drafts, the agreement's
 * facts, its current text, the disclosure, terms and record, then begin, the document's row lock,
 * the lock row, the drafts removed, the facts again, the files (the agreement's and any separate
 * writings', in one statement) and their links (one statement), the text
 * replaced, the commit and its snapshot, its message, the record (its head known from the facts
 * checked under the lock: one insert), the document's fields, the two
 * partners' e-mails (each an outbox row and its delivery job), commit; the live notarization is
 * checked before and again inside the transaction. The same for 2 or 20 drafts, and with more versions in the history.
 */
describe("editor commit statement counts", () => {
  it("stay constant as drafts and versions grow", async () => {
    const commitWith = async (draftCount: number) => {
      const couple = await readyCouple(api.db, { state: "CA" });
      expect(
        (
          await api.inject({
            method: "POST",
            url: `/documents/${couple.document.id}/generate`,
            as: claimsOf(couple.userA),
          })
        ).statusCode,
      ).toBe(201);
      const attorney = await createAttorney(api.db, { states: ["CA"] });
      await api.db
        .update(documents)
        .set({ attorneyAId: attorney.attorney.id })
        .where(eq(documents.id, couple.document.id));
      const as = claimsOf(attorney.user, "attorney");
      const [section] = await api.db
        .select()
        .from(documentSections)
        .where(eq(documentSections.documentId, couple.document.id))
        .limit(1);
      await api.inject({ method: "POST", url: `/documents/${couple.document.id}/lock`, as, payload: {} });
      const drafts = Array.from({ length: draftCount }, (_, index) => ({
        documentSectionId: section!.id,
        text: `Added ${index}`,
        order: 100 + index,
      }));
      expect(
        (
          await api.inject({
            method: "POST",
            url: `/documents/${couple.document.id}/drafts/many`,
            as,
            payload: { clauses: drafts },
          })
        ).statusCode,
      ).toBe(200);
      const counted = await count({
        method: "POST",
        url: `/documents/${couple.document.id}/drafts/commit`,
        as,
        payload: { message: "Counted" },
      });
      expect(counted.status, counted.body).toBe(200);
      return counted.statements;
    };
    const small = await commitWith(2);
    console.log("editor commit statements:", small);
    expect(small).toBeLessThanOrEqual(35);
    expect(await commitWith(20)).toBe(small);
  });
});
