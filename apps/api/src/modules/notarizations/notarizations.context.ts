import { NOTARIZATION_MESSAGES } from "@prenup/domain";
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

export const NOTARIZATION_SERVICE_MESSAGES = {
  notFound: "Notarization not found",
  documentNotFound: "Document not found",
  finishedCannotBeDeleted: "A completed notarization cannot be deleted.",
  completedReset: "A completed notarization can only be reset by an administrator.",
  notaryUnavailable: "The notary service could not be reached. Please try again in a few minutes.",
  noGeneratedPdf: "Generate your document before you notarize it.",
  signatureInvalid: "The notary webhook's signature is missing, wrong or too old.",
  changedMeanwhile: "The agreement changed while the notarization was starting. Please try again.",
  inProgress: NOTARIZATION_MESSAGES.open,
  notSignedYet: "Nothing has been signed in this notarization yet: there is no date of signing to correct.",
  invalidCorrection: (reason: string) =>
    `${reason} The date was not changed. To record that this signing does not count, reset the notarization (force reset) so the couple can sign again.`,
  locationAfterStart: "The notarization has already started: reset it to change where you will sign.",
  locationNotASigner:
    "Only a signer of the session (a partner, or a partner's assigned attorney) answers where they will sign.",
  notDueYet:
    "The notarization's signing window has not closed yet (the servers' clocks differ): the expiry runs again later.",
} as const;

/** Who is asking (and from which request, for the audit trail). */
export type NotaryActor = { id: string; isAdmin: boolean; request?: AuditRequest };

/** What the notarizations' use cases are built from (the composition root provides it). */
export type NotarizationsDeps = {
  db: Database;
  clock: Clock;
  repository: NotarizationsRepository;
  standing: StandingService;
  files: FilesService;
  documentFiles: DocumentFilesService;
  notary: NotaryPort;
  proofLimitBytes: number;
  /** The couple hears that their agreement is notarized (recorded in the same transaction). */
  mail?: Pick<MailPort, "enqueue">;
  customerAppUrl?: string;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /** The agreement module's execution formalities of a document: the one rule its signature page is drawn from. */
  agreement: Pick<AgreementService, "executionFormalitiesOf">;
  /** Records corrections of a signing date. */
  audit?: AuditRecorder;
  /** Schedules the expiry of an online session at the close of its signing window. */
  jobs?: Pick<JobQueue, "enqueue">;
};
