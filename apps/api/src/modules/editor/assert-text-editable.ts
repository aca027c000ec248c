import type { Executor } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { EditorContext } from "./editor.context.ts";

/** Refuses (409) while a notarization is live: the text the couple signs is fixed. */
export async function assertTextEditable(ctx: EditorContext, documentId: string, executor?: Executor): Promise<void> {
  const problem = await ctx.notarization?.textEditProblem(documentId, executor);
  if (problem) throw new DomainError(problem.code, problem.message);
}
