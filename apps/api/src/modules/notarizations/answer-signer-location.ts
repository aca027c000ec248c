import { signerLocationRuleOf } from "@prenup/content/runtime";
import { DomainError, isSignerLocationAsked, SIGNER_LOCATION_MESSAGES } from "@prenup/domain";
import { factsOrFail, roleOf } from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { NOTARIZATION_SERVICE_MESSAGES } from "./notarizations.messages.ts";

/**
 * PUT /documents/{id}/notarizations/signer-location: a signer (a partner, or a partner's assigned
 * attorney) answers for themselves whether they will be in the agreement's state when they sign
 * online. Only a state whose law makes it matter asks (the matrix's rule, `isSignerLocationAsked`);
 * elsewhere the answer is refused and nothing is stored. The answers are read with the agreement's
 * facts and decide whether the online session may start (`signerLocationProblem`). Once a
 * notarization is under way or done the answers in force when it started stay: changing one is
 * refused.
 */
export async function answerSignerLocation(
  ctx: NotarizationsContext,
  documentId: string,
  actor: NotaryActor,
  inState: boolean,
) {
  const facts = await factsOrFail(ctx, documentId);
  const role = roleOf(facts, actor.id);
  if (!role) throw new DomainError("FORBIDDEN", NOTARIZATION_SERVICE_MESSAGES.locationNotASigner);
  const rule = signerLocationRuleOf(facts.state?.abbreviation);
  if (!rule || !isSignerLocationAsked(rule))
    throw new DomainError("SIGNER_LOCATION_NOT_ASKED", SIGNER_LOCATION_MESSAGES.notAsked(rule?.stateName ?? "this"));
  if (facts.live) {
    throw facts.live.notarizationCompletedAt
      ? new DomainError("NOTARIZATION_COMPLETE", NOTARIZATION_SERVICE_MESSAGES.locationAfterStart)
      : new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.locationAfterStart);
  }
  const saved = await ctx.repository.saveSignerLocation(ctx.db, {
    documentId,
    userId: actor.id,
    inState,
    at: ctx.clock.now(),
  });
  return { role, inState: saved.inState, answeredAt: saved.updatedAt.toISOString() };
}
