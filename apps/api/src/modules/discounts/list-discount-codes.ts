import { requireCoupon, toCode } from "./discount-code-response.ts";
import type { DiscountsContext } from "./discounts.context.ts";

/** GET /admin/discounts/coupons/{id}/discount-codes: the coupon's promo codes with their paid redemptions. */
export async function listDiscountCodes(ctx: DiscountsContext, couponId: string) {
  await requireCoupon(ctx, couponId);
  return (await ctx.repository.listCodes(couponId)).map(({ code, redemptions }) => toCode(code, redemptions));
}
