import { products } from "@prenup/db";
import type { ProductType } from "@prenup/domain";
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the products table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its product-id column.
 */

/** The product's type (null when no row has the id), deleted products included. */
export const productTypeOf = (productId: Column | SQL | SQLWrapper): SQL<ProductType | null> =>
  sql<ProductType | null>`(select ${products.productType} from ${products} where ${products.id} = ${productId})`;

/** The product's title (null when no row has the id), deleted products included. */
export const productTitleOf = (productId: Column | SQL | SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${products.title} from ${products} where ${products.id} = ${productId})`;

/** The ids of the products of a type, deleted ones included, as a parenthesised subquery for `in`. */
export const productIdsOfType = (productType: ProductType): SQL =>
  sql`(select ${products.id} from ${products} where ${products.productType} = ${productType})`;
