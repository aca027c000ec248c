import {
  recordEntryOf,
  type DossierAcknowledgement,
  type DossierCounselCertification,
  type DossierDisagreement,
  type DossierDisagreementEnding,
  type DossierDisclosureVersion,
  type RecordEntry,
  type RecordEntryJson,
} from "@prenup/agreement";
import { certifiesCurrentText, contentIds, isoTimestamp, latestCommitAt, live, type Executor } from "@prenup/db";
import {
  answerText,
  disagreementSpans,
  WEDDING_DATE_KEY,
  type AgreementKind,
  type AnswerLike,
  type CoupleAnswerValue,
  type Respondent,
  type TimedAnswer,
} from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import { documentResolutionRows, type ResolutionKind } from "../answers/answers.queries.ts";

/** A timestamp in UTC to the microsecond, one form for every row: the strings sort by time. */
const instant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Name = { firstName: string | null; middleName: string | null; lastName: string | null; suffix: string | null };

/** Everything the evidence dossier tells of one agreement, as stored. */
export type DossierFacts = {
  documentId: string;
  /** A premarital agreement or one made during the marriage. */
  kind: AgreementKind;
  stateAbbreviation: string | null;
  partners: { A: (Name & { createdAt: string }) | null; B: (Name & { createdAt: string }) | null };
  invitationSentAt: string | null;
  invitationAcceptedAt: string | null;
  reviewedAt: string | null;
  finalizedAt: string | null;
  reviewPeriodFrom: string | null;
  generatedPdfFileId: string | null;
  anyAttorneyInvolved: boolean;
  /** The wedding date question, and each partner's answer to it (for `coupleAnswer`). */
  weddingQuestionId: string;
  weddingAnswers: { A: CoupleAnswerValue[]; B: CoupleAnswerValue[] };
  versions: DossierDisclosureVersion[];
  acknowledgements: DossierAcknowledgement[];
  disagreements: DossierDisagreement[];
  notarization: {
    isProofUpload: boolean;
    signedOn: string | null;
    completedAt: string | null;
    sessionRecordRef: string | null;
    sessionNotary: string | null;
    signingProblem: string | null;
    notarizedSha256: string | null;
    earlySigningChosenBy: "A" | "B" | null;
    earlySigningChosenAt: string | null;
  } | null;
  record: RecordEntry[];
  /** The documents behind each partner's latest disclosure version, A's first, as each version lists them, with their stored files. */
  statements: DossierStatementFact[];
  /** Each partner's own attorney on record with the certification of the current text (`certifiesCurrentText`). */
  counselCertifications: DossierCounselCertification[];
};

/** A document a disclosure version lists under an entry, and the stored file with its hash (null when no file has it). */
export type DossierStatementFact = {
  owner: Respondent;
  version: number;
  entryTitle: string;
  name: string;
  sha256: string;
  file: {
    id: string;
    key: string;
    name: string;
    size: number;
    contentType: string;
    createdAt: string;
    createdById: string | null;
  } | null;
};

/** A settlement recorded on the alignment screen with an answer change: how, and by whom. */
type Settlement = { kind: ResolutionKind; by: Respondent | null };

/** One partner's live answer to a question that raises disputes, with its history, as the statement gives it. */
type HistoryAnswerRow = {
  side: Respondent;
  createdAt: string;
  valueTyped: string | null;
  optionIds: string[];
  changes: {
    at: string;
    previousTyped: string | null;
    previousOptionIds: string[];
    newTyped: string | null;
    newOptionIds: string[];
    settlement: ResolutionKind | null;
    settledBy: Respondent | null;
  }[];
};

/** A question both partners answered that raises disputes: its options, both answers with their history. */
type AnswerHistoryRow = {
  questionId: string;
  question: string;
  options: { id: string; value: string }[];
  answers: HistoryAnswerRow[];
};

/** A resolution recorded without an answer history row (its answer is not known). */
type BareResolutionRow = {
  question: string;
  questionId: string;
  kind: ResolutionKind;
  at: string;
  by: Respondent | null;
};

