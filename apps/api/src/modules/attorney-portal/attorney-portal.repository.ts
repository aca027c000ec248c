import {
  attorneyDisciplinaryRecords,
  attorneys,
  attorneyServices,
  attorneyStates,
  internalNotes,
  type Database,
  type Executor,
} from "@prenup/db";
import type { AttorneyStage, BookingStatus, EventStatus, PaymentStatus, PayoutStatus, ProductType, ReviewStatus } from "@prenup/domain";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

/**
 * The attorney portal's tables: the attorney record (application and stage), its licences, its
 * services' booking links, disciplinary records and internal notes. Its read models (the profile,
 * clients, reviews, payouts, the dashboard, the admin list) read users, documents, purchase items,
 * events, reviews and chats in ONE statement each and never write those tables.
 */

/** A uuid[] parameter (the values are validated uuids). */
const uuidArray = (values: readonly string[]) => `{${values.join(",")}}`;

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

type FileJson = { id: string; name: string; size: number; contentType: string };
type LawFirmJson = { id: string; name: string; website: string | null; contactEmail: string | null; isApproved: boolean };
type LicenceJson = { stateId: string; abbreviation: string; name: string; barLicenseNum: string | null; order: number };

export type ProfileRow = {
  id: string;
  stage: AttorneyStage;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  photo_url: string | null;
  bio: string | null;
  years_of_experience: number | null;
  law_school: string | null;
  languages: string[];
  practice_areas: string[];
  professional_associations: string[];
  response_time_hours: number | null;
  has_fast_turnaround: boolean;
  is_embryo_attorney: boolean;
  has_malpractice_insurance: boolean;
  is_law_firm_lead: boolean;
  malpractice_file: FileJson | null;
  photo_file: FileJson | null;
  law_firm: LawFirmJson | null;
  states: LicenceJson[];
  created_at: unknown;
  updated_at: unknown;
  services?: { id: string; productId: string; productType: ProductType; title: string; bookingLink: string | null }[];
  disciplinary_records?: { id: string; stateId: string | null; description: string; occurredOn: string | null; resolution: string | null; createdAt: string }[];
};

function profileQuery(attorneyId: string, withAdminParts: boolean): SQL {
  const adminParts = withAdminParts
    ? sql`,
      coalesce((select json_agg(json_build_object('id', sv.id, 'productId', p.id, 'productType', p.product_type, 'title', p.title, 'bookingLink', sv.booking_link) order by p.title)
                  from attorney_services sv join products p on p.id = sv.product_id
                 where sv.attorney_id = a.id and sv.deleted_at is null), '[]'::json) as services,
      coalesce((select json_agg(json_build_object('id', r.id, 'stateId', r.state_id, 'description', r.description, 'occurredOn', r.occurred_on, 'resolution', r.resolution, 'createdAt', r.created_at) order by r.created_at desc)
                  from attorney_disciplinary_records r
                 where r.attorney_id = a.id and r.deleted_at is null), '[]'::json) as disciplinary_records`
    : sql``;
  return sql`
    select a.id, a.stage, u.first_name, u.last_name, u.email, u.phone_number, u.photo_url, a.bio, a.years_of_experience, a.law_school,
           a.languages, a.practice_areas, a.professional_associations, a.response_time_hours, a.has_fast_turnaround, a.is_embryo_attorney,
           a.has_malpractice_insurance, a.is_law_firm_lead, a.created_at, a.updated_at,
           case when mf.id is null then null else json_build_object('id', mf.id, 'name', mf.name, 'size', mf.size, 'contentType', mf.content_type) end as malpractice_file,
           case when pf.id is null then null else json_build_object('id', pf.id, 'name', pf.name, 'size', pf.size, 'contentType', pf.content_type) end as photo_file,
           case when lf.id is null then null else json_build_object('id', lf.id, 'name', lf.name, 'website', lf.website, 'contactEmail', lf.contact_email, 'isApproved', lf.is_approved) end as law_firm,
           coalesce((select json_agg(json_build_object('stateId', s.id, 'abbreviation', s.abbreviation, 'name', s.name, 'barLicenseNum', st.bar_license_num, 'order', st."order") order by st."order", s.abbreviation)
                       from attorney_states st join states s on s.id = st.state_id
                      where st.attorney_id = a.id and st.deleted_at is null), '[]'::json) as states
           ${adminParts}
      from attorneys a
      join users u on u.id = a.user_id
      left join files mf on mf.id = a.malpractice_insurance_file_id
      left join files pf on pf.id = a.profile_photo_id
      left join law_firms lf on lf.id = a.law_firm_id and lf.deleted_at is null
     where a.id = ${attorneyId}::uuid and a.deleted_at is null and u.deleted_at is null`;
}

