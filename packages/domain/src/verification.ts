import { z } from "zod";

/**
 * Public verification of a final agreement: anyone holding the couple's PDF (or its SHA-256, or the
 * link printed on it) asks whether it is a final agreement the product recorded.
 */

/** A SHA-256 as the record writes it: 64 lowercase hexadecimal characters. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The message a hash that is not 64 lowercase hexadecimal characters gets, on the page and from the API. */
export const SHA256_HEX_MESSAGE = "A SHA-256 is 64 characters, each 0–9 or a–f (lowercase)";

/** Whether `value` is a SHA-256 as the record writes it (64 lowercase hexadecimal characters). */
export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}

/** A SHA-256 in the record's form; anything else fails with `SHA256_HEX_MESSAGE`. */
export const sha256HexSchema = z.string().regex(SHA256_HEX, { message: SHA256_HEX_MESSAGE });

/**
 * A hash as someone pasted it, in the record's form: surrounding spaces dropped, letters lowercased,
 * a `sha256:` prefix (as some tools print it) removed. The result still has to pass `isSha256Hex`.
 */
export function normalizeSha256Input(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^sha-?256:\s*/, "");
}

/**
 * The customer app's path that verifies the file with this SHA-256 (`/verify/<sha256>`): what the
 * link and QR code printed on the agreement point at. Throws on anything but 64 lowercase
 * hexadecimal characters, so a printed link always verifies the hash it was made from.
 */
export function verificationPath(sha256: string): string {
  if (!isSha256Hex(sha256)) throw new Error(`not a SHA-256 in lowercase hexadecimal: ${JSON.stringify(sha256)}`);
  return `/verify/${sha256}`;
}
