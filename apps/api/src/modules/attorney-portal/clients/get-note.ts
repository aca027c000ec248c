import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { iso } from "../sql-rows.ts";
import { clientNotFound } from "./client-summary.ts";

/** GET …/internal-notes/{noteId}: one note; 404 when the person is not the attorney's client or the note is not theirs about this client. */
export async function getNote(ctx: AttorneyPortalContext, attorneyId: string, clientId: string, noteId: string) {
  const { isClient, note } = await ctx.clientsRepository.findNote(attorneyId, clientId, noteId);
  if (!isClient) throw clientNotFound();
  if (!note) throw new DomainError("INTERNAL_NOTE_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.noteNotFound);
  return { ...note, createdAt: iso(note.createdAt), updatedAt: iso(note.updatedAt) };
}
