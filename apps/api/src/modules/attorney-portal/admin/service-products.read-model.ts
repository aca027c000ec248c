import { live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows, uuidArray } from "../sql-rows.ts";

/** The attorney service products (REPRESENTATION, Q_A) among `productIds`, live (one statement). */
export function serviceProducts(executor: Executor, productIds: readonly string[]) {
  return selectRows<{ id: string }>(
    executor,
    sql`select id from products where id = any(${uuidArray(productIds)}::uuid[]) and product_type in ('REPRESENTATION', 'Q_A') and ${live()}`,
  );
}
