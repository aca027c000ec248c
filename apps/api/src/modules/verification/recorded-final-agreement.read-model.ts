import { recordEntryOf, type RecordEntry, type RecordEntryJson } from "@prenup/agreement";
import { live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";

/** A finalized agreement whose current PDF has the SHA-256 asked about, with what verification tells of it. */
export type RecordedFinalAgreement = {
  /** Which recorded file has the hash: the finalized text's PDF, or the notarized copy of it. */
  kind: "final-agreement" | "notarized-copy";
  finalizedAt: Date;
  stateName: string | null;
  /** The live notarization's date of signing (YYYY-MM-DD), when it counts as notarized. */
  signedOn: string | null;
  /** The agreement's whole enforceability record, in sequence order. */
  record: RecordEntry[];
};

/**
 * The finalized agreement whose final PDF, or whose notarized copy, has this SHA-256, in one
 * statement: the record entry that stored the PDF (found through the `pdfSha256` expression index),
 * its live document when the document is finalized and that PDF is still the agreement's
 * (`generated_pdf_file_id`: a draft or a superseded copy is not); else the stored file with that
 * hash (`files.sha256`, indexed) that a completed live notarization of a finalized document holds
 * as its notarized copy; then the state's name, the live notarization's date of signing and the
 * document's whole record for its chain. Reads the documents', states', files' and notarizations'
 * tables and the agreement's record, never writes them. Null when no finalized agreement has it.
 */
export async function recordedFinalAgreement(
  executor: Executor,
  sha256: string,
): Promise<RecordedFinalAgreement | null> {
  const result = (await executor.execute(sql`
    with hit as (
      (select e.document_id, 'final-agreement' as kind
         from document_record_entries e
         join documents d on d.id = e.document_id
        where (e.details ->> 'pdfSha256') = ${sha256}
          and ${live("d")}
          and d.finalized_at is not null
          and d.generated_pdf_file_id::text = (e.details ->> 'pdfFileId')
        limit 1)
      union all
      (select n.document_id, 'notarized-copy' as kind
         from files f
         join notarizations n on n.notarized_file_id = f.id
         join documents d on d.id = n.document_id
        where f.sha256 = ${sha256}
          and ${live("f")} and ${live("n")} and ${live("d")}
          and n.notarization_completed_at is not null
          and d.finalized_at is not null
        limit 1)
    )
    select h.kind, d.finalized_at, s.name as state_name,
           (select n.signed_on::text from notarizations n
             where n.document_id = d.id and ${live("n")} and n.notarization_completed_at is not null
             order by n.created_at desc limit 1) as signed_on,
           (select json_agg(json_build_object(
                     'documentId', r.document_id, 'sequence', r.sequence, 'kind', r.kind,
                     'occurredAt', r.occurred_at, 'actorUserId', r.actor_user_id, 'respondent', r.respondent,
                     'details', r.details, 'previousHash', r.previous_hash, 'hash', r.hash) order by r.sequence)
              from document_record_entries r where r.document_id = d.id) as record
      from hit h
      join documents d on d.id = h.document_id
      left join states s on s.id = d.state_id
     order by h.kind
     limit 1`)) as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return null;
  const record = (row["record"] ?? []) as RecordEntryJson[];
  return {
    kind: row["kind"] as RecordedFinalAgreement["kind"],
    finalizedAt: new Date(row["finalized_at"] as Date | string),
    stateName: (row["state_name"] as string | null) ?? null,
    signedOn: (row["signed_on"] as string | null) ?? null,
    record: record.map(recordEntryOf),
  };
}
