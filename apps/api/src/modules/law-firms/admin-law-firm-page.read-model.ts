import { live, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import type { AdminLawFirmRow } from "./admin-law-firm.read-model.ts";
import { firmAttorneyColumns } from "./firm-attorney-columns.read-model.ts";

/** One page of the admin's live firms by name, with the total (one statement); `search` is a LIKE pattern or null. */
export async function adminLawFirmPage(
  db: Database,
  query: { search: string | null; limit: number; offset: number },
): Promise<AdminLawFirmRow[]> {
  const { search } = query;
  const result = await db.execute(
    sql`select ${firmAttorneyColumns}, count(*) over () as total
              from law_firms f
             where ${live("f")} ${search ? sql`and (f.name ilike ${search} or f.contact_email ilike ${search})` : sql``}
             order by f.name, f.id
             limit ${query.limit} offset ${query.offset}`,
  );
  return (result as unknown as { rows: AdminLawFirmRow[] }).rows;
}
