import type { Database, Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { IdentityAdminPort } from "../../integrations/identity/index.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AuditRecord } from "../audit/index.ts";
import type { FilesService } from "../files/index.ts";
import type { AccountDeletionsRepository } from "./account-deletions.repository.ts";

/**
 * One module's part of an account's deletion: it deletes or anonymises its own rows of the subject
 * by the retention table's rule, in the deletion's transaction, and names the files it no longer
 * references. Each owner module declares its own in its manifest (`erase`, `erase-personal-data.ts`).
 */
export type PersonalDataEraser = {
  /** The module whose tables it erases (named in the deletion's audit row). */
  module: string;
  erase: (executor: Executor, subject: ErasureSubject) => Promise<ErasureOutcome>;
};

/** What the deletion asks of the users module, which owns the users table. */
export type AccountDeletionUsers = {
  /** The live account's e-mail, names, unsubscribe time and identity-provider id; null when closed. */
  account: (
    executor: Executor,
    userId: string,
  ) => Promise<{
    email: string;
    firstName: string | null;
    lastName: string | null;
    externalId: string;
    emailUnsubscribedAt: Date | null;
  } | null>;
  /** Refuses every token from a sign-in before `at` ("signed out everywhere"). */
  endSessions: (executor: Executor, userId: string, at: Date) => Promise<void>;
  /** Turns reminder and notification e-mail off (`at`) or back on (null). */
  setEmailUnsubscribed: (executor: Executor, userId: string, at: Date | null) => Promise<void>;
};

/** The agreements the user is a party of, each with the partner and whether it was signed. */
export type PartyAgreement = { documentId: string; partnerId: string | null; signed: boolean };

/**
 * What every use case of the module runs with, built once by its manifest's `build` and passed as the
 * first argument (`requestAccountDeletion(ctx, input)`).
 */
export type AccountDeletionsContext = {
  db: Database;
  clock: Clock;
  repository: AccountDeletionsRepository;
  jobs: JobQueue;
  mail: MailPort;
  audit: { record: (executor: Executor, entry: AuditRecord) => Promise<void> };
  users: AccountDeletionUsers;
  /** The user's agreements, from the documents' and notarizations' published reads. */
  agreementsOf: (executor: Executor, userId: string) => Promise<PartyAgreement[]>;
  /** Every owner module's erasure, run in order in one transaction. */
  erasers: readonly PersonalDataEraser[];
  files: Pick<FilesService, "findFile" | "removeFile">;
  identity: IdentityAdminPort;
  /** The customer app, for the e-mails' links. */
  customerAppUrl: string;
};
