import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { attorneyNotFound } from "../attorney-portal.messages.ts";
import { toDisciplinaryRecord } from "./disciplinary-record.ts";

/** GET /admin/attorneys/{id}/disciplinary-records: the attorney's records, newest first. */
export async function listDisciplinaryRecords(ctx: AttorneyPortalContext, attorneyId: string) {
  if (!(await ctx.attorneys.findProfile(attorneyId))) throw attorneyNotFound();
  return (await ctx.adminRepository.listDisciplinaryRecords(attorneyId)).map(toDisciplinaryRecord);
}
