export { createPgliteDataDir, createTestDatabase, testDatabaseDriver, type TestDatabase } from "./test-database.ts";
export { databaseTestProjects } from "./projects.ts";
export * from "./factories.ts";
export { allTables, snapshotTables } from "./snapshot.ts";
export { attorneyLicences } from "./licences.ts";
