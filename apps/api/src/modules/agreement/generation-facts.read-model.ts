import type { SeparateWritingKind } from "@prenup/agreement";
import { isoTimestamp, live, preparedQuery, type Executor } from "@prenup/db";
import type { AgreementKind, DocumentStatus, Respondent } from "@prenup/domain";
import { sql } from "drizzle-orm";

/**
 * The agreement's read model: everything a generation or a regeneration check needs about a
 * document in ONE statement — the document, its state and template-state settings, both partners'
 * names, their attorneys, the last generation, the record's head, and a fingerprint of the content
 * that shapes the text. And the few of those facts a rendering is checked against under the
 * document's row lock. Like the standing's read model it reads tables other modules own and never
 * writes them.
 */

export type NameRow = {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  email?: string | null;
};

export type GenerationFacts = {
  documentId: string;
  /** A premarital agreement or one made during the marriage (`AGREEMENT_KINDS`). */
  kind: AgreementKind;
  templateId: string | null;
  stateId: string | null;
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  attorneyAApprovedAt: Date | null;
  attorneyBApprovedAt: Date | null;
  userAWillHireAttorney: boolean | null;
  userBWillHireAttorney: boolean | null;
  status: DocumentStatus;
  /** Each partner's review of the current text; `reviewedAt` is the couple's (both reviewed). */
  userAReviewedAt: Date | null;
  userBReviewedAt: Date | null;
  reviewedAt: Date | null;
  finalizedAt: Date | null;
  /** The review period's start kept across a correction (`ReviewPeriodFacts`). */
  reviewPeriodFrom: Date | null;
  lastGeneratedAt: Date | null;
  lastGeneratedInputHash: string | null;
  generatedPdfFileId: string | null;
  /** The agreement's current DOCX (the generation's, an attorney commit's, or the final copy's). */
  generatedDocxFileId: string | null;
  state: { name: string; abbreviation: string } | null;
  templateState: { termForDocument: string; statute: string | null; witnessRequired: boolean } | null;
  names: { A: NameRow | null; B: NameRow | null };
  attorneyNames: { A: string | null; B: string | null };
  lastGeneration: {
    committedAt: Date;
    inputHash: string | null;
    inputParts: unknown;
    pdfFileId: string | null;
    docxFileId: string | null;
  } | null;
  lastCommitAt: Date | null;
  recordHead: { sequence: number; hash: string } | null;
  contentFingerprint: string;
  /**
   * The separate writings rendered with the agreement's current PDF (California's explanation and
   * waiver of counsel): listed by the record entry that stored that PDF.
   */
  separateWritingFiles: {
    respondent: Respondent;
    kind: SeparateWritingKind;
    title: string;
    pdfFileId: string;
    docxFileId: string;
  }[];
  /** Every frozen version of each partner's disclosure, with the other partner's acknowledgement of it (oldest first). */
  disclosureHistory: DisclosureHistoryVersion[];
};

/** A disclosure version as the record names it, and when the other partner acknowledged it (null: not acknowledged). */
export type DisclosureHistoryVersion = {
  owner: Respondent;
  number: number;
  status: string;
  entryCount: number;
  netWorthUsdCents: number;
  contentSha256: string;
  frozenAt: string;
  acknowledgedAt: string | null;
};

type FactsRow = Record<string, unknown> & {
  document_id: string;
  names_a: NameRow | null;
  names_b: NameRow | null;
  state: GenerationFacts["state"];
  template_state: GenerationFacts["templateState"];
  last_generation: {
    committedAt: string;
    inputHash: string | null;
    inputParts: unknown;
    pdfFileId: string | null;
    docxFileId: string | null;
  } | null;
  last_commit_at: string | Date | null;
  record_head: { sequence: number; hash: string } | null;
  attorney_a_name: string | null;
  attorney_b_name: string | null;
  content_fingerprint: string;
  separate_writing_files: unknown;
  disclosure_history: DisclosureHistoryVersion[] | null;
};

/** The writings a record entry's details list, as far as they are well formed. */
function writingFilesOf(value: unknown): GenerationFacts["separateWritingFiles"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Record<string, unknown>) =>
    item &&
    (item["respondent"] === "A" || item["respondent"] === "B") &&
    typeof item["kind"] === "string" &&
    typeof item["pdfFileId"] === "string" &&
    typeof item["docxFileId"] === "string"
      ? [
          {
            respondent: item["respondent"],
            kind: item["kind"] as SeparateWritingKind,
            title: typeof item["title"] === "string" ? item["title"] : "",
            pdfFileId: item["pdfFileId"],
            docxFileId: item["docxFileId"],
          },
        ]
      : [],
  );
}

