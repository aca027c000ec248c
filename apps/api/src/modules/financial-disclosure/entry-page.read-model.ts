import type { Database } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/** An entry row as the database gives it through json (snake-case keys, timestamps as text). */
export type RawEntry = Record<string, unknown>;

/**
 * One page of a partner's live entries of a kind (`table`, filtered by `where` on `e`), each with its
 * `documents` (a json value of `e`), with the total and the document's partners (the documents'
 * table), in ONE statement; no row when the document is not `visible`.
 */
export function entryPage(
  db: Database,
  table: ReturnType<typeof sql.identifier>,
  where: SQL,
  visible: SQL,
  page: { limit: number; offset: number },
  documents: SQL,
) {
  return db.execute<{
    user_a_id: string;
    user_b_id: string | null;
    total: string | number;
    items: RawEntry[];
  }>(sql`
        select d.user_a_id, d.user_b_id,
          (select count(*) from ${table} e where ${where}) as total,
          (select coalesce(json_agg(to_jsonb(p) order by p.created_at, p.id), '[]'::json) from (
            select e.*, ${documents} as documents from ${table} e where ${where} order by e.created_at, e.id limit ${page.limit} offset ${page.offset}
          ) p) as items
        from documents d where ${visible}`);
}
