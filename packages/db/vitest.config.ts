import { defineConfig } from "vitest/config";
import { databaseTestProjects } from "./src/testing/projects.ts";

export default defineConfig({
  test: { projects: databaseTestProjects({ include: ["src/**/*.test.ts"] }) },
});
