import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { attorneyNotFound } from "../attorney-portal.messages.ts";

/** GET /users/{id}/attorneys/{aid}/attorney-services: the services the attorney offers, with their booking links. */
export async function listServices(ctx: AttorneyPortalContext, attorneyId: string) {
  const row = await ctx.attorneys.findAdminProfile(attorneyId);
  if (!row) throw attorneyNotFound();
  return row.services ?? [];
}
