import { modelText, pendingAttorneyInserts, type AgreementChange } from "@prenup/agreement";
import { isDisclosureConfirmedSince } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import type { ChangeDraftDetailResponse } from "./agreement-changes.schemas.ts";
import { changeDocumentOf, partyOfRow } from "./change-document.ts";
import { changeDraftOf, signedAgreementFacts } from "./change-draft-facts.ts";

/**
 * GET …/changes/{changeId}: a draft (or signed change) with its document's plain text as it would
 * be signed today (`modelText` of `buildAmendmentModel` / `buildRevocationModel`): the original by
 * its title, day of signing and record hash, the parties, the current state's law and formalities;
 * the statements an attorney must still insert; an amendment's redline. When the state's law no
 * longer allows the change, or an amendment has no change yet, the text is null with the reason.
 */
export async function getChangeDraft(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string },
): Promise<ChangeDraftDetailResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const change = await ctx.repository.findChangeDetail(facts.document.id, input.changeId, facts.document);
  if (!change) throw notFound();
  const [drawn, declarations] = await Promise.all([
    changeDocumentOf(ctx, facts, change),
    ctx.disclosure.declarations(facts.document.id),
  ]);
  const model = "model" in drawn ? drawn.model : null;
  const rule = "rule" in drawn ? drawn.rule : null;
  const startedAt = new Date(change.createdAt).toISOString();
  const sides = [
    { respondent: "A" as const, userId: facts.document.userAId },
    { respondent: "B" as const, userId: facts.document.userBId },
  ];
  return {
    ...changeDraftOf(change),
    text: model ? modelText(model) : null,
    unavailableReason: "unavailable" in drawn ? drawn.unavailable : null,
    pendingAttorneyInserts: model ? pendingAttorneyInserts(model) : [],
    parties: [
      { respondent: "A", userId: facts.document.userAId, name: partyOfRow("A", change.partyA).fullName },
      { respondent: "B", userId: facts.document.userBId, name: partyOfRow("B", change.partyB).fullName },
    ],
    signingRule: rule,
    disclosure: rule?.disclosureConfirmation
      ? sides.map(({ respondent, userId }) => {
          const declaration = declarations.find((one) => one.userId === userId) ?? null;
          return {
            respondent,
            declaration: declaration?.declaration ?? null,
            declaredAt: declaration?.declaredAt ?? null,
            confirmed: isDisclosureConfirmedSince(declaration, startedAt),
          };
        })
      : [],
    redline:
      change.kind === "AMENDMENT"
        ? change.changes.map(({ label, title, oldText, newText, reason }) => ({
            label,
            title,
            oldText,
            newText,
            reason: reason as AgreementChange["reason"],
          }))
        : [],
  };
}
