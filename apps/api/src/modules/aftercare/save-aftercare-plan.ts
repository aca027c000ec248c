import { AFTERCARE_MESSAGES, DomainError, nextAftercareReminder, type AftercarePlan } from "@prenup/domain";
import type { AftercareContext } from "./aftercare.context.ts";
import { aftercareFactsOf } from "./aftercare-facts.ts";
import { aftercareResponse } from "./aftercare-response.ts";
import type { AftercareResponse } from "./aftercare.schemas.ts";

/**
 * PUT /users/{id}/documents/{docId}/aftercare: the spouse turns reminders on, or changes them, on a
 * signed agreement (409 AFTERCARE_NOT_AVAILABLE before the signing). The next reminder is counted
 * from today in the agreement's state and stored for the daily job. Answers as GET does.
 */
export async function saveAftercarePlan(
  ctx: AftercareContext,
  input: { userId: string; documentId: string; plan: AftercarePlan; residenceState: string | null },
): Promise<AftercareResponse> {
  const facts = await aftercareFactsOf(ctx, input);
  if (!facts.signedOn) throw new DomainError("AFTERCARE_NOT_AVAILABLE", AFTERCARE_MESSAGES.notSigned);
  const next = nextAftercareReminder(input.plan, { signedOn: facts.signedOn, sunsetOn: facts.sunsetOn }, facts.today);
  const plan = await ctx.repository.savePlan(ctx.db, {
    documentId: facts.documentId,
    userId: input.userId,
    plan: input.plan,
    nextReminderOn: next?.on ?? null,
    at: ctx.clock.now(),
  });
  const scheduledEntries = await ctx.scheduledEntries({ ownerId: input.userId, documentId: facts.documentId });
  return aftercareResponse({ ...facts, plan }, { residenceState: input.residenceState, scheduledEntries });
}
