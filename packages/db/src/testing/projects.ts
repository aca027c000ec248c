import { fileURLToPath } from "node:url";

const globalSetup = fileURLToPath(new URL("./global-setup.ts", import.meta.url));

/**
 * Vitest `projects` that run the same test files once on PGlite and, when TEST_DATABASE_URL is
 * set, once more on PostgreSQL. Use in a package's vitest.config.ts:
 *
 *   export default defineConfig({ test: { projects: databaseTestProjects({ include: ["src/**\/*.test.ts"] }) } });
 */
export function databaseTestProjects(options: { include?: string[]; exclude?: string[]; testTimeout?: number; name?: string } = {}) {
  const include = options.include ?? ["src/**/*.test.ts", "test/**/*.test.ts"];
  const prefix = options.name ? `${options.name}:` : "";
  const base = {
    include,
    ...(options.exclude ? { exclude: options.exclude } : {}),
    testTimeout: options.testTimeout ?? 30_000,
    hookTimeout: 60_000,
    globalSetup: [globalSetup],
  };
  const projects = [{ extends: true as const, test: { ...base, name: `${prefix}pglite`, env: { TEST_DB_DRIVER: "pglite" } } }];
  const url = process.env["TEST_DATABASE_URL"];
  if (url) {
    projects.push({
      extends: true as const,
      test: { ...base, name: `${prefix}postgres`, env: { TEST_DB_DRIVER: "postgres", TEST_DATABASE_URL: url } as never },
    });
  }
  return projects;
}
