export * from "./client.ts";
export {
  isDatabaseBusyError,
  isDatabaseUnavailableError,
  waitForDatabase,
  type WaitForDatabaseOptions,
} from "./availability.ts";
export { migrate, migrationsFolder, pendingMigrations } from "./migrate.ts";
export { MAX_STATEMENT_SHAPES, preparedQuery, preparedStatement } from "./prepared.ts";
export { subquery } from "./subquery.ts";
export { isoTimestamp } from "./timestamps.ts";
export {
  activeDocumentOf,
  documentParty,
  certifiesCurrentText,
  latestCommitAt,
  live,
  partnerOfUser,
  purchaseInForce,
  sharedProductPaid,
  sideOfUser,
  type LiveSource,
  type UserRef,
} from "./rules.ts";
export { writeKeyStore, type RecordedWriteRequest, type WriteKeyClaim } from "./write-key-store.ts";
export { contentIds, referenceId, REFERENCE_NAMESPACE } from "./reference-id.ts";
export * from "./seeds/index.ts";
export * from "./lookups.ts";
export type * from "./types.ts";
export * as schema from "./schema/index.ts";
export * from "./schema/index.ts";
