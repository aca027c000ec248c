import { describe, expect, it } from "vitest";
import { sha256OfFile } from "./sha256-of-file.ts";

describe("sha256OfFile", () => {
  it("gives a known file's known SHA-256, in lowercase hexadecimal", async () => {
    // FIPS 180-2's example: SHA-256("abc").
    expect(await sha256OfFile(new File(["abc"], "abc.pdf", { type: "application/pdf" }))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(await sha256OfFile(new Blob([]))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("hashes the bytes, not the text: one changed byte is another hash", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff]);
    const changed = bytes.slice();
    changed[9] = 0xfe;
    const [a, b] = await Promise.all([sha256OfFile(new Blob([bytes])), sha256OfFile(new Blob([changed]))]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});
