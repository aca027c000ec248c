import type { Database } from "@prenup/db";
import { DomainError, type StateUpdate } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { StatesAdminRepository } from "./states-admin.repository.ts";
import type { StateResponse } from "./states.schemas.ts";

/**
 * Admin edits of states: every state (inactive included) and the change of one. An edit stamps
 * `updated_by_id`, which the reference seed honours (it never overwrites an admin's value), is
 * audited in its transaction, and bumps the content version (triggers), so new generations and the
 * standing read it at once.
 */
export function createStatesAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  repository: StatesAdminRepository;
}) {
  const { repository } = deps;
  return {
    listAllStates: () => repository.listAll(),
    async updateState(
      id: string,
      changes: StateUpdate,
      admin: { id: string },
      request: AuditRequest,
    ): Promise<StateResponse> {
      return deps.db.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw new DomainError("STATE_NOT_FOUND", "State not found");
        const keys = (Object.keys(changes) as (keyof StateUpdate)[]).filter(
          (key) => changes[key] !== undefined && changes[key] !== current[key],
        );
        if (keys.length === 0) return current;
        const now = deps.clock.now();
        const updated = await repository.update(tx, id, { ...changes, updatedAt: now, updatedById: admin.id });
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: "state.update",
          entityType: "state",
          entityId: id,
          before: Object.fromEntries(keys.map((key) => [key, current[key]])),
          after: Object.fromEntries(keys.map((key) => [key, updated[key]])),
          request,
          at: now,
        });
        return updated;
      });
    },
  };
}

export type StatesAdminService = ReturnType<typeof createStatesAdminService>;
