/**
 * The couple's drafts of an amendment or a revocation of their signed agreement (POST, GET, PATCH,
 * DELETE …/changes): refused where the state they live in now does not allow the change, one live
 * draft per document (also for two requests at once), the text as it would be signed today, bad
 * input refused with its message and nothing stored. Statements per request pinned and constant as
 * the data grows.
 */
import { agreementChanges } from "@prenup/db";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { createCouple } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
import { FIRST_HASH, HEAD_HASH, SIGNED_CLAUSE, signedCouple } from "./agreement-change-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi, statementsOf } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Change = {
  label: string;
  title?: string | null;
  oldText?: string | null;
  newText: string | null;
  reason: string;
  note?: string | null;
};
type Draft = {
  id: string;
  documentId: string;
  kind: string;
  number: number | null;
  status: string;
  state: { abbreviation: string; name: string };
  movedIn: string | null;
  changes: Required<Change>[];
};
type Detail = Draft & {
  text: string | null;
  unavailableReason: string | null;
  pendingAttorneyInserts: string[];
  redline: { label: string; title: string | null; oldText: string | null; newText: string | null; reason: string }[];
};

/** A couple in `state` married on 2025-06-14 whose agreement was notarized on 2025-05-20 (`signedCouple`). */
const couple = (state: string) => signedCouple(api.db, state);
type Couple = Awaited<ReturnType<typeof couple>>;

const base = (created: Couple) => `/users/${created.userA.id}/documents/${created.document.id}/changes`;

const create = (created: Couple, payload: Record<string, unknown>, as: "A" | "B" = "A") =>
  api.inject({
    method: "POST",
    url: base(created),
    payload,
    as: claimsOf(as === "A" ? created.userA : created.userB),
  });
const read = (created: Couple, changeId = "") =>
  api.inject({ method: "GET", url: `${base(created)}${changeId ? `/${changeId}` : ""}`, as: claimsOf(created.userB) });

/** GET …/changes/{changeId}/document/{format}, by partner B unless someone else is named. */
const documentOf = (created: Couple, changeId: string, format: string, who = claimsOf(created.userB)) =>
  api.inject({ method: "GET", url: `${base(created)}/${changeId}/document/${format}`, as: who });

const propertyChange: Change = {
  label: "3.2",
  newText:
    "Each Party keeps the property they owned before the marriage, and the home at 12 Elm Street becomes shared.",
  reason: "MOVE",
  note: "We bought a home together.",
};

const storedFor = async (created: Couple) =>
  api.db.select().from(agreementChanges).where(eq(agreementChanges.documentId, created.document.id));

