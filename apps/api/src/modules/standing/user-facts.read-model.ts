import { certifiesCurrentText, documentParty, latestCommitAt, live, partnerOfUser, preparedQuery } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
import type {
  AttorneySupport,
  BookingStatus,
  DocumentStatus,
  NameParts,
  PaymentStatus,
  ProductType,
  AgreementKind,
} from "@prenup/domain";

export type ContextAnswer = {
  id: string;
  userId: string;
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: string[];
  /** The answer is a suggestion recorded for the person (its options are all defaults) and not chosen by them. */
  isSuggestion: boolean;
  updatedAt: Date;
};

export type ContextPurchase = {
  userId: string;
  documentId: string | null;
  paymentStatus: PaymentStatus;
  bookingStatus: BookingStatus | null;
  product: { productType: ProductType };
};

export type ContextDocument = {
  id: string;
  /** A premarital agreement or one made during the marriage (`AGREEMENT_KINDS`). */
  kind: AgreementKind;
  isActive: boolean;
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  userAWillHireAttorney: boolean | null;
  userBWillHireAttorney: boolean | null;
  stateId: string | null;
  status: DocumentStatus;
  userAReviewedAt: Date | null;
  userBReviewedAt: Date | null;
  reviewedAt: Date | null;
  finalizedAt: Date | null;
  /** The review period's start kept across a correction (`ReviewPeriodFacts`). */
  reviewPeriodFrom: Date | null;
  lastGeneratedAt: Date | null;
  lastGeneratedInputHash: string | null;
};

/** The document's timestamps, read as ISO text in the facts' JSON. */
type StampFields =
  | "userAReviewedAt"
  | "userBReviewedAt"
  | "reviewedAt"
  | "finalizedAt"
  | "reviewPeriodFrom"
  | "lastGeneratedAt";

/** A proposal on one of the couple's disputes that awaits an answer (alignment's dispute_proposals). */
export type ContextProposal = {
  id: string;
  questionId: string;
  proposedByUserId: string;
  questionOptionId: string;
  comment: string;
  createdAt: Date;
};

/** The couple's dispute threads as the standing and the disputes list need them. */
export type ContextDisputeThreads = {
  pending: ContextProposal[];
  /** Who asked their attorney about which question. */
  askedAttorney: { questionId: string; userId: string }[];
};

/** A person's profile fields the questionnaire shows (profile-answers.ts of the domain), and when the profile last changed. */
export type ContextProfile = { phoneNumber: string | null; birthdate: string | null; updatedAt: Date };

/**
 * One person's answers on the document, with the JSON text they were parsed from: every field of
 * every answer as read, which the assessment cache digests instead of writing the answers out again.
 */
export type AnswersRead = { list: ContextAnswer[]; text: string };

/** A person's name as stored: every part present, null when not given. */
type StoredName = Required<NameParts>;

export type UserFacts = {
  user: { id: string; firstName: string | null; lastName: string | null; profile: ContextProfile };
  contentVersion: number;
  document: ContextDocument | null;
  state: {
    id: string;
    abbreviation: string;
    name: string;
    attorneySupport: AttorneySupport;
    allowsOnlineNotary: boolean;
  } | null;
  /** With the name in its four parts, as `fullName` reads it. */
  partner: (StoredName & { id: string; profile: ContextProfile }) | null;
  notarization: { notarizationCompletedAt: Date | null } | null;
  purchaseItems: ContextPurchase[];
  /** The user's answers on the document, and the partner's when asked for (null otherwise); oldest first. */
  answers: { mine: AnswersRead; partner: AnswersRead | null };
  /** Only when asked for (the standing): the user's financial entries on the document. */
  financials: {
    entryCount: number;
    incomeYears: number[];
    completedAt: string | null;
    nothingToDiscloseAt: string | null;
    pendingJointEntries: number;
  } | null;
  /** Only with the partner: the couple's pending proposals and attorney requests on the document. */
  disputeThreads: ContextDisputeThreads | null;
  /** The partners whose own attorney's certification of the current text is on record (`certifiesCurrentText`). */
  counselCertifiedUserIds: string[];
  /** Only with the partner and the financials: the partner's disclosure as the user's acknowledgement reads it. */
  partnerDisclosure: {
    entryCount: number;
    completedAt: string | null;
    nothingToDiscloseAt: string | null;
    changeCount: number | null;
    latest: { number: number; asOfChange: number } | null;
    acknowledgedVersion: number | null;
  } | null;
};

/** An answer as the statement writes it in JSON (its person is the column's). */
export type StoredAnswer = [
  id: string,
  questionId: string,
  valueTyped: string | null,
  /** Milliseconds since the epoch (the timestamp's microseconds dropped, as a Date keeps them). */
  updatedAtMs: number,
  questionOptionIds: string[],
  isSuggestion: boolean,
];