/** A live proposal on a question: when (UTC, to the microsecond) and by whom. */
type ProposalRow = { questionId: string; at: string; by: Respondent | null };

const ENDINGS: Record<ResolutionKind, DossierDisagreementEnding["how"]> = {
  PROPOSAL: "PROPOSAL_ACCEPTED",
  AGREE: "AGREED_WITH_PARTNER",
  CHANGE: "CHANGED_OWN_ANSWER",
};

/**
 * A partner's answer over time: the value it held when it was created (the first change's previous
 * value, or the answer as it stands without history), then each change, with the settlement
 * recorded with it.
 */
function timedAnswers(questionId: string, row: HistoryAnswerRow | undefined): TimedAnswer<Settlement>[] {
  if (!row) return [];
  const first = row.changes[0];
  const created: TimedAnswer<Settlement> = {
    at: row.createdAt,
    answer: first
      ? { questionId, valueTyped: first.previousTyped, questionOptionIds: first.previousOptionIds }
      : { questionId, valueTyped: row.valueTyped, questionOptionIds: row.optionIds },
  };
  return [
    created,
    ...row.changes.map((change) => ({
      at: change.at,
      answer: { questionId, valueTyped: change.newTyped, questionOptionIds: change.newOptionIds },
      ...(change.settlement ? { tag: { kind: change.settlement, by: change.settledBy } } : {}),
    })),
  ];
}

/**
 * Every disagreement the answers' history shows (`disagreementSpans`): how each ended (a settlement
 * recorded on the alignment screen, else the edit in the questionnaire that made the answers the
 * same, or removed one) and its first proposal (the first after the question's previous
 * disagreement ended, up to this one's end); then the resolutions recorded without history.
 * In the order they began.
 */
function disagreementsOf(
  histories: readonly AnswerHistoryRow[],
  bare: readonly BareResolutionRow[],
  proposals: readonly ProposalRow[],
): DossierDisagreement[] {
  const found: (DossierDisagreement & { sortKey: string })[] = [];
  for (const item of histories) {
    const words = (answer: AnswerLike | null) => answerText(answer, item.options);
    const side = (respondent: Respondent) => item.answers.find((answer) => answer.side === respondent);
    const spans = disagreementSpans(
      { A: timedAnswers(item.questionId, side("A")), B: timedAnswers(item.questionId, side("B")) },
      () => true,
    );
    let previousEnd = "";
    for (const span of spans) {
      const end = span.ended?.at ?? null;
      const firstProposal = proposals.find(
        (proposal) =>
          proposal.questionId === item.questionId && proposal.at > previousEnd && (end === null || proposal.at <= end),
      );
      previousEnd = end ?? previousEnd;
      const settlement = span.ended?.tags[0];
      const editedBy = span.ended?.by ?? null;
      found.push({
        sortKey: span.began?.at ?? end!,
        question: item.question,
        began: span.began
          ? {
              at: isoTimestamp(span.began.at),
              answers: { A: words(span.began.answers.A), B: words(span.began.answers.B) },
            }
          : null,
        firstProposal: firstProposal ? { at: isoTimestamp(firstProposal.at), by: firstProposal.by } : null,
        ending: span.ended
          ? {
              how: settlement ? ENDINGS[settlement.kind] : "CHANGED_IN_QUESTIONNAIRE",
              at: isoTimestamp(span.ended.at),
              by: settlement ? settlement.by : editedBy,
              // The answer the settling change left: the changing partner's (either's when both changed).
              answer: words(span.ended.answers[settlement?.by ?? editedBy ?? "A"]),
            }
          : null,
      });
    }
  }
  for (const item of bare)
    found.push({
      sortKey: item.at,
      question: item.question,
      firstProposal: null,
      ending: { how: ENDINGS[item.kind], at: isoTimestamp(item.at), by: item.by, answer: "" },
    });
  return found.sort((a, b) => a.sortKey.localeCompare(b.sortKey)).map(({ sortKey: _sortKey, ...item }) => item);
}

