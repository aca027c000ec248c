/**
 * Notarization through the API: availability in the spec's order (with the wedding-day cutoff and
 * California's wait on the injected clock), an online session with the local notary end to end
 * (links, status, the notarized PDF with its certificate page), in-person proofs (PDF only),
 * deletion, resets and the admin's force reset; refused requests store nothing.
 */
import {
  auditLog,
  backgroundJobs,
  documentFiles,
  documents,
  files,
  localNotarySessions,
  mailOutbox,
  notarizationSignerLocations,
  notarizations,
  users,
  type Database,
} from "@prenup/db";
import { createAdmin, createAttorney, createCustomer } from "@prenup/db/testing";
import { formatDay, NOTARIZATION_BLOCKERS, NOTARIZATION_MESSAGES } from "@prenup/domain";
import { and, count, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultConfig } from "../src/config.ts";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let admin: TokenClaims;
const NOW = new Date("2026-11-21T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
/** California's review period as the state-law matrix gives it (7 days), for the notarization messages. */
const CALIFORNIA_PERIOD = { days: 7, stateName: "California", stateAbbreviation: "CA" };

beforeAll(async () => {
  api = await createTestApi({ now: NOW, config: { files: { ...defaultConfig().files, uploadLimitBytes: 64 * 1024 } } });
  admin = claimsOf(await createAdmin(api.db), "admin");
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => api.clock.set(NOW));

type Listed = {
  items: {
    id: string;
    mode: string;
    externalStatus: string | null;
    myLink: string | null;
    signers: { role: string; name: string | null; hasLink: boolean; signed: boolean }[];
    notarizationCompletedAt: string | null;
    signedOn: string | null;
    signingProblem: string | null;
    notarizedFileId: string | null;
    resetAt: string | null;
    isLive: boolean;
  }[];
  total: number;
  availability: {
    mode: string;
    onlineAllowed: boolean;
    notaryBlockText: string | null;
    canStart: boolean;
    problem: { code: string; title: string; message: string } | null;
    witnessesRequired: number;
    instructions: string[];
    reflection: { days: number; early: boolean; until: string | null; message: string; confirmLabel: string } | null;
    signingWindow: {
      open: boolean;
      firstDay: string | null;
      lastDay: string | null;
      closesAt: string | null;
      text: string | null;
    };
  };
};

async function stored(db: Database, documentId: string) {
  const rows = await db.select().from(notarizations).where(eq(notarizations.documentId, documentId));
  const [links] = await db
    .select({ value: count() })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, documentId));
  const [live] = await db.select({ value: count() }).from(files).where(sql`${files.deletedAt} is null`);
  const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
  return {
    rows: rows.map((row) => ({ ...row, updatedAt: undefined })),
    links: links?.value,
    files: live?.value,
    document: { ...document, updatedAt: undefined },
  };
}

async function expectNothingStored(
  documentId: string,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message?: RegExp | string,
) {
  const before = await stored(api.db, documentId);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.body).toMatch(message);
  expect(await stored(api.db, documentId)).toEqual(before);
  return response;
}

const list = async (documentId: string, as: TokenClaims) => {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/notarizations`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};
/** Starts an online session; the couple chose to sign before the recommended days unless told (`choices`). */
const start = (documentId: string, as: TokenClaims, choices: { signEarly?: boolean } = { signEarly: true }) =>
  api.inject({ method: "POST", url: `/documents/${documentId}/notarizations`, as, payload: choices });
/** The proof upload, with the date on the notary's certificate (today, on the injected clock, unless told). */
const proof = (
  documentId: string,
  as: TokenClaims,
  bytes: Buffer,
  signedOn: string | null = api.clock.now().toISOString().slice(0, 10),
) =>
  api.inject({
    method: "POST",
    url: `/documents/${documentId}/notarizations/proof${signedOn === null ? "" : `?signedOn=${encodeURIComponent(signedOn)}`}`,
    as,
    payload: bytes,
    headers: { "content-type": "application/pdf" },
  });

/** A couple whose agreement is generated (and reviewed unless told otherwise). */
async function generatedCouple(state: string, options: { review?: boolean; weddingDate?: string } = {}) {
  const couple = await readyCouple(api.db, {
    state,
    ...(options.weddingDate
      ? { answersA: { wedding_date: options.weddingDate }, answersB: { wedding_date: options.weddingDate } }
      : {}),
  });
  const asA = claimsOf(couple.userA);
  const generated = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
  expect(generated.statusCode, generated.body).toBe(201);
  if (options.review !== false) await reviewByBoth(api, couple);
  return { couple, asA, asB: claimsOf(couple.userB), documentId: couple.document.id };
}

/** The couple's full names, partner A's first, as the users table has them. */
async function partyNames(documentId: string): Promise<string[]> {
  const [document] = await api.db
    .select({ a: documents.userAId, b: documents.userBId })
    .from(documents)
    .where(eq(documents.id, documentId));
  const nameOf = async (id: string | null) => {
    const [user] = await api.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id!));
    return [user!.firstName, user!.lastName].filter(Boolean).join(" ");
  };
  return [await nameOf(document!.a), await nameOf(document!.b)];
}

async function minimalPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

/** The `agreement-notarized` (or another template's) e-mails recorded for a document: to whom, and how it was notarized. */
type RecordedEntry = {
  kind: string;
  occurredAt: string;
  respondent: string | null;
  details: Record<string, unknown>;
};

/** The agreement's record as GET /documents/{id}/history gives it: its signing and notarization entries, and whether it verifies. */
async function signingRecord(documentId: string, as: TokenClaims) {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/history`, as });
  expect(response.statusCode, response.body).toBe(200);
  const { record } = response.json<{ record: { verified: boolean; entries: RecordedEntry[] } }>();
  return {
    verified: record.verified,
    entries: record.entries.filter((entry) => ["SIGNED", "NOTARIZED", "SIGNING_DATE_CORRECTED"].includes(entry.kind)),
  };
}

