import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { NotaryPort } from "../../integrations/notary/index.ts";
import type { AgreementService } from "../agreement/index.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { DocumentFilesService } from "../document-files/index.ts";
import type { FilesService } from "../files/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { WebhookInbox } from "../webhook-inbox/index.ts";
import type { NotarizationsRepository } from "./notarizations.repository.ts";

/** Who is asking (and from which request, for the audit trail). */
export type NotaryActor = { id: string; isAdmin: boolean; request?: AuditRequest };

/**
 * What every use case of the notarizations module runs with: built once by its manifest's `build` and
 * passed as the first argument (`startNotarization(ctx, documentId, actor)`).
 */
export type NotarizationsContext = {
  db: Database;
  clock: Clock;
  repository: NotarizationsRepository;
  standing: Pick<StandingService, "loadContext" | "standingOf">;
  files: Pick<FilesService, "findFile" | "readFile" | "prepareFile" | "recordFile" | "discardBytes">;
  /** The links of the notarized PDF and the in-person proof to their agreement. */
  documentFiles: Pick<DocumentFilesService, "attachGeneratedFile">;
  notary: NotaryPort;
  proofLimitBytes: number;
  /** The couple hears that their agreement is notarized (recorded in the same transaction). */
  mail?: Pick<MailPort, "enqueue">;
  customerAppUrl?: string;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /**
   * The agreement module: a document's execution formalities (the one rule its signature page is
   * drawn from), and its record, where the signatures and the notarization are appended.
   */
  agreement: Pick<AgreementService, "executionFormalitiesOf" | "recordNotarization">;
  /** Records corrections of a signing date. */
  audit?: AuditRecorder;
  /** Schedules the expiry of an online session at the close of its signing window. */
  jobs?: Pick<JobQueue, "enqueue">;
};
