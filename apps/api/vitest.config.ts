import { databaseTestProjects } from "@prenup/db/testing";
import { defineConfig } from "vitest/config";

// Every test file runs on PGlite; with TEST_DATABASE_URL (CI) every file runs on PostgreSQL and the
// smoke files below on PGlite too: the answer write's transaction, statement counts per driver,
// concurrent invitations, the user row's lifecycle and the HTTP edge.
export default defineConfig({
  test: {
    projects: databaseTestProjects({
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      globalSetup: ["test/global-setup.ts"],
      pgliteSmoke: [
        "test/answers.test.ts",
        "test/statement-counts.test.ts",
        "test/partners.test.ts",
        "test/users.test.ts",
        "test/http.test.ts",
      ],
    }),
  },
});
