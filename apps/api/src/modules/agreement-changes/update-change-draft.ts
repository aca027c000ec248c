import { DomainError } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeDraftResponse, UpdateChangeDraftBody } from "./agreement-changes.schemas.ts";
import { changeDraftOf, requirePartyOwner, resolveChanges } from "./change-draft-facts.ts";

/**
 * PATCH …/changes/{changeId}: a DRAFT amendment's changes replaced by the ones sent, with its answers
 * about what it does where sent (`convertsSeparateProperty`, `waivesDeathRights`). 409 for a
 * revocation, a change no longer a draft, or one a spouse has signed; 404 when the document has no
 * such live change.
 */
export async function updateChangeDraft(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string; actorId: string; body: UpdateChangeDraftBody },
): Promise<ChangeDraftResponse> {
  await requirePartyOwner(ctx, input.ownerId, input.documentId);
  const { changes: sent, ...effects } = input.body;
  const changes = await resolveChanges(ctx, input.documentId, sent);
  const updated = await ctx.repository.updateDraftChanges(
    input.documentId,
    input.changeId,
    { changes, ...effects },
    input.actorId,
    ctx.clock.now(),
  );
  if (updated) return changeDraftOf(updated);
  // Nothing changed: say why.
  const found = await ctx.repository.findChange(input.documentId, input.changeId);
  if (!found) throw notFound();
  const why =
    found.kind !== "AMENDMENT"
      ? AGREEMENT_CHANGE_MESSAGES.notAmendment
      : found.status === "DRAFT" && found.signatures.length > 0
        ? AGREEMENT_CHANGE_MESSAGES.signedByOne
        : AGREEMENT_CHANGE_MESSAGES.notDraft;
  throw new DomainError("CHANGE_NOT_AVAILABLE", why);
}
