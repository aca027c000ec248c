import { databaseTestProjects } from "@prenup/db/testing";
import { defineConfig } from "vitest/config";

// Every test file runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
export default defineConfig({
  test: { projects: databaseTestProjects({ include: ["test/**/*.test.ts", "src/**/*.test.ts"] }) },
});
