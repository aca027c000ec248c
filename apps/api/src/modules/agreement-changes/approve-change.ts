import { attorneySides, DomainError } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ChangeDraftResponse } from "./agreement-changes.schemas.ts";
import { changeContentSha256, changeDraftOf, signedAgreementFacts } from "./change-draft-facts.ts";

/**
 * POST …/changes/{changeId}/approval/grant and /rescind: an attorney assigned to the agreement
 * approves the draft change as it reads now for the spouse they represent (both, when they represent
 * both), or withdraws that approval. The change's row is locked while it is decided, so an edit sent
 * at the same moment lands before or after: an approval is always of the content it read, and shows
 * as of an earlier text once the couple edits it. Granting again, or withdrawing none, changes
 * nothing. 409 once the change is in effect; 404 for a change the document does not have.
 */
export async function changeApproval(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string; attorneyId: string; action: "grant" | "rescind" },
): Promise<ChangeDraftResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const sides = attorneySides(facts.document, input.attorneyId);
  if (sides.length === 0) throw notFound();
  const documentId = facts.document.id;
  const at = ctx.clock.now();
  const decided = await ctx.db.transaction(async (tx) => {
    const draft = await ctx.repository.lockDraft(tx, documentId, input.changeId);
    if (!draft) return "NOT_A_DRAFT" as const;
    if (input.action === "grant" && draft.kind === "AMENDMENT" && draft.changes.length === 0)
      throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.changesRequired);
    const contentSha256 = changeContentSha256(draft);
    const change = { changeId: draft.id, kind: draft.kind, number: draft.number };
    let attorneyName: string | null | undefined;
    for (const respondent of sides) {
      const side = { changeId: draft.id, respondent, attorneyId: input.attorneyId, at };
      const changed =
        input.action === "grant"
          ? await ctx.repository.approve(tx, { ...side, contentSha256 })
          : await ctx.repository.withdrawApproval(tx, side);
      // The agreement's record keeps each approval given or withdrawn (a repeat changes nothing).
      if (!changed) continue;
      attorneyName ??= await ctx.repository.personName(tx, input.attorneyId);
      await ctx.agreement.recordChangeApproval(
        documentId,
        {
          change,
          action: input.action,
          respondent,
          attorneyId: input.attorneyId,
          attorneyName,
          contentSha256: input.action === "grant" ? contentSha256 : null,
          at,
        },
        tx,
      );
    }
    return "DECIDED" as const;
  });
  const changed = await ctx.repository.findChange(documentId, input.changeId);
  if (!changed) throw notFound();
  if (decided === "NOT_A_DRAFT") throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.notApprovable);
  return changeDraftOf(changed);
}
