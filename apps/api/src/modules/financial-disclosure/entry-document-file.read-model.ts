import { live, type Database } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * A document attached to a live entry of a partner (`table`), with its stored file's key (the
 * files' table), on a document the viewer may read (`visible`, on the documents' table `d`), in ONE
 * statement; no row when the document is not visible, `attachment` null when the entry or the
 * document attached to it is gone.
 */
export function entryDocumentFile(
  db: Database,
  input: {
    table: ReturnType<typeof sql.identifier>;
    entryId: string;
    ownerId: string;
    attachmentId: string;
    visible: SQL;
  },
) {
  return db.execute<{
    attachment: {
      id: string;
      file_id: string;
      file_name: string;
      content_type: string;
      size: number | string;
      key: string | null;
      created_at: string;
    } | null;
  }>(sql`
        select (select json_build_object('id', fd.id, 'file_id', fd.file_id, 'file_name', fd.file_name,
              'content_type', fd.content_type, 'size', fd.size, 'key', f.key, 'created_at', fd.created_at)
            from financial_entry_documents fd
            join ${input.table} e on e.id = fd.entry_id and e.document_id = d.id and e.user_id = ${input.ownerId}
              and ${live("e")}
            left join files f on f.id = fd.file_id and ${live("f")}
            where fd.id = ${input.attachmentId} and fd.entry_id = ${input.entryId} and ${live("fd")}) as attachment
        from documents d where ${input.visible}`);
}
