import { constants, inflate } from "node:zlib";

/**
 * How many pages a PDF holds, read without loading or rendering it, in time and memory bounded by
 * its size: a PDF library builds an object for every page and inflates every object stream, so a
 * 257 KB file declaring 20,000 pages, or a small stream that inflates to gigabytes, costs seconds
 * and memory before a page is drawn. This counts the page objects instead: each object of the file
 * (`n g obj … endobj`, streams skipped by their length) and each object packed in an object stream
 * (inflated, all together at most `inflateBudget` bytes) whose dictionary has `/Type /Page`, once
 * per object number (an object rewritten by an incremental update counts once).
 */

/** The most bytes the object and cross-reference streams of one PDF may inflate to while it is read (32 MiB). */
export const PDF_INFLATE_BUDGET = 32 * 1024 * 1024;

/**
 * What counting found: the pages, or that the file cannot be read within the budget (its object or
 * cross-reference streams inflate past it, or are encoded in a way this does not measure).
 */
export type PdfPageCount = { pages: number } | { pages: null; reason: "unreadable" };

// Numbers of at most ten digits: an unbounded run would make a long string of digits quadratic.
const OBJECT_HEADER = /(?<!\d)(\d{1,10})\s+(\d{1,10})\s+obj\b/g;
// A page's dictionary: /Type /Page, not /Pages (a node of the page tree).
const PAGE_TYPE = /\/Type\s*\/Page(?![^\s/<>[\]()%{}])/;
const STREAM_TYPE = /\/Type\s*\/(ObjStm|XRef)(?![^\s/<>[\]()%{}])/;
const ENCODED_NAME_CHARACTER = /#([0-9A-Fa-f]{2})/g;

/** A dictionary's text with its names' `#xx` escapes decoded (`/Type /Pag#65` is `/Type /Page`). */
const decoded = (text: string) =>
  text.includes("#")
    ? text.replace(ENCODED_NAME_CHARACTER, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;

const directInteger = (dictionary: string, key: string): number | null => {
  // Not a reference ("/Length 12 0 R"), whose object this does not look up.
  const match = new RegExp(`/${key}\\s+(\\d+)(?![\\d.])(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

class Unreadable extends Error {}

/**
 * Inflates `data` within what is left of the budget; null when its bytes do not inflate (damaged,
 * or encrypted). A stream with another filter, several, or one named by reference is not measured
 * here, and a PDF library would decode it whole: the file is unreadable.
 */
async function inflateWithin(data: Buffer, dictionary: string, budget: { left: number }): Promise<Buffer | null> {
  const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1]?.match(/\/\w+/g) ?? null;
  if (dictionary.includes("/Filter") && (filters?.length !== 1 || filters[0] !== "/FlateDecode"))
    throw new Unreadable();
  const result =
    filters === null
      ? data
      : await new Promise<Buffer | null>((resolve, reject) => {
          const options = { maxOutputLength: Math.max(1, budget.left), finishFlush: constants.Z_SYNC_FLUSH };
          inflate(data, options, (error, inflated) => {
            if (!error) resolve(inflated);
            else if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") reject(new Unreadable());
            else resolve(null);
          });
        });
  if (result === null) return null;
  budget.left -= result.length;
  if (budget.left < 0) throw new Unreadable();
  return result;
}

/** The objects packed in an object stream: each one's number and text. */
function packedObjects(text: string, dictionary: string): { number: number; text: string }[] {
  const count = directInteger(dictionary, "N");
  const first = directInteger(dictionary, "First");
  if (count === null || first === null || first > text.length) return [];
  const numbers = text.slice(0, first).trim().split(/\s+/).map(Number);
  const out: { number: number; text: string }[] = [];
  for (let index = 0; index < count && index * 2 + 1 < numbers.length; index += 1) {
    const start = first + numbers[index * 2 + 1]!;
    const next = index * 2 + 3 < numbers.length ? first + numbers[index * 2 + 3]! : text.length;
    if (!Number.isFinite(start) || !Number.isFinite(next)) break;
    out.push({ number: numbers[index * 2]!, text: text.slice(start, Math.max(start, next)) });
  }
  return out;
}

/** Counts the page objects of a PDF (see above), inflating its object and cross-reference streams within `inflateBudget`. */
export async function countPdfPages(
  bytes: Uint8Array,
  options: { inflateBudget?: number } = {},
): Promise<PdfPageCount> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString("latin1");
  const budget = { left: options.inflateBudget ?? PDF_INFLATE_BUDGET };
  const pages = new Set<number>();
  const header = new RegExp(OBJECT_HEADER.source, "g");
  try {
    for (let match = header.exec(text); match; match = header.exec(text)) {
      const start = match.index + match[0].length;
      const end = text.indexOf("endobj", start);
      // The keyword is looked for before the object's end only: each part of the file is read once.
      const streamAt = text.slice(start, end === -1 ? text.length : end).indexOf("stream");
      const hasStream = streamAt !== -1;
      const stream = start + streamAt;
      const dictionary = decoded(text.slice(start, hasStream ? stream : end === -1 ? text.length : end));
      if (PAGE_TYPE.test(dictionary)) pages.add(Number(match[1]));
      if (!hasStream) {
        header.lastIndex = end === -1 ? text.length : end;
        continue;
      }
      // The stream's data starts after the end of line that follows the keyword.
      let dataStart = stream + "stream".length;
      if (text[dataStart] === "\r") dataStart += 1;
      if (text[dataStart] === "\n") dataStart += 1;
      const length = directInteger(dictionary, "Length");
      const endStream = text.indexOf("endstream", dataStart);
      const dataEnd =
        length !== null && dataStart + length <= text.length
          ? dataStart + length
          : endStream === -1
            ? text.length
            : endStream;
      const type = STREAM_TYPE.exec(dictionary)?.[1];
      if (type) {
        // Both are inflated by a PDF library when the file is loaded: they count against the budget.
        const data = await inflateWithin(buffer.subarray(dataStart, dataEnd), dictionary, budget);
        if (data && type === "ObjStm") {
          for (const packed of packedObjects(data.toString("latin1"), dictionary))
            if (PAGE_TYPE.test(decoded(packed.text))) pages.add(packed.number);
        }
      }
      const after = text.indexOf("endobj", Math.max(dataEnd, dataStart));
      header.lastIndex = after === -1 ? text.length : after;
    }
  } catch (error) {
    if (error instanceof Unreadable) return { pages: null, reason: "unreadable" };
    throw error;
  }
  return { pages: pages.size };
}
