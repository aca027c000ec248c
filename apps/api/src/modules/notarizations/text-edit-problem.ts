import type { Executor } from "@prenup/db";
import { textEditProblem as textEditProblemOf, type AgreementProblem } from "@prenup/domain";
import type { NotarizationsContext } from "./notarizations.context.ts";

/**
 * Whether the agreement's text may change now: a live or completed notarization freezes it (the
 * domain's `textEditProblem`). Needs the repository alone, so the modules below notarization (the
 * agreement's regenerate confirmation, the editor) ask it without the notarizations' context.
 */
export async function textEditProblem(
  ctx: Pick<NotarizationsContext, "repository">,
  documentId: string,
  executor?: Executor,
): Promise<AgreementProblem | null> {
  return textEditProblemOf(await ctx.repository.findLive(documentId, executor));
}
