import type { DiscountsContext } from "./discounts.context.ts";

/** GET /admin/discounts/products: products and whether discounts apply to them. */
export function listDiscountProducts(ctx: DiscountsContext) {
  return ctx.repository.listProducts();
}
