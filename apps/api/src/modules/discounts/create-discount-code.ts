import { DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { requireCoupon, toCode } from "./discount-code-response.ts";
import type { DiscountsContext } from "./discounts.context.ts";
import { DISCOUNT_MESSAGES } from "./discounts.messages.ts";

/** POST /admin/discounts/coupons/{id}/discount-codes: a new promo code of the coupon (409 DISCOUNT_CODE_EXISTS when taken), audited. */
export async function createDiscountCode(
  ctx: DiscountsContext,
  input: {
    couponId: string;
    body: {
      code: string;
      expirationDate?: string | null | undefined;
      maxRedemptionsPerCustomer?: number | null | undefined;
      isActive: boolean;
    };
    adminId: string;
    request?: AuditRequest | null;
  },
) {
  const { couponId, body, adminId } = input;
  await requireCoupon(ctx, couponId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const code = await ctx.repository.insertCode(tx, {
      couponId,
      code: body.code,
      expirationDate: body.expirationDate ?? null,
      maxRedemptionsPerCustomer: body.maxRedemptionsPerCustomer ?? null,
      isActive: body.isActive,
      createdById: adminId,
      updatedById: adminId,
      createdAt: now,
      updatedAt: now,
    });
    if (!code) throw new DomainError("DISCOUNT_CODE_EXISTS", DISCOUNT_MESSAGES.codeTaken);
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: "discount-code.create",
      entityType: "discount_code",
      entityId: code.id,
      after: {
        couponId,
        code: code.code,
        expirationDate: code.expirationDate,
        maxRedemptionsPerCustomer: code.maxRedemptionsPerCustomer,
        isActive: code.isActive,
      },
      request: input.request ?? null,
      at: now,
    });
    return toCode(code, 0);
  });
}
