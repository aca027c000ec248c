import { products, live, type Executor, subquery } from "@prenup/db";
import type { ProductType, ProductCategory } from "@prenup/domain";
import { type Column, type SQL, type SQLWrapper, and, asc, eq, sql } from "drizzle-orm";

/**
 * What other modules ask of the products table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its product-id column.
 */

/** The product's type (null when no row has the id), deleted products included. */
export const productTypeOf = (productId: Column | SQL | SQLWrapper): SQL<ProductType | null> =>
  subquery<ProductType | null>`select ${products.productType} from ${products} where ${products.id} = ${productId}`;

/** The product's title (null when no row has the id), deleted products included. */
export const productTitleOf = (productId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${products.title} from ${products} where ${products.id} = ${productId}`;

/** The ids of the products of a type (or of any of the types), deleted ones included, as a parenthesised subquery for `in`. */
export const productIdsOfType = (productType: ProductType | readonly ProductType[]): SQL => {
  const types: readonly ProductType[] = typeof productType === "string" ? [productType] : productType;
  return subquery`select ${products.id} from ${products} where ${products.productType} in (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;
};

/** A product's terms of sale: every column but the bookkeeping (its timestamps and authors). */
export type ProductTerms = {
  id: string;
  key: string;
  title: string;
  description: string | null;
  priceInCents: number;
  productType: ProductType;
  productCategory: ProductCategory;
  productIcon: string | null;
  isSharedProduct: boolean;
  discountsAllowed: boolean;
  stripePriceId: string | null;
  onePerUser: boolean;
  isActive: boolean;
};

/** The product's terms of sale as one value (null when no row has the id), deleted products included. */
export const productTermsOf = (productId: Column | SQL | SQLWrapper): SQL<ProductTerms | null> =>
  subquery<ProductTerms | null>`select json_build_object('id', ${products.id}, 'key', ${products.key}, 'title', ${products.title}, 'description', ${products.description}, 'priceInCents', ${products.priceInCents}, 'productType', ${products.productType}, 'productCategory', ${products.productCategory}, 'productIcon', ${products.productIcon}, 'isSharedProduct', ${products.isSharedProduct}, 'discountsAllowed', ${products.discountsAllowed}, 'stripePriceId', ${products.stripePriceId}, 'onePerUser', ${products.onePerUser}, 'isActive', ${products.isActive}) from ${products} where ${products.id} = ${productId}`;

/** A product as a list of purchases names it. */
export type ProductLabel = { title: string; productType: ProductType; productCategory: ProductCategory };

/** The product as one value `{ title, productType, productCategory }` (null when no row has the id), deleted products included. */
export const productLabelOf = (productId: Column | SQL | SQLWrapper): SQL<ProductLabel | null> =>
  subquery<ProductLabel | null>`select json_build_object('title', ${products.title}, 'productType', ${products.productType}, 'productCategory', ${products.productCategory}) from ${products} where ${products.id} = ${productId}`;

/** The ids of the shared products (bought once per couple), deleted ones included, as a subquery for `inArray`. */
export const sharedProductIds = (): SQL =>
  subquery`select ${products.id} from ${products} where ${products.isSharedProduct} = true`;

/** The ids of the products of a category, deleted ones included, as a subquery for `inArray`. */
export const productIdsOfCategory = (category: ProductCategory): SQL =>
  subquery`select ${products.id} from ${products} where ${products.productCategory} = ${category}`;

/** The ids of the products whose title matches the ILIKE pattern, deleted ones included, as a subquery for `inArray`. */
export const productIdsTitled = (pattern: string): SQL =>
  subquery`select ${products.id} from ${products} where ${products.title} ilike ${pattern}`;

/** The live product with this id (null: there is none). */
export async function liveProduct(executor: Executor, productId: string): Promise<typeof products.$inferSelect | null> {
  const [row] = await executor
    .select()
    .from(products)
    .where(and(eq(products.id, productId), live(products)));
  return row ?? null;
}

/** The live products with their discount flag, cheapest first: what a coupon may apply to. */
export function discountableProducts(executor: Executor) {
  return executor
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
