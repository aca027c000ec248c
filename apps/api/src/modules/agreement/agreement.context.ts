import type { Database, Executor } from "@prenup/db";
import type { AgreementProblem } from "@prenup/domain";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { DocumentFilesService } from "../document-files/index.ts";
import type { DocumentRecords } from "../documents/index.ts";
import type { FilesService } from "../files/index.ts";
import type { NotarizationReadyNotice, StandingService } from "../standing/index.ts";
import type { TemplatesService } from "../templates/index.ts";
import type { TermsService } from "../terms/index.ts";
import type { DisclosureSource } from "./disclosure-source.ts";
import type { AgreementRenderer } from "./worker-renderer.ts";
import type { AgreementRepository } from "./agreement.repository.ts";

/** Whether the agreement's text may change now (a live notarization freezes it): the notarization module's gate. */
export type TextEditGate = {
  textEditProblem(documentId: string, executor?: Executor): Promise<AgreementProblem | null>;
};

/**
 * What every use case of the agreement module runs with: built once by its manifest's `build` and
 * passed as the first argument (`generateAgreement(ctx, input)`), with the module's repository, the
 * ports it calls and the other modules' services it uses.
 */
export type AgreementContext = {
  db: Database;
  clock: Clock;
  repository: AgreementRepository;
  standing: Pick<StandingService, "loadContext" | "standingOf">;
  documents: Pick<DocumentRecords, "documentFor" | "lockDocument" | "lockSigningFacts" | "updateAgreementFields">;
  templates: Pick<TemplatesService, "loadForGeneration">;
  terms: Pick<TermsService, "listTerms">;
  files: FilesService;
  documentFiles: Pick<DocumentFilesService, "attachGeneratedFiles">;
  disclosure: DisclosureSource;
  renderer: AgreementRenderer;
  /** A regeneration confirmed while a notarization is claimed is refused under the document's row lock. */
  textEditGate?: TextEditGate;
  /** The couple hears of an attorney's commit (recorded in its transaction, delivered after). */
  mail?: Pick<MailPort, "enqueue" | "enqueueOnce">;
  customerAppUrl?: string;
  /** An approval, review or finalization that clears a partner's last notarization blocker records the e-mail /notarize promises. */
  notarizationReady?: Pick<NotarizationReadyNotice, "noticeCoupleIfReady">;
};