async function notarizedMails(documentId: string, template = "agreement-notarized") {
  const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));
  return rows
    .filter((row) => row.templateData?.["documentId"] === documentId)
    .map((row) => ({ to: row.to, via: row.templateData?.["via"] }));
}

describe("an online notarization with the local notary (Texas)", () => {
  it("waits for the review, then both partners sign and the notarized PDF is stored", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX", { review: false });

    // 5. Not reviewed: the spec's title and message.
    const before = await list(documentId, asA);
    expect(before.availability).toMatchObject({
      mode: "ONLINE",
      onlineAllowed: true,
      canStart: false,
      problem: {
        code: "NOTARIZATION_NOT_AVAILABLE",
        title: "Notarization will be available after you have reviewed your document.",
        message: "You must review your document before you can notarize it.",
      },
    });
    await expectNothingStored(
      documentId,
      () => start(documentId, asA),
      409,
      "You must review your document before you can notarize it.",
    );

    // Partner A's review alone: A now waits on B's, B is asked for theirs.
    const reviewed = await api.inject({
      method: "PATCH",
      url: `/documents/${documentId}`,
      as: asA,
      payload: { reviewedAt: NOW.toISOString() },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await list(documentId, asA)).availability).toMatchObject({
      canStart: false,
      problem: { title: NOTARIZATION_BLOCKERS.PARTNER_NOT_REVIEWED.title },
    });
    await expectNothingStored(
      documentId,
      () => start(documentId, asA),
      409,
      NOTARIZATION_BLOCKERS.PARTNER_NOT_REVIEWED.message,
    );
    const byB = await api.inject({
      method: "PATCH",
      url: `/documents/${documentId}`,
      as: asB,
      payload: { reviewedAt: NOW.toISOString() },
    });
    expect(byB.statusCode, byB.body).toBe(200);
    api.clock.set(new Date(NOW.getTime() + DAY));
    expect((await list(documentId, asA)).availability).toMatchObject({ canStart: true, problem: null });

    const started = await start(documentId, asA);
    expect(started.statusCode, started.body).toBe(201);
    const session = started.json<Listed["items"][number]>();
    expect(session).toMatchObject({
      mode: "ONLINE",
      externalStatus: "CREATED",
      notarizationCompletedAt: null,
      isLive: true,
      signers: [
        { role: "USER_A", hasLink: true, signed: false },
        { role: "USER_B", hasLink: true, signed: false },
      ],
    });
    // Each signer by the name the notary has.
    expect(session.signers.map((signer) => signer.name)).toEqual(await partyNames(documentId));
    const linkA = session.myLink!;
    expect(linkA).toMatch(/^http:\/\/localhost:4000\/notary\/local\/lns_[0-9a-f]{24}\/USER_A\?token=/);

    // Each partner sees only their own link; a second start is refused.
    const seenByB = await list(documentId, asB);
    const linkB = seenByB.items[0]!.myLink!;
    expect(linkB).toContain("/USER_B?token=");
    expect((await list(documentId, admin)).items[0]!.myLink).toBeNull();
    expect(seenByB.availability.problem?.code).toBe("NOTARIZATION_IN_PROGRESS");
    await expectNothingStored(documentId, () => start(documentId, asB), 409, "NOTARIZATION_IN_PROGRESS");

    // The signing page: a forged token is unknown; A signs (IN_PROGRESS), B signs (COMPLETED).
    const path = (link: string) => link.replace("http://localhost:4000", "");
    expect(
      (await api.inject({ method: "GET", url: path(linkA).replace(/token=\w+/, "token=forged") })).statusCode,
    ).toBe(404);
    const page = await api.inject({ method: "GET", url: path(linkA) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Sign and notarize");
    expect((await api.inject({ method: "POST", url: path(linkA) })).statusCode).toBe(303);
    expect((await list(documentId, asA)).items[0]).toMatchObject({
      externalStatus: "IN_PROGRESS",
      notarizationCompletedAt: null,
      // Who has signed, as the notary reports it: both partners see it.
      signers: [
        { role: "USER_A", signed: true },
        { role: "USER_B", signed: false },
      ],
    });
    expect((await list(documentId, asB)).items[0]!.signers.map((signer) => signer.signed)).toEqual([true, false]);
    // The page says when, as people read it: in the Texan agreement's zone, named, on the day the rules count.
    expect((await api.inject({ method: "GET", url: path(linkA) })).body).toContain(
      "You signed on November 22, 2026 at 6:00 AM Central Time.",
    );
    expect(await notarizedMails(documentId)).toEqual([]);
    expect((await api.inject({ method: "POST", url: path(linkB) })).statusCode).toBe(303);
    // Signing again changes nothing.
    expect((await api.inject({ method: "POST", url: path(linkB) })).statusCode).toBe(303);
    // Both partners are told once, however often the completion is reported.
    const mails = await notarizedMails(documentId);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.via === "ONLINE")).toBe(true);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(2);

    const done = (await list(documentId, asB)).items[0]!;
    expect(done).toMatchObject({
      externalStatus: "COMPLETED",
      myLink: null,
      notarizationCompletedAt: new Date(NOW.getTime() + DAY).toISOString(),
    });
    expect(done.signers.map((signer) => signer.signed)).toEqual([true, true]);
    expect(done.signedOn).toBe("2026-11-22");
    expect((await list(documentId, asB)).availability.problem?.code).toBe("NOTARIZATION_COMPLETE");

    // The notarized copy: the agreement plus a certificate page, downloadable by both, protected.
    const download = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/files/${done.notarizedFileId}`,
      as: asB,
    });
    expect(download.statusCode).toBe(200);
    const [original] = await api.db
      .select({ id: documents.generatedPdfFileId })
      .from(documents)
      .where(eq(documents.id, documentId));
    const originalPdf = await api.inject({
      method: "GET",
      url: `/documents/${documentId}/files/${original!.id}`,
      as: asA,
    });
    const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();
    expect(await pages(download.rawPayload)).toBe((await pages(originalPdf.rawPayload)) + 1);
    expect(
      (await api.inject({ method: "DELETE", url: `/documents/${documentId}/files/${done.notarizedFileId}`, as: asA }))
        .statusCode,
    ).toBe(409);

    // The standing: notarization complete.
    const standing = await api.inject({
      method: "GET",
      url: `/users/${(await api.db.select().from(documents).where(eq(documents.id, documentId)))[0]!.userAId}/standing`,
      as: asA,
    });
    expect(standing.json<{ document: { notarizationComplete: boolean } }>().document.notarizationComplete).toBe(true);

    // A completed notarization: the couple cannot reset or delete it; an admin can force a reset.
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "POST", url: `/notarizations/${done.id}/reset`, as: asA, payload: {} }),
      409,
      "only be reset by an administrator",
    );
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "DELETE", url: `/documents/${documentId}/notarizations/${done.id}`, as: asA }),
      409,
      "NOTARIZATION_COMPLETE",
    );
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "PATCH", url: `/notarizations/${done.id}/force-reset`, as: asA, payload: {} }),
      403,
    );
    const forced = await api.inject({
      method: "PATCH",
      url: `/notarizations/${done.id}/force-reset`,
      as: admin,
      payload: {},
    });
    expect(forced.statusCode, forced.body).toBe(204);
    const after = await list(documentId, asA);
    expect(after.items[0]).toMatchObject({ isLive: false, resetAt: expect.any(String) });
    expect(after.availability).toMatchObject({ canStart: true });
  });
});

describe("time to consider the final text where the state sets no review period (Texas)", () => {
  it("recommends 7 days, refuses an earlier online start unless the couple chooses it, and records who chose", async () => {
    const { couple, asA, documentId } = await generatedCouple("TX");
    const advised = (await list(documentId, asA)).availability;
    expect(advised).toMatchObject({ canStart: true, problem: null });
    expect(advised.reflection).toMatchObject({ days: 7, early: true });
    expect(advised.reflection?.message).toContain("Texas sets no waiting period before signing");
    expect(advised.reflection?.confirmLabel).toContain("choose to sign before the recommended 7 days");
    const untilDay = advised.reflection?.until?.slice(0, 10);

    // Starting without the choice is refused in words, and nothing is kept.
    const refused = await expectNothingStored(documentId, () => start(documentId, asA, {}), 409);
    expect(refused.json()).toMatchObject({ code: "EARLY_SIGNING_NOT_CONFIRMED" });
    expect(refused.json<{ error: string }>().error).toContain("Signing before the recommended 7 days is your choice");
    await expectNothingStored(documentId, () => start(documentId, asA, { signEarly: false }), 409);
    const garbage = await api.inject({
      method: "POST",
      url: `/documents/${documentId}/notarizations`,
      as: asA,
      payload: { signEarly: "yes" },
    });
    expect(garbage.statusCode).toBe(400);

    // Chosen: the session starts and the notarization records who chose it, and when.
    const started = await start(documentId, asA, { signEarly: true });
    expect(started.statusCode, started.body).toBe(201);
    const [row] = await api.db.select().from(notarizations).where(eq(notarizations.documentId, documentId));
    expect(row).toMatchObject({ earlySigningConfirmedById: couple.userA.id, earlySigningConfirmedAt: api.clock.now() });
    expect(untilDay).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString().slice(0, 10));
  });

  it("asks nothing once the recommended days are over, and records no choice", async () => {
    const { asA, documentId } = await generatedCouple("TX");
    api.clock.set(new Date(NOW.getTime() + 7 * DAY));
    const availability = (await list(documentId, asA)).availability;
    expect(availability.reflection).toMatchObject({ early: false });
    const started = await start(documentId, asA, {});
    expect(started.statusCode, started.body).toBe(201);
    const [row] = await api.db.select().from(notarizations).where(eq(notarizations.documentId, documentId));
    expect(row).toMatchObject({ earlySigningConfirmedById: null, earlySigningConfirmedAt: null });
  });
});

describe("both partners signing at the same moment (PostgreSQL in CI)", () => {
  it("records both signatures and one completion, with the couple told once each", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX");
    const started = await start(documentId, asA);
    expect(started.statusCode, started.body).toBe(201);
    const linkA = started.json<{ myLink: string }>().myLink;
    const linkB = (await list(documentId, asB)).items[0]!.myLink!;
    const signs = await Promise.all(
      [linkA, linkB, linkA, linkB].map((link) => api.inject({ method: "POST", url: localPath(link) })),
    );
    expect(signs.map((response) => response.statusCode)).toEqual([303, 303, 303, 303]);

    const done = (await list(documentId, asA)).items[0]!;
    expect(done).toMatchObject({ externalStatus: "COMPLETED", notarizationCompletedAt: expect.any(String) });
    expect(done.signers.map((signer) => [signer.role, signer.signed])).toEqual([
      ["USER_A", true],
      ["USER_B", true],
    ]);
    const rows = await api.db.select().from(notarizations).where(eq(notarizations.documentId, documentId));
    expect(rows.map((row) => row.signedRoles)).toEqual([["USER_A", "USER_B"]]);
    expect(await notarizedMails(documentId)).toHaveLength(2);

    // Each signature and the notarization are entries of the agreement's record, once each, the
    // notarization last with its copy's SHA-256, and the chain verifies.
    const recorded = await signingRecord(documentId, asA);
    expect(recorded.verified).toBe(true);
    expect(
      recorded.entries
        .filter((entry) => entry.kind === "SIGNED")
        .map((entry) => [entry.respondent, entry.details["role"]])
        .sort(),
    ).toEqual([
      ["A", "USER_A"],
      ["B", "USER_B"],
    ]);
    const [notarizedFile] = await api.db.select().from(files).where(eq(files.id, rows[0]!.notarizedFileId!));
    expect(recorded.entries.map((entry) => entry.kind)).toEqual(["SIGNED", "SIGNED", "NOTARIZED"]);
    expect(recorded.entries[2]).toMatchObject({
      occurredAt: done.notarizationCompletedAt,
      respondent: null,
      details: {
        notarizationId: done.id,
        method: "ONLINE",
        fileSha256: notarizedFile!.sha256,
        signedOn: done.signedOn,
      },
    });
  });
});

describe("California: no online notary, and the 7-day wait after review", () => {
  it("offers the proof upload with the state's text and refuses it until the 7th day", async () => {
    const { asA, documentId } = await generatedCouple("CA");
    const listed = await list(documentId, asA);
    expect(listed.availability).toMatchObject({
      mode: "PROOF",
      onlineAllowed: false,
      canStart: false,
      problem: { code: "CALIFORNIA_WAIT" },
    });
    expect(listed.availability.notaryBlockText).toMatch(/California/);
    const pdf = await minimalPdf();
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf),
      409,
      "In CA you must review the document for 7 days before notarizing. You can notarize on or after November 28, 2026.",
    );
    api.clock.set(new Date(NOW.getTime() + 7 * DAY));
    expect((await list(documentId, asA)).availability).toMatchObject({ canStart: true, problem: null });
    expect((await proof(documentId, asA, pdf)).statusCode).toBe(201);
  });
});

describe("California with attorneys: the 7 days start at the finalization", () => {
  it("holds a reviewed, approved agreement until it is finalized, then for 7 days from the finalization", async () => {
    const { couple, asA, asB, documentId } = await generatedCouple("CA");
    const attorneyA = await createAttorney(api.db, { states: ["CA"] });
    const attorneyB = await createAttorney(api.db, { states: ["CA"] });
    await api.db
      .update(documents)
      .set({
        attorneyAId: attorneyA.attorney.id,
        attorneyBId: attorneyB.attorney.id,
        attorneyAApprovedAt: NOW,
        attorneyBApprovedAt: NOW,
        status: "FULLY_APPROVED",
      })
      .where(eq(documents.id, documentId));
    // Reviewed 10 days ago: without attorneys that would have ended the wait; with them, it has not begun.
    const tenDaysOn = new Date(NOW.getTime() + 10 * DAY);
    api.clock.set(tenDaysOn);
    const pdf = await minimalPdf();
    expect((await list(documentId, asA)).availability).toMatchObject({
      canStart: false,
      problem: {
        code: "CALIFORNIA_WAIT",
        title: NOTARIZATION_MESSAGES.finalizeFirstTitle(CALIFORNIA_PERIOD),
        message: NOTARIZATION_MESSAGES.finalizeFirst(CALIFORNIA_PERIOD),
      },
    });
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf),
      409,
      "the 7-day review period starts when the agreement is finalized",
    );
    const standing = (await api.inject({ method: "GET", url: `/users/${couple.userB.id}/standing`, as: asB })).json<{
      notarization: { awaitingFinalization: boolean; waitUntil: string | null };
    }>();
    expect(standing.notarization).toMatchObject({ awaitingFinalization: true, waitUntil: null });

    // The review page's word before the couple tries: they may finalize now.
    const before = (
      await api.inject({ method: "GET", url: `/documents/${documentId}/regeneration-status`, as: asB })
    ).json<{ finalizeProblem: unknown }>();
    expect(before.finalizeProblem).toBeNull();
    const finalized = await api.inject({
      method: "PATCH",
      url: `/documents/${documentId}`,
      as: asB,
      payload: { finalizedAt: tenDaysOn.toISOString() },
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const after = (
      await api.inject({ method: "GET", url: `/documents/${documentId}/regeneration-status`, as: asA })
    ).json<{ finalizeProblem: { code: string } | null }>();
    expect(after.finalizeProblem).toMatchObject({ code: "DOCUMENT_ALREADY_FINALIZED" });

    // Now the 7 days run from the finalization.
    const waitEnds = formatDay(new Date(tenDaysOn.getTime() + 7 * DAY).toISOString().slice(0, 10));
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf),
      409,
      `You can notarize on or after ${waitEnds}.`,
    );
    api.clock.set(new Date(tenDaysOn.getTime() + 7 * DAY));
    expect((await list(documentId, asA)).availability).toMatchObject({ canStart: true, problem: null });
    expect((await proof(documentId, asA, pdf)).statusCode).toBe(201);
  });
});

describe("where the signers will be: asked only where the couple's own state's law makes it matter", () => {
  const answer = (documentId: string, as: TokenClaims, payload: unknown) =>
    api.inject({
      method: "PUT",
      url: `/documents/${documentId}/notarizations/signer-location`,
      as,
      payload: payload as Record<string, unknown>,
    });
  const answersOf = (documentId: string) =>
    api.db.select().from(notarizationSignerLocations).where(eq(notarizationSignerLocations.documentId, documentId));

  it("asks a Texas couple nothing, requires no answer to start online, and refuses an answer with its reason, storing nothing", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX");
    const listed = await list(documentId, asA);
    expect(listed.availability).toMatchObject({ mode: "ONLINE", canStart: true, problem: null, signerLocation: null });
    expect(JSON.stringify(listed.availability)).not.toMatch(/California/);

    const refused = await expectNothingStored(
      documentId,
      () => answer(documentId, asB, { inState: true }),
      409,
      "SIGNER_LOCATION_NOT_ASKED",
    );
    expect(refused.json()).toMatchObject({
      error: expect.stringMatching(/does not change how a Texas agreement is notarized online/),
    });
    for (const payload of [{}, { inState: "no" }, { inCalifornia: false }]) {
      expect((await answer(documentId, asA, payload)).statusCode).toBe(400);
    }
    expect(await answersOf(documentId)).toEqual([]);
    expect((await start(documentId, asA)).statusCode).toBe(201);
  });

  it("keeps a California agreement in person only, and asks nothing there either", async () => {
    const { asA, documentId } = await generatedCouple("CA");
    api.clock.set(new Date(NOW.getTime() + 8 * DAY));
    expect((await list(documentId, asA)).availability).toMatchObject({
      mode: "PROOF",
      onlineAllowed: false,
      canStart: true,
      signerLocation: null,
    });
    await expectNothingStored(
      documentId,
      () => answer(documentId, asA, { inState: false }),
      409,
      "SIGNER_LOCATION_NOT_ASKED",
    );
    await expectNothingStored(documentId, () => start(documentId, asA), 409, "ONLINE_NOTARY_NOT_AVAILABLE");
  });
});

describe("availability and refusals", () => {
  it("refuses after the wedding-day cutoff (injected clock), and before generation", async () => {
    const { asA, documentId } = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    expect((await list(documentId, asA)).availability.canStart).toBe(true);
    api.clock.set(new Date("2026-11-22T23:00:00Z"));
    expect((await list(documentId, asA)).availability.canStart).toBe(true);
    api.clock.set(new Date("2026-11-23T09:00:00Z"));
    await expectNothingStored(
      documentId,
      () => start(documentId, asA),
      409,
      /must be signed before the wedding.*November 23, 2026.*November 22, 2026/,
    );

    const fresh = await readyCouple(api.db, { state: "TX" });
    await expectNothingStored(
      fresh.document.id,
      () => start(fresh.document.id, claimsOf(fresh.userA)),
      409,
      "You must generate a document before you can notarize it.",
    );
  });

  it("a partner withdraws a session (DELETE), or resets it, and starts again; strangers get 404", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX");
    const first = (await start(documentId, asA)).json<{ id: string }>();
    const stranger = claimsOf(await createCustomer(api.db));
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "POST", url: `/notarizations/${first.id}/reset`, as: stranger, payload: {} }),
      404,
    );
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "POST", url: `/notarizations/${first.id}/reset`, as: asA, payload: { extra: true } }),
      400,
    );
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "DELETE", url: `/documents/${documentId}/notarizations/not-a-uuid`, as: asA }),
      400,
    );
    await expectNothingStored(
      documentId,
      () =>
        api.inject({
          method: "DELETE",
          url: `/documents/${documentId}/notarizations/00000000-0000-4000-8000-000000000000`,
          as: asA,
        }),
      404,
    );

    expect(
      (await api.inject({ method: "DELETE", url: `/documents/${documentId}/notarizations/${first.id}`, as: asB }))
        .statusCode,
    ).toBe(204);
    const second = await start(documentId, asB);
    expect(second.statusCode, second.body).toBe(201);
    const reset = await api.inject({
      method: "POST",
      url: `/notarizations/${second.json<{ id: string }>().id}/reset`,
      as: asA,
      payload: {},
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const listed = await list(documentId, asA);
    expect(listed.total).toBe(2);
    expect(listed.items.every((item) => !item.isLive)).toBe(true);
    expect(listed.availability.canStart).toBe(true);
  });

  it("refuses a regenerate confirmation once a notarization is claimed, though the standing read before it saw none", async () => {
    // Minnesota has no online notary, so a live session row does not show as "in proof" on the
    // standing (the check before the transaction passes): only the check under the row lock sees it,
    // as it would see a session claimed between the two.
    const { asA, documentId } = await generatedCouple("MN");
    await api.db
      .insert(notarizations)
      .values({ documentId, provider: "local", externalId: "claimed-meanwhile", externalStatus: "CREATED" });
    await expectNothingStored(
      documentId,
      () =>
        api.inject({
          method: "PATCH",
          url: `/documents/${documentId}`,
          as: asA,
          payload: { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null },
        }),
      409,
      "AGREEMENT_LOCKED",
    );
  });

  it("two starts at once make one session", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX");
    const answers = await Promise.all([start(documentId, asA), start(documentId, asB)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await list(documentId, asA)).total).toBe(1);
  });
});

describe("in-person notarization where the state has no online notary (Minnesota)", () => {
  it("shows the state's text, refuses an online session and a non-PDF, and completes with a PDF proof", async () => {
    const { asA, asB, documentId } = await generatedCouple("MN");
    const listed = await list(documentId, asA);
    expect(listed.availability).toMatchObject({
      mode: "PROOF",
      onlineAllowed: false,
      canStart: true,
      problem: null,
      witnessesRequired: 2,
    });
    expect(listed.availability.notaryBlockText).toMatch(
      /Remote online notarization isn't available for agreements signed in Minnesota/,
    );

    await expectNothingStored(documentId, () => start(documentId, asA), 409, "ONLINE_NOTARY_NOT_AVAILABLE");
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082",
      "hex",
    );
    await expectNothingStored(documentId, () => proof(documentId, asA, png), 415, "FILE_TYPE_NOT_ALLOWED");
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, Buffer.from("%PDF-1.7 but far too long ".padEnd(70 * 1024, "x"))),
      413,
    );
    await expectNothingStored(documentId, () => proof(documentId, asA, Buffer.alloc(0)), 400);
    const pdf = await minimalPdf();
    await expectNothingStored(documentId, () => proof(documentId, admin, pdf), 404);

    expect(await notarizedMails(documentId)).toEqual([]);
    const uploaded = await proof(documentId, asB, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const mails = await notarizedMails(documentId);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.via === "PROOF")).toBe(true);
    expect(uploaded.json()).toMatchObject({
      mode: "PROOF",
      notarizationCompletedAt: NOW.toISOString(),
      signers: [],
      isLive: true,
    });
    const fileId = uploaded.json<{ notarizedFileId: string }>().notarizedFileId;
    const download = await api.inject({ method: "GET", url: `/documents/${documentId}/files/${fileId}`, as: asA });
    expect(download.headers["content-type"]).toBe("application/pdf");
    await expectNothingStored(documentId, () => proof(documentId, asA, pdf), 409, "NOTARIZATION_COMPLETE");
  });
});

const correct = (documentId: string, id: string, as: TokenClaims, payload: Record<string, unknown>) =>
  api.inject({ method: "PATCH", url: `/documents/${documentId}/notarizations/${id}`, as, payload });
const standingOf = async (documentId: string, as: TokenClaims) => {
  const [document] = await api.db.select().from(documents).where(eq(documents.id, documentId));
  return (await api.inject({ method: "GET", url: `/users/${document!.userAId}/standing`, as })).json<{
    document: { notarizationComplete: boolean };
  }>();
};
const localPath = (link: string) => link.replace("http://localhost:4000", "");

describe("the date of signing of an in-person notarization", () => {
  it("California: a signing on day 3 of the 7 days, uploaded on day 8, is refused with the reason; one on the 7th day counts", async () => {
    const { asA, documentId } = await generatedCouple("CA");
    const pdf = await minimalPdf();
    api.clock.set(new Date(NOW.getTime() + 8 * DAY)); // day 8 of the wait (reviewed 2026-11-21)
    const window = (await list(documentId, asA)).availability.signingWindow;
    expect(window).toMatchObject({
      open: true,
      firstDay: "2026-11-28",
      lastDay: "2027-06-11",
      text: "Sign on or after November 28, 2026 and before June 12, 2027.",
      today: "2026-11-29",
    });
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf, "2026-11-24"),
      409,
      /Signed on November 24, 2026, before California's 7-day review period had passed: the agreement may be signed on or after November 28, 2026/,
    );
    const uploaded = await proof(documentId, asA, pdf, "2026-11-28");
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({
      mode: "PROOF",
      signedOn: "2026-11-28",
      signingProblem: null,
      notarizationCompletedAt: new Date(NOW.getTime() + 8 * DAY).toISOString(),
    });
    expect((await list(documentId, asA)).items[0]).toMatchObject({ signedOn: "2026-11-28" });
  });

  it("a signing the day before the wedding, uploaded after it, counts; one on the wedding day, in the future or on no real day does not", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    const pdf = await minimalPdf();
    api.clock.set(new Date("2026-11-25T15:00:00.000Z")); // two days after the wedding
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf, "2026-11-23"),
      409,
      /Signed on November 23, 2026, too late: a premarital agreement must be signed before the wedding\. The wedding is on November 23, 2026, and the last day to sign was November 22, 2026\./,
    );
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf, "2026-11-26"),
      400,
      "cannot be in the future",
    );
    // 02:00 UTC on November 26 is still November 25 in Texas: "today" is the state's day, as the screen shows it.
    api.clock.set(new Date("2026-11-26T02:00:00.000Z"));
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf, "2026-11-26"),
      400,
      "cannot be in the future",
    );
    api.clock.set(new Date("2026-11-25T15:00:00.000Z"));
    await expectNothingStored(documentId, () => proof(documentId, asA, pdf, "2026-02-30"), 400);
    await expectNothingStored(documentId, () => proof(documentId, asA, pdf, null), 400);
    const uploaded = await proof(documentId, asB, pdf, "2026-11-22");
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ signedOn: "2026-11-22", signingProblem: null });
    expect((await standingOf(documentId, asA)).document.notarizationComplete).toBe(true);
  });

  it("Minnesota: a signing six days before the wedding does not count (§ 519.11 subd. 1b), one seven days before does", async () => {
    const { asA, documentId } = await generatedCouple("MN", { weddingDate: "2026-12-12" });
    const pdf = await minimalPdf();
    api.clock.set(new Date("2026-12-20T15:00:00.000Z")); // after the wedding: the proof arrives late, its date decides
    expect((await list(documentId, asA)).availability.signingWindow).toMatchObject({
      lastDay: "2026-12-05",
      text: "Sign before December 6, 2026.",
    });
    await expectNothingStored(
      documentId,
      () => proof(documentId, asA, pdf, "2026-12-06"),
      409,
      /Signed on December 6, 2026, too late: Minnesota law treats a premarital agreement as fairly made only when it is signed at least seven days before the wedding\. The wedding is on December 12, 2026, and the last day to sign was December 5, 2026\./,
    );
    const uploaded = await proof(documentId, asA, pdf, "2026-12-05");
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ signedOn: "2026-12-05", signingProblem: null });
  });

  it("the assigned attorney and an admin correct the date with the same checks, audited; the couple and other attorneys may not", async () => {
    const { couple, asA, documentId } = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    const attorney = await createAttorney(api.db, { states: ["TX"] });
    const stranger = await createAttorney(api.db, { states: ["TX"] });
    await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, documentId));
    const asAttorney = claimsOf(attorney.user, "attorney");
    const uploaded = (await proof(documentId, asA, await minimalPdf(), "2026-11-21")).json<{ id: string }>();
    api.clock.set(new Date("2026-11-24T10:00:00.000Z"));

    await expectNothingStored(
      documentId,
      () => correct(documentId, uploaded.id, asAttorney, { signedOn: "2026-11-23" }),
      409,
      /too late.*The date was not changed/,
    );
    await expectNothingStored(
      documentId,
      () => correct(documentId, uploaded.id, asAttorney, { signedOn: "2026-11-25" }),
      400,
      "cannot be in the future",
    );
    await expectNothingStored(
      documentId,
      () => correct(documentId, uploaded.id, asAttorney, { signedOn: "2026-11-22", note: "x" }),
      400,
    );
    await expectNothingStored(documentId, () => correct(documentId, uploaded.id, asA, { signedOn: "2026-11-22" }), 403);
    await expectNothingStored(
      documentId,
      () => correct(documentId, uploaded.id, claimsOf(stranger.user, "attorney"), { signedOn: "2026-11-22" }),
      404,
    );
    expect((await list(documentId, asA)).items[0]?.signedOn).toBe("2026-11-21");

    const byAttorney = await correct(documentId, uploaded.id, asAttorney, { signedOn: "2026-11-22" });
    expect(byAttorney.statusCode, byAttorney.body).toBe(200);
    expect(byAttorney.json()).toMatchObject({ signedOn: "2026-11-22" });
    const byAdmin = await correct(documentId, uploaded.id, admin, { signedOn: "2026-11-20" });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const trail = await api.db.select().from(auditLog).where(eq(auditLog.entityId, uploaded.id));
    expect(trail.map((row) => [row.action, row.actorUserId, row.before, row.after, row.subjectUserId])).toEqual([
      [
        "notarization.signed_on_corrected",
        attorney.user.id,
        { signedOn: "2026-11-21" },
        { signedOn: "2026-11-22" },
        couple.userA.id,
      ],
      [
        "notarization.signed_on_corrected",
        expect.any(String),
        { signedOn: "2026-11-22" },
        { signedOn: "2026-11-20" },
        couple.userA.id,
      ],
    ]);
  });
});

describe("an online session and the wedding-day cutoff", () => {
  it("a session completed on the wedding day is kept and flagged, not notarized, and the couple told; a corrected date inside the window makes it count", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    const started = (await start(documentId, asA)).json<{ id: string; myLink: string }>();
    const linkB = (await list(documentId, asB)).items[0]!.myLink!;
    api.clock.set(new Date("2026-11-23T09:00:00.000Z")); // the wedding day, before the expiry job has run
    expect((await api.inject({ method: "POST", url: localPath(started.myLink) })).statusCode).toBe(303);
    expect((await api.inject({ method: "POST", url: localPath(linkB) })).statusCode).toBe(303);

    const late = (await list(documentId, admin)).items[0]!;
    expect(late).toMatchObject({
      externalStatus: "COMPLETED",
      notarizationCompletedAt: null,
      signedOn: "2026-11-23",
      notarizedFileId: expect.any(String),
    });
    expect(late.signingProblem).toMatch(
      /^Signed on November 23, 2026, too late: a premarital agreement must be signed before the wedding/,
    );
    expect((await standingOf(documentId, asA)).document.notarizationComplete).toBe(false);
    expect(await notarizedMails(documentId)).toEqual([]);
    // The signatures are in the record; a notarization that does not count is not.
    expect((await signingRecord(documentId, asA)).entries.map((entry) => entry.kind)).toEqual(["SIGNED", "SIGNED"]);
    const told = await notarizedMails(documentId, "notarization-late");
    expect(told).toHaveLength(2);
    // The notarized copy and the session stay: the couple cannot withdraw it.
    expect(
      (await api.inject({ method: "GET", url: `/documents/${documentId}/files/${late.notarizedFileId}`, as: asB }))
        .statusCode,
    ).toBe(200);
    await expectNothingStored(
      documentId,
      () => api.inject({ method: "DELETE", url: `/documents/${documentId}/notarizations/${late.id}`, as: asA }),
      409,
      "NOTARIZATION_COMPLETE",
    );

    // The certificate shows the evening before in the notary's zone: the admin corrects the date.
    const corrected = await correct(documentId, late.id, admin, { signedOn: "2026-11-22" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      signedOn: "2026-11-22",
      signingProblem: null,
      notarizationCompletedAt: "2026-11-23T09:00:00.000Z",
    });
    expect((await standingOf(documentId, asA)).document.notarizationComplete).toBe(true);
    expect(await notarizedMails(documentId)).toHaveLength(2);
    // The correction, then the notarization it made count at the session's completion, in the record.
    const recorded = await signingRecord(documentId, asA);
    expect(recorded.verified).toBe(true);
    expect(recorded.entries.slice(2)).toEqual([
      expect.objectContaining({
        kind: "SIGNING_DATE_CORRECTED",
        details: { notarizationId: late.id, signedOn: "2026-11-22", previousSignedOn: "2026-11-23" },
      }),
      expect.objectContaining({
        kind: "NOTARIZED",
        occurredAt: "2026-11-23T09:00:00.000Z",
        details: expect.objectContaining({ notarizationId: late.id, method: "ONLINE", signedOn: "2026-11-22" }),
      }),
    ]);
  });

  it("a session completed in the evening before the wedding, the wedding day in UTC, counts as signed that evening", async () => {
    const { asA, asB, documentId } = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    const started = (await start(documentId, asA)).json<{ id: string; myLink: string }>();
    const linkB = (await list(documentId, asB)).items[0]!.myLink!;
    api.clock.set(new Date("2026-11-23T03:30:00.000Z")); // November 22, 9:30 PM in Texas
    expect((await api.inject({ method: "POST", url: localPath(started.myLink) })).statusCode).toBe(303);
    expect((await api.inject({ method: "POST", url: localPath(linkB) })).statusCode).toBe(303);

    const done = (await list(documentId, asA)).items[0]!;
    expect(done).toMatchObject({
      externalStatus: "COMPLETED",
      signedOn: "2026-11-22",
      signingProblem: null,
      notarizationCompletedAt: "2026-11-23T03:30:00.000Z",
    });
    // The session page names the same day the rules counted, not UTC's November 23.
    expect((await api.inject({ method: "GET", url: localPath(linkB) })).body).toContain(
      "You signed on November 22, 2026 at 9:30 PM Central Time.",
    );
    expect((await standingOf(documentId, asA)).document.notarizationComplete).toBe(true);
    expect(await notarizedMails(documentId, "notarization-late")).toEqual([]);
  });

  it("an open session expires when the signing window closes (the job, on the injected clock), once; a finished one is left alone", async () => {
    const { asA, documentId } = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    const started = (await start(documentId, asA)).json<{ id: string; myLink: string }>();
    const [job] = await api.db
      .select()
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.name, "notarization-expiry"),
          sql`${backgroundJobs.data}->>'notarizationId' = ${started.id}`,
        ),
      );
    expect(job?.runAfter.toISOString()).toBe("2026-11-23T06:00:00.000Z"); // midnight in Texas

    const done = await generatedCouple("TX", { weddingDate: "2026-11-23" });
    const finished = (await start(done.documentId, done.asA)).json<{ myLink: string }>();
    expect((await api.inject({ method: "POST", url: localPath(finished.myLink) })).statusCode).toBe(303);
    expect(
      (await api.inject({ method: "POST", url: localPath((await list(done.documentId, done.asB)).items[0]!.myLink!) }))
        .statusCode,
    ).toBe(303);

    api.clock.set(new Date("2026-11-23T06:00:01.000Z"));
    await api.app.jobs.drain();
    const expired = (await list(documentId, asA)).items[0]!;
    expect(expired).toMatchObject({ externalStatus: "CANCELLED", notarizationCompletedAt: null, isLive: true });
    const externalId = (await api.db.select().from(notarizations).where(eq(notarizations.id, started.id)))[0]!
      .externalId!;
    expect(
      (await api.db.select().from(localNotarySessions).where(eq(localNotarySessions.externalId, externalId)))[0]
        ?.status,
    ).toBe("CANCELLED");
    expect((await api.inject({ method: "POST", url: localPath(started.myLink) })).statusCode).toBe(404);
    expect((await list(done.documentId, done.asA)).items[0]).toMatchObject({
      externalStatus: "COMPLETED",
      notarizationCompletedAt: expect.any(String),
    });

    // Run again: nothing changes.
    const before = await stored(api.db, documentId);
    await api.app.jobs.enqueue("notarization-expiry", job!.data);
    await api.app.jobs.drain();
    expect(await stored(api.db, documentId)).toEqual(before);
  });
});

describe("Florida: a waiver of rights at death needs two subscribing witnesses", () => {
  it("is not offered an online session without witnesses, and its in-person instructions name two witnesses", async () => {
    const waive = { elective_share: ["elective_share__waive"] };
    const couple = await readyCouple(api.db, { state: "FL", answersA: waive, answersB: waive });
    const asA = claimsOf(couple.userA);
    const documentId = couple.document.id;
    expect((await api.inject({ method: "POST", url: `/documents/${documentId}/generate`, as: asA })).statusCode).toBe(
      201,
    );
    await reviewByBoth(api, couple);

    const { availability } = await list(documentId, asA);
    expect(availability).toMatchObject({ mode: "PROOF", onlineAllowed: false, witnessesRequired: 2 });
    expect(availability.instructions.join("\n")).toMatch(
      /each of you signs in the presence of two subscribing witnesses besides the notary public/,
    );
    await expectNothingStored(documentId, () => start(documentId, asA), 409, "ONLINE_NOTARY_NOT_AVAILABLE");

    // Without the waiver, Florida's online session needs no witnesses.
    const plain = await generatedCouple("FL");
    expect((await list(plain.documentId, plain.asA)).availability).toMatchObject({
      mode: "ONLINE",
      onlineAllowed: true,
      witnessesRequired: 0,
    });
  });
});
