import type { AftercareContext } from "./aftercare.context.ts";
import { aftercareFactsOf } from "./aftercare-facts.ts";
import { aftercareResponse } from "./aftercare-response.ts";
import type { AftercareResponse } from "./aftercare.schemas.ts";

/**
 * GET /users/{id}/documents/{docId}/aftercare: the spouse's reminders with the next one, where they
 * live against the agreement's state, and what to keep separate (three statements).
 */
export async function getAftercare(
  ctx: AftercareContext,
  input: { userId: string; documentId: string; residenceState: string | null },
): Promise<AftercareResponse> {
  const facts = await aftercareFactsOf(ctx, input);
  const scheduledEntries = facts.signedOn
    ? await ctx.scheduledEntries({ ownerId: input.userId, documentId: facts.documentId })
    : [];
  return aftercareResponse(facts, { residenceState: input.residenceState, scheduledEntries });
}
