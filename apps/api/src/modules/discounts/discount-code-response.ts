import { DomainError } from "@prenup/domain";
import type { DiscountsContext } from "./discounts.context.ts";
import { DISCOUNT_MESSAGES } from "./discounts.messages.ts";
import type { DiscountsRepository } from "./discounts.repository.ts";

type CodeRow = Awaited<ReturnType<DiscountsRepository["listCodes"]>>[number]["code"];

/** A promo code as the API answers it, with its paid redemptions. */
export function toCode(code: CodeRow, redemptions: number) {
  return {
    id: code.id,
    couponId: code.couponId,
    code: code.code,
    expirationDate: code.expirationDate,
    maxRedemptionsPerCustomer: code.maxRedemptionsPerCustomer,
    isActive: code.isActive,
    redemptions,
    createdAt: code.createdAt.toISOString(),
  };
}

/** The coupon, or 404 COUPON_NOT_FOUND. */
export async function requireCoupon(ctx: DiscountsContext, couponId: string) {
  const coupon = await ctx.repository.findCoupon(ctx.db, couponId);
  if (!coupon) throw new DomainError("COUPON_NOT_FOUND", DISCOUNT_MESSAGES.couponNotFound);
  return coupon;
}
