import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { iso } from "../sql-rows.ts";
import { clientNotFound } from "./client-summary.ts";

/** POST …/clients/{cid}/internal-notes: a note about a client, written only when the person is the attorney's client (one statement). */
export async function addNote(ctx: AttorneyPortalContext, attorneyId: string, clientId: string, message: string) {
  const row = await ctx.clientsRepository.insertNote(attorneyId, clientId, message, ctx.clock.now());
  if (!row) throw clientNotFound();
  return {
    id: row.id,
    clientId: row.client_user_id,
    message: row.message,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