describe("drafting an amendment or a revocation of a signed agreement", () => {
  it("an amendment in a state that allows it: numbered 1, its text quoting the new clause, its redline", async () => {
    const created = await couple("CA");
    const response = await create(created, { kind: "AMENDMENT", state: "CA", changes: [propertyChange] });
    expect(response.statusCode, response.body).toBe(201);
    const draft = json<Draft>(response);
    expect(draft).toMatchObject({
      kind: "AMENDMENT",
      number: 1,
      status: "DRAFT",
      state: { abbreviation: "CA", name: "California" },
      movedIn: null,
      changes: [{ ...propertyChange, title: SIGNED_CLAUSE.title, oldText: SIGNED_CLAUSE.text }],
    });
    const detail = json<Detail>(await read(created, draft.id));
    expect(detail.unavailableReason).toBeNull();
    expect(detail.text).toMatch(/Amendment No\. 1 to the (Premarital|Prenuptial) Agreement of May 20, 2025/i);
    expect(detail.text).toContain(propertyChange.newText);
    expect(detail.text).toContain("Avery Stone");
    expect(detail.text).toContain(HEAD_HASH);
    expect(detail.text).toMatch(/fiduciary/i);
    expect(detail.redline).toEqual([
      {
        label: "3.2",
        title: "Separate Property",
        oldText: SIGNED_CLAUSE.text,
        newText: propertyChange.newText,
        reason: "MOVE",
      },
    ]);
    // Texas asks for the statute's conversion statement, which an attorney inserts.
    const texas = await couple("TX");
    const texasDraft = json<Draft>(await create(texas, { kind: "AMENDMENT", state: "TX", changes: [propertyChange] }));
    expect(json<Detail>(await read(texas, texasDraft.id)).pendingAttorneyInserts).toEqual([
      expect.stringMatching(/An attorney must insert it here/),
    ]);
  });

  it("takes each clause's old text and title from the signed agreement, never from the request", async () => {
    const created = await couple("CA");
    const response = await create(created, {
      kind: "AMENDMENT",
      state: "CA",
      changes: [
        { ...propertyChange, oldText: "Neither Party keeps anything.", title: "Our Home" },
        { label: "1.1", oldText: "Something else entirely.", newText: null, reason: "CORRECTION" },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Draft>(response).changes).toEqual([
      { ...propertyChange, title: "Our Home", oldText: SIGNED_CLAUSE.text },
      { label: "1.1", title: null, oldText: "Clause 1.1 as signed.", newText: null, reason: "CORRECTION", note: null },
    ]);
    const detail = json<Detail>(await read(created, json<Draft>(response).id));
    expect(detail.text).toContain("Section 1.1 of the Original Agreement is deleted. It formerly read:");
    expect(detail.text).toContain("Clause 1.1 as signed.");
    expect(detail.text).not.toContain("Neither Party keeps anything.");
  });

  it("lists the signed clauses an amendment can name, to the couple and their attorneys only", async () => {
    const created = await couple("CA");
    const response = await api.inject({
      method: "GET",
      url: `/users/${created.userB.id}/documents/${created.document.id}/signed-clauses`,
      as: claimsOf(created.userB),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = json<{ items: { label: string; title: string | null; text: string }[] }>(response);
    expect(items.map((clause) => clause.label)).toEqual(["1.1", "1.2", "2.1", "2.2", "3.1", "3.2"]);
    expect(items[5]).toEqual({ label: "3.2", ...SIGNED_CLAUSE });
    const unsigned = await readyCouple(api.db, { state: "CA" });
    const refused = await api.inject({
      method: "GET",
      url: `/users/${unsigned.userA.id}/documents/${unsigned.document.id}/signed-clauses`,
      as: claimsOf(unsigned.userA),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/not signed yet/);
  });

  it("a revocation identifies the original by its record hash and has no changes", async () => {
    const created = await couple("TX");
    const response = await create(created, { kind: "REVOCATION", state: "TX" }, "B");
    expect(response.statusCode, response.body).toBe(201);
    const draft = json<Draft>(response);
    expect(draft).toMatchObject({ kind: "REVOCATION", number: null, changes: [] });
    const detail = json<Detail>(await read(created, draft.id));
    expect(detail.text).toMatch(/Revocation of (Premarital|Prenuptial) Agreement/i);
    expect(detail.text).toContain(`identified by its record hash ${HEAD_HASH}`);
    expect(detail.text).not.toContain(FIRST_HASH);
    expect(detail.redline).toEqual([]);
  });

  it("refuses a change the state's law does not allow now, with the reason or the court's checklist, storing nothing", async () => {
    const iowa = await couple("IA");
    const blocked = await create(iowa, { kind: "AMENDMENT", state: "IA", changes: [propertyChange] });
    expect(blocked.statusCode).toBe(409);
    expect(json<{ code: string; error: string }>(blocked)).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      error: expect.stringMatching(/Iowa courts do not enforce an agreement spouses make during the marriage/),
    });
    expect(await storedFor(iowa)).toEqual([]);
    const louisiana = await couple("LA");
    const court = await create(louisiana, { kind: "AMENDMENT", state: "LA", changes: [propertyChange] });
    expect(court.statusCode).toBe(409);
    expect(json<{ error: string }>(court).error).toMatch(/only a court can approve it\. .*joint petition/);
    expect(await storedFor(louisiana)).toEqual([]);
    // Within the first year after moving there, Louisiana lets the couple sign it themselves.
    const moved = await create(louisiana, {
      kind: "AMENDMENT",
      state: "LA",
      movedIn: "2026-03-01",
      changes: [propertyChange],
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(json<Draft>(moved)).toMatchObject({ movedIn: "2026-03-01", state: { abbreviation: "LA" } });
  });

  it("refuses an agreement that is not notarized yet", async () => {
    const unsigned = await readyCouple(api.db, {
      state: "CA",
      answersA: { wedding_date: "2025-06-14" },
      answersB: { wedding_date: "2025-06-14" },
    });
    const response = await create(unsigned as Couple, { kind: "REVOCATION", state: "CA" });
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatch(/not signed yet/);
    expect(await storedFor(unsigned as Couple)).toEqual([]);
    expect(json(await read(unsigned as Couple))).toEqual({ original: null, items: [] });
  });

  it("keeps one live draft per document: a second is refused, and two at once store one", async () => {
    const created = await couple("CA");
    expect((await create(created, { kind: "REVOCATION", state: "CA" })).statusCode).toBe(201);
    const second = await create(created, { kind: "AMENDMENT", state: "CA" }, "B");
    expect(second.statusCode).toBe(409);
    expect(json<{ code: string; error: string }>(second)).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      error: expect.stringMatching(/already has a draft/),
    });
    expect(await storedFor(created)).toHaveLength(1);

    const racing = await couple("CA");
    const responses = await Promise.all([
      create(racing, { kind: "AMENDMENT", state: "CA", changes: [propertyChange] }),
      create(racing, { kind: "AMENDMENT", state: "CA", changes: [propertyChange] }, "B"),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.body).toMatch(/already has a draft/);
    expect(await storedFor(racing)).toHaveLength(1);
  });

  it("replaces a draft amendment's changes, deletes a draft, numbers amendments per document and keeps a signed one as it is", async () => {
    const created = await couple("CA");
    const draft = json<Draft>(await create(created, { kind: "AMENDMENT", state: "CA" }));
    const empty = json<Detail>(await read(created, draft.id));
    expect(empty).toMatchObject({ text: null, unavailableReason: "An amendment needs at least one change." });
    const added: Change = {
      label: "7.1",
      newText: "The Parties share the cost of the home.",
      reason: "OTHER",
    };
    const patched = await api.inject({
      method: "PATCH",
      url: `${base(created)}/${draft.id}`,
      payload: { changes: [propertyChange, added] },
      as: claimsOf(created.userB),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const detail = json<Detail>(await read(created, draft.id));
    expect(detail.changes.map((change) => change.label)).toEqual(["3.2", "7.1"]);
    expect(detail.changes[1]).toEqual({ ...added, oldText: null, title: null, note: null });
    expect(detail.text).toContain("A new Section 7.1 is added to the Original Agreement");
    expect(detail.text).toContain(added.newText);

    const listed = json<{ original: { signedOn: string; recordHash: string } | null; items: Draft[] }>(
      await read(created),
    );
    expect(listed.items.map((item) => item.id)).toEqual([draft.id]);
    // The original every change refers to: the day of signing and the record's head, as the text names it.
    expect(listed.original).toEqual({ signedOn: "2025-05-20", recordHash: HEAD_HASH });
    const deleted = await api.inject({
      method: "DELETE",
      url: `${base(created)}/${draft.id}`,
      as: claimsOf(created.userA),
    });
    expect(deleted.statusCode).toBe(204);
    expect(json<{ items: Draft[] }>(await read(created)).items).toEqual([]);
    expect((await read(created, draft.id)).statusCode).toBe(404);
    // The deleted draft's number is free again; after a signed amendment the next one is number 2.
    const again = json<Draft>(await create(created, { kind: "AMENDMENT", state: "CA", changes: [propertyChange] }));
    expect(again.number).toBe(1);
    await api.db
      .update(agreementChanges)
      .set({ status: "SIGNED", effectiveOn: "2026-11-21" })
      .where(eq(agreementChanges.id, again.id));
    const second = json<Draft>(await create(created, { kind: "AMENDMENT", state: "CA", changes: [added] }, "B"));
    expect(second.number).toBe(2);
    expect(json<Detail>(await read(created, second.id)).text).toMatch(/Amendment No\. 2 to the/i);
    // A signed change is no longer a draft: neither changed nor deleted.
    const signedPatch = await api.inject({
      method: "PATCH",
      url: `${base(created)}/${again.id}`,
      payload: { changes: [added] },
      as: claimsOf(created.userA),
    });
    expect(signedPatch.statusCode, signedPatch.body).toBe(409);
    expect(signedPatch.body).toMatch(/Only a draft can be changed or deleted/);
    const signedDelete = await api.inject({
      method: "DELETE",
      url: `${base(created)}/${again.id}`,
      as: claimsOf(created.userA),
    });
    expect(signedDelete.statusCode).toBe(409);
    // A revocation takes no changes.
    await api.inject({ method: "DELETE", url: `${base(created)}/${second.id}`, as: claimsOf(created.userA) });
    api.clock.advance(60_000);
    const next = json<Draft>(await create(created, { kind: "REVOCATION", state: "CA" }));
    const patchRevocation = await api.inject({
      method: "PATCH",
      url: `${base(created)}/${next.id}`,
      payload: { changes: [added] },
      as: claimsOf(created.userA),
    });
    expect(patchRevocation.statusCode).toBe(409);
    expect(patchRevocation.body).toMatch(/Only an amendment has changes/);
    expect(json<{ items: Draft[] }>(await read(created)).items.map((item) => item.id)).toEqual([next.id, again.id]);
  });

  it("refuses bad input with a message per field, storing nothing", async () => {
    const created = await couple("CA");
    const many = Array.from({ length: 51 }, (_, index) => ({ ...propertyChange, label: `9.${index + 1}` }));
    for (const [payload, message] of [
      [
        { kind: "AMENDMENT", state: "CA", changes: [{ ...propertyChange, reason: "BOREDOM" }] },
        /reason must be one of/,
      ],
      [{ kind: "AMENDMENT", state: "CA", changes: many }, /at most 50 changes/],
      [{ kind: "REVOCATION", state: "CA", changes: [propertyChange] }, /changes are for an amendment only/],
      [{ kind: "AMENDMENT", state: "CA", movedIn: "2026-02-30" }, /movedIn must be a date/],
      [{ kind: "AMENDMENT", state: "CA", movedIn: "2099-01-01" }, /movedIn must be a date/],
      [{ kind: "POSTNUP", state: "CA" }, /kind must be AMENDMENT or REVOCATION/],
      [{ kind: "AMENDMENT", state: "ZZ" }, /two-letter abbreviation/],
      [{ kind: "AMENDMENT", state: "CA", changes: [{ ...propertyChange, label: "3.2.1.4.5.6.7.8.9.10.11" }] }, /label/],
      [{ kind: "AMENDMENT", state: "CA", changes: [{ ...propertyChange, newText: "x".repeat(20_001) }] }, /20,000/],
      [{ kind: "AMENDMENT", state: "CA", changes: [{ ...propertyChange, note: "n".repeat(501) }] }, /500 characters/],
      [{ kind: "AMENDMENT", state: "CA", changes: [propertyChange, propertyChange] }, /changed twice/],
      [
        { kind: "AMENDMENT", state: "CA", changes: [{ ...propertyChange, newText: ` ${SIGNED_CLAUSE.text}` }] },
        /same as the old/,
      ],
      [
        { kind: "AMENDMENT", state: "CA", changes: [{ ...propertyChange, label: "4.1", newText: null }] },
        /no clause 4\.1 to remove/,
      ],
    ] as const) {
      const response = await create(created, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.body).toMatch(message);
    }
    expect(await storedFor(created)).toEqual([]);
  });

  it("is the couple's: a stranger naming the document gets 404", async () => {
    const created = await couple("CA");
    const draft = json<Draft>(await create(created, { kind: "REVOCATION", state: "CA" }));
    const stranger = await createCouple(api.db);
    const url = `/users/${stranger.userA.id}/documents/${created.document.id}/changes`;
    for (const [method, path] of [
      ["GET", url],
      ["GET", `${url}/${draft.id}`],
      ["POST", url],
      ["DELETE", `${url}/${draft.id}`],
    ] as const) {
      const response = await api.inject({
        method,
        url: path,
        as: claimsOf(stranger.userA),
        ...(method === "POST" ? { payload: { kind: "REVOCATION", state: "CA" } } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await storedFor(created)).toHaveLength(1);
  });

  it("draws the change's document to print and sign: a PDF and a Word file with the detail's text, no draft mark", async () => {
    const created = await couple("CA");
    const draft = json<Draft>(await create(created, { kind: "AMENDMENT", state: "CA", changes: [propertyChange] }));
    const pdf = await documentOf(created, draft.id, "pdf");
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers).toMatchObject({ "content-type": "application/pdf", "cache-control": "private, no-store" });
    expect(pdf.headers["content-disposition"]).toMatch(
      /^attachment; filename="Avery Stone - [^"]+ - Amendment No\. 1 to the (Premarital|Prenuptial) Agreement of May 20, 2025\.pdf"/,
    );
    const pages = pdfPageTexts(pdf.rawPayload).join(" ").replace(/\s+/g, " ");
    expect(pages).toMatch(/AMENDMENT NO\. 1 TO THE (PREMARITAL|PRENUPTIAL) AGREEMENT/);
    expect(pages).toContain("the home at 12 Elm Street becomes shared");
    expect(pages).toMatch(/fiduciary/i);
    expect(pages).not.toMatch(/not for signature/i);

    const docx = await documentOf(created, draft.id, "docx");
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(docx.headers["content-disposition"]).toMatch(
      /Amendment No\. 1 to the (Premarital|Prenuptial) Agreement of May 20, 2025\.docx"/,
    );
    expect(docx.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");

    // Texas asks for the statute's conversion statement, which an attorney inserts: until then every page is a draft.
    const texas = await couple("TX");
    const texasDraft = json<Draft>(await create(texas, { kind: "AMENDMENT", state: "TX", changes: [propertyChange] }));
    const texasPdf = await documentOf(texas, texasDraft.id, "pdf");
    expect(texasPdf.statusCode, texasPdf.body).toBe(200);
    expect(pdfPageTexts(texasPdf.rawPayload).join(" ")).toMatch(/not for signature/i);
  });

  it("refuses a document it cannot draw with the reason, a bad format, and a stranger", async () => {
    const created = await couple("CA");
    const empty = json<Draft>(await create(created, { kind: "AMENDMENT", state: "CA" }));
    const refused = await documentOf(created, empty.id, "pdf");
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused)).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      error: "This change's document cannot be drawn: An amendment needs at least one change.",
    });
    const badFormat = await documentOf(created, empty.id, "txt");
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.body).toContain("format must be pdf or docx.");
    const stranger = await createCouple(api.db);
    const hidden = await documentOf(created, empty.id, "pdf", claimsOf(stranger.userA));
    expect(hidden.statusCode).toBe(404);
  });

  it("runs a constant number of statements as couples and their changes grow", async () => {
    const created = await couple("CA");
    const draft = json<Draft>(await create(created, { kind: "AMENDMENT", state: "CA", changes: [propertyChange] }));
    const counted = (send: () => ReturnType<typeof api.inject>, status: number) => statementsOf(api, send, status);
    const counts = async () => ({
      list: await counted(() => read(created), 200),
      detail: await counted(() => read(created, draft.id), 200),
      pdf: await counted(() => documentOf(created, draft.id, "pdf"), 200),
      clauses: await counted(
        () =>
          api.inject({
            method: "GET",
            url: `/users/${created.userA.id}/documents/${created.document.id}/signed-clauses`,
            as: claimsOf(created.userA),
          }),
        200,
      ),
      refusedCreate: await counted(() => create(created, { kind: "REVOCATION", state: "CA" }), 409),
      patch: await counted(
        () =>
          api.inject({
            method: "PATCH",
            url: `${base(created)}/${draft.id}`,
            payload: { changes: [propertyChange] },
            as: claimsOf(created.userA),
          }),
        200,
      ),
    });
    await counts();
    const before = await counts();
    for (const state of ["CA", "TX", "NY"]) {
      const other = await couple(state);
      await create(other, { kind: "AMENDMENT", state, changes: [propertyChange] });
    }
    expect(await counts()).toEqual(before);
    // The signed-in user and the access check, then: the partners, the list and the record's head; the context, the change
    // with the parties and the record, the state's terms, the original's formalities and the spouses' disclosure
    // declarations; the context, the changes in
    // effect and the insert; the partners, the signed text's sections and clauses, the changes in effect, and the update.
    expect(before.list).toBeLessThanOrEqual(5);
    expect(before.detail).toBeLessThanOrEqual(7);
    // The detail's reads but the disclosure declarations: the PDF is drawn off the database.
    expect(before.pdf).toBeLessThanOrEqual(6);
    expect(before.refusedCreate).toBeLessThanOrEqual(5);
    expect(before.patch).toBeLessThanOrEqual(7);
    // The context, then the signed text's sections and clauses and the changes in effect.
    expect(before.clauses).toBeLessThanOrEqual(6);
    const fresh = await couple("CA");
    expect(await counted(() => create(fresh, { kind: "REVOCATION", state: "CA" }), 201)).toBeLessThanOrEqual(5);
    // An amendment's changes read the text in effect (its sections and clauses, the signed changes) once, however many there are.
    const amended = await couple("CA");
    const changes = [propertyChange, { label: "1.1", newText: null, reason: "CORRECTION" }];
    expect(await counted(() => create(amended, { kind: "AMENDMENT", state: "CA", changes }), 201)).toBeLessThanOrEqual(
      7,
    );
  });
});
