import { contentIds, live, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { WEDDING_DATE_KEY } from "@prenup/domain";

/**
 * The live agreements where either partner answered a wedding date between `from` and `to` (the
 * documents' and answers' tables), by id: one statement.
 */
export function weddingCandidates(db: Database, from: string, to: string) {
  return db.execute(sql`
      select d.id as "documentId", array_remove(array[d.user_a_id, d.user_b_id], null) as "userIds"
        from documents d
       where ${live("d")}
         and exists (
           select 1 from answers a
            where a.document_id = d.id and a.user_id in (d.user_a_id, d.user_b_id) and ${live("a")}
              and a.question_id = ${contentIds.question(WEDDING_DATE_KEY)}::uuid
              and a.value_typed between ${from} and ${to})
       order by d.id`);
}