export const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/**
 * An md5 fingerprint of the content that shapes the document's text (`d`, its state `s`): the
 * template's sections and clauses, the library links, the state's terms and template settings.
 */
export const contentFingerprint = sql`
      md5(concat_ws('#',
        (select string_agg(concat_ws('|', st.id, st.key, st.title, coalesce(st.text, '∅'), st.list_style, coalesce(st.text_style::text, '∅'),
                                     st."order", st.is_separate_page, st.is_mandatory, st.conditions::text), '§' order by st.id)
           from section_templates st where st.document_template_id = d.template_id and ${live("st")}),
        (select string_agg(concat_ws('|', ct.id, ct.section_template_id, coalesce(ct.parent_clause_template_id::text, '∅'), ct.key,
                                     coalesce(ct.title, '∅'), coalesce(ct.text, '∅'), ct.list_style, coalesce(ct.text_style::text, '∅'), ct."order",
                                     ct.conditions::text,
                                     exists (select 1 from library_group_clauses l where l.clause_template_id = ct.id and ${live("l")})), '§' order by ct.id)
           from clause_templates ct join section_templates st on st.id = ct.section_template_id
          where st.document_template_id = d.template_id and ${live("st")} and ${live("ct")}),
        (select string_agg(concat_ws('|', tm.key, coalesce(tm.state_id::text, '∅'), coalesce(tm.document_template_id::text, '∅'), tm.value), '§'
                           order by tm.key, tm.state_id nulls first, tm.document_template_id nulls first)
           from terms tm
          where ${live("tm")} and (tm.state_id is null or tm.state_id = d.state_id)
            and (tm.document_template_id is null or tm.document_template_id = d.template_id)),
        (select concat_ws('|', t.term_for_document, coalesce(t.statute, '∅'), t.witness_required)
           from document_template_states t where t.document_template_id = d.template_id and t.state_id = d.state_id and ${live("t")}),
        coalesce(s.name, '∅'), coalesce(s.abbreviation, '∅')
      ))`;

const generationFacts = preparedQuery<FactsRow>("agreement_generation_facts", () => {
  const documentId = sql.placeholder("documentId");
  const name = (column: string) =>
    sql.raw(
      `(select json_build_object('firstName', u.first_name, 'middleName', u.middle_name, 'lastName', u.last_name, 'suffix', u.suffix, 'email', u.email) from users u where u.id = d.${column})`,
    );
  const attorneyName = (column: string) =>
    sql.raw(
      `(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u where u.id = d.${column})`,
    );
  return sql`
    with d as (select * from documents where id = ${documentId}::uuid and ${live()})
    select
      d.id as document_id, d.kind, d.template_id, d.state_id, d.user_a_id, d.user_b_id, d.attorney_a_id, d.attorney_b_id,
      d.attorney_a_approved_at, d.attorney_b_approved_at, d.user_a_will_hire_attorney, d.user_b_will_hire_attorney,
      d.status, d.user_a_reviewed_at, d.user_b_reviewed_at, d.reviewed_at, d.finalized_at, d.review_period_from, d.last_generated_at, d.last_generated_input_hash, d.generated_pdf_file_id,
      ${name("user_a_id")} as names_a, ${name("user_b_id")} as names_b,
      ${attorneyName("attorney_a_id")} as attorney_a_name, ${attorneyName("attorney_b_id")} as attorney_b_name,
      case when s.id is null then null else json_build_object('name', s.name, 'abbreviation', s.abbreviation) end as state,
      (select json_build_object('termForDocument', t.term_for_document, 'statute', t.statute, 'witnessRequired', t.witness_required)
         from document_template_states t
        where t.document_template_id = d.template_id and t.state_id = d.state_id and ${live("t")} limit 1) as template_state,
      (select json_build_object('committedAt', c.committed_at, 'inputHash', c.input_hash, 'inputParts', c.input_parts,
                                'pdfFileId', c.pdf_file_id, 'docxFileId', c.docx_file_id)
         from document_commits c where c.document_id = d.id and c.kind = 'GENERATION' and ${live("c")}
        order by c.committed_at desc limit 1) as last_generation,
      (select max(c.committed_at) from document_commits c where c.document_id = d.id) as last_commit_at,
      (select df.file_id from document_files df where df.document_id = d.id and df.kind = 'generated-docx' and ${live("df")}
        order by df.created_at desc, df.id desc limit 1) as generated_docx_file_id,
      (select json_build_object('sequence', r.sequence, 'hash', r.hash)
         from document_record_entries r where r.document_id = d.id order by r.sequence desc limit 1) as record_head,
      (select r.details -> 'separateWritingFiles'
         from document_record_entries r
        where r.document_id = d.id and r.details ->> 'pdfFileId' = d.generated_pdf_file_id::text and r.details -> 'separateWritingFiles' is not null
        order by r.sequence desc limit 1) as separate_writing_files,
      (select json_agg(json_build_object(
                'owner', case when v.owner_id = d.user_a_id then 'A' else 'B' end, 'number', v.number, 'status', v.status,
                'entryCount', v.entry_count, 'netWorthUsdCents', v.net_worth_usd_cents, 'contentSha256', v.content_sha256,
                'frozenAt', v.created_at,
                'acknowledgedAt', (select min(k.acknowledged_at) from disclosure_acknowledgements k
                                    where k.version_id = v.id and ${live("k")}))
                order by v.created_at, v.number)
         from disclosure_versions v where v.document_id = d.id and ${live("v")}) as disclosure_history,
      ${contentFingerprint} as content_fingerprint
    from d left join states s on s.id = d.state_id`;
});

