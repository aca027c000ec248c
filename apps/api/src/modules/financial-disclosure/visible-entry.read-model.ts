import { live, type Database } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
import type { RawEntry } from "./entry-page.read-model.ts";

/**
 * One live entry of a partner (`table`), with its `documents` (a json value of `e`), and the
 * document's partners (the documents' table), in ONE statement; no row when the document is not `visible`.
 */
export function visibleEntry(
  db: Database,
  table: ReturnType<typeof sql.identifier>,
  input: { ownerId: string; entryId: string },
  visible: SQL,
  documents: SQL,
) {
  return db.execute<{ user_a_id: string; user_b_id: string | null; entry: RawEntry | null }>(sql`
        select d.user_a_id, d.user_b_id,
          (select to_jsonb(e) || jsonb_build_object('documents', ${documents}) from ${table} e
            where e.id = ${input.entryId} and e.document_id = d.id and e.user_id = ${input.ownerId} and ${live("e")}) as entry
        from documents d where ${visible}`);
}
