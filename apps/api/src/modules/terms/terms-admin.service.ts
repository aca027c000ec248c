import type { Database } from "@prenup/db";
import { DomainError, type TermUpdate } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { TermsAdminRepository } from "./terms-admin.repository.ts";
import type { TermParams } from "./terms-admin.schemas.ts";
import type { TermResponse } from "./terms.schemas.ts";

/**
 * Admin edits of terms. The edit stamps `updated_by_id` (the reference seed keeps an admin's
 * value), is audited in its transaction and bumps the content version, so the next generated
 * agreement uses the wording.
 */
export function createTermsAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  repository: TermsAdminRepository;
}) {
  const { repository } = deps;
  return {
    async updateTerm(
      where: TermParams,
      body: TermUpdate,
      admin: { id: string },
      request: AuditRequest,
    ): Promise<TermResponse> {
      return deps.db.transaction(async (tx) => {
        const current = await repository.lock(tx, where);
        if (!current) throw new DomainError("TERM_NOT_FOUND", "No term with this key for this state and template");
        if (current.value === body.value) return current;
        const now = deps.clock.now();
        const updated = await repository.updateValue(tx, current.id, {
          value: body.value,
          updatedAt: now,
          updatedById: admin.id,
        });
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
        return updated;
      });
    },
  };
}

export type TermsAdminService = ReturnType<typeof createTermsAdminService>;
