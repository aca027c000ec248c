import { DomainError, type TemplateStateUpdate } from "@prenup/domain";
import { changedFields, fieldChanges, type AuditRequest } from "../audit/index.ts";
import type { TemplateStateParams } from "./template-states-admin.schemas.ts";
import type { TemplatesContext } from "./templates.context.ts";
import { TEMPLATE_MESSAGES } from "./templates.messages.ts";

/**
 * PATCH /states/{stateId}/document-template-states/{templateId}: an admin's edit of a template's
 * per-state settings (termForDocument, statute, witnessRequired). Stamped with the admin (the
 * reference seed keeps the edit), audited in its transaction; generation reads these settings, so
 * new agreements follow. Nothing changed: nothing written.
 */
export async function updateTemplateState(
  ctx: TemplatesContext,
  input: { where: TemplateStateParams; changes: TemplateStateUpdate; admin: { id: string }; request: AuditRequest },
) {
  const { where, changes, admin, request } = input;
  const repository = ctx.statesAdminRepository;
  return ctx.db.transaction(async (tx) => {
    const current = await repository.lock(tx, where);
    if (!current) throw new DomainError("TEMPLATE_STATE_NOT_FOUND", TEMPLATE_MESSAGES.templateStateNotFound);
    const keys = changedFields(changes, current);
    if (keys.length === 0) return current;
    const now = ctx.clock.now();
    const updated = await repository.update(tx, current.id, { ...changes, updatedAt: now, updatedById: admin.id });
    await ctx.audit.record(tx, {
      actorId: admin.id,
      action: "template-state.update",
      entityType: "document_template_state",
      entityId: current.id,
      ...fieldChanges(keys, current, updated),
      request,
      at: now,
    });
    return updated;
  });
}
