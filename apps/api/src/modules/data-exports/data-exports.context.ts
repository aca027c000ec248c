import type { Database, Executor } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { OwnAftercarePlanRow } from "../aftercare/aftercare.queries.ts";
import type { OwnChangeRow } from "../agreement-changes/agreement-changes.queries.ts";
import type { OwnProposalRow } from "../alignment/alignment.queries.ts";
import type { OwnAnswerRow } from "../answers/answers.queries.ts";
import type { FilesService } from "../files/index.ts";
import type { FinancialDisclosureService } from "../financial-disclosure/index.ts";
import type { OwnPurchaseRow } from "../purchase-items/purchase-items.queries.ts";
import type { UserDataRow } from "../users/users.queries.ts";
import type { DataExportsRepository } from "./data-exports.repository.ts";

/**
 * What the export reads of the other modules, each through its owner's published reads (the
 * composition root wires them): the user's own rows only, never the partner's.
 */
export type DataExportSources = {
  userData: (executor: Executor, userId: string) => Promise<UserDataRow | null>;
  documentIds: (executor: Executor, userId: string) => Promise<string[]>;
  answers: (executor: Executor, userId: string) => Promise<OwnAnswerRow[]>;
  proposals: (executor: Executor, userId: string) => Promise<OwnProposalRow[]>;
  disclosure: Pick<FinancialDisclosureService, "listOwnEntries" | "ownEntryDocument">;
  purchases: (executor: Executor, userId: string) => Promise<OwnPurchaseRow[]>;
  /** The amendments and revocations of the user's agreements, each with the user's own signing. */
  changes: (executor: Executor, userId: string) => Promise<OwnChangeRow[]>;
  /** The user's aftercare reminders on their agreements. */
  aftercare: (executor: Executor, userId: string) => Promise<OwnAftercarePlanRow[]>;
};

/**
 * What every use case of the module runs with, built once by its manifest's `build` and passed as the
 * first argument (`requestDataExport(ctx, input)`).
 */
export type DataExportsContext = {
  db: Database;
  clock: Clock;
  repository: DataExportsRepository;
  jobs: JobQueue;
  mail: MailPort;
  /** The ZIP's bytes: stored and read through the files module. */
  files: Pick<FilesService, "storeArchive" | "findFile" | "readFile" | "removeFile">;
  sources: DataExportSources;
  /** Where the download link points: the API as the customer app serves it (`<app>/api`). */
  downloadBaseUrl: string;
};
