/**
 * The documents behind disclosure entries through the API on a real database: the owner attaches
 * and removes them, the partner and the assigned attorneys read them, nobody else; bad files are
 * refused with nothing stored (no row, no bytes); attaching one is a change the partner's
 * acknowledgement sees; the frozen version names each document by its SHA-256.
 */
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  accountsAndAssets,
  disclosureVersions,
  documents,
  files,
  financialDisclosures,
  financialEntryDocuments,
} from "@prenup/db";
import { PDF_INFLATE_BUDGET } from "@prenup/agreement";
import { createAdmin, createAttorney, createCouple, declareDisclosure, snapshotTables } from "@prenup/db/testing";
import {
  ENTRY_DOCUMENT_MAX_PAGES,
  entryDocumentsFullMessage,
  IMAGE_MESSAGES,
  MENU_GATE_MESSAGES,
  PDF_MESSAGES,
} from "@prenup/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStorage } from "../src/integrations/files/index.ts";
import { FILE_MESSAGES } from "../src/modules/files/index.ts";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let folder: string;
let couple: Awaited<ReturnType<typeof createCouple>>;
let asA: TokenClaims;
let asB: TokenClaims;
let base: string;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");
/** A 1×1 PNG (its header declares its size, which uploads read). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

type EntryDocument = { id: string; name: string; contentType: string; size: number; sha256: string };

/** Every stored blob in the files folder (recursively). */
async function blobs(): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function newAccount(userId = couple.userA.id, documentId = couple.document.id) {
  const [row] = await api.db
    .insert(accountsAndAssets)
    .values({ userId, documentId, assetAccountType: "ACCOUNT", accountType: "CHECKING", description: "Checking" })
    .returning();
  return row!.id;
}

function attach(
  url: string,
  bytes: Buffer,
  name: string,
  as: TokenClaims | null = asA,
  contentType = "application/pdf",
) {
  return api.inject({
    method: "POST",
    url: `${url}/documents?name=${encodeURIComponent(name)}`,
    headers: { "content-type": contentType },
    payload: bytes,
    as,
  });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "prenup-entry-documents-"));
  api = await createTestApi({ deps: { files: createLocalFileStorage(folder) } });
  couple = await createCouple(api.db, { paid: true });
  asA = claimsOf(couple.userA);
  asB = claimsOf(couple.userB);
  base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
});

