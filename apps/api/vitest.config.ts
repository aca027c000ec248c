import { availableParallelism } from "node:os";
import { databaseTestProjects } from "@prenup/db/testing";
import { defineConfig } from "vitest/config";

// Every test file runs on PGlite; with TEST_DATABASE_URL (CI) every file runs on PostgreSQL and the
// smoke files below on PGlite too: the answer write's transaction, statement counts per driver, the
// user row's lifecycle and the HTTP edge (a lost database included). Races are not among them: PGlite
// runs one statement at a time, so none can show there.
export default defineConfig({
  test: {
    // At least two files at a time, also on two cores (Vitest's default would run one): a file waits
    // on its database, its child processes and its timers most of the time, and no two files share a
    // database, a port or a Redis key.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: databaseTestProjects({
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      // A guard against a hung test, not a speed limit: the sweeps over every route (unknown ids,
      // text inputs) and the races take 20-45 s each on a slow two-core machine under the whole
      // suite's load, and a test is never judged by its time.
      testTimeout: 120_000,
      globalSetup: ["test/global-setup.ts"],
      pgliteSmoke: ["test/answers.test.ts", "test/statement-counts.test.ts", "test/users.test.ts", "test/http.test.ts"],
    }),
  },
});
