/**
 * GET /documents/{id}/evidence-dossier: the agreement's dossier as a PDF, read as its reader would:
 * the cover names the final text's hash and its verification link, the record's entries carry their
 * hashes, a record changed behind the product's back is reported, and its statements per request stay
 * the same as the data grows.
 */
import { createHash } from "node:crypto";
import { pdfPageTexts } from "@prenup/agreement/testing";
import { documentRecordEntries, documents } from "@prenup/db";
import { createAdmin, createCouple, type CreatedCouple } from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function dossier(couple: CreatedCouple, as = claimsOf(couple.userA)) {
  return api.inject({ method: "GET", url: `/documents/${couple.document.id}/evidence-dossier`, as });
}

const textOf = (payload: Buffer) => pdfPageTexts(payload).join("\n");

/** A New York couple taken through generation, both reviews and finalization; the final PDF's hash. */
async function finalizedCouple() {
  const couple = await readyCouple(api.db, { state: "NY" });
  const asA = claimsOf(couple.userA);
  const generated = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
  expect(generated.statusCode, generated.body).toBe(201);
  await reviewByBoth(api, couple);
  const finalized = await api.inject({
    method: "PATCH",
    url: `/documents/${couple.document.id}`,
    as: asA,
    payload: { finalizedAt: api.clock.now().toISOString() },
  });
  expect(finalized.statusCode, finalized.body).toBe(200);
  // Finalization prints the final copy (no draft mark): the document's current PDF.
  const [pdfFileId] = await pdfFileIds(couple);
  const pdf = await api.inject({ method: "GET", url: `/documents/${couple.document.id}/files/${pdfFileId}`, as: asA });
  return { couple, finalSha256: sha256(pdf.rawPayload) };
}

describe("GET /documents/{id}/evidence-dossier", () => {
  it("gives the couple a PDF naming the final text's hash, its verification link and every record entry's hash", async () => {
    const { couple, finalSha256 } = await finalizedCouple();
    const response = await dossier(couple);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("Evidence dossier");
    const text = textOf(response.rawPayload);
    expect(text).toContain(finalSha256);
    expect(text.replaceAll("\n", "")).toContain(`/verify/${finalSha256}`);
    expect(text).toContain("New York's requirements and how each was met");
    expect(text).toContain("Finalized; not yet notarized.");

    const history = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/history`,
      as: claimsOf(couple.userA),
    });
    const record = history.json<{ record: { entries: { hash: string }[] } }>().record.entries;
    expect(record.length).toBeGreaterThan(3);
    for (const entry of record) expect(text).toContain(`hash ${entry.hash}`);
    expect(text).toContain(`The record's ${record.length} entries verify`);

    // The other partner reads the same dossier.
    expect((await dossier(couple, claimsOf(couple.userB))).statusCode).toBe(200);
  });

  it("reports a record entry changed after it was recorded", async () => {
    const { couple } = await finalizedCouple();
    await api.db.execute(sql`alter table document_record_entries disable trigger document_record_entries_append_only`);
    await api.db
      .update(documentRecordEntries)
      .set({ details: { status: "ATTORNEY_ASSIGNED", attorneyName: "Someone Else" } })
      .where(and(eq(documentRecordEntries.documentId, couple.document.id), eq(documentRecordEntries.sequence, 1)));
    await api.db.execute(sql`alter table document_record_entries enable trigger document_record_entries_append_only`);
    const text = textOf((await dossier(couple)).rawPayload);
    expect(text).toContain("The record does not verify: entry 1 was changed after it was recorded.");
  });

  it("answers an agreement not generated yet with what is known and no verification link", async () => {
    const couple = await createCouple(api.db, { state: "NY" });
    const response = await dossier(couple);
    expect(response.statusCode, response.body).toBe(200);
    const text = textOf(response.rawPayload);
    expect(text).toContain("Not yet generated.");
    expect(text).toContain("No final text yet");
    expect(text).not.toContain("/verify/");
  });

  it("answers 404 for an agreement that does not exist or was deleted", async () => {
    const couple = await createCouple(api.db, { state: "NY" });
    await api.db.update(documents).set({ deletedAt: api.clock.now() }).where(eq(documents.id, couple.document.id));
    const admin = await createAdmin(api.db);
    const response = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/evidence-dossier`,
      as: claimsOf(admin, "admin"),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<{ code: string }>().code).toBe("DOCUMENT_NOT_FOUND");
  });
});

async function pdfFileIds(couple: CreatedCouple): Promise<string[]> {
  const [row] = await api.db
    .select({ id: documents.generatedPdfFileId })
    .from(documents)
    .where(eq(documents.id, couple.document.id));
  return row?.id ? [row.id] : [];
}

describe("GET /documents/{id}/evidence-dossier: statements per request", () => {
  it("is the same with more record entries, disclosure versions and couples", async () => {
    const { couple } = await finalizedCouple();
    const count = async () => {
      let statements = 0;
      const stop = api.database.onStatement(() => (statements += 1));
      try {
        expect((await dossier(couple)).statusCode).toBe(200);
      } finally {
        stop();
      }
      return statements;
    };
    const before = await count();
    // The request's context, the access check, the dossier's one read.
    expect(before).toBe(3);
    // More couples, each with its record, versions and acknowledgements; and more entries on this record.
    for (let n = 0; n < 3; n += 1) await finalizedCouple();
    for (const fileId of await pdfFileIds(couple)) {
      await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/files/${fileId}`,
        as: claimsOf(couple.userB),
      });
    }
    expect(await count()).toBe(before);
  });
});
