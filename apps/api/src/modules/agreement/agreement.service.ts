import { DEATH_WAIVER_CLAUSE_KEYS, executionFormalities, type ExecutionFormalities } from "@prenup/agreement";
import type { Executor } from "@prenup/db";
import { createAgreementHistory } from "./agreement-history.ts";
import type { AgreementDeps } from "./agreement.deps.ts";
import { createAgreementReads } from "./agreement.reads.ts";
import { createRecordWriter } from "./agreement.record.ts";
import { createChangeApproval } from "./change-approval.ts";
import { createCommitEdits } from "./commit-edits.ts";
import { createGenerateAgreement } from "./generate-agreement.ts";
import { createRecordDownload } from "./record-download.ts";
import { createRegenerationStatus } from "./regeneration-status.ts";
import { createRenderStep } from "./render-agreement.ts";
import { createRenderLibraryClauses } from "./render-library-clauses.ts";
import { createReviewAndFinalize } from "./review-and-finalize.ts";

export { AGREEMENT_MESSAGES } from "./agreement.messages.ts";

/**
 * The agreement's lifecycle, one use case per file: generation (`generate-agreement.ts`), the
 * editor's commit (`commit-edits.ts`), the regeneration check (`regeneration-status.ts`), review,
 * finalization and the regenerate confirmation (`review-and-finalize.ts`), the attorneys'
 * approvals (`change-approval.ts`), the history (`agreement-history.ts`), the presentation record
 * (`record-download.ts`) and a library group's clauses (`render-library-clauses.ts`). Generation,
 * the commit and the final copy share one render step (`render-agreement.ts`).
 */
export function createAgreementService(deps: AgreementDeps) {
  const { repository, renderer } = deps;
  const reads = createAgreementReads(deps);
  const record = createRecordWriter(deps);
  const render = createRenderStep(deps);
  const history = createAgreementHistory(deps, { reads });

  return {
    rendererName: renderer.name,
    renderClausesFor: createRenderLibraryClauses(deps, { reads }),
    commitEdits: createCommitEdits(deps, { reads, render }),
    /** POST /documents/{id}/generate. */
    generate: createGenerateAgreement(deps, { reads, render }).generate,
    /** GET /documents/{id}/regeneration-status. */
    regenerationStatus: createRegenerationStatus(deps, { reads }),
    /** PATCH /documents/{id}: a review, a finalization or the regenerate confirmation (documents delegates here). */
    applyAgreementChange: createReviewAndFinalize(deps, { reads, record, render }),
    /** POST /documents/{id}/approval/grant and /rescind. */
    changeApproval: createChangeApproval(deps, { reads, record }),
    history: history.history,
    snapshot: history.snapshot,
    recordDownload: createRecordDownload(deps, { reads, record }),

    /**
     * How this agreement is executed (`executionFormalities`: the state's rules, the template
     * state's witness switch, and Florida's witnesses when the text waives rights at death), as its
     * signature page draws it: the one rule the notarization module reads for the session, the
     * in-person instructions and its checks. Null for an unknown document or one without a state.
     */
    async executionFormalitiesOf(documentId: string, executor?: Executor): Promise<ExecutionFormalities | null> {
      const facts = await repository.loadFormalityFacts(documentId, DEATH_WAIVER_CLAUSE_KEYS, executor);
      if (!facts?.stateAbbreviation) return null;
      return executionFormalities({
        stateAbbreviation: facts.stateAbbreviation,
        witnessRequired: facts.witnessRequired,
        waivesRightsAtDeath: facts.waivesRightsAtDeath,
      });
    },

    close: () => renderer.close(),
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;