/** Everything a generation or a regeneration check needs about a document, in one statement; null for an unknown document. */
export async function loadGenerationFacts(executor: Executor, documentId: string): Promise<GenerationFacts | null> {
  const [row] = await generationFacts(executor, { documentId });
  if (!row) return null;
  const last = row.last_generation;
  return {
    documentId: row.document_id,
    kind: row.kind as AgreementKind,
    templateId: (row.template_id as string | null) ?? null,
    stateId: (row.state_id as string | null) ?? null,
    userAId: row.user_a_id as string,
    userBId: (row.user_b_id as string | null) ?? null,
    attorneyAId: (row.attorney_a_id as string | null) ?? null,
    attorneyBId: (row.attorney_b_id as string | null) ?? null,
    attorneyAApprovedAt: toDate(row.attorney_a_approved_at),
    attorneyBApprovedAt: toDate(row.attorney_b_approved_at),
    userAWillHireAttorney: (row.user_a_will_hire_attorney as boolean | null) ?? null,
    userBWillHireAttorney: (row.user_b_will_hire_attorney as boolean | null) ?? null,
    status: row.status as DocumentStatus,
    userAReviewedAt: toDate(row.user_a_reviewed_at),
    userBReviewedAt: toDate(row.user_b_reviewed_at),
    reviewedAt: toDate(row.reviewed_at),
    finalizedAt: toDate(row.finalized_at),
    reviewPeriodFrom: toDate(row.review_period_from),
    lastGeneratedAt: toDate(row.last_generated_at),
    lastGeneratedInputHash: (row.last_generated_input_hash as string | null) ?? null,
    generatedPdfFileId: (row.generated_pdf_file_id as string | null) ?? null,
    generatedDocxFileId: (row.generated_docx_file_id as string | null) ?? null,
    state: row.state,
    templateState: row.template_state,
    names: { A: row.names_a, B: row.names_b },
    attorneyNames: { A: row.attorney_a_name, B: row.attorney_b_name },
    lastGeneration: last
      ? {
          committedAt: new Date(last.committedAt),
          inputHash: last.inputHash,
          inputParts: last.inputParts,
          pdfFileId: last.pdfFileId,
          docxFileId: last.docxFileId,
        }
      : null,
    lastCommitAt: toDate(row.last_commit_at),
    recordHead: row.record_head,
    contentFingerprint: row.content_fingerprint,
    separateWritingFiles: writingFilesOf(row.separate_writing_files),
    disclosureHistory: (row.disclosure_history ?? []).map((version) => ({
      ...version,
      netWorthUsdCents: Number(version.netWorthUsdCents),
      frozenAt: isoTimestamp(version.frozenAt),
      acknowledgedAt: isoTimestamp(version.acknowledgedAt),
    })),
  };
}
