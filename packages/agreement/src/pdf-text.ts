import { inflateSync } from "node:zlib";

/**
 * The text of each page of a PDF the renderer wrote with the standard fonts, for tests: pdfkit
 * deflates each page's content stream and writes its text as hex runs (WinAnsi) in TJ arrays, split
 * where kerning applies; the runs are joined again, one line per TJ array. Streams that are not
 * deflated page content (fonts, images) and pages without text are left out.
 */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const pages: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf("stream\n", at);
    if (start < 0) break;
    const end = bytes.indexOf("\nendstream", start);
    if (end < 0) break;
    let stream: string | null = null;
    try {
      stream = inflateSync(bytes.subarray(start + 7, end)).toString("latin1");
    } catch {
      stream = null;
    }
    at = end + 10;
    if (stream === null) continue;
    const text = [...stream.matchAll(/\[([^\]]*)\]\s*TJ/g)]
      .map((array) =>
        [...(array[1] ?? "").matchAll(/<([0-9a-f]*)>/g)]
          .map((run) => Buffer.from(run[1] ?? "", "hex").toString("latin1"))
          .join(""),
      )
      .join("\n");
    if (text !== "") pages.push(text);
  }
  return pages;
}
