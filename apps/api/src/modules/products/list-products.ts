import type { ProductsContext } from "./products.context.ts";

/** GET /products: what can be bought, with prices in cents. */
export function listProducts(ctx: ProductsContext) {
  return ctx.repository.listProducts();
}