/** A client: the partner on the attorney's side of a live document (attorney A represents partner A). */
function clientsCte(attorneyId: string): SQL {
  return sql`
    with c as (
      select d.id as document_id,
             case when d.attorney_a_id = ${attorneyId}::uuid then 'A' else 'B' end as side,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.user_a_id else d.user_b_id end as client_id,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.user_b_id else d.user_a_id end as partner_id,
             d.state_id, d.status, d.reviewed_at, d.finalized_at, d.last_generated_at
        from documents d
       where d.deleted_at is null and (d.attorney_a_id = ${attorneyId}::uuid or d.attorney_b_id = ${attorneyId}::uuid)
    )`;
}

/** True when the client is the partner on the attorney's side of a live document (SQL fragment). */
export function isClientOf(attorneyId: string, clientId: string): SQL {
  return sql`exists (select 1 from documents d where d.deleted_at is null
    and ((d.attorney_a_id = ${attorneyId}::uuid and d.user_a_id = ${clientId}::uuid) or (d.attorney_b_id = ${attorneyId}::uuid and d.user_b_id = ${clientId}::uuid)))`;
}

export type ClientRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  document_id: string;
  side: "A" | "B";
  state_id: string | null;
  state_name: string | null;
  state_abbreviation: string | null;
  partner_id: string | null;
  partner_first_name: string | null;
  partner_last_name: string | null;
  status: string;
  reviewed_at: unknown;
  finalized_at: unknown;
  last_generated_at: unknown;
  next_event_at: unknown;
  open_services: number;
  total?: number | string;
  services?: { id: string; productType: ProductType; title: string; bookingStatus: BookingStatus | null; paymentStatus: PaymentStatus; purchasedAt: string }[];
  events?: { id: string; eventStartAt: string; eventEndAt: string; eventStatus: EventStatus; serviceCompletedAt: string | null; productType: ProductType | null }[];
};

function clientColumns(attorneyId: string, now: Date): SQL {
  return sql`
    u.id, u.first_name, u.last_name, u.email, u.phone_number, c.document_id, c.side, c.state_id, s.name as state_name, s.abbreviation as state_abbreviation,
    p.id as partner_id, p.first_name as partner_first_name, p.last_name as partner_last_name, c.status, c.reviewed_at, c.finalized_at, c.last_generated_at,
    (select min(e.event_start_at) from events e
      where e.attorney_id = ${attorneyId}::uuid and e.user_id = u.id and e.deleted_at is null and e.event_status = 'BOOKED' and e.event_start_at > ${now.toISOString()}::timestamptz) as next_event_at,
    (select count(*) from purchase_items pi
      where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and pi.deleted_at is null
        and pi.payment_status <> 'FULL_REFUNDED' and pi.booking_status in ('WAITING', 'SCHEDULED'))::int as open_services`;
}

export type ReviewRow = {
  id: string;
  rating: number;
  message: string | null;
  status: ReviewStatus;
  created_at: unknown;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  total: number | string;
  approved_ratings: number[] | null;
};

export type PayoutRow = {
  id: string;
  title: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  price_paid_in_cents: number;
  fee_paid_in_cents: number;
  amount_refunded_in_cents: number;
  payout_status: PayoutStatus | null;
  paid_out_at: unknown;
  created_at: unknown;
  total: number | string;
};

export type AdminAttorneyRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  stage: AttorneyStage;
  law_firm: { id: string; name: string } | null;
  states: string[] | null;
  created_at: unknown;
  total: number | string;
};

