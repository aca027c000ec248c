import { live, preparedQuery, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";
import { contentFingerprint, toDate } from "./generation-facts.read-model.ts";

type GuardRow = {
  last_generated_at: string | Date | null;
  last_generated_input_hash: string | null;
  generated_pdf_file_id: string | null;
  record_head_sequence: number | null;
  content_fingerprint: string | null;
};

/** What a rendering was drawn from, read again under the document's row lock (`withContent`: the content's fingerprint too). */
const textGuard = preparedQuery<GuardRow>("agreement_text_guard", () => {
  const documentId = sql.placeholder("documentId");
  const withContent = sql.placeholder("withContent");
  return sql`
    with d as (select * from documents where id = ${documentId}::uuid and ${live()})
    select d.last_generated_at, d.last_generated_input_hash, d.generated_pdf_file_id,
      (select r.sequence from document_record_entries r where r.document_id = d.id order by r.sequence desc limit 1) as record_head_sequence,
      case when ${withContent}::boolean then ${contentFingerprint} end as content_fingerprint
    from d left join states s on s.id = d.state_id`;
});

/** The facts a rendering is checked against before its writes (the rest of `GenerationFacts` is not read again). */
export type TextGuard = {
  lastGeneratedAt: Date | null;
  lastGeneratedInputHash: string | null;
  generatedPdfFileId: string | null;
  recordHeadSequence: number | null;
  /** Null unless asked for. */
  contentFingerprint: string | null;
};

/**
 * The few facts a rendering drawn outside the transaction is checked against under the
 * document's row lock: the record's head, the last generation, the current PDF, and with
 * `withContent` the content's fingerprint. Null for an unknown document.
 */
export async function loadTextGuard(
  executor: Executor,
  documentId: string,
  options: { withContent: boolean },
): Promise<TextGuard | null> {
  const [row] = await textGuard(executor, { documentId, withContent: options.withContent });
  if (!row) return null;
  return {
    lastGeneratedAt: toDate(row.last_generated_at),
    lastGeneratedInputHash: row.last_generated_input_hash ?? null,
    generatedPdfFileId: row.generated_pdf_file_id ?? null,
    recordHeadSequence: row.record_head_sequence === null ? null : Number(row.record_head_sequence),
    contentFingerprint: row.content_fingerprint ?? null,
  };
}
