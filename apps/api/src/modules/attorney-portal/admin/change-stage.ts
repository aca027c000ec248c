import { attorneyStageChange, DomainError, type AdminAttorneyStageAction } from "@prenup/domain";
import type { AttorneyApplicationEvent } from "@prenup/emails";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { attorneyNotFound } from "../attorney-portal.messages.ts";
import { mailAttorney } from "../mail-attorney.ts";
import { settleLawFirmLead } from "../settle-law-firm-lead.ts";

/**
 * POST /admin/attorneys/{id}/stage: approve, decline, deactivate or reactivate by the domain's
 * transitions, audited, with an e-mail to the attorney. A first approval adds the default services;
 * the firm's lead follows the change.
 */
export async function changeStage(
  ctx: AttorneyPortalContext,
  adminId: string,
  attorneyId: string,
  action: AdminAttorneyStageAction,
  reason: string | undefined,
) {
  const { attorneys, adminRepository } = ctx;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const attorney = await adminRepository.lockAttorneyAndFirm(tx, attorneyId);
    if (!attorney) throw attorneyNotFound();
    const change = attorneyStageChange({
      stage: attorney.stage,
      action,
      actor: "admin",
      actorIsSubject: adminId === attorneyId,
    });
    if (!change.ok) throw new DomainError("ATTORNEY_STAGE_CHANGE_REFUSED", change.reason);
    await attorneys.updateAttorney(tx, attorneyId, { stage: change.stage }, adminId, now);
    if (action === "approve") await adminRepository.addDefaultServices(tx, attorneyId, adminId);
    // A declined or deactivated lead passes the lead on; an approved attorney leads a firm nobody leads.
    if (attorney.lawFirmId) await settleLawFirmLead(ctx, tx, attorney.lawFirmId, adminId, now, `attorney-${action}`);
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: `attorney.stage.${action}`,
      entityType: "attorney",
      entityId: attorneyId,
      before: { stage: attorney.stage },
      after: { stage: change.stage, ...(reason ? { reason } : {}) },
    });
    const event: AttorneyApplicationEvent =
      action === "approve"
        ? "approved"
        : action === "decline"
          ? "declined"
          : action === "deactivate"
            ? "deactivated"
            : "reactivated";
    await mailAttorney(ctx, tx, attorneyId, event);
    return { id: attorneyId, stage: change.stage };
  });
}