export type AttorneyApplicationColumns = Partial<{
  bio: string | null;
  yearsOfExperience: number | null;
  lawSchool: string | null;
  languages: string[];
  practiceAreas: string[];
  professionalAssociations: string[];
  responseTimeHours: number | null;
  hasFastTurnaround: boolean;
  isEmbryoAttorney: boolean;
  hasMalpracticeInsurance: boolean;
}>;

export function createAttorneyPortalRepository(db: Database) {
  const rows = async <T>(executor: Executor, query: SQL): Promise<T[]> => ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    iso,
    isoOrNull,

    async findProfile(attorneyId: string, executor: Executor = db): Promise<ProfileRow | null> {
      return (await rows<ProfileRow>(executor, profileQuery(attorneyId, false)))[0] ?? null;
    },

    async findAdminProfile(attorneyId: string): Promise<ProfileRow | null> {
      return (await rows<ProfileRow>(db, profileQuery(attorneyId, true)))[0] ?? null;
    },

    /** The attorney row under a lock, for a change of the application or the stage. */
    async lockAttorney(executor: Executor, attorneyId: string) {
      const [row] = await executor
        .select({ id: attorneys.id, stage: attorneys.stage, lawFirmId: attorneys.lawFirmId, isLawFirmLead: attorneys.isLawFirmLead })
        .from(attorneys)
        .where(and(eq(attorneys.id, attorneyId), isNull(attorneys.deletedAt)))
        .for("update");
      return row ?? null;
    },

    async updateAttorney(executor: Executor, attorneyId: string, changes: AttorneyApplicationColumns & Partial<{ stage: AttorneyStage; lawFirmId: string | null; isLawFirmLead: boolean; profilePhotoId: string; malpracticeInsuranceFileId: string }>, actorId: string, now: Date) {
      await executor.update(attorneys).set({ ...changes, updatedAt: now, updatedById: actorId }).where(eq(attorneys.id, attorneyId));
    },

    /**
     * The attorney row under a lock for a change of stage, with the rows of its law firm's other
     * attorneys locked in the same statement, all in id order: the order in which naming a firm's
     * lead (lockLawFirmMembers) takes them. Locking the attorney alone first, then the firm, let a
     * stage change and a new lead of the same firm each hold a row the other waited for (a deadlock,
     * answered 500).
     */
    async lockAttorneyAndFirm(executor: Executor, attorneyId: string) {
      const firmOf = executor.select({ lawFirmId: attorneys.lawFirmId }).from(attorneys).where(eq(attorneys.id, attorneyId));
      const locked = await executor
        .select({ id: attorneys.id, stage: attorneys.stage, lawFirmId: attorneys.lawFirmId, isLawFirmLead: attorneys.isLawFirmLead })
        .from(attorneys)
        .where(and(isNull(attorneys.deletedAt), sql`(${attorneys.id} = ${attorneyId} or ${attorneys.lawFirmId} = (${firmOf}))`))
        .orderBy(attorneys.id)
        .for("update");
      return locked.find((row) => row.id === attorneyId.toLowerCase()) ?? null;
    },

    /**
     * The attorneys of a law firm as the lead rule reads them, their rows locked (in id order) so
     * two changes of the same firm's lead run one after the other. `since` is when the attorney
     * record was created (the database keeps no date of joining a firm).
     */
    async lockLawFirmMembers(executor: Executor, lawFirmId: string): Promise<{ id: string; stage: AttorneyStage; isLawFirmLead: boolean; since: Date }[]> {
      return executor
        .select({ id: attorneys.id, stage: attorneys.stage, isLawFirmLead: attorneys.isLawFirmLead, since: attorneys.createdAt })
        .from(attorneys)
        .where(and(eq(attorneys.lawFirmId, lawFirmId), isNull(attorneys.deletedAt)))
        .orderBy(attorneys.id)
        .for("update");
    },

    /** Makes `leadId` the firm's only lead (nobody when null), touching only the rows whose flag changes. One statement. */
    async setLawFirmLead(executor: Executor, lawFirmId: string, leadId: string | null, actorId: string, now: Date) {
      const isLead = leadId ? sql`(${attorneys.id} = ${leadId}::uuid)` : sql`false`;
      await executor
        .update(attorneys)
        .set({ isLawFirmLead: isLead, updatedAt: now, updatedById: actorId })
        .where(and(eq(attorneys.lawFirmId, lawFirmId), isNull(attorneys.deletedAt), sql`${attorneys.isLawFirmLead} is distinct from ${isLead}`));
    },

    /** The ids among `stateIds` that are real states. */
    async knownStates(executor: Executor, stateIds: readonly string[]): Promise<Set<string>> {
      if (stateIds.length === 0) return new Set();
      const found = await rows<{ id: string }>(executor, sql`select id from states where id = any(${uuidArray(stateIds)}::uuid[])`);
      return new Set(found.map((row) => row.id));
    },

    /** Replaces the licences with `licences`, in their order (one delete, one insert). */
    async replaceLicences(executor: Executor, attorneyId: string, licences: readonly { stateId: string; barLicenseNum: string }[], actorId: string) {
      await executor.delete(attorneyStates).where(eq(attorneyStates.attorneyId, attorneyId));
      if (licences.length === 0) return;
      await executor.insert(attorneyStates).values(
        licences.map((licence, order) => ({ attorneyId, stateId: licence.stateId, barLicenseNum: licence.barLicenseNum, order, createdById: actorId, updatedById: actorId })),
      );
    },

    // --- clients ------------------------------------------------------------------------------

    async listClients(attorneyId: string, query: { search?: string | undefined; limit: number; offset: number }, now: Date): Promise<ClientRow[]> {
      const search = query.search?.trim() ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
      return rows<ClientRow>(
        db,
        sql`${clientsCte(attorneyId)}
          select ${clientColumns(attorneyId, now)}, count(*) over () as total
            from c join users u on u.id = c.client_id
            left join users p on p.id = c.partner_id
            left join states s on s.id = c.state_id
           where u.deleted_at is null
             ${search ? sql`and (u.first_name ilike ${search} or u.last_name ilike ${search} or u.email ilike ${search})` : sql``}
           order by u.last_name nulls last, u.first_name nulls last, u.id
           limit ${query.limit} offset ${query.offset}`,
      );
    },

    async findClient(attorneyId: string, clientId: string, now: Date): Promise<ClientRow | null> {
      const found = await rows<ClientRow>(
        db,
        sql`${clientsCte(attorneyId)}
          select ${clientColumns(attorneyId, now)},
                 coalesce((select json_agg(json_build_object('id', pi.id, 'productType', pr.product_type, 'title', pr.title, 'bookingStatus', pi.booking_status,
                                                             'paymentStatus', pi.payment_status, 'purchasedAt', pi.created_at) order by pi.created_at desc)
                             from purchase_items pi join products pr on pr.id = pi.product_id
                            where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and pi.deleted_at is null), '[]'::json) as services,
                 coalesce((select json_agg(json_build_object('id', e.id, 'eventStartAt', e.event_start_at, 'eventEndAt', e.event_end_at, 'eventStatus', e.event_status,
                                                             'serviceCompletedAt', e.service_completed_at, 'productType', pr.product_type) order by e.event_start_at desc)
                             from events e left join purchase_items pi on pi.id = e.purchase_item_id left join products pr on pr.id = pi.product_id
                            where e.attorney_id = ${attorneyId}::uuid and e.user_id = u.id and e.deleted_at is null), '[]'::json) as events
            from c join users u on u.id = c.client_id
            left join users p on p.id = c.partner_id
            left join states s on s.id = c.state_id
           where u.deleted_at is null and u.id = ${clientId}::uuid
           order by c.document_id
           limit 1`,
      );
      return found[0] ?? null;
    },

    /** The client's document and state, when the client is the attorney's (else null). */
    async findClientDocument(attorneyId: string, clientId: string): Promise<{ documentId: string; stateId: string | null } | null> {
      const found = await rows<{ id: string; state_id: string | null }>(
        db,
        sql`select d.id, d.state_id from documents d where d.deleted_at is null
              and ((d.attorney_a_id = ${attorneyId}::uuid and d.user_a_id = ${clientId}::uuid) or (d.attorney_b_id = ${attorneyId}::uuid and d.user_b_id = ${clientId}::uuid))
            order by d.created_at desc limit 1`,
      );
      return found[0] ? { documentId: found[0].id, stateId: found[0].state_id } : null;
    },

    // --- internal notes -----------------------------------------------------------------------

    /** The attorney's notes about the client, newest first; null when the person is not their client. */
    async listNotes(attorneyId: string, clientId: string) {
      const [row] = await rows<{ is_client: boolean; notes: { id: string; clientId: string; message: string; createdAt: string; updatedAt: string }[] }>(
        db,
        sql`select ${isClientOf(attorneyId, clientId)} as is_client,
                   coalesce((select json_agg(json_build_object('id', n.id, 'clientId', n.client_user_id, 'message', n.message, 'createdAt', n.created_at, 'updatedAt', n.updated_at) order by n.created_at desc, n.id)
                               from internal_notes n
                              where n.attorney_id = ${attorneyId}::uuid and n.client_user_id = ${clientId}::uuid and n.deleted_at is null), '[]'::json) as notes`,
      );
      return row?.is_client ? row.notes : null;
    },

    /** Adds a note in one statement, only when the person is the attorney's client (else null). */
    async insertNote(attorneyId: string, clientId: string, message: string, now: Date) {
      const [row] = await rows<{ id: string; client_user_id: string; message: string; created_at: unknown; updated_at: unknown }>(
        db,
        sql`insert into internal_notes (attorney_id, client_user_id, message, created_at, updated_at, created_by_id, updated_by_id)
            select ${attorneyId}::uuid, ${clientId}::uuid, ${message}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${attorneyId}::uuid, ${attorneyId}::uuid
             where ${isClientOf(attorneyId, clientId)}
            returning id, client_user_id, message, created_at, updated_at`,
      );
      return row ?? null;
    },

    async updateNote(attorneyId: string, clientId: string, noteId: string, message: string, now: Date) {
      const [row] = await db
        .update(internalNotes)
        .set({ message, updatedAt: now, updatedById: attorneyId })
        .where(
          and(
            eq(internalNotes.id, noteId),
            eq(internalNotes.attorneyId, attorneyId),
            eq(internalNotes.clientUserId, clientId),
            isNull(internalNotes.deletedAt),
            isClientOf(attorneyId, clientId),
          ),
        )
        .returning({ id: internalNotes.id, client_user_id: internalNotes.clientUserId, message: internalNotes.message, created_at: internalNotes.createdAt, updated_at: internalNotes.updatedAt });
      return row ?? null;
    },

    // --- reviews, payouts, the dashboard -------------------------------------------------------

    async listReviews(attorneyId: string, query: { status?: ReviewStatus | undefined; limit: number; offset: number }): Promise<{ rows: ReviewRow[]; approvedRatings: number[] }> {
      const found = await rows<ReviewRow>(
        db,
        sql`with approved as (
              select array_agg(rating) as ratings from attorney_reviews where attorney_id = ${attorneyId}::uuid and status = 'APPROVED' and deleted_at is null
            ), page as (
              select r.id, r.rating, r.message, r.status, r.created_at, r.user_id, u.first_name, u.last_name, count(*) over () as total
                from attorney_reviews r join users u on u.id = r.user_id
               where r.attorney_id = ${attorneyId}::uuid and r.deleted_at is null ${query.status ? sql`and r.status = ${query.status}` : sql``}
               order by r.created_at desc, r.id
               limit ${query.limit} offset ${query.offset}
            )
            select page.*, approved.ratings as approved_ratings from approved left join page on true`,
      );
      const approvedRatings = found[0]?.approved_ratings ?? [];
      return { rows: found.filter((row) => row.id !== null), approvedRatings };
    },

    async listPayouts(attorneyId: string, query: { payoutStatus?: PayoutStatus | undefined; limit: number; offset: number }): Promise<{ rows: PayoutRow[]; dueRows: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }[] }> {
      const found = await rows<PayoutRow & { due: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }[] | null }>(
        db,
        sql`with due as (
              select json_agg(json_build_object('price_paid_in_cents', price_paid_in_cents, 'fee_paid_in_cents', fee_paid_in_cents, 'amount_refunded_in_cents', amount_refunded_in_cents)) as due
                from purchase_items where attorney_id = ${attorneyId}::uuid and deleted_at is null and payout_status = 'DUE' and payment_status <> 'FULL_REFUNDED'
            ), page as (
              select pi.id, pr.title, pi.user_id, u.first_name, u.last_name, pi.price_paid_in_cents, pi.fee_paid_in_cents, pi.amount_refunded_in_cents,
                     pi.payout_status, pi.paid_out_at, pi.created_at, count(*) over () as total
                from purchase_items pi join products pr on pr.id = pi.product_id join users u on u.id = pi.user_id
               where pi.attorney_id = ${attorneyId}::uuid and pi.deleted_at is null ${query.payoutStatus ? sql`and pi.payout_status = ${query.payoutStatus}` : sql``}
               order by pi.created_at desc, pi.id
               limit ${query.limit} offset ${query.offset}
            )
            select page.*, due.due from due left join page on true`,
      );
      return { rows: found.filter((row) => row.id !== null), dueRows: found[0]?.due ?? [] };
    },

    async dashboard(attorneyId: string, now: Date) {
      const [row] = await rows<{
        upcoming: { id: string; eventStartAt: string; clientId: string; firstName: string | null; lastName: string | null; productType: ProductType | null }[];
        clients_waiting: number;
        client_count: number;
        unread_chats: number;
        due: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }[];
      }>(
        db,
        sql`${clientsCte(attorneyId)}
          select
            coalesce((select json_agg(x order by x."eventStartAt") from (
                select e.id, e.event_start_at as "eventStartAt", u.id as "clientId", u.first_name as "firstName", u.last_name as "lastName", pr.product_type as "productType"
                  from events e join users u on u.id = e.user_id
                  left join purchase_items pi on pi.id = e.purchase_item_id left join products pr on pr.id = pi.product_id
                 where e.attorney_id = ${attorneyId}::uuid and e.deleted_at is null and e.event_status = 'BOOKED' and e.event_end_at > ${now.toISOString()}::timestamptz
                 order by e.event_start_at limit 5) x), '[]'::json) as upcoming,
            (select count(distinct pi.user_id) from purchase_items pi
              where pi.attorney_id = ${attorneyId}::uuid and pi.deleted_at is null and pi.payment_status <> 'FULL_REFUNDED' and pi.booking_status = 'WAITING')::int as clients_waiting,
            (select count(distinct c.client_id) from c where c.client_id is not null)::int as client_count,
            (select count(*) from chat_messages m where m.to_user_id = ${attorneyId}::uuid and m.is_read = false and m.deleted_at is null)::int as unread_chats,
            coalesce((select json_agg(json_build_object('price_paid_in_cents', price_paid_in_cents, 'fee_paid_in_cents', fee_paid_in_cents, 'amount_refunded_in_cents', amount_refunded_in_cents))
                        from purchase_items where attorney_id = ${attorneyId}::uuid and deleted_at is null and payout_status = 'DUE' and payment_status <> 'FULL_REFUNDED'), '[]'::json) as due`,
      );
      return row!;
    },

    // --- admin --------------------------------------------------------------------------------

    async listAttorneys(query: { search?: string | undefined; stage?: AttorneyStage | undefined; limit: number; offset: number }): Promise<AdminAttorneyRow[]> {
      const search = query.search?.trim() ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
      return rows<AdminAttorneyRow>(
        db,
        sql`select a.id, u.first_name, u.last_name, u.email, a.stage, a.created_at,
                   case when lf.id is null then null else json_build_object('id', lf.id, 'name', lf.name) end as law_firm,
                   (select array_agg(s.abbreviation order by st."order", s.abbreviation) from attorney_states st join states s on s.id = st.state_id
                     where st.attorney_id = a.id and st.deleted_at is null) as states,
                   count(*) over () as total
              from attorneys a join users u on u.id = a.user_id
              left join law_firms lf on lf.id = a.law_firm_id
             where a.deleted_at is null and u.deleted_at is null
               ${query.stage ? sql`and a.stage = ${query.stage}` : sql``}
               ${search ? sql`and (u.first_name ilike ${search} or u.last_name ilike ${search} or u.email ilike ${search} or lf.name ilike ${search})` : sql``}
             order by a.created_at desc, a.id
             limit ${query.limit} offset ${query.offset}`,
      );
    },

    async insertDisciplinaryRecord(executor: Executor, values: typeof attorneyDisciplinaryRecords.$inferInsert) {
      const [row] = await executor.insert(attorneyDisciplinaryRecords).values(values).returning();
      return row!;
    },

    async listDisciplinaryRecords(attorneyId: string) {
      return db
        .select()
        .from(attorneyDisciplinaryRecords)
        .where(and(eq(attorneyDisciplinaryRecords.attorneyId, attorneyId), isNull(attorneyDisciplinaryRecords.deletedAt)))
        .orderBy(sql`${attorneyDisciplinaryRecords.createdAt} desc`);
    },

    /** One of the attorney's live records, locked for an edit (null when there is none). */
    async lockDisciplinaryRecord(executor: Executor, attorneyId: string, recordId: string) {
      const [row] = await executor
        .select()
        .from(attorneyDisciplinaryRecords)
        .where(and(eq(attorneyDisciplinaryRecords.id, recordId), eq(attorneyDisciplinaryRecords.attorneyId, attorneyId), isNull(attorneyDisciplinaryRecords.deletedAt)))
        .for("update");
      return row ?? null;
    },

    async updateDisciplinaryRecord(executor: Executor, attorneyId: string, recordId: string, changes: Partial<typeof attorneyDisciplinaryRecords.$inferInsert>) {
      const [row] = await executor
        .update(attorneyDisciplinaryRecords)
        .set(changes)
        .where(and(eq(attorneyDisciplinaryRecords.id, recordId), eq(attorneyDisciplinaryRecords.attorneyId, attorneyId), isNull(attorneyDisciplinaryRecords.deletedAt)))
        .returning();
      return row ?? null;
    },

    /** The attorney service products (REPRESENTATION, Q_A) among `productIds`. */
    async serviceProducts(executor: Executor, productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const found = await rows<{ id: string }>(executor, sql`select id from products where id = any(${uuidArray(productIds)}::uuid[]) and product_type in ('REPRESENTATION', 'Q_A') and deleted_at is null`);
      return new Set(found.map((row) => row.id));
    },

    /**
     * On a first approval: an attorney without services offers Representation and Q&A with the
     * built-in slots (no booking link) until an admin sets them otherwise. One statement.
     */
    async addDefaultServices(executor: Executor, attorneyId: string, actorId: string) {
      await executor.execute(sql`
        insert into attorney_services (attorney_id, product_id, created_by_id, updated_by_id)
        select ${attorneyId}::uuid, p.id, ${actorId}::uuid, ${actorId}::uuid
          from products p
         where p.product_type in ('REPRESENTATION', 'Q_A') and p.deleted_at is null
           and not exists (select 1 from attorney_services s where s.attorney_id = ${attorneyId}::uuid)
        on conflict do nothing`);
    },

    /** Replaces the attorney's services: those not listed go, the listed ones are kept or added with their booking links. */
    async replaceServices(executor: Executor, attorneyId: string, services: readonly { productId: string; bookingLink: string | null }[], actorId: string, now: Date) {
      await executor.delete(attorneyServices).where(
        services.length === 0
          ? eq(attorneyServices.attorneyId, attorneyId)
          : and(eq(attorneyServices.attorneyId, attorneyId), sql`${attorneyServices.productId} <> all(${uuidArray(services.map((s) => s.productId))}::uuid[])`),
      );
      if (services.length === 0) return;
      await executor
        .insert(attorneyServices)
        .values(services.map((service) => ({ attorneyId, productId: service.productId, bookingLink: service.bookingLink, createdById: actorId, updatedById: actorId })))
        .onConflictDoUpdate({
          target: [attorneyServices.attorneyId, attorneyServices.productId],
          set: { bookingLink: sql`excluded.booking_link`, deletedAt: null, updatedAt: now, updatedById: actorId },
        });
    },
  };
}

export type AttorneyPortalRepository = ReturnType<typeof createAttorneyPortalRepository>;
