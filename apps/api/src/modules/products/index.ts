/** What can be bought. */
export { registerProductsRoutes } from "./products.routes.ts";
export { createProductsService, type ProductsService } from "./products.service.ts";
export { createProductsRepository } from "./products.repository.ts";
