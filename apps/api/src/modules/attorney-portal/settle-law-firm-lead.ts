import type { Executor } from "@prenup/db";
import { lawFirmLead, lawFirmLeadChanges } from "@prenup/domain";
import type { AttorneyPortalContext } from "./attorney-portal.context.ts";

/**
 * Applies the domain's lead rule (`lawFirmLead`) to a firm after one of its attorneys left it or
 * changed stage, in the caller's transaction: the flags that change are written in one statement
 * and the passing of the lead is audited. A firm never keeps two leads.
 */
export async function settleLawFirmLead(
  ctx: AttorneyPortalContext,
  tx: Executor,
  lawFirmId: string,
  actorId: string,
  now: Date,
  cause: string,
  departedLeadId: string | null = null,
) {
  const members = await ctx.attorneys.lockLawFirmMembers(tx, lawFirmId);
  const lead = lawFirmLead(members);
  const changes = lawFirmLeadChanges(members, lead);
  if (changes.length === 0 && !departedLeadId) return;
  const before = [
    ...(departedLeadId ? [departedLeadId] : []),
    ...members.filter((member) => member.isLawFirmLead).map((member) => member.id),
  ];
  if (changes.length > 0) await ctx.attorneys.setLawFirmLead(tx, lawFirmId, lead, actorId, now);
  await ctx.audit.record(tx, {
    actorId,
    action: "law-firm.lead.pass",
    entityType: "law-firm",
    entityId: lawFirmId,
    subjectUserId: lead,
    before: { leadAttorneyIds: before },
    after: { leadAttorneyId: lead, cause },
  });
}
