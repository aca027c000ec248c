import { createHash, randomBytes } from "node:crypto";
import { DATA_EXPORT_LINK_HOURS, formatDateTime } from "@prenup/domain";
import { dataExportReadyEmail } from "@prenup/emails";
import { zipSync } from "fflate";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import { collectExportFiles } from "./collect-export-files.ts";
import type { DataExportsContext } from "./data-exports.context.ts";

/** The job that builds a requested export's ZIP, stores it and e-mails the link. */
export const BUILD_DATA_EXPORT_JOB = "build-data-export";

export interface BuildDataExportData {
  exportId: string;
}

/** The SHA-256 (hex) of a link's token: what the table keeps instead of the token. */
export function tokenHashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Builds the ZIP of the user's own data, stores it through the files module and, in one
 * transaction, marks the export READY with the SHA-256 of a new single-use token and records the
 * e-mail with the link (once per export). A rerun after the export is READY does nothing; a rerun
 * after a crash before it builds again (the earlier bytes stay unreferenced).
 */
export async function buildDataExport(ctx: DataExportsContext, data: BuildDataExportData): Promise<void> {
  const request = await ctx.repository.find(data.exportId);
  if (!request || request.status !== "REQUESTED") return;
  const user = await ctx.sources.userData(ctx.db, request.userId);
  if (!user) return;
  const now = ctx.clock.now();
  const entries = await collectExportFiles(ctx, request.userId, user, now);
  const zip = zipSync(entries, { level: 6, mtime: now });
  const day = now.toISOString().slice(0, 10);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * 3_600_000);
  const link = `${ctx.downloadBaseUrl}/data-exports/${token}`;
  const email = await dataExportReadyEmail({ user, link, expiresOn: expiryText(expiresAt) });
  await ctx.db.transaction(async (tx) => {
    const file = await ctx.files.storeArchive({ bytes: zip, name: `my-data-${day}.zip`, actorId: request.userId }, tx);
    const marked = await ctx.repository.markReady(tx, {
      id: request.id,
      fileId: file.id,
      tokenHash: tokenHashOf(token),
      readyAt: now,
      expiresAt,
    });
    if (!marked) return;
    await ctx.mail.enqueueOnce(
      { ...email, to: user.email, userId: request.userId, category: "transactional" },
      `data-export-ready:${request.id}`,
      tx,
    );
  });
}

/** When the link stops working, as the e-mail says it, in UTC with its zone named. */
function expiryText(at: Date): string {
  return formatDateTime(at, "UTC");
}

/** The `build-data-export` job's definition (enqueued by `requestDataExport`). */
export function buildDataExportJob(ctx: DataExportsContext): JobDefinition<BuildDataExportData> {
  return {
    name: BUILD_DATA_EXPORT_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    handle: (data) => buildDataExport(ctx, data),
  };
}
