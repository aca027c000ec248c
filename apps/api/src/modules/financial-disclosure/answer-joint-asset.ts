import { DomainError, type JointConfirmation } from "@prenup/domain";
import { DISCLOSURE_MESSAGES, entryToApi, rawOf, requireOpen } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";

/**
 * POST …/assets/{entryId}/joint-confirmation: the other partner's answer to a joint account or
 * asset: CONFIRM settles the percentages; PROPOSE sets other percentages, which the owner then
 * confirms (or changes). Whoever set the percentages last cannot confirm them.
 */
export async function answerJointAsset(
  ctx: FinancialDisclosureContext,
  input: {
    ownerId: string;
    documentId: string;
    entryId: string;
    decision: JointConfirmation;
    actorId: string;
  },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { entry: stored, gate } = await ctx.repository.lockEntry(tx, "assets", input);
    requireOpen(gate, input.ownerId);
    if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
    if (stored["is_joint"] !== true) throw new DomainError("JOINT_ENTRY_NOT_JOINT", DISCLOSURE_MESSAGES.notJoint);
    const setBy = (stored["joint_set_by_id"] as string | null) ?? input.ownerId;
    if (setBy === input.actorId)
      throw new DomainError("JOINT_CONFIRMATION_NOT_YOURS", DISCLOSURE_MESSAGES.confirmOwnShares);
    const values =
      input.decision.decision === "CONFIRM"
        ? { jointConfirmedAt: now, jointConfirmedById: input.actorId, updatedAt: now, updatedById: input.actorId }
        : {
            userAPercentage: input.decision.userAPercentage,
            userBPercentage: input.decision.userBPercentage,
            jointSetById: input.actorId,
            jointConfirmedAt: null,
            jointConfirmedById: null,
            updatedAt: now,
            updatedById: input.actorId,
          };
    const row = await ctx.repository.updateEntry(tx, "assets", input.entryId, values);
    if (input.decision.decision === "PROPOSE") {
      await ctx.repository.touchDisclosure(tx, {
        userId: input.ownerId,
        documentId: input.documentId,
        at: now,
        byId: input.actorId,
      });
    }
    return entryToApi("assets", { ...rawOf("assets", row), documents: stored["documents"] });
  });
}
