import { DomainError } from "@prenup/domain";
import { NOTARIZATION_SERVICE_MESSAGES, type NotarizationsDeps, type NotaryActor } from "./notarizations.deps.ts";
import { roleOf, type NotarizationShared } from "./notarizations.shared.ts";

/**
 * PUT /documents/{id}/notarizations/signer-location: a signer (a partner, or a partner's assigned
 * attorney) answers for themselves whether they will be located in California when they sign. The
 * answers are read with the agreement's facts and decide, with the content's rule, whether the
 * online session may start (`signerLocationProblem`). Once a notarization is under way or done the
 * answers in force when it started stay: changing one is refused.
 */
export function createSignerLocation(deps: NotarizationsDeps, shared: NotarizationShared) {
  const { db, clock, repository } = deps;

  return async function answerSignerLocation(documentId: string, actor: NotaryActor, inCalifornia: boolean) {
    const facts = await shared.factsOrFail(documentId);
    const role = roleOf(facts, actor.id);
    if (!role) throw new DomainError("FORBIDDEN", NOTARIZATION_SERVICE_MESSAGES.locationNotASigner);
    if (facts.live) {
      throw facts.live.notarizationCompletedAt
        ? new DomainError("NOTARIZATION_COMPLETE", NOTARIZATION_SERVICE_MESSAGES.locationAfterStart)
        : new DomainError("NOTARIZATION_IN_PROGRESS", NOTARIZATION_SERVICE_MESSAGES.locationAfterStart);
    }
    const saved = await repository.saveSignerLocation(db, { documentId, userId: actor.id, inCalifornia, at: clock.now() });
    return { role, inCalifornia: saved.inCalifornia, answeredAt: saved.updatedAt.toISOString() };
  };
}
