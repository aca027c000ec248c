import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import type { SignedClausesResponse } from "./agreement-changes.schemas.ts";
import { signedAgreementFacts } from "./change-draft-facts.ts";

/**
 * GET …/signed-clauses: the clauses of the notarized agreement an amendment can name, by label, with
 * their signed title and text (what a change's old text will be). 404 for a stranger; 409
 * CHANGE_NOT_AVAILABLE before the agreement is notarized.
 */
export async function listSignedClauses(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string },
): Promise<SignedClausesResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  return { items: await ctx.agreement.amendableClausesOf(facts.document.id) };
}
