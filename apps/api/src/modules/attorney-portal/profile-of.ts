import type { Executor } from "@prenup/db";
import { applicationProblems } from "@prenup/domain";
import type { AttorneyPortalContext } from "./attorney-portal.context.ts";
import { attorneyNotFound } from "./attorney-portal.messages.ts";
import type { AttorneyProfile } from "./attorney-portal.schemas.ts";
import type { ProfileRow } from "./attorney-record.repository.ts";
import { iso } from "./sql-rows.ts";

/** The attorney's record as the attorney and admins see it, with what keeps the application from being submitted. */
export function toProfile(row: ProfileRow): AttorneyProfile {
  const states = row.states.map((state) => ({ ...state, order: Number(state.order) }));
  const file = (value: ProfileRow["photo_file"]) => (value ? { ...value, size: Number(value.size) } : null);
  return {
    id: row.id,
    stage: row.stage,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    photoUrl: row.photo_url,
    bio: row.bio,
    yearsOfExperience: row.years_of_experience,
    lawSchool: row.law_school,
    languages: row.languages,
    practiceAreas: row.practice_areas,
    professionalAssociations: row.professional_associations,
    responseTimeHours: row.response_time_hours,
    hasFastTurnaround: row.has_fast_turnaround,
    isEmbryoAttorney: row.is_embryo_attorney,
    hasMalpracticeInsurance: row.has_malpractice_insurance,
    malpracticeInsuranceFile: file(row.malpractice_file),
    profilePhoto: file(row.photo_file),
    lawFirm: row.law_firm,
    isLawFirmLead: row.is_law_firm_lead,
    states,
    applicationProblems: applicationProblems({
      bio: row.bio,
      yearsOfExperience: row.years_of_experience,
      lawSchool: row.law_school,
      languages: row.languages,
      practiceAreas: row.practice_areas,
      responseTimeHours: row.response_time_hours,
      hasMalpracticeInsurance: row.has_malpractice_insurance,
      malpracticeInsuranceFileId: row.malpractice_file?.id ?? null,
      profilePhotoId: row.photo_file?.id ?? null,
      lawFirmId: row.law_firm?.id ?? null,
      states,
    }),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The attorney's profile (in the caller's transaction when given); 404 when there is no live attorney. */
export async function profileOf(
  ctx: Pick<AttorneyPortalContext, "attorneys">,
  attorneyId: string,
  executor?: Executor,
): Promise<AttorneyProfile> {
  const row = await ctx.attorneys.findProfile(attorneyId, executor);
  if (!row) throw attorneyNotFound();
  return toProfile(row);
}
