/**
 * A user's copy of their own data (`data_exports`): the request (recent sign-in, one at a time), the
 * job that builds the ZIP from the owners' published reads and e-mails a single-use link, and the
 * public download that uses the link up. One use case per file, each a function of the module's
 * context and its input; the routes call them directly.
 */
export { createDataExportsRepository } from "./data-exports.repository.ts";
export type { DataExportsContext, DataExportSources } from "./data-exports.context.ts";
export { BUILD_DATA_EXPORT_JOB } from "./build-data-export.ts";
export { PURGE_EXPORT_FILES_JOB } from "./purge-export-files.ts";