/**
 * One live document's dossier facts in one statement: the document and its state, both partners'
 * names and account dates, their wedding-date answers, the disclosure versions and their
 * acknowledgements (who owns each, by side), the documents behind each partner's latest version
 * with their stored files, the history of both partners' answers to each question that raises
 * disputes (with the settlement recorded with a change, through the answers module's row source
 * `documentResolutionRows`), the settlements recorded without history, the proposals (which
 * `disagreementsOf` turns into every disagreement and how it ended), the live notarization with
 * its notarized copy's hash, and the whole record. Reads the documents', users', states', answers'
 * (with their options and history), financial disclosure's, dispute threads', questionnaire's,
 * notarizations' and files' tables, the entry documents and the agreement's record; writes none.
 * Null when the document is not live.
 */
export async function dossierFacts(executor: Executor, documentId: string): Promise<DossierFacts | null> {
  const weddingQuestion = contentIds.question(WEDDING_DATE_KEY);
  const result = (await executor.execute(sql`
    select d.id, d.kind, s.abbreviation as state, d.invitation_sent_at, d.invitation_accepted_at, d.reviewed_at,
           d.finalized_at, d.review_period_from, d.generated_pdf_file_id,
           (d.attorney_a_id is not null or d.attorney_b_id is not null) as any_attorney,
           (select json_build_object('firstName', u.first_name, 'middleName', u.middle_name, 'lastName', u.last_name,
                   'suffix', u.suffix, 'createdAt', u.created_at) from users u where u.id = d.user_a_id) as partner_a,
           (select json_build_object('firstName', u.first_name, 'middleName', u.middle_name, 'lastName', u.last_name,
                   'suffix', u.suffix, 'createdAt', u.created_at) from users u where u.id = d.user_b_id) as partner_b,
           (select a.value_typed from answers a where a.document_id = d.id and a.user_id = d.user_a_id and ${live("a")}
               and a.question_id = ${weddingQuestion}::uuid limit 1) as wedding_a,
           (select a.value_typed from answers a where a.document_id = d.id and a.user_id = d.user_b_id and ${live("a")}
               and a.question_id = ${weddingQuestion}::uuid limit 1) as wedding_b,
           (select json_agg(json_build_object(
                     'owner', case when v.owner_id = d.user_a_id then 'A' else 'B' end, 'number', v.number,
                     'status', v.status, 'entryCount', v.entry_count, 'netWorthUsdCents', v.net_worth_usd_cents,
                     'asOf', v.as_of, 'frozenAt', v.created_at, 'contentSha256', v.content_sha256,
                     'acknowledgedAt', (select min(k.acknowledged_at) from disclosure_acknowledgements k
                                         where k.version_id = v.id and ${live("k")}))
                     order by v.owner_id, v.number)
              from disclosure_versions v where v.document_id = d.id and ${live("v")}) as versions,
           (select json_agg(json_build_object('questionId', q.id, 'question', q.title, 'answers', x.answers,
                     'options', (select coalesce(json_agg(json_build_object('id', o.id, 'value', o.value) order by o."order"), '[]')
                                   from question_options o where o.question_id = q.id)))
              from (select a.question_id,
                           json_agg(json_build_object(
                             'side', case when a.user_id = d.user_a_id then 'A' else 'B' end,
                             'createdAt', ${instant(sql`a.created_at`)}, 'valueTyped', a.value_typed,
                             'optionIds', (select coalesce(array_agg(ao.question_option_id), '{}') from answer_question_options ao
                                            where ao.answer_id = a.id and ${live("ao")}),
                             'changes', (select coalesce(json_agg(json_build_object(
                                            'at', ${instant(sql`h.created_at`)},
                                            'previousTyped', h.previous_value_typed, 'previousOptionIds', h.previous_option_ids,
                                            'newTyped', h.new_value_typed, 'newOptionIds', h.new_option_ids, 'settlement', r.kind,
                                            'settledBy', case when r.initiated_by_user_id = d.user_a_id then 'A'
                                                              when r.initiated_by_user_id = d.user_b_id then 'B' end)
                                            order by h.created_at), '[]')
                                           from answer_history h
                                           left join ${documentResolutionRows(documentId)} r on r.id = h.id
                                          where h.answer_id = a.id and ${live("h")}))) as answers
                      from answers a
                      join questions dq on dq.id = a.question_id and dq.generates_dispute
                     where a.document_id = d.id and a.user_id in (d.user_a_id, d.user_b_id) and ${live("a")}
                     group by a.question_id
                    having count(distinct a.user_id) = 2) x
              join questions q on q.id = x.question_id) as answer_histories,
           (select json_agg(json_build_object('question', q.title, 'questionId', r.question_id, 'kind', r.kind,
                     'at', ${instant(sql`r.created_at`)},
                     'by', case when r.initiated_by_user_id = d.user_a_id then 'A'
                                when r.initiated_by_user_id = d.user_b_id then 'B' end))
              from ${documentResolutionRows(documentId)} r
              join questions q on q.id = r.question_id
             where r.new_option_ids is null) as resolutions_without_history,
           (select json_agg(json_build_object('questionId', p.question_id, 'at', ${instant(sql`p.created_at`)},
                     'by', case when p.proposed_by_user_id = d.user_a_id then 'A'
                                when p.proposed_by_user_id = d.user_b_id then 'B' end)
                     order by p.created_at)
              from dispute_proposals p
             where p.document_id = d.id and ${live("p")}) as proposals,
           (select json_build_object('isProofUpload', n.is_proof_upload, 'signedOn', n.signed_on,
                     'completedAt', n.notarization_completed_at, 'sessionRecordRef', n.session_record_ref,
                     'sessionNotary', n.session_notary, 'signingProblem', n.signing_problem, 'notarizedSha256', f.sha256,
                     'earlySigningChosenAt', n.early_signing_confirmed_at,
                     'earlySigningChosenBy', case n.early_signing_confirmed_by_id when d.user_a_id then 'A'
                                             when d.user_b_id then 'B' end)
              from notarizations n left join files f on f.id = n.notarized_file_id
             where n.document_id = d.id and ${live("n")} order by n.created_at desc limit 1) as notarization,
           (select json_agg(json_build_object(
                     'documentId', r.document_id, 'sequence', r.sequence, 'kind', r.kind,
                     'occurredAt', r.occurred_at, 'actorUserId', r.actor_user_id, 'respondent', r.respondent,
                     'details', r.details, 'previousHash', r.previous_hash, 'hash', r.hash) order by r.sequence)
              from document_record_entries r where r.document_id = d.id) as record,
           (select json_agg(json_build_object(
                     'owner', case when v.owner_id = d.user_a_id then 'A' else 'B' end, 'version', v.number,
                     'entryTitle', e.value ->> 'title', 'name', doc.value ->> 'name', 'sha256', doc.value ->> 'sha256',
                     'file', (select json_build_object('id', f.id, 'key', f.key, 'name', f.name, 'size', f.size,
                                       'contentType', f.content_type, 'createdAt', f.created_at, 'createdById', f.created_by_id)
                                from financial_entry_documents fed join files f on f.id = fed.file_id
                               where fed.document_id = d.id and fed.owner_id = v.owner_id
                                 and fed.sha256 = doc.value ->> 'sha256' and ${live("f")}
                               order by fed.deleted_at nulls first, fed.created_at limit 1))
                     order by v.owner_id = d.user_b_id, e.ordinality, doc.ordinality)
              from disclosure_versions v
              cross join lateral jsonb_array_elements(v.content -> 'entries') with ordinality e
              cross join lateral jsonb_array_elements(coalesce(e.value -> 'documents', '[]'::jsonb)) with ordinality doc
             where v.document_id = d.id and ${live("v")}
               and v.number = (select max(w.number) from disclosure_versions w
                                where w.document_id = d.id and w.owner_id = v.owner_id and ${live("w")})) as statements,
           (select json_agg(json_build_object(
                     'side', case when ea.user_id = d.user_a_id then 'A' else 'B' end, 'attorneyName', ea.name,
                     'barNumber', ea.bar_number, 'barState', ea.bar_state, 'sha256', ea.certification_sha256,
                     'recordedAt', ea.created_at) order by ea.user_id = d.user_b_id)
              from external_attorneys ea
             where ea.document_id = d.id and ${live("ea")}
               and ${certifiesCurrentText(sql`ea.certified_text_at`, latestCommitAt(sql`d.id`))}) as counsel_certifications
      from documents d
      left join states s on s.id = d.state_id
     where d.id = ${documentId} and ${live("d")}`)) as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return null;
  const partner = (value: unknown) => {
    if (!value) return null;
    const found = value as Name & { createdAt: string };
    return { ...found, createdAt: isoTimestamp(found.createdAt as string) };
  };
  type VersionRow = DossierFacts["versions"][number] & { acknowledgedAt: string | null };
  const versions = ((row["versions"] ?? []) as VersionRow[]).map((version) => ({
    ...version,
    asOf: isoTimestamp(version.asOf as string),
    frozenAt: isoTimestamp(version.frozenAt as string),
    netWorthUsdCents: Number(version.netWorthUsdCents),
  }));
  const notarization = row["notarization"] as DossierFacts["notarization"];
  return {
    documentId: row["id"] as string,
    kind: row["kind"] as AgreementKind,
    stateAbbreviation: (row["state"] as string | null) ?? null,
    partners: { A: partner(row["partner_a"]), B: partner(row["partner_b"]) },
    invitationSentAt: isoTimestamp(row["invitation_sent_at"] as string | null),
    invitationAcceptedAt: isoTimestamp(row["invitation_accepted_at"] as string | null),
    reviewedAt: isoTimestamp(row["reviewed_at"] as string | null),
    finalizedAt: isoTimestamp(row["finalized_at"] as string | null),
    reviewPeriodFrom: isoTimestamp(row["review_period_from"] as string | null),
    generatedPdfFileId: (row["generated_pdf_file_id"] as string | null) ?? null,
    anyAttorneyInvolved: Boolean(row["any_attorney"]),
    weddingQuestionId: weddingQuestion,
    weddingAnswers: {
      A: [{ questionId: weddingQuestion, valueTyped: (row["wedding_a"] as string | null) ?? null }],
      B: [{ questionId: weddingQuestion, valueTyped: (row["wedding_b"] as string | null) ?? null }],
    },
    versions: versions.map(({ acknowledgedAt: _acknowledgedAt, ...version }) => version),
    acknowledgements: versions
      .filter((version) => version.acknowledgedAt !== null)
      .map((version) => ({
        owner: version.owner,
        versionNumber: version.number,
        acknowledgedAt: isoTimestamp(version.acknowledgedAt as string),
      })),
    disagreements: disagreementsOf(
      (row["answer_histories"] ?? []) as AnswerHistoryRow[],
      (row["resolutions_without_history"] ?? []) as BareResolutionRow[],
      (row["proposals"] ?? []) as ProposalRow[],
    ),
    notarization: notarization
      ? {
          ...notarization,
          completedAt: isoTimestamp(notarization.completedAt),
          earlySigningChosenAt: isoTimestamp(notarization.earlySigningChosenAt),
        }
      : null,
    statements: ((row["statements"] ?? []) as DossierStatementFact[]).map((statement) => ({
      ...statement,
      file: statement.file ? { ...statement.file, size: Number(statement.file.size) } : null,
    })),
    record: ((row["record"] ?? []) as RecordEntryJson[]).map(recordEntryOf),
    counselCertifications: ((row["counsel_certifications"] ?? []) as DossierCounselCertification[]).map(
      (certification) => ({ ...certification, recordedAt: isoTimestamp(certification.recordedAt)! }),
    ),
  };
}
