/**
 * Signing an amendment or a revocation (POST …/changes/{changeId}/signatures) and the reading copy
 * (GET …/reading-copy): each spouse records their own signing before a notary with the notarized
 * PDF; the state's law is decided for the day of signing; the witnesses and the counsel the
 * stricter formalities ask for are checked; the change takes effect only when both have signed,
 * and the agreement's record names the version it changes. Refusals store nothing. Statements per
 * request pinned and constant as the data grows.
 */
import { agreementChangeSignatures, agreementChanges, documentRecordEntries, files } from "@prenup/db";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { createAdmin } from "@prenup/db/testing";
import { HEAD_HASH, SIGNED_CLAUSE, signedCouple } from "./agreement-change-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi, statementsOf } from "./harness.ts";

let api: TestApi;
const TODAY = new Date("2026-11-21T12:00:00.000Z");
beforeAll(async () => {
  api = await createTestApi({ now: TODAY });
});
afterEach(() => {
  api.clock.set(TODAY);
});
afterAll(async () => {
  await api?.close();
});

type Couple = Awaited<ReturnType<typeof signedCouple>>;
type Signature = {
  respondent: "A" | "B";
  signedOn: string;
  witnesses: string[];
  counsel: string | null;
  fileSha256: string;
};
type Draft = {
  id: string;
  kind: string;
  number: number | null;
  status: string;
  signatures: Signature[];
  effectiveOn: string | null;
  changes: { label: string; oldText: string | null; newText: string | null }[];
};
type Detail = Draft & {
  signingRule: {
    witnesses: number;
    ownCounselRequired: boolean;
    disclosureConfirmation: boolean;
    awaitsAttorneyInsert: boolean;
  } | null;
  disclosure: { respondent: "A" | "B"; declaredAt: string | null; confirmed: boolean }[];
  parties: { respondent: "A" | "B"; userId: string | null; name: string }[];
};
type ReadingCopy = {
  original: { signedOn: string; recordHash: string };
  versions: { kind: string; number: number | null; effectiveOn: string }[];
  revokedOn: string | null;
  clauses: { label: string; title: string | null; text: string; amendedBy: number | null; removed: boolean }[];
};

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const NEW_TEXT = "Each Party keeps the property they owned before the marriage, except the home, which is shared.";

const couple = (state: string) => signedCouple(api.db, state);
const base = (created: Couple) => `/users/${created.userA.id}/documents/${created.document.id}`;
const as = (created: Couple, side: "A" | "B") => claimsOf(side === "A" ? created.userA : created.userB);

/**
 * An amendment of clause 3.2 drafted by partner A; then (unless `confirm` is false) both spouses
 * confirm their disclosure for it, as the state's law asks before they sign.
 */
async function draftAmendment(created: Couple, state: string, changes?: unknown[], movedIn?: string, confirm = true) {
  const response = await api.inject({
    method: "POST",
    url: `${base(created)}/changes`,
    payload: {
      kind: "AMENDMENT",
      state,
      ...(movedIn ? { movedIn } : {}),
      changes: changes ?? [{ label: "3.2", newText: NEW_TEXT, reason: "CHILD" }],
    },
    as: as(created, "A"),
  });
  expect(response.statusCode, response.body).toBe(201);
  if (confirm) for (const side of ["A", "B"] as const) await confirmDisclosure(created, side);
  return json<Draft>(response);
}

/** The spouse declares again that they have nothing to disclose: their disclosure confirmed for the change. */
async function confirmDisclosure(created: Couple, side: "A" | "B") {
  const user = side === "A" ? created.userA : created.userB;
  const response = await api.inject({
    method: "PUT",
    url: `/users/${user.id}/documents/${created.document.id}/disclosure-declaration`,
    payload: { declaration: "NOTHING_TO_DISCLOSE" },
    as: claimsOf(user),
  });
  expect(response.statusCode, response.body).toBe(200);
}

