import { describe, expect, it } from "vitest";
import {
  isSha256Hex,
  normalizeSha256Input,
  SHA256_HEX_MESSAGE,
  sha256HexSchema,
  verificationPath,
} from "./verification.ts";

// SHA-256 of the empty string.
const EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("verificationPath", () => {
  it("is /verify/ followed by the hash", () => {
    expect(verificationPath(EMPTY)).toBe(`/verify/${EMPTY}`);
  });

  it("refuses anything but 64 lowercase hexadecimal characters", () => {
    expect(() => verificationPath(EMPTY.toUpperCase())).toThrow(/not a SHA-256/);
    expect(() => verificationPath(EMPTY.slice(1))).toThrow(/not a SHA-256/);
    expect(() => verificationPath(`${EMPTY}/../x`)).toThrow(/not a SHA-256/);
    expect(() => verificationPath("")).toThrow(/not a SHA-256/);
  });
});

describe("isSha256Hex and sha256HexSchema", () => {
  it("accept the record's form only", () => {
    expect(isSha256Hex(EMPTY)).toBe(true);
    for (const bad of [EMPTY.toUpperCase(), `${EMPTY}0`, EMPTY.slice(0, 63), `${EMPTY.slice(0, 63)}g`, ` ${EMPTY}`]) {
      expect(isSha256Hex(bad), bad).toBe(false);
      const parsed = sha256HexSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(SHA256_HEX_MESSAGE);
    }
  });
});

describe("normalizeSha256Input", () => {
  it("trims, lowercases and drops a sha256: prefix", () => {
    expect(normalizeSha256Input(`  ${EMPTY.toUpperCase()}\n`)).toBe(EMPTY);
    expect(normalizeSha256Input(`SHA256: ${EMPTY}`)).toBe(EMPTY);
    expect(normalizeSha256Input(`sha-256:${EMPTY}`)).toBe(EMPTY);
    expect(isSha256Hex(normalizeSha256Input("not a hash"))).toBe(false);
  });
});
