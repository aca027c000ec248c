import { live, products, type Database } from "@prenup/db";
import { asc } from "drizzle-orm";

/** The live products with their discount flag, cheapest first: what a coupon may apply to. */
export function discountProducts(db: Database) {
  return db
    .select({
      id: products.id,
      title: products.title,
      productType: products.productType,
      productCategory: products.productCategory,
      priceInCents: products.priceInCents,
      discountsAllowed: products.discountsAllowed,
      isActive: products.isActive,
    })
    .from(products)
    .where(live(products))
    .orderBy(asc(products.priceInCents), asc(products.id));
}
