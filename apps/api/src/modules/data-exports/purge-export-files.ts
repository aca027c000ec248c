import type { JobDefinition } from "../../integrations/jobs/index.ts";
import type { DataExportsContext } from "./data-exports.context.ts";

/** The daily sweep that deletes the ZIPs of used or lapsed links. */
export const PURGE_EXPORT_FILES_JOB = "purge-data-export-files";

/** How far back the sweep looks: a week of missed days is still caught. */
const LOOKBACK_DAYS = 7;

/**
 * Deletes the ZIP (row and bytes, through the files module) of every export whose link was used or
 * lapsed in the last week; the request row stays as the log of requests. A file already deleted is
 * skipped, so a rerun deletes nothing twice. Returns how many files it deleted.
 */
export async function purgeExportFiles(ctx: DataExportsContext): Promise<number> {
  const fileIds = await ctx.repository.lapsedFileIds(ctx.db, ctx.clock.now(), LOOKBACK_DAYS);
  let removed = 0;
  for (const id of fileIds) {
    const file = await ctx.files.findFile(id);
    if (!file) continue;
    await ctx.files.removeFile(file, null);
    removed += 1;
  }
  return removed;
}

/** The `purge-data-export-files` job's definition (a daily sweep, scheduled by server.ts and worker.ts). */
export function purgeExportFilesJob(ctx: DataExportsContext): JobDefinition<Record<string, never>> {
  return {
    name: PURGE_EXPORT_FILES_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 600,
    handle: async () => {
      await purgeExportFiles(ctx);
    },
  };
}
