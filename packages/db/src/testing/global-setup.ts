import { prepareTestDatabases } from "./test-database.ts";

/**
 * Vitest global setup (added by databaseTestProjects): builds the migrated, seeded PGlite snapshot
 * and, when TEST_DATABASE_URL is set, the PostgreSQL template once per run, before the workers start.
 */
export default async function setup(): Promise<void> {
  await prepareTestDatabases();
}
