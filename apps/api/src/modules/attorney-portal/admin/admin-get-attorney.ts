import { adminStageActionsFor } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { attorneyNotFound } from "../attorney-portal.messages.ts";
import { toProfile } from "../profile-of.ts";
import { iso } from "../sql-rows.ts";

/** GET /admin/attorneys/{id}: the attorney's record with services, disciplinary records and the stage actions allowed now. */
export async function adminGetAttorney(ctx: AttorneyPortalContext, attorneyId: string) {
  const row = await ctx.attorneys.findAdminProfile(attorneyId);
  if (!row) throw attorneyNotFound();
  return {
    ...toProfile(row),
    services: row.services ?? [],
    disciplinaryRecords: (row.disciplinary_records ?? []).map((record) => ({
      ...record,
      createdAt: iso(record.createdAt),
    })),
    stageActions: adminStageActionsFor(row.stage),
  };
}
