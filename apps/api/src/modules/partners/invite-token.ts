import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/** How long an invitation link works. */
export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const AUDIENCE = "prenup-partner-invite";

/** SHA-256 (hex) of a link's nonce: what the document keeps instead of the link. */
export function hashNonce(nonce: string): string {
  return createHash("sha256").update(nonce).digest("hex");
}

/**
 * A signed invitation link token (HS256): names the document and carries a random nonce whose hash
 * the document stores, and expires with the invitation. Re-sending stores a new hash, so an older
 * link no longer matches; accepting clears it, so a link works once.
 */
export async function createInviteToken(input: { key: Uint8Array; documentId: string; now: Date }): Promise<{
  token: string;
  nonceHash: string;
  expiresAt: Date;
}> {
  const nonce = randomBytes(24).toString("base64url");
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const expiresAt = new Date(issuedAt * 1000 + INVITE_TTL_MS);
  const token = await new SignJWT({ doc: input.documentId, nonce })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(input.key);
  return { token, nonceHash: hashNonce(nonce), expiresAt };
}

/** The nonce hash of a token that verifies for this document at `now`; null for anything else. */
export async function verifyInviteToken(input: {
  key: Uint8Array;
  token: string;
  documentId: string;
  now: Date;
}): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(input.token, input.key, {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: input.now,
      requiredClaims: ["exp"],
    });
    if (payload["doc"] !== input.documentId || typeof payload["nonce"] !== "string") return null;
    return hashNonce(payload["nonce"]);
  } catch {
    return null;
  }
}
