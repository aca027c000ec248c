import { DATA_EXPORT_MESSAGES, DomainError } from "@prenup/domain";
import { tokenHashOf } from "./build-data-export.ts";
import type { DataExportsContext } from "./data-exports.context.ts";

/**
 * GET /data-exports/{token}: the ZIP once. The token is the credential: its SHA-256 finds the
 * export, locked, so two downloads at once hand the bytes to one; the bytes are read before the row
 * is marked DOWNLOADED; used, expired or unknown → 410
 * (an expired one is marked EXPIRED).
 */
export async function downloadDataExport(
  ctx: DataExportsContext,
  token: string,
): Promise<{ bytes: Uint8Array; name: string }> {
  const now = ctx.clock.now();
  const gone = () => new DomainError("DATA_EXPORT_LINK_GONE", DATA_EXPORT_MESSAGES.linkGone);
  const found = await ctx.db.transaction(async (tx) => {
    const row = await ctx.repository.lockByTokenHash(tx, tokenHashOf(token));
    if (!row || row.status !== "READY" || !row.fileId) return null;
    if (row.expiresAt && row.expiresAt <= now) {
      await ctx.repository.setStatus(tx, row.id, { status: "EXPIRED" });
      return null;
    }
    const file = await ctx.files.findFile(row.fileId, tx);
    if (!file) return null;
    // The bytes are read before the link is used up: a storage failure leaves the link working.
    const bytes = await ctx.files.readFile(file);
    await ctx.repository.setStatus(tx, row.id, { status: "DOWNLOADED", downloadedAt: now });
    return { bytes, name: file.name };
  });
  if (!found) throw gone();
  return found;
}
