/** What can be bought. The route calls its use case (`listProducts(ctx)`) directly; no other module calls it. */
export type { ProductsContext } from "./products.context.ts";
export { createProductsRepository } from "./products.repository.ts";
