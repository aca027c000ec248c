import { DomainError, type StateUpdate } from "@prenup/domain";
import { changedFields, fieldChanges, type AuditRequest } from "../audit/index.ts";
import type { StatesContext } from "./states.context.ts";
import type { StateResponse } from "./states.schemas.ts";

/**
 * PATCH /states/{id}: an admin's change of a state's flags and texts. The edit stamps
 * `updated_by_id`, which the reference seed honours (it never overwrites an admin's value), is
 * audited in its transaction, and bumps the content version (triggers), so new generations and the
 * standing read it at once. Values equal to the stored ones write nothing.
 */
export async function updateState(
  ctx: StatesContext,
  id: string,
  changes: StateUpdate,
  admin: { id: string },
  request: AuditRequest,
): Promise<StateResponse> {
  const repository = ctx.adminRepository;
  return ctx.db.transaction(async (tx) => {
    const current = await repository.lock(tx, id);
    if (!current) throw new DomainError("STATE_NOT_FOUND", "State not found");
    const keys = changedFields(changes, current);
    if (keys.length === 0) return current;
    const now = ctx.clock.now();
    const updated = await repository.update(tx, id, { ...changes, updatedAt: now, updatedById: admin.id });
    await ctx.audit.record(tx, {
      actorId: admin.id,
      action: "state.update",
      entityType: "state",
      entityId: id,
      ...fieldChanges(keys, current, updated),
      request,
      at: now,
    });
    return updated;
  });
}
