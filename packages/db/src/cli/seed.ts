// Usage: pnpm --filter @prenup/db seed [--demo]
// Migrates the database (DATABASE_URL, or the PGlite folder .data/api) and loads the reference
// data; with --demo also the demo accounts of common.md.
import { createDatabase, defaultDataDir } from "../client.ts";
import { migrate } from "../migrate.ts";
import { seedDemo, seedReference } from "../seeds/index.ts";

const withDemo = process.argv.includes("--demo");
const url = process.env["DATABASE_URL"];
const database = await createDatabase({
  ...(url ? { url } : {}),
  dataDir: process.env["API_DATA_DIR"] ?? defaultDataDir,
});
try {
  console.log(
    `Database: ${database.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${process.env["API_DATA_DIR"] ?? defaultDataDir}`}`,
  );
  await migrate(database);
  console.log("Migrations applied.");
  await seedReference(database.db);
  console.log("Reference data seeded.");
  if (withDemo) {
    await seedDemo(database.db);
    console.log("Demo data seeded (accounts of common.md, password Prenup-demo-2026! at the identity provider).");
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
