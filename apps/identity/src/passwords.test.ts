import { describe, expect, it } from "vitest";
import { hashPassword, isScryptHash, verifyPassword } from "./passwords.ts";

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
});
