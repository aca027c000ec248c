import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import type { AttorneyProfile } from "../attorney-portal.schemas.ts";
import { profileOf } from "../profile-of.ts";

/** GET /users/{id}/attorneys/{aid}: the attorney's own record, with what keeps the application from being submitted. */
export function getProfile(ctx: AttorneyPortalContext, attorneyId: string): Promise<AttorneyProfile> {
  return profileOf(ctx, attorneyId);
}
