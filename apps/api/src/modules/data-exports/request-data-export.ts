import { DATA_EXPORT_MESSAGES, DomainError, isRecentSignIn } from "@prenup/domain";
import type { DataExportsContext } from "./data-exports.context.ts";
import type { DataExportResponse } from "./data-exports.schemas.ts";
import { BUILD_DATA_EXPORT_JOB, type BuildDataExportData } from "./build-data-export.ts";

/**
 * POST /users/{id}/data-exports: records the request and enqueues the job that builds the ZIP, in
 * one transaction. Refused (nothing stored) when the sign-in is older than the window allows, or
 * while another request of the user is in progress (a READY one whose link lapsed is expired first).
 */
export async function requestDataExport(
  ctx: DataExportsContext,
  input: { userId: string; signedInAt: Date | null },
): Promise<DataExportResponse> {
  const now = ctx.clock.now();
  if (!isRecentSignIn(input.signedInAt, now)) {
    throw new DomainError("RECENT_SIGN_IN_REQUIRED", DATA_EXPORT_MESSAGES.signInAgain);
  }
  return ctx.db.transaction(async (tx) => {
    await ctx.repository.expireLapsed(tx, input.userId, now);
    const row = await ctx.repository.insertRequest(tx, input.userId, now);
    if (!row) throw new DomainError("DATA_EXPORT_IN_PROGRESS", DATA_EXPORT_MESSAGES.inProgress);
    await ctx.jobs.enqueue<BuildDataExportData>(BUILD_DATA_EXPORT_JOB, { exportId: row.id }, { executor: tx });
    return {
      id: row.id,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      message: DATA_EXPORT_MESSAGES.requested,
    };
  });
}
