import type { AttorneyLawFirmBody, AttorneyProfile, UpdateAttorneyApplicationBody } from "@prenup/api-client";
import { attorneyLawFirmBodySchema, LAW_FIRM_MESSAGES, updateAttorneyApplicationSchema } from "@prenup/domain";

/**
 * The application form's values, checks and request bodies. The checks are the server's schema
 * (`updateAttorneyApplicationSchema` of @prenup/domain) run on the body a field would send, so
 * the form refuses what the server would, with the server's words.
 */
export type ApplicationFormValues = {
  bio: string;
  yearsOfExperience: number | string;
  lawSchool: string;
  languages: string[];
  practiceAreas: string[];
  professionalAssociations: string[];
  responseTimeHours: number | string;
  hasFastTurnaround: boolean;
  isEmbryoAttorney: boolean;
  hasMalpracticeInsurance: boolean;
  states: { stateId: string; barLicenseNum: string }[];
};

export type ApplicationField = keyof ApplicationFormValues;

export function toApplicationForm(profile: AttorneyProfile): ApplicationFormValues {
  return {
    bio: profile.bio ?? "",
    yearsOfExperience: profile.yearsOfExperience ?? "",
    lawSchool: profile.lawSchool ?? "",
    languages: profile.languages,
    practiceAreas: profile.practiceAreas,
    professionalAssociations: profile.professionalAssociations,
    responseTimeHours: profile.responseTimeHours ?? "",
    hasFastTurnaround: profile.hasFastTurnaround,
    isEmbryoAttorney: profile.isEmbryoAttorney,
    hasMalpracticeInsurance: profile.hasMalpracticeInsurance,
    states: profile.states.map((licence) => ({ stateId: licence.stateId, barLicenseNum: licence.barLicenseNum ?? "" })),
  };
}

const numberOrNull = (value: number | string) => (value === "" ? null : Number(value));

/** The PATCH body that saves one field (licences: the whole list, rows without a state left out). */
export function bodyOfField(values: ApplicationFormValues, field: ApplicationField): UpdateAttorneyApplicationBody {
  switch (field) {
    case "yearsOfExperience":
    case "responseTimeHours":
      return { [field]: numberOrNull(values[field]) };
    case "bio":
    case "lawSchool":
      return { [field]: values[field].trim() === "" ? null : values[field] };
    case "states":
      return { states: values.states.filter((licence) => licence.stateId !== "") };
    default:
      return { [field]: values[field] } as UpdateAttorneyApplicationBody;
  }
}

/** Each field's first problem by the server's schema. */
export function applicationFieldErrors(values: ApplicationFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const field of Object.keys(values) as ApplicationField[]) {
    const result = updateAttorneyApplicationSchema.safeParse(bodyOfField(values, field));
    if (!result.success) {
      const issue = result.error.issues[0]!;
      // A licence row's own field gets its message; a list-wide one (a state twice) the list.
      const path = issue.path.length > 2 ? issue.path.join(".") : field;
      errors[path] = issue.message;
    }
  }
  return errors;
}

export type LawFirmFormValues = { lawFirmId: string | null; name: string; website: string; contactEmail: string };

/** The body of POST …/law-firms for the chosen mode, or the fields' problems by the server's schema. */
export function lawFirmBody(
  mode: "join" | "create",
  values: LawFirmFormValues,
): { body: AttorneyLawFirmBody } | { errors: Record<string, string> } {
  const candidate =
    mode === "join"
      ? { lawFirmId: values.lawFirmId ?? "" }
      : {
          name: values.name,
          ...(values.website.trim() ? { website: values.website.trim() } : {}),
          ...(values.contactEmail.trim() ? { contactEmail: values.contactEmail.trim() } : {}),
        };
  if (mode === "join" && !values.lawFirmId) return { errors: { lawFirmId: "Choose a law firm" } };
  if (mode === "create" && !values.name.trim()) return { errors: { name: LAW_FIRM_MESSAGES.nameRequired } };
  const result = attorneyLawFirmBodySchema.safeParse(candidate);
  if (result.success) return { body: candidate as AttorneyLawFirmBody };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // A union's issues nest the branch's own issues.
    const nested =
      (issue as { errors?: { path: PropertyKey[]; message: string }[][] }).errors?.[mode === "join" ? 0 : 1] ?? [];
    for (const inner of nested.length > 0 ? nested : [issue]) {
      const key = String(inner.path[0] ?? (mode === "join" ? "lawFirmId" : "name"));
      errors[key] ??= inner.message;
    }
  }
  return { errors };
}
