import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { INVITE_SECRET_FILE, resolveInviteSecret } from "./invite-secret.ts";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});
const tempFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "invite-secret-"));
  folders.push(folder);
  return folder;
};
const text = (key: Uint8Array) => Buffer.from(key).toString("utf8");

describe("resolveInviteSecret", () => {
  it("uses INVITE_SECRET when set", async () => {
    const folder = await tempFolder();
    const { key, source } = await resolveInviteSecret({ configured: "s".repeat(40), dataDir: folder });
    expect(source).toBe("INVITE_SECRET");
    expect(text(key)).toBe("s".repeat(40));
    await expect(stat(path.join(folder, INVITE_SECRET_FILE))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("generates a key once into the data folder (mode 600) and reads it back on the next start", async () => {
    const folder = path.join(await tempFolder(), "api");
    const first = await resolveInviteSecret({ configured: undefined, dataDir: folder });
    expect(first.source).toBe("data folder");
    expect(text(first.key).length).toBeGreaterThanOrEqual(32);
    const file = path.join(folder, INVITE_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await resolveInviteSecret({ configured: undefined, dataDir: folder });
    expect(text(second.key)).toBe(text(first.key));
    expect((await readFile(file, "utf8")).trim()).toBe(text(first.key));
  });

  it("replaces a file too short to be a key", async () => {
    const folder = await tempFolder();
    await writeFile(path.join(folder, INVITE_SECRET_FILE), "short\n");
    const { key } = await resolveInviteSecret({ configured: undefined, dataDir: folder });
    expect(text(key).length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(folder, INVITE_SECRET_FILE), "utf8")).trim()).toBe(text(key));
  });

  it("is random per process without a data folder (or with an in-memory database)", async () => {
    const a = await resolveInviteSecret({ configured: undefined, dataDir: undefined });
    const b = await resolveInviteSecret({ configured: undefined, dataDir: "memory://" });
    expect(a.source).toBe("random per process");
    expect(b.source).toBe("random per process");
    expect(Buffer.from(a.key).equals(Buffer.from(b.key))).toBe(false);
    expect(a.key.length).toBe(32);
  });
});
