import { DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { toCode } from "./discount-code-response.ts";
import type { DiscountsContext } from "./discounts.context.ts";
import { DISCOUNT_MESSAGES } from "./discounts.messages.ts";

/** PATCH /admin/discounts/discount-codes/{id}: activate or deactivate a code, change its expiry or its limit per customer; audited. */
export async function updateDiscountCode(
  ctx: DiscountsContext,
  input: {
    codeId: string;
    body: {
      expirationDate?: string | null | undefined;
      maxRedemptionsPerCustomer?: number | null | undefined;
      isActive?: boolean | undefined;
    };
    adminId: string;
    request?: AuditRequest | null;
  },
) {
  const { codeId, body, adminId } = input;
  const { repository } = ctx;
  const now = ctx.clock.now();
  const code = await ctx.db.transaction(async (tx) => {
    const current = await repository.lockCode(tx, codeId);
    if (!current) throw new DomainError("DISCOUNT_CODE_NOT_FOUND", DISCOUNT_MESSAGES.codeNotFound);
    const changes = {
      ...(body.expirationDate !== undefined ? { expirationDate: body.expirationDate } : {}),
      ...(body.maxRedemptionsPerCustomer !== undefined
        ? { maxRedemptionsPerCustomer: body.maxRedemptionsPerCustomer }
        : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
    };
    const updated = await repository.updateCode(tx, codeId, { ...changes, updatedAt: now, updatedById: adminId });
    if (!updated) throw new DomainError("DISCOUNT_CODE_NOT_FOUND", DISCOUNT_MESSAGES.codeNotFound);
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: "discount-code.update",
      entityType: "discount_code",
      entityId: codeId,
      before: Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof typeof changes]])),
      after: changes,
      request: input.request ?? null,
      at: now,
    });
    return updated;
  });
  const redemptions =
    (await repository.listCodes(code.couponId)).find((row) => row.code.id === code.id)?.redemptions ?? 0;
  return toCode(code, redemptions);
}
