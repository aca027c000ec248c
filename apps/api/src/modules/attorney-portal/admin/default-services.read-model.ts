import { live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * The default services of an attorney without any, written into the module's own table from the
 * live Representation and Q&A products (the products' table), in one statement: the built-in slots,
 * no booking link.
 */
export async function defaultServices(executor: Executor, attorneyId: string, actorId: string): Promise<void> {
  await executor.execute(sql`
        insert into attorney_services (attorney_id, product_id, created_by_id, updated_by_id)
        select ${attorneyId}::uuid, p.id, ${actorId}::uuid, ${actorId}::uuid
          from products p
         where p.product_type in ('REPRESENTATION', 'Q_A') and ${live("p")}
           and not exists (select 1 from attorney_services s where s.attorney_id = ${attorneyId}::uuid)
        on conflict do nothing`);
}
