import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  isScryptHash,
  needsRehash,
  scryptSlots,
  SCRYPT_CONCURRENCY,
  verifyPassword,
} from "./passwords.ts";

const fast = { ln: 10, r: 8, p: 1 };

describe("password hashes", () => {
  it("stores scrypt with its parameters and a per-hash salt, never the password", async () => {
    const a = await hashPassword("correct horse battery", fast);
    const b = await hashPassword("correct horse battery", fast);
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct");
    expect(isScryptHash(a)).toBe(true);
  });

  it("accepts the right password and refuses others", async () => {
    const hash = await hashPassword("Prenup-demo-2026!", fast);
    expect(await verifyPassword("Prenup-demo-2026!", hash)).toBe(true);
    expect(await verifyPassword("prenup-demo-2026!", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("verifies with the parameters stored in the hash, so the default cost can change", async () => {
    const old = await hashPassword("an older password", { ln: 11, r: 8, p: 1 });
    expect(await verifyPassword("an older password", old)).toBe(true);
  });

  it("never matches a malformed or tampered hash", async () => {
    const hash = await hashPassword("something long", fast);
    expect(await verifyPassword("something long", "plain-text")).toBe(false);
    expect(await verifyPassword("something long", hash.replace("ln=10", "ln=30"))).toBe(false);
    expect(await verifyPassword("something long", `${hash.slice(0, -4)}AAAA`)).toBe(false);
  });

  it("defaults to N=2^17, r=8, p=1 and tells when a stored hash is weaker than that", async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ ln: 17, r: 8, p: 1 });
    const old = await hashPassword("an older password", fast);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, fast)).toBe(false);
    expect(needsRehash(old.replace("ln=10", "ln=17"))).toBe(false);
    expect(needsRehash(old.replace("ln=10,r=8", "ln=17,r=4"))).toBe(true);
    expect(needsRehash("plain-text")).toBe(true);
  });

  it("runs at most a few scrypt computations at once; the others wait", async () => {
    const runs = Array.from({ length: SCRYPT_CONCURRENCY + 3 }, (_, i) => hashPassword(`password number ${i}`, fast));
    expect(scryptSlots.inUse).toBe(SCRYPT_CONCURRENCY);
    expect(scryptSlots.waiting).toBe(3);
    const hashes = await Promise.all(runs);
    expect(new Set(hashes).size).toBe(runs.length);
    expect(scryptSlots.inUse).toBe(0);
    expect(scryptSlots.waiting).toBe(0);
  });
});