export type FactsRow = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  birthdate: string | null;
  profile_updated_at: string | Date;
  content_version: string | number;
  document: (Omit<ContextDocument, StampFields> & Record<StampFields, string | null>) | null;
  state: UserFacts["state"];
  partner:
    | (StoredName & { id: string; phoneNumber: string | null; birthdate: string | null; updatedAt: string })
    | null;
  notarization: { notarizationCompletedAt: string | null } | null;
  purchases: {
    userId: string;
    documentId: string | null;
    paymentStatus: PaymentStatus;
    bookingStatus: BookingStatus | null;
    productType: ProductType;
  }[];
  /** JSON arrays of `StoredAnswer`, as text (the partner's: only with the partner). */
  my_answers: string;
  partner_answers: string | null;
  financial_entry_count: string | number | null;
  income_years: number[] | null;
  pending_joint_entries: string | number | null;
  disclosure_declaration: { completedAt: string | null; nothingToDiscloseAt: string | null } | null;
  dispute_threads: {
    pending: (Omit<ContextProposal, "createdAt"> & { createdAt: string })[];
    askedAttorney: ContextDisputeThreads["askedAttorney"];
  } | null;
  counsel_certified_user_ids: string[] | null;
  partner_disclosure: {
    entryCount: string | number;
    completedAt: string | null;
    nothingToDiscloseAt: string | null;
    changeCount: number | null;
    latest: { number: number; asOfChange: number } | null;
    acknowledgedVersion: number | null;
  } | null;
};

const FINANCIAL_ENTRY_TABLES = [
  "accounts_and_assets",
  "incomes",
  "real_estates",
  "vehicles",
  "businesses",
  "debts",
  "inheritances_and_trusts",
  "legacy_joint_properties",
] as const;

