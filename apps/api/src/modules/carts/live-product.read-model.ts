import { live, products, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** A product row (the products' table). */
export type ProductRow = typeof products.$inferSelect;

/** The live product with this id (no row: there is none). */
export function liveProduct(executor: Executor, productId: string): Promise<ProductRow[]> {
  return executor
    .select()
    .from(products)
    .where(and(eq(products.id, productId), live(products)));
}
