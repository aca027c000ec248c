export * from "./client.ts";
export { migrate, migrationsFolder } from "./migrate.ts";
export { preparedQuery } from "./prepared.ts";
export { referenceId, REFERENCE_NAMESPACE } from "./reference-id.ts";
export * from "./seeds/index.ts";
export * from "./lookups.ts";
export type * from "./types.ts";
export * as schema from "./schema/index.ts";
export * from "./schema/index.ts";
