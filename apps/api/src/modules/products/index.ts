/** What can be bought, and the admin's edits of it. The routes call their use cases directly; no other module calls them. */
export type { ProductsContext } from "./products.context.ts";
export { createProductsRepository } from "./products.repository.ts";