afterAll(async () => {
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

describe("documents behind an entry", () => {
  it("the owner attaches a statement; the entry serves it; the partner, the assigned attorney and admins download it, nobody else", async () => {
    const entryId = await newAccount();
    const entryUrl = `${base}/assets/${entryId}`;
    const attached = await attach(entryUrl, PDF, "October statement.pdf");
    expect(attached.statusCode, attached.body).toBe(201);
    const document = json<EntryDocument>(attached);
    expect(document).toMatchObject({
      name: "October statement.pdf",
      contentType: "application/pdf",
      size: PDF.length,
      sha256: sha256(PDF),
    });
    const [stored] = await api.db
      .select()
      .from(files)
      .where(eq(files.sha256, sha256(PDF)));
    expect(stored).toMatchObject({ name: "October statement.pdf", size: PDF.length });

    // The entry, its list and the partner's view carry the document: no call of its own.
    const entry = json<{ documents: EntryDocument[] }>(await api.inject({ method: "GET", url: entryUrl, as: asB }));
    expect(entry.documents).toEqual([document]);
    const list = json<{ items: { id: string; documents: EntryDocument[] }[] }>(
      await api.inject({ method: "GET", url: `${base}/assets`, as: asA }),
    );
    expect(list.items.find((item) => item.id === entryId)?.documents).toEqual([document]);

    const assigned = await createAttorney(api.db, { stage: "APPROVED" });
    const unassigned = await createAttorney(api.db, { stage: "APPROVED" });
    await api.db
      .update(documents)
      .set({ attorneyAId: assigned.attorney.id })
      .where(eq(documents.id, couple.document.id));
    const stranger = await createCouple(api.db, { paid: true });
    const admin = await createAdmin(api.db);
    const downloadUrl = `${entryUrl}/documents/${document.id}`;
    for (const as of [asA, asB, claimsOf(assigned.user, "attorney"), claimsOf(admin, "admin")]) {
      const download = await api.inject({ method: "GET", url: downloadUrl, as });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toContain('filename="October statement.pdf"');
      expect(download.rawPayload.equals(PDF)).toBe(true);
    }
    for (const as of [claimsOf(stranger.userA), claimsOf(unassigned.user, "attorney")]) {
      const refused = await api.inject({ method: "GET", url: downloadUrl, as });
      expect(refused.statusCode).toBe(404);
    }
    expect((await api.inject({ method: "GET", url: downloadUrl })).statusCode).toBe(401);
  });

  it("only the owner attaches and removes; the partner is refused and nothing changes", async () => {
    const entryId = await newAccount();
    const entryUrl = `${base}/assets/${entryId}`;
    const document = json<EntryDocument>(await attach(entryUrl, PNG, "appraisal.png", asA, "image/png"));
    const before = await snapshotTables(api.db, [files, financialEntryDocuments, financialDisclosures]);
    const blobsBefore = await blobs();
    expect((await attach(entryUrl, PDF, "mine.pdf", asB)).statusCode).toBe(403);
    const removed = await api.inject({ method: "DELETE", url: `${entryUrl}/documents/${document.id}`, as: asB });
    expect(removed.statusCode).toBe(403);
    expect(await snapshotTables(api.db, [files, financialEntryDocuments, financialDisclosures])).toEqual(before);
    expect(await blobs()).toEqual(blobsBefore);

    // The owner removes it: the entry no longer lists it and its download is gone.
    const deleted = await api.inject({ method: "DELETE", url: `${entryUrl}/documents/${document.id}`, as: asA });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      json<{ documents: unknown[] }>(await api.inject({ method: "GET", url: entryUrl, as: asA })).documents,
    ).toEqual([]);
    const gone = await api.inject({ method: "GET", url: `${entryUrl}/documents/${document.id}`, as: asA });
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toMatchObject({ code: "ENTRY_DOCUMENT_NOT_FOUND" });
    const again = await api.inject({ method: "DELETE", url: `${entryUrl}/documents/${document.id}`, as: asA });
    expect(again.statusCode).toBe(404);
  });

  it("deleting the entry hides its documents", async () => {
    const entryId = await newAccount();
    const entryUrl = `${base}/assets/${entryId}`;
    const document = json<EntryDocument>(await attach(entryUrl, PDF, "statement.pdf"));
    expect((await api.inject({ method: "DELETE", url: entryUrl, as: asA })).statusCode).toBe(204);
    const download = await api.inject({ method: "GET", url: `${entryUrl}/documents/${document.id}`, as: asB });
    expect(download.statusCode).toBe(404);
  });
});

describe("bad documents store nothing", () => {
  const tables = [files, financialEntryDocuments, financialDisclosures];

  async function refusedWith(request: () => Promise<Awaited<ReturnType<typeof attach>>>) {
    const before = await snapshotTables(api.db, tables);
    const blobsBefore = await blobs();
    const response = await request();
    expect(await snapshotTables(api.db, tables)).toEqual(before);
    expect(await blobs()).toEqual(blobsBefore);
    return response;
  }

  it("refuses a .pdf name holding text (the type is read from the bytes)", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    const response = await refusedWith(() => attach(entryUrl, Buffer.from("just some text"), "statement.pdf"));
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ code: "FILE_TYPE_NOT_ALLOWED", error: FILE_MESSAGES.notAllowed });
  });

  it("refuses a file over 10 MB", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await refusedWith(() => attach(entryUrl, big, "big.pdf"));
    expect(response.statusCode).toBe(413);
  });

  it("refuses an image whose header declares more pixels than the budget, before storing anything", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    // 315 KB of PNG may declare 9,000 × 9,000 pixels: only the header is read.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(9000, 16);
    huge.writeUInt32BE(9000, 20);
    const response = await refusedWith(() => attach(entryUrl, huge, "scan.png", asA, "image/png"));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ code: "IMAGE_TOO_LARGE", error: IMAGE_MESSAGES.tooManyPixels(9000, 9000) });
    expect((await attach(entryUrl, PNG, "small.png", asA, "image/png")).statusCode).toBe(201);
  });

  it("refuses a PDF of more pages than a document may have, counted before storing anything", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    const pages = async (count: number) => {
      const pdf = await PDFDocument.create();
      for (let index = 0; index < count; index += 1) pdf.addPage([612, 792]);
      return Buffer.from(await pdf.save());
    };
    const response = await refusedWith(async () =>
      attach(entryUrl, await pages(ENTRY_DOCUMENT_MAX_PAGES + 1), "year.pdf"),
    );
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({
      code: "PDF_TOO_LARGE",
      error: PDF_MESSAGES.tooManyPages(ENTRY_DOCUMENT_MAX_PAGES + 1),
    });
    expect(PDF_MESSAGES.tooManyPages(20_000)).toContain("This PDF has 20,000 pages");
    expect((await attach(entryUrl, await pages(ENTRY_DOCUMENT_MAX_PAGES), "statement.pdf")).statusCode).toBe(201);
  });

  it("refuses a PDF whose object stream inflates past what is read to count its pages", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    const bomb = deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1));
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    const response = await refusedWith(() => attach(entryUrl, pdf, "statement.pdf"));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ code: "PDF_TOO_LARGE", error: PDF_MESSAGES.unreadable });
  });

  it("refuses an empty file", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    const response = await refusedWith(() =>
      attach(entryUrl, Buffer.alloc(0), "empty.pdf", asA, "application/octet-stream"),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: { issues: [{ path: ["file"], message: FILE_MESSAGES.empty }] } });
  });

  it("refuses an eleventh document on one entry", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    for (let index = 0; index < 10; index += 1)
      expect((await attach(entryUrl, PDF, `statement ${index + 1}.pdf`)).statusCode).toBe(201);
    const response = await refusedWith(() => attach(entryUrl, PDF, "one more.pdf"));
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ code: "ENTRY_DOCUMENTS_FULL", error: entryDocumentsFullMessage() });
  });

  it("keeps to ten documents when twenty uploads reach an entry holding eight at once (PostgreSQL in CI)", async () => {
    const entryUrl = `${base}/assets/${await newAccount()}`;
    for (let index = 0; index < 8; index += 1)
      expect((await attach(entryUrl, PDF, `statement ${index + 1}.pdf`)).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => attach(entryUrl, PDF, `parallel ${index + 1}.pdf`)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(18);
    const entryId = entryUrl.split("/").at(-1)!;
    const stored = await api.db
      .select()
      .from(financialEntryDocuments)
      .where(and(eq(financialEntryDocuments.entryId, entryId), isNull(financialEntryDocuments.deletedAt)));
    expect(stored).toHaveLength(10);
  });

  it("refuses an unknown entry, and an entry of another kind", async () => {
    const unknown = await refusedWith(() => attach(`${base}/assets/${crypto.randomUUID()}`, PDF, "statement.pdf"));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: "FINANCIAL_ENTRY_NOT_FOUND" });
    const account = await newAccount();
    const wrongKind = await refusedWith(() => attach(`${base}/debts/${account}`, PDF, "statement.pdf"));
    expect(wrongKind.statusCode).toBe(404);
  });

  it("refuses the partner's entry under one's own path, and another couple's entry", async () => {
    const partners = await newAccount(couple.userB.id);
    const underOwn = await refusedWith(() => attach(`${base}/assets/${partners}`, PDF, "statement.pdf"));
    expect(underOwn.statusCode).toBe(404);
    const other = await createCouple(api.db, { paid: true });
    const theirs = await newAccount(other.userA.id, other.document.id);
    const foreign = await refusedWith(() =>
      attach(`/users/${other.userA.id}/documents/${other.document.id}/assets/${theirs}`, PDF, "statement.pdf"),
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses while the prenup is not paid (402), as every disclosure write", async () => {
    const unpaid = await createCouple(api.db, { paid: false });
    const entryId = await newAccount(unpaid.userA.id, unpaid.document.id);
    const url = `/users/${unpaid.userA.id}/documents/${unpaid.document.id}/assets/${entryId}`;
    const response = await refusedWith(() => attach(url, PDF, "statement.pdf", claimsOf(unpaid.userA)));
    expect(response.statusCode).toBe(402);
    expect(json(response)).toEqual({ error: MENU_GATE_MESSAGES.prenupNotPaid, code: "PRENUP_NOT_PAID" });
  });
});

