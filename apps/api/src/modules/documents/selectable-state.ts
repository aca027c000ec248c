import { stateLawOf } from "@prenup/content/runtime";
import type { State } from "@prenup/db";
import { DomainError, postnupDecisionAt, POSTNUP_MESSAGES, type AgreementKind } from "@prenup/domain";
import type { DocumentsContext } from "./documents.context.ts";
import { DOCUMENT_MESSAGES } from "./documents.messages.ts";

/** A live state customers can choose, or a 400 issue on `stateId` (creating a document, changing its state). */
export async function requireSelectableState(ctx: Pick<DocumentsContext, "states">, stateId: string): Promise<State> {
  const state = await ctx.states.findState(stateId);
  if (!state || !state.isActive) throw DomainError.invalidField("stateId", DOCUMENT_MESSAGES.stateUnavailable);
  return state;
}

/**
 * Refuses a postnup in a state whose law does not let spouses make one (409 POSTNUP_NOT_AVAILABLE:
 * the matrix's reason and its citation), on today's date in that state; a premarital agreement,
 * and a postnup where the state allows one or sends it to court, pass.
 */
export function requireKindAllowedIn(state: Pick<State, "abbreviation">, kind: AgreementKind, now: Date): void {
  if (kind !== "POSTNUP") return;
  const row = stateLawOf(state.abbreviation);
  if (!row) throw new DomainError("POSTNUP_NOT_AVAILABLE", POSTNUP_MESSAGES.noLaw);
  const decision = postnupDecisionAt(row, now);
  if (decision.outcome === "BLOCKED")
    throw new DomainError("POSTNUP_NOT_AVAILABLE", POSTNUP_MESSAGES.blocked(decision));
}
