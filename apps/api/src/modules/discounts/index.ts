/**
 * Admin: coupons, their promo codes, and which products take discounts. One use case per file, each
 * a function of the module's context and its input (`createCoupon(ctx, input)`); the routes call
 * them directly. No other module calls it.
 */
export type { DiscountsContext } from "./discounts.context.ts";
export { createDiscountsRepository, type DiscountCartReads } from "./discounts.repository.ts";
