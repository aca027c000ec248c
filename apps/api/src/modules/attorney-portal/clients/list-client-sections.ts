import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { clientNotFound } from "./client-summary.ts";

/**
 * GET …/questionnaire-sections: the questionnaire's sections as in `stateId`, or a client's
 * (userId) with their status, read-only through the questionnaire module.
 */
export async function listClientSections(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  query: { stateId?: string | undefined; userId?: string | undefined },
) {
  const { questionnaire } = ctx;
  const state = query.stateId ? await questionnaire.findState(query.stateId) : null;
  if (query.stateId && !state) throw DomainError.invalidField("stateId", ATTORNEY_PORTAL_MESSAGES.unknownState);
  if (query.userId) {
    if (!(await ctx.clientsRepository.findClientDocument(attorneyId, query.userId))) throw clientNotFound();
    return questionnaire.listSections(query.userId, { includeStatus: true, stateOverride: state });
  }
  return questionnaire.listSections(attorneyId, { includeStatus: false, stateOverride: state });
}