/** The customer's context: one user's facts across the owners' tables, in ONE prepared statement (see standing.repository.ts). */
export const userFacts = preparedQuery<FactsRow>("standing_user_facts", () => {
  const userId = sql.placeholder("userId");
  const documentId = sql.placeholder("documentId");
  const withPartner = sql.placeholder("withPartner");
  const withFinancials = sql.placeholder("withFinancials");
  const entryCountsOf = (owner: SQL) =>
    sql.join(
      FINANCIAL_ENTRY_TABLES.map(
        (table) =>
          sql`(select count(*) from ${sql.identifier(table)} e where e.document_id = d.id and e.user_id = ${owner} and ${live("e")})`,
      ),
      sql` + `,
    );
  const entryCounts = entryCountsOf(sql`t.id`);
  // One person's answers on the document, oldest first, as JSON text (`StoredAnswer[]`): an array
  // per answer, its options read in one lateral join.
  const answersOf = (owner: SQL) => sql`(select coalesce(json_agg(json_build_array(
          a.id, a.question_id, a.value_typed, (extract(epoch from date_trunc('milliseconds', a.updated_at)) * 1000)::bigint, coalesce(o.option_ids, '{}'::uuid[]),
          a.value_typed is null and coalesce(o.all_defaults, false)) order by a.created_at, a.id), '[]'::json)
         from answers a left join lateral (
           select array_agg(aqo.question_option_id order by qo."order", qo.id) as option_ids,
                  bool_and(aqo.is_default) as all_defaults
           from answer_question_options aqo join question_options qo on qo.id = aqo.question_option_id
           where aqo.answer_id = a.id and ${live("aqo")}) o on true
         where a.document_id = d.id and ${live("a")} and a.user_id = ${owner})::text`;
  return sql`
    with t as (
      select id, first_name, last_name, phone_number, birthdate, updated_at from users where id = ${userId}::uuid
    ), d as (
      select doc.* from documents doc, t
      where ${live("doc")}
        and ${documentParty("doc", sql`t.id`)}
        and case when ${documentId}::uuid is null then doc.is_active else doc.id = ${documentId}::uuid end
      order by doc.created_at desc, doc.id desc
      limit 1
    )
    select
      t.id as user_id, t.first_name, t.last_name, t.phone_number, t.birthdate::text as birthdate, t.updated_at as profile_updated_at,
      (select version from content_version where id = 1) as content_version,
      case when d.id is null then null else json_build_object(
        'id', d.id, 'kind', d.kind, 'isActive', d.is_active, 'userAId', d.user_a_id, 'userBId', d.user_b_id,
        'attorneyAId', d.attorney_a_id, 'attorneyBId', d.attorney_b_id,
        'userAWillHireAttorney', d.user_a_will_hire_attorney, 'userBWillHireAttorney', d.user_b_will_hire_attorney,
        'stateId', d.state_id, 'status', d.status, 'userAReviewedAt', d.user_a_reviewed_at, 'userBReviewedAt', d.user_b_reviewed_at, 'reviewedAt', d.reviewed_at, 'finalizedAt', d.finalized_at, 'reviewPeriodFrom', d.review_period_from,
        'lastGeneratedAt', d.last_generated_at, 'lastGeneratedInputHash', d.last_generated_input_hash) end as document,
      case when s.id is null then null else json_build_object(
        'id', s.id, 'abbreviation', s.abbreviation, 'name', s.name, 'attorneySupport', s.attorney_support, 'allowsOnlineNotary', s.allows_online_notary) end as state,
      case when p.id is null then null else json_build_object('id', p.id, 'firstName', p.first_name, 'middleName', p.middle_name,
        'lastName', p.last_name, 'suffix', p.suffix,
        'phoneNumber', p.phone_number, 'birthdate', p.birthdate::text, 'updatedAt', p.updated_at) end as partner,
      (select json_build_object('notarizationCompletedAt', n.notarization_completed_at)
         from notarizations n where n.document_id = d.id and ${live("n")}
         order by n.created_at desc, n.id desc limit 1) as notarization,
      (select coalesce(json_agg(json_build_object(
          'userId', pi.user_id, 'documentId', pi.document_id, 'paymentStatus', pi.payment_status,
          'bookingStatus', pi.booking_status, 'productType', pr.product_type) order by pi.created_at, pi.id), '[]'::json)
         from purchase_items pi join products pr on pr.id = pi.product_id
         where ${live("pi")} and (pi.user_id = t.id or pi.user_id = p.id)) as purchases,
      ${answersOf(sql`t.id`)} as my_answers,
      case when ${withPartner}::boolean then ${answersOf(sql`p.id`)} end as partner_answers,
      case when ${withFinancials}::boolean and d.id is not null then ${entryCounts} end as financial_entry_count,
      case when ${withFinancials}::boolean and d.id is not null then (
        select coalesce(array_agg(distinct i.year), '{}'::int[]) from incomes i
        where i.document_id = d.id and i.user_id = t.id and ${live("i")}) end as income_years,
      case when ${withFinancials}::boolean and d.id is not null then (
        select json_build_object('completedAt', fd.completed_at, 'nothingToDiscloseAt', fd.nothing_to_disclose_at) from financial_disclosures fd
        where fd.document_id = d.id and fd.user_id = t.id) end as disclosure_declaration,
      case when ${withFinancials}::boolean and d.id is not null then (
        select count(*) from accounts_and_assets j
        where j.document_id = d.id and j.is_joint and j.joint_confirmed_at is null and ${live("j")}) end as pending_joint_entries,
      case when ${withPartner}::boolean and d.id is not null then json_build_object(
        'pending', (select coalesce(json_agg(json_build_object(
            'id', dp.id, 'questionId', dp.question_id, 'proposedByUserId', dp.proposed_by_user_id,
            'questionOptionId', dp.question_option_id, 'comment', dp.comment, 'createdAt', dp.created_at) order by dp.created_at, dp.id), '[]'::json)
          from dispute_proposals dp where dp.document_id = d.id and dp.status = 'PENDING' and ${live("dp")}),
        'askedAttorney', (select coalesce(json_agg(json_build_object('questionId', e.question_id, 'userId', e.user_id) order by e.created_at, e.id), '[]'::json)
          from dispute_thread_events e where e.document_id = d.id and e.kind = 'ASKED_ATTORNEY' and ${live("e")})) end as dispute_threads,
      case when ${withPartner}::boolean and ${withFinancials}::boolean and d.id is not null and p.id is not null then json_build_object(
        'entryCount', ${entryCountsOf(sql`p.id`)},
        'completedAt', pfd.completed_at, 'nothingToDiscloseAt', pfd.nothing_to_disclose_at, 'changeCount', pfd.change_count,
        'latest', (select json_build_object('number', v.number, 'asOfChange', v.as_of_change) from disclosure_versions v
                    where v.document_id = d.id and v.owner_id = p.id and ${live("v")} order by v.number desc limit 1),
        'acknowledgedVersion', (select max(v.number) from disclosure_acknowledgements k
                                  join disclosure_versions v on v.id = k.version_id
                                 where k.document_id = d.id and k.acknowledged_by_id = t.id and v.owner_id = p.id
                                   and ${live("k")} and ${live("v")})) end as partner_disclosure,
      (select json_agg(ea.user_id order by ea.user_id) from external_attorneys ea
        where ea.document_id = d.id and ${live("ea")}
          and ${certifiesCurrentText(sql`ea.certified_text_at`, latestCommitAt(sql`d.id`))}) as counsel_certified_user_ids
    from t
    left join d on true
    left join states s on s.id = d.state_id
    left join users p on p.id = ${partnerOfUser("d", sql`t.id`)}
    left join financial_disclosures pfd on pfd.document_id = d.id and pfd.user_id = p.id`;
});