type SigningInput = { signedOn?: string; witnesses?: string[]; counsel?: string; body?: Buffer | string };
const sign = (created: Couple, changeId: string, side: "A" | "B", input: SigningInput = {}) => {
  const query = new URLSearchParams({ signedOn: input.signedOn ?? "2026-11-21" });
  for (const witness of input.witnesses ?? []) query.append("witness", witness);
  if (input.counsel !== undefined) query.set("counsel", input.counsel);
  return api.inject({
    method: "POST",
    url: `${base(created)}/changes/${changeId}/signatures?${query}`,
    payload: input.body ?? PDF,
    headers: { "content-type": "application/pdf" },
    as: as(created, side),
  });
};

const detailOf = async (created: Couple, changeId: string) =>
  json<Detail>(await api.inject({ method: "GET", url: `${base(created)}/changes/${changeId}`, as: as(created, "B") }));
const readingCopyOf = async (created: Couple) => {
  const response = await api.inject({ method: "GET", url: `${base(created)}/reading-copy`, as: as(created, "B") });
  expect(response.statusCode, response.body).toBe(200);
  return json<ReadingCopy>(response);
};
const recordOf = (created: Couple) =>
  api.db
    .select()
    .from(documentRecordEntries)
    .where(eq(documentRecordEntries.documentId, created.document.id))
    .orderBy(asc(documentRecordEntries.sequence));
const signaturesStored = async (changeId: string) =>
  (
    await api.db
      .select({ n: count() })
      .from(agreementChangeSignatures)
      .where(eq(agreementChangeSignatures.changeId, changeId))
  )[0]!.n;

