/**
 * Deleting one's own account (`account_deletions`, `legal_holds`): the request (typed confirmation,
 * recent sign-in, 30 days to cancel, sessions ended, e-mail off), its withdrawal, an admin's legal
 * hold, the admin's list of requests, and the daily job that carries out those due: every owner
 * module erases its own rows by the retention table (`PersonalDataEraser`), kept what belongs to
 * signed agreements. One use case per file, each a function of the module's context and its input.
 */
export { createAccountDeletionsRepository } from "./account-deletions.repository.ts";
export type {
  AccountDeletionsContext,
  AccountDeletionUsers,
  PartyAgreement,
  PersonalDataEraser,
} from "./account-deletions.context.ts";
export {
  runAccountDeletions,
  eraseAccount,
  RUN_ACCOUNT_DELETIONS_JOB,
} from "./run-account-deletions.ts";
