import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { iso } from "../sql-rows.ts";

/** PATCH …/internal-notes/{noteId}: edits one of the attorney's notes about their client (one statement); 404 otherwise. */
export async function editNote(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  clientId: string,
  noteId: string,
  message: string,
) {
  const row = await ctx.clientsRepository.updateNote(attorneyId, clientId, noteId, message, ctx.clock.now());
  if (!row) throw new DomainError("INTERNAL_NOTE_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.noteNotFound);
  return {
    id: row.id,
    clientId: row.client_user_id!,
    message: row.message,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