describe("documents and the disclosure's versions", () => {
  it("attaching a document after the acknowledgement lapses it, names the entry as changed, and the next version holds the document's hash", async () => {
    const ready = await createCouple(api.db, { paid: true });
    const [asOwner, asReader] = [claimsOf(ready.userA), claimsOf(ready.userB)];
    const ownerUrl = `/users/${ready.userA.id}/documents/${ready.document.id}`;
    const readerUrl = `/users/${ready.userB.id}/documents/${ready.document.id}`;
    const created = await api.inject({
      method: "POST",
      url: `${ownerUrl}/debts`,
      payload: { creditor: "Student Loans Inc", natureOfDebt: "Student loan", amountDueInCents: 1_500_000 },
      as: asOwner,
    });
    expect(created.statusCode, created.body).toBe(201);
    const debtId = json<{ id: string }>(created).id;
    await declareDisclosure(api.db, {
      userId: ready.userA.id,
      documentId: ready.document.id,
      declaration: "COMPLETE",
      at: api.clock.now(),
    });
    await api.db
      .update(financialDisclosures)
      .set({ lastChangedAt: api.clock.now() })
      .where(eq(financialDisclosures.userId, ready.userA.id));
    const ownersAcknowledgement = async () =>
      json<{ partners: { userId: string; acknowledgement: Record<string, unknown> }[] }>(
        await api.inject({ method: "GET", url: `${readerUrl}/financial-summary`, as: asReader }),
      ).partners.find((partner) => partner.userId === ready.userA.id)!.acknowledgement;
    const acknowledge = (version: number) =>
      api.inject({
        method: "POST",
        url: `${readerUrl}/disclosure-acknowledgement`,
        payload: { version },
        as: asReader,
      });
    expect((await acknowledge(1)).statusCode).toBe(200);

    api.clock.advance(60_000);
    const attached = await attach(`${ownerUrl}/debts/${debtId}`, PDF, "loan statement.pdf", asOwner);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(await ownersAcknowledgement()).toMatchObject({
      state: "LAPSED",
      currentVersion: 2,
      changesSinceAcknowledged: { added: [], changed: ["Student Loans Inc"], removed: [] },
    });
    expect((await acknowledge(2)).statusCode).toBe(200);
    const [second] = await api.db
      .select()
      .from(disclosureVersions)
      .where(eq(disclosureVersions.number, 2))
      .then((rows) => rows.filter((row) => row.ownerId === ready.userA.id));
    const entries = (second!.content as { entries: { documents?: unknown }[] }).entries;
    expect(entries[0]?.documents).toEqual([{ name: "loan statement.pdf", sha256: sha256(PDF) }]);

    // Removing it is a change too.
    api.clock.advance(60_000);
    const documentId = json<EntryDocument>(attached).id;
    await api.inject({ method: "DELETE", url: `${ownerUrl}/debts/${debtId}/documents/${documentId}`, as: asOwner });
    expect(await ownersAcknowledgement()).toMatchObject({
      state: "LAPSED",
      currentVersion: 3,
      changesSinceAcknowledged: { changed: ["Student Loans Inc"] },
    });
  });
});

