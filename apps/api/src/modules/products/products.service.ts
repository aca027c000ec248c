import type { ProductsRepository } from "./products.repository.ts";

export function createProductsService(deps: { repository: ProductsRepository }) {
  return {
    listProducts: () => deps.repository.listProducts(),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
