import { live, products, type Database } from "@prenup/db";
import { asc } from "drizzle-orm";
import type { ProductResponse } from "./products.schemas.ts";

export function createProductsRepository(db: Database) {
  return {
    /** Every product that has not been deleted (the payment provider's ids stay server-side). */
    async listProducts(): Promise<ProductResponse[]> {
      return db
        .select({
          id: products.id,
          key: products.key,
          title: products.title,
          description: products.description,
          priceInCents: products.priceInCents,
          productType: products.productType,
          productCategory: products.productCategory,
          productIcon: products.productIcon,
          isSharedProduct: products.isSharedProduct,
          discountsAllowed: products.discountsAllowed,
          onePerUser: products.onePerUser,
          isActive: products.isActive,
        })
        .from(products)
        .where(live(products))
        .orderBy(asc(products.productCategory), asc(products.priceInCents), asc(products.key));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
