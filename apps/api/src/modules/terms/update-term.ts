import { DomainError, type TermUpdate } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { TermParams } from "./terms-admin.schemas.ts";
import type { TermsContext } from "./terms.context.ts";
import type { TermResponse } from "./terms.schemas.ts";

/**
 * An admin's edit of a term's wording. The edit stamps `updated_by_id` (the reference seed keeps an
 * admin's value), is audited in its transaction and bumps the content version, so the next generated
 * agreement uses the wording. The same wording again writes nothing.
 */
export async function updateTerm(
  ctx: TermsContext,
  input: { where: TermParams; body: TermUpdate; admin: { id: string }; request: AuditRequest },
): Promise<TermResponse> {
  const { where, body, admin, request } = input;
  const repository = ctx.adminRepository;
  return ctx.db.transaction(async (tx) => {
    const current = await repository.lock(tx, where);
    if (!current) throw new DomainError("TERM_NOT_FOUND", "No term with this key for this state and template");
    if (current.value === body.value) return current;
    const now = ctx.clock.now();
    const updated = await repository.updateValue(tx, current.id, {
      value: body.value,
      updatedAt: now,
      updatedById: admin.id,
    });
    await ctx.audit.record(tx, {
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
}
