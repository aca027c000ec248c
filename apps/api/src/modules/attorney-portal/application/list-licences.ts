import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { profileOf } from "../profile-of.ts";

/** GET /users/{id}/attorneys/{aid}/attorney-states: the states the attorney is licensed in, in their order. */
export async function listLicences(ctx: AttorneyPortalContext, attorneyId: string) {
  return (await profileOf(ctx, attorneyId)).states;
}
