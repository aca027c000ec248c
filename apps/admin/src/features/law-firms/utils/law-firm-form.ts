import type { CreateLawFirmBody } from "@prenup/api-client";
import { createLawFirmSchema, issuesByField, updateLawFirmSchema } from "@prenup/domain";

export type LawFirmFormValues = {
  name: string;
  contactEmail: string;
  website: string;
  payoutDetails: string;
  isApproved: boolean;
};

export const EMPTY_LAW_FIRM: LawFirmFormValues = {
  name: "",
  contactEmail: "",
  website: "",
  payoutDetails: "",
  isApproved: true,
};

/** The request body for the form (empty text clears a field), checked with the server's schemas. */
export function lawFirmBodyFromForm(
  values: LawFirmFormValues,
  creating: boolean,
): { body: CreateLawFirmBody } | { errors: Partial<Record<string, string>> } {
  const body = {
    name: values.name,
    contactEmail: values.contactEmail.trim() || null,
    website: values.website.trim() || null,
    payoutDetails: values.payoutDetails.trim() || null,
    isApproved: values.isApproved,
  };
  const result = creating ? createLawFirmSchema.safeParse(body) : updateLawFirmSchema.safeParse(body);
  if (result.success) return { body };
  return { errors: issuesByField(result.error.issues, (path) => String(path[0] ?? "name")).fields };
}
