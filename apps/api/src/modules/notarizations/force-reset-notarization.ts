import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";
import { resetRow } from "./reset-notarization.ts";

/** PATCH /notarizations/{id}/force-reset: an admin resets any notarization, completed ones included. */
export function forceResetNotarization(ctx: NotarizationsContext, id: string, actor: NotaryActor): Promise<void> {
  return resetRow(ctx, id, actor, true);
}
