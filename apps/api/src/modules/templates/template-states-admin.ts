/**
 * Admin edits of a template's per-state settings (issue 18): PATCH
 * /states/{stateId}/document-template-states/{templateId} (termForDocument, statute,
 * witnessRequired). Stamped with the admin (the reference seed keeps the edit), audited in its
 * transaction; generation reads these settings, so new agreements follow.
 */
import { documentTemplateStates, type Database } from "@prenup/db";
import { DomainError, updateTemplateStateSchema, type TemplateStateUpdate } from "@prenup/domain";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../http/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import { documentTemplateStateSchema } from "./templates.schemas.ts";

const paramsSchema = z.object({
  stateId: z.uuid({ error: "stateId must be a state id" }),
  templateId: z.uuid({ error: "templateId must be a document template id" }),
});

const columns = {
  id: documentTemplateStates.id,
  documentTemplateId: documentTemplateStates.documentTemplateId,
  stateId: documentTemplateStates.stateId,
  termForDocument: documentTemplateStates.termForDocument,
  statute: documentTemplateStates.statute,
  witnessRequired: documentTemplateStates.witnessRequired,
};

export function createTemplateStatesAdminService(deps: { db: Database; clock: Clock; audit: AuditRecorder }) {
  return {
    async updateTemplateState(where: z.infer<typeof paramsSchema>, changes: TemplateStateUpdate, admin: { id: string }, request: AuditRequest) {
      return deps.db.transaction(async (tx) => {
        const [current] = await tx
          .select(columns)
          .from(documentTemplateStates)
          .where(and(eq(documentTemplateStates.stateId, where.stateId), eq(documentTemplateStates.documentTemplateId, where.templateId), isNull(documentTemplateStates.deletedAt)))
          .for("update");
        if (!current) throw new DomainError("TEMPLATE_STATE_NOT_FOUND", "This template has no settings for this state");
        const keys = (Object.keys(changes) as (keyof TemplateStateUpdate)[]).filter((key) => changes[key] !== undefined && changes[key] !== current[key]);
        if (keys.length === 0) return current;
        const now = deps.clock.now();
        const [updated] = await tx.update(documentTemplateStates).set({ ...changes, updatedAt: now, updatedById: admin.id }).where(eq(documentTemplateStates.id, current.id)).returning(columns);
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: "template-state.update",
          entityType: "document_template_state",
          entityId: current.id,
          before: Object.fromEntries(keys.map((key) => [key, current[key]])),
          after: Object.fromEntries(keys.map((key) => [key, updated![key]])),
          request,
          at: now,
        });
        return updated!;
      });
    },
  };
}
export type TemplateStatesAdminService = ReturnType<typeof createTemplateStatesAdminService>;

export function registerTemplateStatesAdminRoutes(app: ApiInstance, deps: { templateStatesAdmin: TemplateStatesAdminService }): void {
  app.patch(
    "/states/:stateId/document-template-states/:templateId",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateDocumentTemplateState",
        tags: ["admin"],
        summary: "Change a template's settings for a state (audited; never undone by a re-seed)",
        security: [{ bearerAuth: [] }],
        params: paramsSchema,
        body: updateTemplateStateSchema,
        response: { 200: documentTemplateStateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deps.templateStatesAdmin.updateTemplateState(request.params, request.body, requireCurrentUser(request), { id: request.id, ip: request.ip }),
  );
}
