import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { iso } from "../sql-rows.ts";
import { clientNotFound } from "./client-summary.ts";

/** GET …/clients/{cid}/internal-notes: the attorney's notes about a client, newest first; 404 when the person is not their client. */
export async function listNotes(ctx: AttorneyPortalContext, attorneyId: string, clientId: string) {
  const notes = await ctx.clientsRepository.listNotes(attorneyId, clientId);
  if (!notes) throw clientNotFound();
  return notes.map((note) => ({ ...note, createdAt: iso(note.createdAt), updatedAt: iso(note.updatedAt) }));
}
