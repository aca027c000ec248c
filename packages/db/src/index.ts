export * from "./client.ts";
export { migrate, migrationsFolder } from "./migrate.ts";
export { referenceId, REFERENCE_NAMESPACE } from "./reference-id.ts";
export { seedReference, upsertById } from "./seeds/index.ts";
export * as schema from "./schema/index.ts";
export * from "./schema/index.ts";
