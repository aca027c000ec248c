import { live, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";

/** The latest live document on which the attorney represents the client (one statement). */
export function clientDocument(db: Database, attorneyId: string, clientId: string) {
  return selectRows<{ id: string; state_id: string | null }>(
    db,
    sql`select d.id, d.state_id from documents d where ${live("d")}
              and ((d.attorney_a_id = ${attorneyId}::uuid and d.user_a_id = ${clientId}::uuid) or (d.attorney_b_id = ${attorneyId}::uuid and d.user_b_id = ${clientId}::uuid))
            order by d.created_at desc limit 1`,
  );
}
