import type { State } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { DocumentsContext } from "./documents.context.ts";
import { DOCUMENT_MESSAGES } from "./documents.messages.ts";

/** A live state customers can choose, or a 400 issue on `stateId` (creating a document, changing its state). */
export async function requireSelectableState(ctx: Pick<DocumentsContext, "states">, stateId: string): Promise<State> {
  const state = await ctx.states.findState(stateId);
  if (!state || !state.isActive) throw DomainError.invalidField("stateId", DOCUMENT_MESSAGES.stateUnavailable);
  return state;
}
