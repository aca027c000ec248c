import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES, IMAGE_PIXEL_BUDGET, imageSize, imageSizeProblem } from "./image-size.ts";

/** A PNG's signature and IHDR chunk declaring `width` × `height` (what the reader looks at). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment, then a baseline start-of-frame declaring `width` × `height`. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x4a,
    0x46,
    0xff,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0xff,
    0xd9,
  ]);
}

describe("imageSize", () => {
  it("reads a PNG's and a JPEG's declared size from the header, past fill bytes and other segments", () => {
    expect(imageSize(pngHeader(9000, 9000), "image/png")).toEqual({ width: 9000, height: 9000 });
    expect(imageSize(jpegHeader(4032, 3024), "image/jpeg")).toEqual({ width: 4032, height: 3024 });
  });

  it("is null for a header it cannot read", () => {
    expect(imageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png")).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x01, 0x01]), "image/jpeg")).toBeNull();
    expect(imageSize(pngHeader(1, 1), "application/pdf")).toBeNull();
  });
});

describe("imageSizeProblem", () => {
  it("refuses an image over the pixel budget, saying its size, and one whose size cannot be read", () => {
    expect(imageSizeProblem(pngHeader(9000, 9000), "image/png")).toBe(IMAGE_MESSAGES.tooManyPixels(9000, 9000));
    expect(IMAGE_MESSAGES.tooManyPixels(9000, 9000)).toContain("9,000 × 9,000 pixels");
    expect(imageSizeProblem(new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg")).toBe(IMAGE_MESSAGES.unreadable);
    expect(imageSizeProblem(pngHeader(0, 10), "image/png")).toBe(IMAGE_MESSAGES.unreadable);
  });

  it("takes a camera photo and a scanned page", () => {
    expect(imageSizeProblem(jpegHeader(6000, 4000), "image/jpeg")).toBeNull();
    expect(6000 * 4000).toBeLessThanOrEqual(IMAGE_PIXEL_BUDGET);
    expect(imageSizeProblem(pngHeader(2550, 3300), "image/png")).toBeNull();
  });
});