describe("documents in the agreement's schedules", () => {
  it("a generated agreement's schedule lists the entry's document by name and SHA-256", async () => {
    const ready = await readyCouple(api.db);
    const as = claimsOf(ready.userA);
    const url = `/users/${ready.userA.id}/documents/${ready.document.id}`;
    const vehicle = await api.inject({
      method: "POST",
      url: `${url}/vehicles`,
      payload: { vehicleType: "CAR", make: "Toyota", model: "Corolla", marketValueInCents: 1_200_000 },
      as,
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const attached = await attach(
      `${url}/vehicles/${json<{ id: string }>(vehicle).id}`,
      PDF,
      "Kelley Blue Book.pdf",
      as,
    );
    expect(attached.statusCode, attached.body).toBe(201);
    for (const year of [2024, 2025, 2026]) {
      const income = await api.inject({
        method: "POST",
        url: `${url}/incomes`,
        payload: { year, incomeType: "BASE_SALARY", valueInCents: 9_000_000 },
        as,
      });
      expect(income.statusCode, income.body).toBe(201);
    }
    const declared = await api.inject({
      method: "PUT",
      url: `${url}/disclosure-declaration`,
      payload: { declaration: "COMPLETE" },
      as,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const asB = claimsOf(ready.userB);
    const summary = json<{ partners: { userId: string; acknowledgement: { currentVersion: number } }[] }>(
      await api.inject({
        method: "GET",
        url: `/users/${ready.userB.id}/documents/${ready.document.id}/financial-summary`,
        as: asB,
      }),
    );
    const version = summary.partners.find((partner) => partner.userId === ready.userA.id)!.acknowledgement
      .currentVersion;
    const acknowledged = await api.inject({
      method: "POST",
      url: `/users/${ready.userB.id}/documents/${ready.document.id}/disclosure-acknowledgement`,
      payload: { version },
      as: asB,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const generated = await api.inject({ method: "POST", url: `/documents/${ready.document.id}/generate`, as });
    expect(generated.statusCode, generated.body).toBe(201);
    const clauses = await api.db.execute<{ text: string }>(
      sql`select c.text from document_clauses c where c.document_id = ${ready.document.id} and c.text ilike '%Corolla%'`,
    );
    expect(clauses.rows.map((row) => row.text).join("\n")).toContain(
      `Supporting document: Kelley Blue Book.pdf (SHA-256 ${sha256(PDF)})`,
    );
  });
});
