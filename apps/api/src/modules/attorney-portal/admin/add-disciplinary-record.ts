import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES, attorneyNotFound } from "../attorney-portal.messages.ts";
import { toDisciplinaryRecord } from "./disciplinary-record.ts";

/** POST /admin/attorneys/{id}/disciplinary-records: records a disciplinary record of an attorney, audited. */
export async function addDisciplinaryRecord(
  ctx: AttorneyPortalContext,
  adminId: string,
  attorneyId: string,
  body: {
    description: string;
    stateId?: string | null | undefined;
    occurredOn?: string | null | undefined;
    resolution?: string | null | undefined;
  },
) {
  const { attorneys } = ctx;
  return ctx.db.transaction(async (tx) => {
    if (!(await attorneys.lockAttorney(tx, attorneyId))) throw attorneyNotFound();
    if (body.stateId && !(await attorneys.knownStates(tx, [body.stateId])).has(body.stateId.toLowerCase()))
      throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
    const row = await ctx.adminRepository.insertDisciplinaryRecord(tx, {
      attorneyId,
      description: body.description,
      stateId: body.stateId ?? null,
      occurredOn: body.occurredOn ?? null,
      resolution: body.resolution ?? null,
      updatedById: adminId,
    });
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: "attorney.disciplinary-record.create",
      entityType: "attorney",
      entityId: attorneyId,
      after: { recordId: row.id },
    });
    return toDisciplinaryRecord(row);
  });
}
