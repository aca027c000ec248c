/**
 * Admin edits of terms (issue 18): PATCH /terms/{key}/{stateId}/{documentTemplateId}. The edit
 * stamps `updated_by_id` (the reference seed keeps an admin's value), is audited in its
 * transaction and bumps the content version, so the next generated agreement uses the wording.
 */
import { terms, type Database } from "@prenup/db";
import { DomainError, textSchema, updateTermSchema, type TermUpdate } from "@prenup/domain";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../http/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import { termResponseSchema, type TermResponse } from "./terms.schemas.ts";

export const termParamsSchema = z.object({
  key: textSchema({ max: 100, messages: { tooLong: "key is at most 100 characters" } }).min(1),
  stateId: z.uuid({ error: "stateId must be a state id" }),
  documentTemplateId: z.uuid({ error: "documentTemplateId must be a document template id" }),
});

const columns = { id: terms.id, key: terms.key, value: terms.value, stateId: terms.stateId, documentTemplateId: terms.documentTemplateId };

export function createTermsAdminService(deps: { db: Database; clock: Clock; audit: AuditRecorder }) {
  return {
    async updateTerm(where: z.infer<typeof termParamsSchema>, body: TermUpdate, admin: { id: string }, request: AuditRequest): Promise<TermResponse> {
      return deps.db.transaction(async (tx) => {
        const [current] = await tx
          .select(columns)
          .from(terms)
          .where(and(eq(terms.key, where.key), eq(terms.stateId, where.stateId), eq(terms.documentTemplateId, where.documentTemplateId), isNull(terms.deletedAt)))
          .for("update");
        if (!current) throw new DomainError("TERM_NOT_FOUND", "No term with this key for this state and template");
        if (current.value === body.value) return current;
        const now = deps.clock.now();
        const [updated] = await tx.update(terms).set({ value: body.value, updatedAt: now, updatedById: admin.id }).where(eq(terms.id, current.id)).returning(columns);
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: "term.update",
          entityType: "term",
          entityId: current.id,
          before: { key: current.key, value: current.value },
          after: { key: current.key, value: body.value },
          request,
          at: now,
        });
        return updated!;
      });
    },
  };
}
export type TermsAdminService = ReturnType<typeof createTermsAdminService>;

export function registerTermsAdminRoutes(app: ApiInstance, deps: { termsAdmin: TermsAdminService }): void {
  app.patch(
    "/terms/:key/:stateId/:documentTemplateId",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateTerm",
        tags: ["admin"],
        summary: "Change a term's wording for a state and template (audited; never undone by a re-seed)",
        security: [{ bearerAuth: [] }],
        params: termParamsSchema,
        body: updateTermSchema,
        response: { 200: termResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deps.termsAdmin.updateTerm(request.params, request.body, requireCurrentUser(request), { id: request.id, ip: request.ip }),
  );
}
