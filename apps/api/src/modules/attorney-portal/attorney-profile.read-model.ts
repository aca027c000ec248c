import { live, type Executor } from "@prenup/db";
import type { AttorneyStage, ProductType } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "./sql-rows.ts";

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

/**
 * The attorney's profile in one statement: the attorney row with the user's name (the users'
 * table), files, law firm and licensed states; with the admin's parts, also the services with their
 * products and the disciplinary records. No row: no live attorney.
 */
export function attorneyProfile(
  executor: Executor,
  attorneyId: string,
  withAdminParts: boolean,
): Promise<ProfileRow[]> {
  const adminParts = withAdminParts
    ? sql`,
      coalesce((select json_agg(json_build_object('id', sv.id, 'productId', p.id, 'productType', p.product_type, 'title', p.title, 'bookingLink', sv.booking_link) order by p.title)
                  from attorney_services sv join products p on p.id = sv.product_id
                 where sv.attorney_id = a.id and ${live("sv")}), '[]'::json) as services,
      coalesce((select json_agg(json_build_object('id', r.id, 'stateId', r.state_id, 'description', r.description, 'occurredOn', r.occurred_on, 'resolution', r.resolution, 'createdAt', r.created_at) order by r.created_at desc)
                  from attorney_disciplinary_records r
                 where r.attorney_id = a.id and ${live("r")}), '[]'::json) as disciplinary_records`
    : sql``;
  return selectRows<ProfileRow>(
    executor,
    sql`
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
     where a.id = ${attorneyId}::uuid and ${live("a")} and ${live("u")}`,
  );
}