describe("signing a change of the signed agreement", () => {
  it("half-signed changes nothing; the second signing puts it in effect, on the later day, linked to the original", async () => {
    const created = await couple("CA");
    const draft = await draftAmendment(created, "CA");
    // Drafted and signed the same day: California's seven days with the final text (Fam. Code § 1615(c)(2)) are a
    // premarital rule, and a change during the marriage has no waiting period of its own.
    const halfSigned = await sign(created, draft.id, "A");
    expect(halfSigned.statusCode, halfSigned.body).toBe(201);
    expect(json<Draft>(halfSigned)).toMatchObject({
      status: "DRAFT",
      effectiveOn: null,
      signatures: [{ respondent: "A", signedOn: "2026-11-21", witnesses: [], counsel: null }],
    });
    // Half-signed: the reading copy still reads as signed, and the text can no longer change.
    const before = await readingCopyOf(created);
    expect(before.clauses.find((clause) => clause.label === "3.2")).toEqual({
      label: "3.2",
      ...SIGNED_CLAUSE,
      amendedBy: null,
      removed: false,
    });
    expect(before.versions).toEqual([]);
    const patched = await api.inject({
      method: "PATCH",
      url: `${base(created)}/changes/${draft.id}`,
      payload: { changes: [{ label: "3.2", newText: "Something else.", reason: "OTHER" }] },
      as: as(created, "B"),
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.body).toMatch(/has signed this amendment, so its text can no longer change/);

    api.clock.set(new Date("2026-11-25T12:00:00.000Z"));
    const second = await sign(created, draft.id, "B", { signedOn: "2026-11-24" });
    expect(second.statusCode, second.body).toBe(201);
    expect(json<Draft>(second)).toMatchObject({ status: "SIGNED", effectiveOn: "2026-11-24" });
    expect(json<Draft>(second).signatures.map((s) => s.respondent)).toEqual(["A", "B"]);

    const after = await readingCopyOf(created);
    expect(after.original).toEqual({ signedOn: "2025-05-20", recordHash: HEAD_HASH });
    expect(after.versions).toEqual([{ kind: "AMENDMENT", number: 1, effectiveOn: "2026-11-24" }]);
    expect(after.clauses.find((clause) => clause.label === "3.2")).toMatchObject({ text: NEW_TEXT, amendedBy: 1 });

    const record = await recordOf(created);
    const kinds = record.map((entry) => entry.kind);
    expect(kinds.slice(-3)).toEqual(["CHANGE_SIGNED", "CHANGE_SIGNED", "CHANGE_IN_EFFECT"]);
    const inEffect = record.at(-1)!;
    expect(inEffect.details).toMatchObject({
      changeId: draft.id,
      changeKind: "AMENDMENT",
      number: 1,
      effectiveOn: "2026-11-24",
      parentHash: HEAD_HASH,
    });
    expect(record.at(-3)!.respondent).toBe("A");
    expect(record.at(-3)!.details).toMatchObject({ changeSignedOn: "2026-11-21" });

    // The reading copy as a PDF to print: the new clause, the amendment behind it, marked on every page as not signed.
    const copyPdf = await api.inject({ method: "GET", url: `${base(created)}/reading-copy/pdf`, as: as(created, "B") });
    expect(copyPdf.statusCode, copyPdf.body).toBe(200);
    expect(copyPdf.headers["content-type"]).toBe("application/pdf");
    expect(copyPdf.headers["content-disposition"]).toContain("Reading Copy of the");
    const squash = (words: string) => words.replace(/\s+/g, "");
    const copyPages = pdfPageTexts(new Uint8Array(copyPdf.rawPayload)).map(squash);
    expect(copyPages.join("")).toContain(squash(NEW_TEXT));
    expect(copyPages.join("")).toContain(squash("[As amended by Amendment No. 1, in effect from November 24, 2026.]"));
    for (const page of copyPages) expect(page.replace(/[^A-Z]/g, "")).toContain("READINGCOPYNOTASIGNEDDOCUMENT");

    // An admin reads the same versions and reading copy (the user's page shows them).
    const admin = await createAdmin(api.db);
    const adminCopy = await api.inject({ method: "GET", url: `${base(created)}/reading-copy`, as: claimsOf(admin) });
    expect(adminCopy.statusCode).toBe(200);
    expect(json<ReadingCopy>(adminCopy).versions).toEqual(after.versions);

    // Each spouse's notarized copy is there to download, for the couple and their attorneys only.
    const copyUrl = (side: string) => `${base(created)}/changes/${draft.id}/signatures/${side}/file`;
    const copy = await api.inject({ method: "GET", url: copyUrl("B"), as: as(created, "A") });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-type"]).toBe("application/pdf");
    expect(copy.rawPayload.equals(PDF)).toBe(true);
    const stranger = await couple("CA");
    const foreign = await api.inject({
      method: "GET",
      url: `/users/${stranger.userA.id}/documents/${created.document.id}/changes/${draft.id}/signatures/A/file`,
      as: claimsOf(stranger.userA),
    });
    expect(foreign.statusCode).toBe(404);
    const badSide = await api.inject({ method: "GET", url: copyUrl("C"), as: as(created, "A") });
    expect(badSide.statusCode).toBe(400);
    expect(badSide.body).toMatch(/respondent must be A or B/);
    // The evidence dossier tells both signings and the change taking effect, from the record.
    const dossier = await api.inject({
      method: "GET",
      url: `/documents/${created.document.id}/evidence-dossier`,
      as: as(created, "A"),
    });
    expect(dossier.statusCode).toBe(200);
    const dossierText = pdfPageTexts(dossier.rawPayload).join(" ").replace(/\s+/g, " ");
    expect(dossierText).toContain("signed Amendment No. 1 before a notary on 2026-11-21");
    expect(dossierText).toContain("Amendment No. 1 took effect on 2026-11-24, both spouses having signed it.");
    // Its own section: each version with its signings.
    expect(dossierText).toMatch(
      /5\. The agreement's versions .*The original agreement Signed on May 20, 2025 and notarized.*Amendment No\. 1 .*In effect from November 24, 2026, both spouses having signed it/,
    );

    // The original is still identified as signed; the next amendment quotes the amended text as its old text.
    const listed = json<{ original: { signedOn: string; recordHash: string } }>(
      await api.inject({ method: "GET", url: `${base(created)}/changes`, as: as(created, "A") }),
    );
    expect(listed.original).toEqual({ signedOn: "2025-05-20", recordHash: HEAD_HASH });
    const next = await draftAmendment(created, "CA", [
      { label: "3.2", newText: "All property is shared.", reason: "OTHER" },
    ]);
    expect(next.number).toBe(2);
    expect(next.changes[0]!.oldText).toBe(NEW_TEXT);
    // A spouse who has not signed a change has no copy of it.
    const noCopy = await api.inject({
      method: "GET",
      url: `${base(created)}/changes/${next.id}/signatures/A/file`,
      as: as(created, "A"),
    });
    expect(noCopy.statusCode).toBe(404);
    // Amendment 2 in effect: its parent is Amendment 1's entry.
    api.clock.set(new Date("2026-11-26T12:00:00.000Z"));
    expect((await sign(created, next.id, "A", { signedOn: "2026-11-26" })).statusCode).toBe(201);
    expect((await sign(created, next.id, "B", { signedOn: "2026-11-26" })).statusCode).toBe(201);
    const chain = await recordOf(created);
    expect(chain.at(-1)!.details).toMatchObject({ number: 2, parentHash: inEffect.hash });
    expect((await readingCopyOf(created)).clauses.find((clause) => clause.label === "3.2")).toMatchObject({
      text: "All property is shared.",
      amendedBy: 2,
    });
  });

  it("a signed revocation ends the agreement: the reading copy says so and nothing more can be drafted", async () => {
    const created = await couple("CA");
    const revocation = json<Draft>(
      await api.inject({
        method: "POST",
        url: `${base(created)}/changes`,
        payload: { kind: "REVOCATION", state: "CA" },
        as: as(created, "B"),
      }),
    );
    for (const side of ["A", "B"] as const) await confirmDisclosure(created, side);
    expect((await sign(created, revocation.id, "B")).statusCode).toBe(201);
    expect((await sign(created, revocation.id, "A")).statusCode).toBe(201);
    const copy = await readingCopyOf(created);
    expect(copy.revokedOn).toBe("2026-11-21");
    expect(copy.versions).toEqual([{ kind: "REVOCATION", number: null, effectiveOn: "2026-11-21" }]);
    const more = await api.inject({
      method: "POST",
      url: `${base(created)}/changes`,
      payload: { kind: "AMENDMENT", state: "CA" },
      as: as(created, "A"),
    });
    expect(more.statusCode).toBe(409);
    expect(more.body).toMatch(/revoked on 2026-11-21/);
  });

  it("asks for the witnesses the stricter formalities require, and each spouse's own attorney where the state does", async () => {
    // Florida: a change that may waive rights at death is signed before two witnesses.
    const florida = await couple("FL");
    const floridaDraft = await draftAmendment(florida, "FL");
    expect((await detailOf(florida, floridaDraft.id)).signingRule).toEqual({
      witnesses: 2,
      ownCounselRequired: false,
      disclosureConfirmation: true,
      awaitsAttorneyInsert: false,
    });
    const oneWitness = await sign(florida, floridaDraft.id, "A", { witnesses: ["Ada Lee"] });
    expect(oneWitness.statusCode).toBe(400);
    expect(oneWitness.body).toMatch(/before 2 witnesses who sign too/);
    const spouse = (await detailOf(florida, floridaDraft.id)).parties[1]!.name;
    const spouseWitness = await sign(florida, floridaDraft.id, "A", { witnesses: ["Ada Lee", spouse] });
    expect(spouseWitness.statusCode).toBe(400);
    expect(spouseWitness.body).toMatch(/cannot witness/);
    expect(await signaturesStored(floridaDraft.id)).toBe(0);
    const witnessed = await sign(florida, floridaDraft.id, "A", { witnesses: ["Ada Lee", "Ben Cho"] });
    expect(witnessed.statusCode, witnessed.body).toBe(201);
    expect(json<Draft>(witnessed).signatures[0]!.witnesses).toEqual(["Ada Lee", "Ben Cho"]);

    // Minnesota: its two witnesses, and each spouse names their own attorney, not the other's.
    const minnesota = await couple("MN");
    const minnesotaDraft = await draftAmendment(minnesota, "MN");
    expect((await detailOf(minnesota, minnesotaDraft.id)).signingRule).toEqual({
      witnesses: 2,
      ownCounselRequired: true,
      disclosureConfirmation: true,
      awaitsAttorneyInsert: false,
    });
    const witnesses = ["Ada Lee", "Ben Cho"];
    const noCounsel = await sign(minnesota, minnesotaDraft.id, "A", { witnesses });
    expect(noCounsel.statusCode).toBe(400);
    expect(noCounsel.body).toMatch(/name the attorney who advised you/);
    expect((await sign(minnesota, minnesotaDraft.id, "A", { witnesses, counsel: "Dana Ruiz" })).statusCode).toBe(201);
    const sameCounsel = await sign(minnesota, minnesotaDraft.id, "B", { witnesses, counsel: "dana ruiz" });
    expect(sameCounsel.statusCode).toBe(400);
    expect(sameCounsel.body).toMatch(/your partner named the same attorney/);
    const ownCounsel = await sign(minnesota, minnesotaDraft.id, "B", { witnesses, counsel: "Sam Ortiz" });
    expect(json<Draft>(ownCounsel)).toMatchObject({ status: "SIGNED" });
  });

  it("decides the state's rules by what the amendment does, as the couple answers it; unanswered, as if it did", async () => {
    const patchEffects = (created: Couple, changeId: string, effects: Record<string, unknown>) =>
      api.inject({
        method: "PATCH",
        url: `${base(created)}/changes/${changeId}`,
        payload: { changes: [{ label: "3.2", newText: NEW_TEXT, reason: "CHILD" }], ...effects },
        as: as(created, "A"),
      });
    // Texas: a change that makes separate property shared carries the statute's statement, which the matrix does not
    // hold in the statute's words: an attorney inserts it, and until then nobody may sign.
    const texas = await couple("TX");
    const texasDraft = await draftAmendment(texas, "TX");
    expect(texasDraft).toMatchObject({ convertsSeparateProperty: null, waivesDeathRights: null });
    const unanswered = await detailOf(texas, texasDraft.id);
    expect(unanswered.signingRule?.awaitsAttorneyInsert).toBe(true);
    const refused = await sign(texas, texasDraft.id, "A");
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      error: expect.stringMatching(/an attorney must insert: it cannot be signed until then/),
    });
    expect(await signaturesStored(texasDraft.id)).toBe(0);
    const answered = await patchEffects(texas, texasDraft.id, { convertsSeparateProperty: false });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json(answered)).toMatchObject({ convertsSeparateProperty: false, waivesDeathRights: null });
    const noConversion = await api.inject({
      method: "GET",
      url: `${base(texas)}/changes/${texasDraft.id}`,
      as: as(texas, "B"),
    });
    expect(json(noConversion)).toMatchObject({
      pendingAttorneyInserts: [],
      signingRule: { awaitsAttorneyInsert: false },
    });
    expect((await sign(texas, texasDraft.id, "A")).statusCode).toBe(201);

    // Florida: the two witnesses of a waiver of rights at death apply only to a change that waives them.
    const florida = await couple("FL");
    const created = await api.inject({
      method: "POST",
      url: `${base(florida)}/changes`,
      payload: {
        kind: "AMENDMENT",
        state: "FL",
        changes: [{ label: "3.2", newText: NEW_TEXT, reason: "CHILD" }],
        waivesDeathRights: false,
        convertsSeparateProperty: false,
      },
      as: as(florida, "A"),
    });
    expect(created.statusCode, created.body).toBe(201);
    const floridaDraft = json<Draft>(created);
    expect((await detailOf(florida, floridaDraft.id)).signingRule?.witnesses).toBe(0);
    expect((await patchEffects(florida, floridaDraft.id, { waivesDeathRights: true })).statusCode).toBe(200);
    expect((await detailOf(florida, floridaDraft.id)).signingRule?.witnesses).toBe(2);
    // Absent on PATCH: kept.
    expect(json(await patchEffects(florida, floridaDraft.id, {}))).toMatchObject({
      waivesDeathRights: true,
      convertsSeparateProperty: false,
    });

    // Only an amendment answers; a yes or a no, or null.
    const revocation = await api.inject({
      method: "POST",
      url: `${base(florida)}/changes`,
      payload: { kind: "REVOCATION", state: "FL", waivesDeathRights: false },
      as: as(florida, "A"),
    });
    expect(revocation.statusCode).toBe(400);
    expect(revocation.body).toContain(
      "Only an amendment says whether it makes property shared or gives up rights at death.",
    );
    const bad = await patchEffects(florida, floridaDraft.id, { convertsSeparateProperty: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Answer yes, no, or null (not answered yet).");
    expect(json(await patchEffects(florida, floridaDraft.id, {}))).toMatchObject({ convertsSeparateProperty: false });
  });

  it("asks each spouse to confirm their disclosure after the change was started, and not change it before signing", async () => {
    const created = await couple("CA");
    // Both disclosures as the fixture gave them, declared before the signing of the original.
    await api.db.execute(sql`update financial_disclosures
      set completed_at = least(completed_at, '2025-05-01'), nothing_to_disclose_at = least(nothing_to_disclose_at, '2025-05-01'),
          last_changed_at = least(last_changed_at, '2025-05-01')
      where document_id = ${created.document.id}`);
    await confirmDisclosure(created, "A");
    api.clock.advance(60_000);
    const draft = await draftAmendment(created, "CA", undefined, undefined, false);
    const detail = await detailOf(created, draft.id);
    expect(detail.signingRule).toMatchObject({ disclosureConfirmation: true });
    expect(detail.disclosure).toEqual([
      expect.objectContaining({ respondent: "A", confirmed: false }),
      expect.objectContaining({ respondent: "B", confirmed: false }),
    ]);
    // Declared before the change began: not a confirmation for it.
    const early = await sign(created, draft.id, "A");
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatch(/Confirm or update your financial disclosure first/);
    api.clock.advance(60_000);
    await confirmDisclosure(created, "A");
    const confirmed = await detailOf(created, draft.id);
    expect(confirmed.disclosure.map((side) => side.confirmed)).toEqual([true, false]);
    expect((await sign(created, draft.id, "A")).statusCode).toBe(201);
    expect((await sign(created, draft.id, "B")).statusCode).toBe(409);
    expect(await signaturesStored(draft.id)).toBe(1);
    // The record names the disclosure version the spouse confirmed.
    const signed = (await recordOf(created)).filter((entry) => entry.kind === "CHANGE_SIGNED");
    expect(signed.at(-1)!.details).toMatchObject({ disclosureVersion: expect.any(Number) });
  });

  it("decides the state's law for the day on the certificate: a move window that had closed refuses it", async () => {
    // Louisiana lets spouses sign without a court within a year of moving there; the draft is made inside that year.
    const created = await couple("LA");
    api.clock.set(new Date("2026-02-25T12:00:00.000Z"));
    const draft = await draftAmendment(created, "LA", undefined, "2025-03-01");
    api.clock.set(new Date("2026-03-05T12:00:00.000Z"));
    const witnesses = ["Ada Lee", "Ben Cho"];
    const late = await sign(created, draft.id, "A", { signedOn: "2026-03-02", witnesses });
    expect(late.statusCode).toBe(409);
    expect(json<{ code: string; error: string }>(late)).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      error: expect.stringMatching(/^On 2026-03-02: .*only a court can approve it/),
    });
    const inTime = await sign(created, draft.id, "A", { signedOn: "2026-02-27", witnesses });
    expect(inTime.statusCode, inTime.body).toBe(201);
  });

  it("refuses bad signings with a message, storing nothing", async () => {
    const created = await couple("CA");
    const draft = await draftAmendment(created, "CA");
    const filesBefore = (await api.db.select({ n: count() }).from(files))[0]!.n;
    for (const [input, status, message] of [
      [{ signedOn: "2026-11-22" }, 400, /no later than today/],
      [{ signedOn: "2026-11-20" }, 400, /before this text was last changed \(2026-11-21\)/],
      [{ signedOn: "2026-02-30" }, 400, /signedOn must be the date on the notarial certificate/],
      [{ witnesses: ["a", "b", "c", "d", "e"] }, 400, /at most 4 witnesses/],
      [{ witnesses: ["x".repeat(201)] }, 400, /at most 200 characters/],
      [{ body: "plain text, not a PDF" }, 415, /./],
    ] as const) {
      const response = await sign(created, draft.id, "A", input as SigningInput);
      expect(response.statusCode, `${JSON.stringify(input).slice(0, 60)} ${response.body}`).toBe(status);
      expect(response.body).toMatch(message);
    }
    expect(await signaturesStored(draft.id)).toBe(0);
    expect((await api.db.select({ n: count() }).from(files))[0]!.n).toBe(filesBefore);
    expect((await sign(created, draft.id, "A")).statusCode).toBe(201);
    const twice = await sign(created, draft.id, "A");
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toMatch(/already recorded/);
    expect(await signaturesStored(draft.id)).toBe(1);
    // A stranger naming the document: 404, nothing stored.
    const stranger = await couple("CA");
    const foreign = await api.inject({
      method: "POST",
      url: `/users/${stranger.userA.id}/documents/${created.document.id}/changes/${draft.id}/signatures?signedOn=2026-11-21`,
      payload: PDF,
      headers: { "content-type": "application/pdf" },
      as: claimsOf(stranger.userA),
    });
    expect(foreign.statusCode).toBe(404);
    const [stored] = await api.db
      .select({ status: agreementChanges.status })
      .from(agreementChanges)
      .where(eq(agreementChanges.id, draft.id));
    expect(stored!.status).toBe("DRAFT");
  });

  it("records two spouses signing at once as one change in effect", async () => {
    const created = await couple("CA");
    const draft = await draftAmendment(created, "CA");
    const responses = await Promise.all([sign(created, draft.id, "A"), sign(created, draft.id, "B")]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const inEffect = (await recordOf(created)).filter((entry) => entry.kind === "CHANGE_IN_EFFECT");
    expect(inEffect).toHaveLength(1);
    const [stored] = await api.db
      .select({ status: agreementChanges.status, effectiveOn: agreementChanges.effectiveOn })
      .from(agreementChanges)
      .where(and(eq(agreementChanges.id, draft.id), inArray(agreementChanges.status, ["SIGNED"])));
    expect(stored).toEqual({ status: "SIGNED", effectiveOn: "2026-11-21" });
  });

  it("runs a constant number of statements as couples and their changes grow", async () => {
    const counted = (send: () => ReturnType<typeof api.inject>, status: number) => statementsOf(api, send, status);
    const measure = async () => {
      const created = await couple("CA");
      const draft = await draftAmendment(created, "CA");
      return {
        first: await counted(() => sign(created, draft.id, "A"), 201),
        second: await counted(() => sign(created, draft.id, "B"), 201),
        readingCopy: await counted(
          () => api.inject({ method: "GET", url: `${base(created)}/reading-copy`, as: as(created, "A") }),
          200,
        ),
        readingCopyPdf: await counted(
          () => api.inject({ method: "GET", url: `${base(created)}/reading-copy/pdf`, as: as(created, "A") }),
          200,
        ),
        signedCopy: await counted(
          () =>
            api.inject({
              method: "GET",
              url: `${base(created)}/changes/${draft.id}/signatures/B/file`,
              as: as(created, "A"),
            }),
          200,
        ),
      };
    };
    await measure();
    const before = await measure();
    for (const state of ["CA", "TX", "NY"]) {
      const other = await couple(state);
      const draft = await draftAmendment(other, state);
      await sign(other, draft.id, "A");
      await sign(other, draft.id, "B");
    }
    expect(await measure()).toEqual(before);
    // The signed-in user and the access check; the context, the change with its signings, the changes in effect,
    // the disclosure declarations, the original's formalities; then the transaction: the change's lock and its
    // signings read under it, the file, the signing, the document's lock, the record's heads and the entries (and
    // the change marked signed), then the change read back.
    expect(before.first).toBeLessThanOrEqual(17);
    expect(before.second).toBeLessThanOrEqual(18);
    // The context, the signed text's sections and clauses, the changes in effect, the record's head.
    expect(before.readingCopy).toBeLessThanOrEqual(7);
    // The same, with both parties' names read with the record's head, and the state's terms (the agreement's title).
    expect(before.readingCopyPdf).toBeLessThanOrEqual(8);
    // The partners, then the signing with its file's row.
    expect(before.signedCopy).toBeLessThanOrEqual(4);
  });
});
