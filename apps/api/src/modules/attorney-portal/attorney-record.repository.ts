import { attorneys, live, type Database, type Executor } from "@prenup/db";
import type { AttorneyStage, ProductType } from "@prenup/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";

/**
 * The attorney record the portal's parts share: the profile read model (one statement), the
 * attorney row's lock and write, and the lead flags of a firm's attorneys. The attorney portal
 * writes attorneys, attorney_states, attorney_services, attorney_disciplinary_records and
 * internal_notes; its read models (the profile, clients, reviews, payouts, the dashboard, the admin
 * list) read users, documents, purchase items, events, reviews and chats in ONE statement each and
 * never write those tables.
 */

/** A uuid[] parameter (the values are validated uuids). */
export const uuidArray = (values: readonly string[]) => `{${values.join(",")}}`;

export const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

/** The rows of a raw SQL statement. */
export const selectRows = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

type FileJson = { id: string; name: string; size: number; contentType: string };
type LawFirmJson = {
  id: string;
  name: string;
  website: string | null;
  contactEmail: string | null;
  isApproved: boolean;
};
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
  disciplinary_records?: {
    id: string;
    stateId: string | null;
    description: string;
    occurredOn: string | null;
    resolution: string | null;
    createdAt: string;
  }[];
};

function profileQuery(attorneyId: string, withAdminParts: boolean): SQL {
  const adminParts = withAdminParts
    ? sql`,
      coalesce((select json_agg(json_build_object('id', sv.id, 'productId', p.id, 'productType', p.product_type, 'title', p.title, 'bookingLink', sv.booking_link) order by p.title)
                  from attorney_services sv join products p on p.id = sv.product_id
                 where sv.attorney_id = a.id and ${live("sv")}), '[]'::json) as services,
      coalesce((select json_agg(json_build_object('id', r.id, 'stateId', r.state_id, 'description', r.description, 'occurredOn', r.occurred_on, 'resolution', r.resolution, 'createdAt', r.created_at) order by r.created_at desc)
                  from attorney_disciplinary_records r
                 where r.attorney_id = a.id and ${live("r")}), '[]'::json) as disciplinary_records`
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
                      where st.attorney_id = a.id and ${live("st")}), '[]'::json) as states
           ${adminParts}
      from attorneys a
      join users u on u.id = a.user_id
      left join files mf on mf.id = a.malpractice_insurance_file_id
      left join files pf on pf.id = a.profile_photo_id
      left join law_firms lf on lf.id = a.law_firm_id and ${live("lf")}
     where a.id = ${attorneyId}::uuid and ${live("a")} and ${live("u")}`;
}

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

export function createAttorneyRecordRepository(db: Database) {
  const rows = selectRows;

  return {
    async findProfile(attorneyId: string, executor: Executor = db): Promise<ProfileRow | null> {
      return (await rows<ProfileRow>(executor, profileQuery(attorneyId, false)))[0] ?? null;
    },

    async findAdminProfile(attorneyId: string): Promise<ProfileRow | null> {
      return (await rows<ProfileRow>(db, profileQuery(attorneyId, true)))[0] ?? null;
    },

    /** The attorney row under a lock, for a change of the application or the stage. */
    async lockAttorney(executor: Executor, attorneyId: string) {
      const [row] = await executor
        .select({
          id: attorneys.id,
          stage: attorneys.stage,
          lawFirmId: attorneys.lawFirmId,
          isLawFirmLead: attorneys.isLawFirmLead,
        })
        .from(attorneys)
        .where(and(eq(attorneys.id, attorneyId), live(attorneys)))
        .for("update");
      return row ?? null;
    },

    async updateAttorney(
      executor: Executor,
      attorneyId: string,
      changes: AttorneyApplicationColumns &
        Partial<{
          stage: AttorneyStage;
          lawFirmId: string | null;
          isLawFirmLead: boolean;
          profilePhotoId: string;
          malpracticeInsuranceFileId: string;
        }>,
      actorId: string,
      now: Date,
    ) {
      await executor
        .update(attorneys)
        .set({ ...changes, updatedAt: now, updatedById: actorId })
        .where(eq(attorneys.id, attorneyId));
    },

    /**
     * The attorneys of a law firm as the lead rule reads them, their rows locked (in id order) so
     * two changes of the same firm's lead run one after the other. `since` is when the attorney
     * record was created (the database keeps no date of joining a firm).
     */
    async lockLawFirmMembers(
      executor: Executor,
      lawFirmId: string,
    ): Promise<{ id: string; stage: AttorneyStage; isLawFirmLead: boolean; since: Date }[]> {
      return executor
        .select({
          id: attorneys.id,
          stage: attorneys.stage,
          isLawFirmLead: attorneys.isLawFirmLead,
          since: attorneys.createdAt,
        })
        .from(attorneys)
        .where(and(eq(attorneys.lawFirmId, lawFirmId), live(attorneys)))
        .orderBy(attorneys.id)
        .for("update");
    },

    /** Makes `leadId` the firm's only lead (nobody when null), touching only the rows whose flag changes. One statement. */
    async setLawFirmLead(executor: Executor, lawFirmId: string, leadId: string | null, actorId: string, now: Date) {
      const isLead = leadId ? sql`(${attorneys.id} = ${leadId}::uuid)` : sql`false`;
      await executor
        .update(attorneys)
        .set({ isLawFirmLead: isLead, updatedAt: now, updatedById: actorId })
        .where(
          and(
            eq(attorneys.lawFirmId, lawFirmId),
            live(attorneys),
            sql`${attorneys.isLawFirmLead} is distinct from ${isLead}`,
          ),
        );
    },

    /** The ids among `stateIds` that are real states. */
    async knownStates(executor: Executor, stateIds: readonly string[]): Promise<Set<string>> {
      if (stateIds.length === 0) return new Set();
      const found = await rows<{ id: string }>(
        executor,
        sql`select id from states where id = any(${uuidArray(stateIds)}::uuid[])`,
      );
      return new Set(found.map((row) => row.id));
    },
  };
}

export type AttorneyRecordRepository = ReturnType<typeof createAttorneyRecordRepository>;
