import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AgreementRenderer, AgreementService } from "../agreement/index.ts";
import type { FilesService } from "../files/index.ts";
import type { FinancialDisclosureService } from "../financial-disclosure/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { TermsService } from "../terms/index.ts";
import type { AgreementChangesRepository } from "./agreement-changes.repository.ts";

/**
 * What the agreement changes' use cases run with, built once by its manifest's `build`: the
 * standing's context of one partner (the agreement, its state, its notarization, the wedding date),
 * the drafts' repository (`agreement_changes`), the agreement's execution formalities and the
 * clauses an amendment can name (the signed text), and the state's terms a draft's text prints; the
 * file port's module for the signed PDFs, and the agreement's record the signings are appended to.
 */
export type AgreementChangesContext = {
  db: Database;
  clock: Clock;
  repository: AgreementChangesRepository;
  standing: Pick<StandingService, "loadContext" | "weddingDateOf">;
  agreement: Pick<
    AgreementService,
    "executionFormalitiesOf" | "amendableClausesOf" | "recordChangeSigning" | "recordChangeApproval"
  >;
  /** The notarized PDFs of the spouses' signings. */
  files: Pick<FilesService, "prepareFile" | "recordFile" | "discardBytes" | "readFile">;
  uploadLimitBytes: number;
  /** Each spouse's disclosure declaration, which a change's signing may ask to be confirmed again. */
  disclosure: Pick<FinancialDisclosureService, "declarations">;
  terms: Pick<TermsService, "listTerms">;
  /** Draws a change's document as PDF and DOCX, off the request thread. */
  renderer: Pick<AgreementRenderer, "render">;
};
