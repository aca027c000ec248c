/**
 * GET /verification/{sha256}: anyone holding the couple's final agreement PDF learns whether it is
 * a final agreement the product recorded, and nothing else. Couples are taken to their agreement
 * through the API (generation, both reviews, finalization), as the agreement tests do.
 */
import { createHash } from "node:crypto";
import { documentRecordEntries, documents, files, live, notarizations } from "@prenup/db";
import type { CreatedCouple } from "@prenup/db/testing";
import { SHA256_HEX_MESSAGE } from "@prenup/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFICATION_RATE_LIMIT } from "../src/modules/verification/index.ts";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
const NOW = new Date("2026-11-21T12:00:00.000Z");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const UNKNOWN = "0".repeat(64);

beforeAll(async () => {
  api = await createTestApi({ now: NOW });
});
afterAll(async () => {
  await api?.close();
});

/** Each test asks from its own client address, so the route's per-address limit counts only its own requests. */
let addresses = 0;
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

async function verify(hash: string, remoteAddress = "192.0.2.1") {
  return api.inject({ method: "GET", url: `/verification/${hash}`, remoteAddress });
}

/** The bytes of one of the document's files, as a partner downloads them. */
async function download(couple: CreatedCouple, fileId: string): Promise<Buffer> {
  const response = await api.inject({
    method: "GET",
    url: `/documents/${couple.document.id}/files/${fileId}`,
    as: claimsOf(couple.userA),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function currentPdfFileId(documentId: string): Promise<string> {
  const [row] = await api.db
    .select({ id: documents.generatedPdfFileId })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row!.id!;
}

/** A New York couple with a generated agreement: the draft's PDF hash. */
async function generatedCouple() {
  const couple = await readyCouple(api.db, { state: "NY" });
  const generated = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/generate`,
    as: claimsOf(couple.userA),
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const draft = sha256(await download(couple, generated.json<{ pdfFileId: string }>().pdfFileId));
  return { couple, draft };
}

async function finalize(couple: CreatedCouple) {
  const response = await api.inject({
    method: "PATCH",
    url: `/documents/${couple.document.id}`,
    as: claimsOf(couple.userA),
    payload: { finalizedAt: api.clock.now().toISOString() },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("GET /verification/{sha256}", () => {
  let finalized: { couple: CreatedCouple; draft: string; final: string };
  let reviewedOnly: { couple: CreatedCouple; draft: string; final: string };

  beforeAll(async () => {
    // Reviewed by both: the final copy (no draft mark) is rendered; then finalized.
    const one = await generatedCouple();
    await reviewByBoth(api, one.couple);
    api.clock.advance(60_000);
    await finalize(one.couple);
    finalized = { ...one, final: sha256(await download(one.couple, await currentPdfFileId(one.couple.document.id))) };
    // Reviewed by both, never finalized: its copy to sign exists but is not a final agreement.
    const two = await generatedCouple();
    await reviewByBoth(api, two.couple);
    reviewedOnly = {
      ...two,
      final: sha256(await download(two.couple, await currentPdfFileId(two.couple.document.id))),
    };
  });

  it("answers recorded for the finalized agreement's PDF: its state, when it was finalized, no signing yet, its record verifies", async () => {
    expect(finalized.final).not.toBe(finalized.draft);
    const response = await verify(finalized.final, nextAddress());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      recorded: true,
      kind: "final-agreement",
      state: "New York",
      finalizedAt: "2026-11-21T12:01:00.000Z",
      signedAt: null,
      recordVerifies: true,
    });
  });

  it("gives the date of signing once a notarization counts, and never a name, an e-mail or an id", async () => {
    const { couple } = finalized;
    await api.db.insert(notarizations).values({
      documentId: couple.document.id,
      isProofUpload: true,
      notarizationCompletedAt: api.clock.now(),
      signedOn: "2026-11-25",
    });
    const response = await verify(finalized.final, nextAddress());
    const body = response.json();
    expect(body).toMatchObject({ recorded: true, signedAt: "2026-11-25" });
    expect(Object.keys(body).sort()).toEqual([
      "finalizedAt",
      "kind",
      "recordVerifies",
      "recorded",
      "signedAt",
      "state",
    ]);
    const [file] = await api.db
      .select({ id: documents.generatedPdfFileId })
      .from(documents)
      .where(eq(documents.id, couple.document.id));
    for (const secret of [
      couple.document.id,
      couple.userA.id,
      couple.userB!.id,
      couple.userA.email,
      couple.userB!.email,
      file!.id!,
      "Avery",
      "Stone",
      "Blake",
      "Moreno",
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("stores each file's SHA-256, and answers recorded for the notarized copy a completed notarization holds", async () => {
    const { couple } = finalized;
    // The generated PDF was stored with the hash of the bytes a partner downloads.
    const [pdf] = await api.db
      .select({ sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, await currentPdfFileId(couple.document.id)));
    expect(pdf?.sha256).toBe(finalized.final);
    // The notary's copy: a stored file a completed notarization holds.
    const notarized = sha256(Buffer.from("%PDF-1.7 the notarized copy"));
    const pending = sha256(Buffer.from("%PDF-1.7 a session still open"));
    const [copy, open] = await api.db
      .insert(files)
      .values([
        {
          key: "test/notarized.pdf",
          name: "notarized.pdf",
          size: 27,
          contentType: "application/pdf",
          sha256: notarized,
        },
        { key: "test/open.pdf", name: "open.pdf", size: 28, contentType: "application/pdf", sha256: pending },
      ])
      .returning({ id: files.id });
    // The couple's completed notarization (the earlier test's, or a new one) holds the copy; a withdrawn one holds the other.
    const [held] = await api.db
      .update(notarizations)
      .set({ notarizedFileId: copy!.id, signedOn: "2026-11-25" })
      .where(and(eq(notarizations.documentId, couple.document.id), live(notarizations)))
      .returning({ id: notarizations.id });
    if (!held) {
      await api.db.insert(notarizations).values({
        documentId: couple.document.id,
        isProofUpload: true,
        notarizationCompletedAt: api.clock.now(),
        signedOn: "2026-11-25",
        notarizedFileId: copy!.id,
      });
    }
    await api.db.insert(notarizations).values({
      documentId: couple.document.id,
      isProofUpload: false,
      notarizedFileId: open!.id,
      deletedAt: api.clock.now(),
    });
    expect((await verify(notarized, nextAddress())).json()).toMatchObject({
      recorded: true,
      kind: "notarized-copy",
      state: "New York",
      signedAt: "2026-11-25",
      recordVerifies: true,
    });
    // A file of a notarization that is not live (withdrawn) is not recorded.
    expect((await verify(pending, nextAddress())).json()).toEqual({ recorded: false });
  });

  it("answers recorded: false for the draft of a finalized agreement, a copy never finalized and an unknown hash", async () => {
    const address = nextAddress();
    for (const hash of [finalized.draft, reviewedOnly.draft, reviewedOnly.final, UNKNOWN]) {
      const response = await verify(hash, address);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json(), hash).toEqual({ recorded: false });
    }
  });

  it("answers recorded: false for a changed PDF (another hash)", async () => {
    const bytes = await download(finalized.couple, await currentPdfFileId(finalized.couple.document.id));
    const changed = Buffer.concat([bytes, Buffer.from("\n% re-saved\n")]);
    expect((await verify(sha256(changed), nextAddress())).json()).toEqual({ recorded: false });
  });

  it("answers recorded: false for a final copy regenerated afterwards, recorded for the new one once finalized, false once deleted", async () => {
    const { couple } = await generatedCouple();
    await reviewByBoth(api, couple);
    await finalize(couple);
    const first = sha256(await download(couple, await currentPdfFileId(couple.document.id)));
    const address = nextAddress();
    expect((await verify(first, address)).json()).toMatchObject({ recorded: true });
    // The regenerate confirmation clears the finalization; a new text is generated, reviewed and finalized.
    const confirmed = await api.inject({
      method: "PATCH",
      url: `/documents/${couple.document.id}`,
      as: claimsOf(couple.userA),
      payload: { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await verify(first, address)).json()).toEqual({ recorded: false });
    api.clock.advance(60_000);
    const again = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/generate`,
      as: claimsOf(couple.userA),
    });
    expect(again.statusCode, again.body).toBe(201);
    await reviewByBoth(api, couple);
    await finalize(couple);
    const second = sha256(await download(couple, await currentPdfFileId(couple.document.id)));
    expect(second).not.toBe(first);
    expect((await verify(first, address)).json()).toEqual({ recorded: false });
    expect((await verify(second, address)).json()).toMatchObject({ recorded: true, recordVerifies: true });
    // A deleted agreement is no longer vouched for.
    await api.db.update(documents).set({ deletedAt: api.clock.now() }).where(eq(documents.id, couple.document.id));
    expect((await verify(second, address)).json()).toEqual({ recorded: false });
  });

  it("refuses a hash that is not 64 lowercase hexadecimal characters with 400 and the rule", async () => {
    const address = nextAddress();
    for (const bad of [
      finalized.final.toUpperCase(),
      finalized.final.slice(1),
      `${finalized.final.slice(1)}g`,
      "abc",
    ]) {
      const response = await verify(bad, address);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: { issues: [{ message: SHA256_HEX_MESSAGE, path: ["sha256"] }] } });
    }
  });

  it("answers recordVerifies: false once an entry of the agreement's record was changed", async () => {
    const { couple } = finalized;
    // The table refuses UPDATE (append-only trigger): the test turns it off to play the forger.
    await api.db.execute(sql`alter table document_record_entries disable trigger document_record_entries_append_only`);
    try {
      await api.db
        .update(documentRecordEntries)
        .set({ details: sql`${documentRecordEntries.details} || '{"forged": true}'::jsonb` })
        .where(and(eq(documentRecordEntries.documentId, couple.document.id), eq(documentRecordEntries.sequence, 1)));
    } finally {
      await api.db.execute(sql`alter table document_record_entries enable trigger document_record_entries_append_only`);
    }
    expect((await verify(finalized.final, nextAddress())).json()).toMatchObject({
      recorded: true,
      recordVerifies: false,
    });
  });

  it(`answers 429 after ${VERIFICATION_RATE_LIMIT.max} requests a minute from one address, signed in or not; other addresses go on`, async () => {
    const address = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i < VERIFICATION_RATE_LIMIT.max; i += 1) statuses.push((await verify(UNKNOWN, address)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const over = await verify(UNKNOWN, address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: "RATE_LIMITED" });
    const signedIn = await api.inject({
      method: "GET",
      url: `/verification/${UNKNOWN}`,
      remoteAddress: address,
      as: claimsOf(finalized.couple.userA),
    });
    expect(signedIn.statusCode).toBe(429);
    expect((await verify(UNKNOWN, "203.0.113.10")).statusCode).toBe(200);
  });
});
