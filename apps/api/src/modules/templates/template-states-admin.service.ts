import type { Database } from "@prenup/db";
import { DomainError, type TemplateStateUpdate } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { TemplateStatesAdminRepository } from "./template-states-admin.repository.ts";
import type { TemplateStateParams } from "./template-states-admin.schemas.ts";

/**
 * Admin edits of a template's per-state settings (termForDocument, statute, witnessRequired).
 * Stamped with the admin (the reference seed keeps the edit), audited in its transaction;
 * generation reads these settings, so new agreements follow.
 */
export function createTemplateStatesAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  repository: TemplateStatesAdminRepository;
}) {
  const { repository } = deps;
  return {
    async updateTemplateState(
      where: TemplateStateParams,
      changes: TemplateStateUpdate,
      admin: { id: string },
      request: AuditRequest,
    ) {
      return deps.db.transaction(async (tx) => {
        const current = await repository.lock(tx, where);
        if (!current) throw new DomainError("TEMPLATE_STATE_NOT_FOUND", "This template has no settings for this state");
        const keys = (Object.keys(changes) as (keyof TemplateStateUpdate)[]).filter(
          (key) => changes[key] !== undefined && changes[key] !== current[key],
        );
        if (keys.length === 0) return current;
        const now = deps.clock.now();
        const updated = await repository.update(tx, current.id, { ...changes, updatedAt: now, updatedById: admin.id });
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: "template-state.update",
          entityType: "document_template_state",
          entityId: current.id,
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

export type TemplateStatesAdminService = ReturnType<typeof createTemplateStatesAdminService>;
