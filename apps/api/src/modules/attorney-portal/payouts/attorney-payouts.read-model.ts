import type { Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";
import { attorneySaleAmounts, type SaleAmountsRow } from "./attorney-sale-amounts.read-model.ts";

export type SaleRow = SaleAmountsRow & {
  id: string;
  title: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  paid_out_at: unknown;
  created_at: unknown;
};

/** Every live sale of the attorney with its product and buyer, newest first, in one statement. */
export function attorneySales(db: Database, attorneyId: string) {
  return selectRows<SaleRow>(
    db,
    sql`select s.*, pr.title, u.first_name, u.last_name
          from (${attorneySaleAmounts(attorneyId)}) s join products pr on pr.id = s.product_id join users u on u.id = s.user_id
         order by s.created_at desc, s.id`,
  );
}
