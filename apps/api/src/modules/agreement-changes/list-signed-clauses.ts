import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import type { SignedClausesResponse } from "./agreement-changes.schemas.ts";
import { currentClauses } from "@prenup/agreement";
import { clausesInEffect, signedAgreementFacts } from "./change-draft-facts.ts";

/**
 * GET …/signed-clauses: the clauses an amendment can name, by label, with their title and text in
 * effect (the notarized agreement with its signed amendments applied: what a change's old text will be). 404 for a stranger; 409
 * CHANGE_NOT_AVAILABLE before the agreement is notarized.
 */
export async function listSignedClauses(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string },
): Promise<SignedClausesResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const { clauses } = await clausesInEffect(ctx, facts.document.id);
  return { items: currentClauses(clauses) };
}
