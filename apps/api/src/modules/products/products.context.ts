import type { ProductsRepository } from "./products.repository.ts";

/** What the products module's use case runs with (`listProducts(ctx)`), built by its manifest's `build`. */
export type ProductsContext = {
  repository: ProductsRepository;
};
