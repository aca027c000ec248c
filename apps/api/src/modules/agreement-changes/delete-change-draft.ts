import { DomainError } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import { requirePartyOwner } from "./change-draft-facts.ts";

/** DELETE …/changes/{changeId}: a DRAFT soft-deleted. 409 for a signed or cancelled change; 404 when there is none. */
export async function deleteChangeDraft(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string; actorId: string },
): Promise<void> {
  await requirePartyOwner(ctx, input.ownerId, input.documentId);
  if (await ctx.repository.deleteDraft(input.documentId, input.changeId, input.actorId)) return;
  const found = await ctx.repository.findChange(input.documentId, input.changeId);
  if (!found) throw notFound();
  throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.notDraft);
}
