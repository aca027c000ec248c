import type { Executor } from "@prenup/db";
import { textEditProblem, type AgreementProblem } from "@prenup/domain";
import type { NotarizationsRepository } from "./notarizations.repository.ts";

/**
 * Whether the agreement's text may change now: a live or completed notarization freezes it
 * (`textEditProblem`). Built from the repository alone, so the modules below notarization (the
 * agreement's regenerate confirmation, the editor) ask it without the notarization service.
 */
export function createTextEditGate(repository: Pick<NotarizationsRepository, "findLive">) {
  return {
    async textEditProblem(documentId: string, executor?: Executor): Promise<AgreementProblem | null> {
      return textEditProblem(await repository.findLive(documentId, executor));
    },
  };
}
