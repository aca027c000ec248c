/**
 * What a file really is, read from its first bytes (its "magic number"), never from the name or
 * the Content-Type a client sends.
 */
export const SNIFFED_TYPES = ["application/pdf", "image/png", "image/jpeg", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"] as const;
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

/** The file name extension of a type. */
export function extensionOf(type: SniffedType): string {
  switch (type) {
    case "application/pdf":
      return "pdf";
    case "image/png":
      return "png";
    case "image/jpeg":
      return "jpg";
    default:
      return "docx";
  }
}
