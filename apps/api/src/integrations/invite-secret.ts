import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const INVITE_SECRET_FILE = "invite-secret";
const MIN_LENGTH = 32;

async function readSecret(file: string): Promise<string | null> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

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
    const stored = await readSecret(file);
    if (stored !== null && stored.length >= MIN_LENGTH)
      return { key: new TextEncoder().encode(stored), source: "data folder" };
    await mkdir(input.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      // "wx" when there is no file: if another process wrote one first, theirs is kept and read back.
      // A file too short to be a key (damaged) is replaced.
      await writeFile(file, `${secret}\n`, { mode: 0o600, flag: stored === null ? "wx" : "w" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const written = await readSecret(file);
    if (written === null || written.length < MIN_LENGTH) throw new Error(`${file} does not hold an invitation key`);
    return { key: new TextEncoder().encode(written), source: "data folder" };
  }
  return { key: randomBytes(32), source: "random per process" };
}
