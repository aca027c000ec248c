import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const INVITE_SECRET_FILE = "invite-secret";

export type InviteSecretSource = "INVITE_SECRET" | "data folder" | "random per process";

/**
 * The key that signs partner-invitation links:
 * - INVITE_SECRET when set;
 * - else, with a data folder (the embedded database's), a key generated once and kept in
 *   `<folder>/invite-secret` (mode 600), so links survive a restart;
 * - else a random key for this process (links stop working when it restarts; log says so).
 */
export async function resolveInviteSecret(input: {
  configured: string | undefined;
  dataDir: string | undefined;
}): Promise<{ key: Uint8Array; source: InviteSecretSource }> {
  if (input.configured) return { key: new TextEncoder().encode(input.configured), source: "INVITE_SECRET" };
  if (input.dataDir && !input.dataDir.startsWith("memory://")) {
    const file = path.join(input.dataDir, INVITE_SECRET_FILE);
    try {
      const stored = (await readFile(file, "utf8")).trim();
      if (stored.length >= 32) return { key: new TextEncoder().encode(stored), source: "data folder" };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const secret = randomBytes(32).toString("base64url");
    await mkdir(input.dataDir, { recursive: true });
    try {
      // "wx": when another process wrote it first, theirs is kept and read back.
      await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return { key: new TextEncoder().encode((await readFile(file, "utf8")).trim()), source: "data folder" };
  }
  return { key: randomBytes(32), source: "random per process" };
}
