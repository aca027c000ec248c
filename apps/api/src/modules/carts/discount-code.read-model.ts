import { coupons, discountCodes, type Executor } from "@prenup/db";
import { eq } from "drizzle-orm";

/** A promo code with the coupon it applies (the discounts' tables). */
export type DiscountCodeRow = { code: typeof discountCodes.$inferSelect; coupon: typeof coupons.$inferSelect };

/** The promo code with this text and its coupon (no row: there is none). */
export function discountCode(executor: Executor, code: string): Promise<DiscountCodeRow[]> {
  return executor
    .select({ code: discountCodes, coupon: coupons })
    .from(discountCodes)
    .innerJoin(coupons, eq(coupons.id, discountCodes.couponId))
    .where(eq(discountCodes.code, code));
}
