import { live, products, type Database, type Executor } from "@prenup/db";
import type { ProductUpdate } from "@prenup/domain";
import { and, asc, eq } from "drizzle-orm";
import type { ProductResponse } from "./products.schemas.ts";

/** A product's columns as the API answers them (the payment provider's ids stay server-side). */
const productColumns = {
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
};

export function createProductsRepository(db: Database) {
  return {
    /** Every product that has not been deleted, those not on sale included (`isActive`). */
    async listProducts(): Promise<ProductResponse[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(live(products))
        .orderBy(asc(products.productCategory), asc(products.priceInCents), asc(products.key));
    },
    /** The product, locked for an edit; null when there is none. */
    async lock(executor: Executor, id: string): Promise<ProductResponse | null> {
      const [row] = await executor
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), live(products)))
        .for("update");
      return row ?? null;
    },
    async update(
      executor: Executor,
      id: string,
      values: ProductUpdate & { updatedAt: Date; updatedById: string },
    ): Promise<ProductResponse> {
      const [row] = await executor.update(products).set(values).where(eq(products.id, id)).returning(productColumns);
      return row!;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
