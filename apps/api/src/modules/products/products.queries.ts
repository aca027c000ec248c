import { products } from "@prenup/db";
import type { ProductType } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";

/**
 * What other modules ask of the products table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds.
 */

/** The ids of the products of a type, deleted ones included, as a parenthesised subquery for `in`. */
export const productIdsOfType = (productType: ProductType): SQL =>
  sql`(select ${products.id} from ${products} where ${products.productType} = ${productType})`;
