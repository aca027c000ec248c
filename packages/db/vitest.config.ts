import { defineConfig } from "vitest/config";
import { databaseTestProjects } from "./src/testing/projects.ts";

// With TEST_DATABASE_URL (CI) every file runs on PostgreSQL, and what differs by driver on PGlite too.
export default defineConfig({
  test: {
    projects: databaseTestProjects({
      include: ["src/**/*.test.ts"],
      pgliteSmoke: [
        "src/client.test.ts",
        "src/migrate.test.ts",
        "src/prepared.test.ts",
        "src/content-version.test.ts",
        "src/seeds/seeds.test.ts",
      ],
    }),
  },
});
