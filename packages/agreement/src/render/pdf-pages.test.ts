import { deflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { countPdfPages, PDF_INFLATE_BUDGET } from "./pdf-pages.ts";

async function blankPdf(pages: number, useObjectStreams: boolean): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) document.addPage([612, 792]);
  return document.save({ useObjectStreams });
}

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("countPdfPages", () => {
  it("counts the pages of a PDF whose page objects are plain or packed in object streams", async () => {
    expect(await countPdfPages(await blankPdf(3, false))).toEqual({ pages: 3 });
    expect(await countPdfPages(await blankPdf(7, true))).toEqual({ pages: 7 });
    const statement = await PDFDocument.create();
    const page = statement.addPage();
    page.drawText("Checking account, October");
    statement.addPage();
    expect(await countPdfPages(await statement.save())).toEqual({ pages: 2 });
  });

  // Building the 20,000-page fixture with pdf-lib takes seconds, minutes on a loaded machine: the
  // limit guards against a hang, not the counter's speed.
  it("counts the 20,000 pages of a 257 KB PDF without loading it", async () => {
    const bytes = await blankPdf(20_000, true);
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(await countPdfPages(bytes)).toEqual({ pages: 20_000 });
  }, 180_000);

  it("counts a page rewritten by an incremental update once, and reads names written with escapes", async () => {
    const original =
      "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n4 0 obj << /Type/Pag#65 /Parent 2 0 R >> endobj\n";
    const update = "3 0 obj << /Type /Page /Parent 2 0 R /Rotate 90 >> endobj\n%%EOF\n";
    expect(await countPdfPages(latin1(original + update))).toEqual({ pages: 2 });
  });

  it("does not read a stream's data as objects", async () => {
    const data = "5 0 obj << /Type /Page >> endobj 6 0 obj << /Type /Page >> endobj";
    const pdf = `%PDF-1.7\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Length ${data.length} >>\nstream\n${data}\nendstream\nendobj\n%%EOF\n`;
    expect(await countPdfPages(latin1(pdf))).toEqual({ pages: 1 });
  });

  it("finds a stream's end by its keyword when its length is a reference", async () => {
    const data = "xx endobj 5 0 obj << /Type /Page >> endobj";
    const pdf = `%PDF-1.7\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Length 12 0 R >>\nstream\n${data}\nendstream\nendobj\n12 0 obj ${data.length} endobj\n%%EOF\n`;
    expect(await countPdfPages(latin1(pdf))).toEqual({ pages: 1 });
  });

  it("stops at an object stream that inflates past the budget", async () => {
    // 64 MiB of zeros deflate to about 64 KB: a PDF library would inflate all of it on loading.
    const bomb = deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET * 2));
    const pdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(pdf.length).toBeLessThan(PDF_INFLATE_BUDGET / 100);
    expect(await countPdfPages(new Uint8Array(pdf))).toEqual({ pages: null, reason: "unreadable" });
  });

  it("does not read an object stream whose filter it cannot measure (another, several, or named by reference)", async () => {
    for (const filter of ["/LZWDecode", "[/FlateDecode /RunLengthDecode]", "7 0 R"]) {
      const pdf = `%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length 2 >>\nstream\nxx\nendstream\nendobj\n%%EOF\n`;
      expect(await countPdfPages(latin1(pdf)), filter).toEqual({ pages: null, reason: "unreadable" });
    }
  });

  it("finds no pages in bytes that are not a PDF's objects", async () => {
    expect(await countPdfPages(latin1("%PDF-1.4 this is not a PDF"))).toEqual({ pages: 0 });
  });
});
