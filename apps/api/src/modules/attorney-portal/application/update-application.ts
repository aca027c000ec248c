import { attorneyStageChange, DomainError, type UpdateAttorneyApplication } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import type { AttorneyProfile } from "../attorney-portal.schemas.ts";
import { mailAttorney } from "../mail-attorney.ts";
import { profileOf } from "../profile-of.ts";
import { lockEditable } from "./lock-editable.ts";

/**
 * PATCH /users/{id}/attorneys/{aid}: saves any part of the application (save as you go); `states`
 * replaces the licences. `submit: true` then sends a complete application for review
 * (FORM_MISSING → UNDER_REVIEW, audited, with an e-mail); an incomplete one is refused with every
 * problem and nothing saved.
 */
export async function updateApplication(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  body: UpdateAttorneyApplication,
): Promise<AttorneyProfile> {
  const { attorneys } = ctx;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const attorney = await lockEditable(ctx, tx, attorneyId);
    const { states, submit, ...columns } = body;
    if (states) {
      const known = await attorneys.knownStates(
        tx,
        states.map((entry) => entry.stateId),
      );
      const unknown = states.findIndex((entry) => !known.has(entry.stateId.toLowerCase()));
      if (unknown >= 0)
        throw DomainError.invalidField(`states.${unknown}.stateId`, ATTORNEY_PORTAL_MESSAGES.unknownState);
      await ctx.applicationRepository.replaceLicences(tx, attorneyId, states, attorneyId);
    }
    if (Object.keys(columns).length > 0 || submit)
      await attorneys.updateAttorney(tx, attorneyId, columns, attorneyId, now);
    if (submit) {
      const change = attorneyStageChange({
        stage: attorney.stage,
        action: "submit",
        actor: "attorney",
        actorIsSubject: true,
      });
      if (!change.ok) throw new DomainError("ATTORNEY_STAGE_CHANGE_REFUSED", change.reason);
      const current = await profileOf(ctx, attorneyId, tx);
      if (current.applicationProblems.length > 0) {
        throw new DomainError(
          "APPLICATION_INCOMPLETE",
          `${ATTORNEY_PORTAL_MESSAGES.incomplete}: ${current.applicationProblems.map((problem) => problem.message).join(". ")}.`,
          {
            issues: current.applicationProblems.map((problem) => ({
              message: problem.message,
              path: [problem.path],
            })),
          },
        );
      }
      await attorneys.updateAttorney(tx, attorneyId, { stage: change.stage }, attorneyId, now);
      await ctx.audit.record(tx, {
        actorId: attorneyId,
        action: "attorney.stage.submit",
        entityType: "attorney",
        entityId: attorneyId,
        before: { stage: attorney.stage },
        after: { stage: change.stage },
      });
      await mailAttorney(ctx, tx, attorneyId, "submitted");
    }
    return profileOf(ctx, attorneyId, tx);
  });
}
