/**
 * How big an image is, read from its header without decoding it, and the pixel budget an image must
 * keep to be stored and reproduced: a small file can declare a huge picture (a 315 KB PNG of
 * 9,000 × 9,000 pixels took a dossier download past a gigabyte of memory once decoded).
 */
import { formatCount } from "./text.ts";

/** The most pixels an uploaded image may have: 24 megapixels (a 6,000 × 4,000 camera photo). */
export const IMAGE_PIXEL_BUDGET = 24_000_000;

export const IMAGE_MESSAGES = {
  tooManyPixels: (width: number, height: number) =>
    `This image is ${formatCount(width)} × ${formatCount(height)} pixels, more than can go into your documents (${IMAGE_PIXEL_BUDGET / 1_000_000} megapixels at most). Save it smaller, or as a PDF, and upload it again.`,
  unreadable: "This image's size can't be read: the file may be damaged. Save it again, or as a PDF, and upload it.",
} as const;

export type ImageSize = { width: number; height: number };

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** A PNG's size from its IHDR chunk (right after the signature), or null. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const chunk = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  return chunk === "IHDR" ? { width: u32(bytes, 16), height: u32(bytes, 20) } : null;
}

// Start-of-frame markers carry the size: C0–CF except C4 (Huffman tables), C8 (reserved), CC (arithmetic coding).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** A JPEG's size from its first start-of-frame segment, walking the segments before it, or null. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: restart markers, start and end of image, TEM.
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker))
      return at + 8 < bytes.length ? { height: u16(bytes, at + 5), width: u16(bytes, at + 7) } : null;
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/** The width and height a PNG or JPEG declares, or null when the header cannot be read (or it is neither). */
export function imageSize(bytes: Uint8Array, contentType: string): ImageSize | null {
  if (contentType === "image/png") return pngSize(bytes);
  if (contentType === "image/jpeg") return jpegSize(bytes);
  return null;
}

/** Why an image may not be stored or reproduced (its size unreadable, or over the pixel budget), or null. */
export function imageSizeProblem(bytes: Uint8Array, contentType: string): string | null {
  const size = imageSize(bytes, contentType);
  if (!size || size.width === 0 || size.height === 0) return IMAGE_MESSAGES.unreadable;
  return size.width * size.height > IMAGE_PIXEL_BUDGET ? IMAGE_MESSAGES.tooManyPixels(size.width, size.height) : null;
}
