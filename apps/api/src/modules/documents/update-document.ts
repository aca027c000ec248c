import type { Document } from "@prenup/db";
import { DomainError, willHireFlagAfter, willHireFlagOf } from "@prenup/domain";
import type { DocumentsContext } from "./documents.context.ts";
import { DOCUMENT_MESSAGES, documentNotFound } from "./documents.messages.ts";
import { agreementChangeOf, type UpdateDocumentBody, type UserDocumentResponse } from "./documents.schemas.ts";
import { getDocument } from "./get-document.ts";
import { requireKindAllowedIn, requireSelectableState } from "./selectable-state.ts";
import { respondentOf } from "./user-document.ts";

export type UpdateDocumentInput = { documentId: string; actorId: string; body: UpdateDocumentBody };

/**
 * After a state change each partner's will-hire flag follows the HIRES_ATTORNEY rule in the new
 * state (e.g. "hire through the platform" is not offered where we have no partner attorneys), as
 * the answer writes keep it after every answer.
 */
async function syncWillHireFlags(ctx: DocumentsContext, document: Document, actorId: string): Promise<void> {
  for (const userId of [document.userAId, document.userBId]) {
    if (!userId) continue;
    const { me, facts } = await ctx.standing.loadContext(userId);
    const current = willHireFlagOf(facts.document, userId);
    const next = willHireFlagAfter(current, me.hiresAttorney);
    if (next === current) continue;
    await ctx.repository.updateDocument(document.id, {
      ...(respondentOf(document, userId) === "A" ? { userAWillHireAttorney: next } : { userBWillHireAttorney: next }),
      updatedById: actorId,
    });
  }
}

/**
 * PATCH /documents/{id}. A review, a finalization or the regenerate confirmation goes to the
 * agreement module. Otherwise a party changes the document's state: once the prenup is paid a change
 * needs `confirmStateChange: true`; a questionnaire that is blocked (in editor, reviewed, finalized,
 * in proof or notarized) cannot change at all. Both read from the caller's standing.
 */
export async function updateDocument(ctx: DocumentsContext, input: UpdateDocumentInput): Promise<UserDocumentResponse> {
  const { documentId, actorId, body } = input;
  const change = agreementChangeOf(body);
  if (change) {
    await ctx.agreementChanges.applyAgreementChange(documentId, actorId, change);
    return getDocument(ctx, { documentId, viewerId: actorId });
  }
  const context = await ctx.standing.loadContext(actorId, { documentId });
  const document = context.facts.document;
  if (!document) throw documentNotFound();
  const current = ctx.standing.standingOf(context);
  if (current.questionnaire.blocked)
    throw new DomainError("QUESTIONNAIRE_LOCKED", DOCUMENT_MESSAGES.questionnaireLocked);
  const next = await requireSelectableState(ctx, body.stateId ?? "");
  if (next.id !== document.stateId) {
    requireKindAllowedIn(next, document.kind, ctx.clock.now());
    if (body.confirmStateChange !== true && current.prenupPaid) {
      throw new DomainError("STATE_CHANGE_NEEDS_CONFIRMATION", DOCUMENT_MESSAGES.stateChangeNeedsConfirmation);
    }
    await ctx.repository.updateDocument(document.id, { stateId: next.id, updatedById: actorId });
    const changed = await ctx.repository.findDocument(document.id);
    if (changed) await syncWillHireFlags(ctx, changed.document, actorId);
  }
  return getDocument(ctx, { documentId: document.id, viewerId: actorId });
}
