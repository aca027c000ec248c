/**
 * What a file really is, read from its first bytes (its "magic number"), never from the name or
 * the Content-Type a client sends.
 */
export const SNIFFED_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The content type of the bytes, or null when they are none of the types the product stores. */
export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // A ZIP whose entries include word/document.xml: a Word document.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes("word/document.xml", 0, "latin1")) {
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  }
  return null;
}

/** The file name extensions of each type, the usual one first. */
const EXTENSIONS: Record<SniffedType, readonly [string, ...string[]]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
};

/** The file name extension of a type. */
export function extensionOf(type: SniffedType): string {
  return EXTENSIONS[type][0];
}

/**
 * The name a stored file goes by, whatever the caller called it: its extension (1–8 letters or
 * digits after the last dot) is kept only when it is one of the sniffed type's (`Scan.JPEG` for a
 * JPEG), else replaced by the type's (`invoice.html` holding a PDF is `invoice.pdf`); a name
 * without one gets the type's, and a name that is nothing but an extension becomes `file.<ext>`.
 */
export function fileNameFor(name: string, type: SniffedType): string {
  const trimmed = name.trim();
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(trimmed);
  if (extension && extension.index > 0 && EXTENSIONS[type].includes(extension[1]!.toLowerCase())) return trimmed;
  const base = (extension ? trimmed.slice(0, extension.index) : trimmed).replace(/[\s.]+$/, "");
  return `${base || "file"}.${extensionOf(type)}`;
}
