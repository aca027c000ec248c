import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { clientNotFound } from "./client-summary.ts";

/**
 * GET …/questionnaire-sections/{sid}/groups: a client's answers in one section, read-only; the
 * document must be the one they share with the attorney.
 */
export async function getClientSectionGroups(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  input: { section: string; documentId: string; userId: string },
) {
  const client = await ctx.clientsRepository.findClientDocument(attorneyId, input.userId);
  if (!client || client.documentId !== input.documentId.toLowerCase()) throw clientNotFound();
  return ctx.questionnaire.getSectionGroups({
    userId: input.userId,
    section: input.section,
    documentId: input.documentId,
  });
}
