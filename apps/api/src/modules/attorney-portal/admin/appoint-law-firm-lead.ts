import type { Executor } from "@prenup/db";
import { DomainError, lawFirmLeadChanges, lawFirmLeadProblem } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";

/**
 * An admin names the firm's lead (in the firm edit's transaction): one of the firm's attorneys who
 * may lead, else a 400 on leadAttorneyId and nothing changes. The others stop leading; audited when
 * it changes anything.
 */
export async function appointLawFirmLead(
  ctx: AttorneyPortalContext,
  tx: Executor,
  lawFirmId: string,
  attorneyId: string,
  adminId: string,
) {
  const members = await ctx.attorneys.lockLawFirmMembers(tx, lawFirmId);
  const problem = lawFirmLeadProblem(members, attorneyId);
  if (problem) throw DomainError.invalidField("leadAttorneyId", problem);
  const lead = attorneyId.toLowerCase();
  if (lawFirmLeadChanges(members, lead).length === 0) return;
  await ctx.attorneys.setLawFirmLead(tx, lawFirmId, lead, adminId, ctx.clock.now());
  await ctx.audit.record(tx, {
    actorId: adminId,
    action: "law-firm.lead.set",
    entityType: "law-firm",
    entityId: lawFirmId,
    subjectUserId: lead,
    before: { leadAttorneyIds: members.filter((member) => member.isLawFirmLead).map((member) => member.id) },
    after: { leadAttorneyId: lead },
  });
}
