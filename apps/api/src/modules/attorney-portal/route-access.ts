import { DomainError } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "./attorney-portal.messages.ts";

export const tags = ["attorney-portal"];
export const adminTags = ["admin"];
export const security = [{ bearerAuth: [] }];

/**
 * The attorney's own record and work. An attorney's id is their user id: `aid` must be `id`
 * (the signed-in user, `self`), otherwise the record is not theirs (404, no existence told).
 * The application routes are open to an applicant of any stage (the service refuses edits once
 * declined or deactivated); everything about clients needs the APPROVED stage.
 */
export const ownRecord = access.self();
export const approvedSelf = access.allOf(access.self(), access.approvedAttorney());

export function ownAttorneyId(params: { id: string; aid: string }): string {
  if (params.id.toLowerCase() !== params.aid.toLowerCase())
    throw new DomainError("ATTORNEY_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.attorneyNotFound);
  return params.aid.toLowerCase();
}
