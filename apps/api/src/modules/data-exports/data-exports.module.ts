import { defineModule } from "../manifest.ts";
import { userDataOf } from "../users/users.queries.ts";
import { ownAnswersOf } from "../answers/answers.queries.ts";
import { ownProposalsOf } from "../alignment/alignment.queries.ts";
import { liveDocumentIdsOf, liveDocumentIdsOfParty, partySideOf } from "../documents/documents.queries.ts";
import { ownChangesOf } from "../agreement-changes/agreement-changes.queries.ts";
import { ownAftercarePlansOf } from "../aftercare/aftercare.queries.ts";
import { ownPurchasesOf } from "../purchase-items/purchase-items.queries.ts";
import { createDataExportsRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { DataExportsContext } from "./data-exports.context.ts";
import { registerDataExportsRoutes } from "./data-exports.routes.ts";
import { buildDataExportJob } from "./build-data-export.ts";
import { purgeExportFilesJob, PURGE_EXPORT_FILES_JOB } from "./purge-export-files.ts";

export const dataExportsModule = defineModule<DataExportsContext>({
  name: "data-exports",
  description:
    "a user's copy of their own data (`data_exports`): the request (recent sign-in, one at a time), a job that builds a ZIP from the owners' published reads (profile, consents, answers and proposals, one's own disclosure entries with their statements, payments, the agreements' amendments and revocations with one's own signed copies, one's aftercare reminders) and e-mails a single-use link for 24 hours, the public download that uses it up",
  owns: ["data_exports"],
  needs: [
    "aftercare",
    "agreement",
    "agreement-changes",
    "alignment",
    "answers",
    "chats",
    "documents",
    "files",
    "financial-disclosure",
    "purchase-items",
    "users",
  ],
  // A user's copy of their data: the owners' published reads of that user's own rows.
  build: ({ db, clock, jobs, mail, config }, modules) => ({
    db,
    clock,
    repository: createDataExportsRepository(db),
    jobs,
    mail,
    files: modules.files,
    sources: {
      userData: userDataOf,
      documentIds: liveDocumentIdsOf,
      answers: ownAnswersOf,
      proposals: ownProposalsOf,
      disclosure: modules["financial-disclosure"],
      purchases: ownPurchasesOf,
      changes: (executor, userId) =>
        ownChangesOf(executor, liveDocumentIdsOfParty(userId), (documentId) => partySideOf(documentId, userId)),
      aftercare: ownAftercarePlansOf,
    },
    downloadBaseUrl: `${config.customerAppUrl}/api`,
  }),
  routes: (app, context) => registerDataExportsRoutes(app, { dataExports: context }),
  jobs: (context) => [buildDataExportJob(context), purgeExportFilesJob(context)],
  daily: [PURGE_EXPORT_FILES_JOB],
  erase: erasePersonalData,
});
