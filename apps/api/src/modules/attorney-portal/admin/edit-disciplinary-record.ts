import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { toDisciplinaryRecord } from "./disciplinary-record.ts";

/** PATCH /admin/attorneys/{id}/disciplinary-records/{rid}: edits a record (any subset of its fields), audited with the changed fields before and after. */
export async function editDisciplinaryRecord(
  ctx: AttorneyPortalContext,
  adminId: string,
  attorneyId: string,
  recordId: string,
  body: Partial<{
    description: string;
    stateId: string | null;
    occurredOn: string | null;
    resolution: string | null;
  }>,
) {
  const { adminRepository } = ctx;
  return ctx.db.transaction(async (tx) => {
    const current = await adminRepository.lockDisciplinaryRecord(tx, attorneyId, recordId);
    if (!current) throw new DomainError("DISCIPLINARY_RECORD_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.recordNotFound);
    if (body.stateId && !(await ctx.attorneys.knownStates(tx, [body.stateId])).has(body.stateId.toLowerCase()))
      throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
    const changes = { ...body, ...(body.stateId ? { stateId: body.stateId.toLowerCase() } : {}) };
    const row = await adminRepository.updateDisciplinaryRecord(tx, attorneyId, recordId, {
      ...changes,
      updatedAt: ctx.clock.now(),
      updatedById: adminId,
    });
    if (!row) throw new DomainError("DISCIPLINARY_RECORD_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.recordNotFound);
    const fields = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (field) => current[field] !== changes[field],
    );
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: "attorney.disciplinary-record.update",
      entityType: "attorney",
      entityId: attorneyId,
      subjectUserId: attorneyId,
      before: { recordId, ...Object.fromEntries(fields.map((field) => [field, current[field]])) },
      after: { recordId, ...Object.fromEntries(fields.map((field) => [field, changes[field]])) },
    });
    return toDisciplinaryRecord(row);
  });
}
