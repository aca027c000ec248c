import { defineModule } from "../manifest.ts";
import { partyDocumentsOf } from "../documents/documents.queries.ts";
import { notarizedDocumentIds } from "../notarizations/notarizations.queries.ts";
import { createAccountDeletionsRepository } from "./index.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import { registerAccountDeletionsRoutes } from "./account-deletions.routes.ts";
import { accountDeletionJobs, RUN_ACCOUNT_DELETIONS_JOB } from "./run-account-deletions.ts";

export const accountDeletionsModule = defineModule<AccountDeletionsContext>({
  name: "account-deletions",
  description:
    "deleting one's own account (`account_deletions`, `legal_holds`): the request (typed confirmation, recent sign-in, 30 days to cancel, every session ended through `users.sessions_ended_at`, reminder e-mail off), its withdrawal, an admin's legal hold that makes it wait, the admin's list with the legal deadline and the median days to complete, and the daily job that carries out those due: each owner module erases its own rows (its manifest's `erase`, run the modules that need others first and the account last) by the retention table of the domain (`RETENTION_RULES`), keeping what belongs to signed agreements and closing the unsigned ones for both partners",
  owns: ["account_deletions", "legal_holds"],
  needs: ["audit", "documents", "files", "notarizations", "users"],
  build: ({ db, clock, jobs, mail, identity, config }, modules) => ({
    db,
    clock,
    repository: createAccountDeletionsRepository(),
    jobs,
    mail,
    audit: modules.audit,
    users: modules.users,
    agreementsOf: async (executor, userId) => {
      const agreements = await partyDocumentsOf(executor, userId);
      const signed = await notarizedDocumentIds(
        executor,
        agreements.map((agreement) => agreement.documentId),
      );
      return agreements.map((agreement) => ({ ...agreement, signed: signed.has(agreement.documentId) }));
    },
    // Each module erases its own rows (its manifest's `erase`), the modules that need others first:
    // the list sets them once every module is built (`moduleErasers`).
    erasers: [],
    files: modules.files,
    identity,
    customerAppUrl: config.customerAppUrl,
  }),
  routes: (app, context) => registerAccountDeletionsRoutes(app, { accountDeletions: context }),
  jobs: accountDeletionJobs,
  daily: [RUN_ACCOUNT_DELETIONS_JOB],
});
