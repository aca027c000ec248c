/**
 * A stored file is named from what its bytes are, never from the extension a caller gives it: the
 * upload's answer, the list, the download's Content-Disposition and the storage key all carry the
 * sniffed type's extension.
 */
import { files } from "@prenup/db";
import { createCouple } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_NAME_MESSAGES } from "@prenup/domain";
import { fileNameFor } from "../src/integrations/files/index.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
/** A 1×1 PNG and a 1×1 JPEG header: uploads read an image's size from it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03,
  0x11, 0x01, 0xff, 0xd9,
]);

describe("uploaded files' names", () => {
  it("take the extension of the sniffed type, in the answer, the download and the storage key", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const as = claimsOf(couple.userA);
    const cases: [name: string, bytes: Buffer, contentType: string, stored: string][] = [
      ["invoice.html", PDF, "application/pdf", "invoice.pdf"],
      ["photo.png", JPEG, "image/jpeg", "photo.jpg"],
      ["Scan.JPEG", JPEG, "image/jpeg", "Scan.JPEG"],
      ["statement.pdf.exe", PNG, "application/octet-stream", "statement.pdf.png"],
      ["Signed copy", PDF, "application/pdf", "Signed copy.pdf"],
      ["Smith v. Jones", PDF, "application/pdf", "Smith v. Jones.pdf"],
      [".svg", PNG, "image/png", "file.png"],
    ];
    for (const [name, bytes, contentType, stored] of cases) {
      const uploaded = await api.inject({
        method: "POST",
        url: `/documents/${couple.document.id}/files?name=${encodeURIComponent(name)}`,
        headers: { "content-type": contentType },
        payload: bytes,
        as,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json<{ id: string; name: string; contentType: string }>();
      expect(file.name, name).toBe(stored);
      const download = await api.inject({
        method: "GET",
        url: `/documents/${couple.document.id}/files/${file.id}`,
        as,
      });
      expect(download.headers["content-disposition"], name).toContain(`filename*=UTF-8''${encodeURIComponent(stored)}`);
      expect(download.headers["content-type"], name).toContain(file.contentType);
      const [row] = await api.db.select({ key: files.key }).from(files).where(eq(files.id, file.id));
      expect(row!.key, name).toMatch(
        new RegExp(`^\\d{4}/\\d{2}/${file.id}\\.${stored.split(".").at(-1)!.toLowerCase().replace("jpeg", "jpg")}$`),
      );
    }
  });

  it("refuse line breaks and reading-direction characters, and make path separators dashes, storing nothing refused", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const as = claimsOf(couple.userA);
    const upload = (name: string, contentType = "application/pdf") =>
      api.inject({
        method: "POST",
        url: `/documents/${couple.document.id}/files?name=${encodeURIComponent(name)}`,
        headers: { "content-type": contentType },
        payload: PDF,
        as,
      });
    const countFiles = async () => (await api.db.select({ id: files.id }).from(files)).length;
    const before = await countFiles();
    for (const name of [
      "\u202Efdp.pdf",
      "statement\n2026.pdf",
      "tab\there.pdf",
      "mark\u200F.pdf",
      "\u2066iso\u2069.pdf",
    ]) {
      const refused = await upload(name);
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json(), JSON.stringify(name)).toEqual({
        error: { issues: [{ path: ["name"], message: FILE_NAME_MESSAGES.unsafe }] },
      });
    }
    expect(await countFiles()).toBe(before);
    const separated = await upload("bank/2026\\October.pdf");
    expect(separated.statusCode, separated.body).toBe(201);
    expect(separated.json<{ name: string }>().name).toBe("bank-2026-October.pdf");
    expect((await upload("   ")).statusCode).toBe(400);

    // A body of a type the upload does not take is told the types it does.
    const wrongType = await upload("notes.pdf", "text/plain");
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      error:
        "Send the file's bytes as the body, with Content-Type application/octet-stream, application/pdf, image/png or image/jpeg.",
    });
  });

  it("fileNameFor keeps only an extension of the type itself", () => {
    expect(fileNameFor("  report.PDF ", "application/pdf")).toBe("report.PDF");
    expect(fileNameFor("archive.tar.gz", "application/pdf")).toBe("archive.tar.pdf");
    expect(fileNameFor("trailing. ", "image/png")).toBe("trailing.png");
    expect(
      fileNameFor("agreement.pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ).toBe("agreement.docx");
  });
});
