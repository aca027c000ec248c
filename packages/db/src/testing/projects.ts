import { fileURLToPath } from "node:url";

const globalSetup = fileURLToPath(new URL("./global-setup.ts", import.meta.url));

/**
 * Vitest `projects` for a package whose tests need a database. Without TEST_DATABASE_URL (a fresh
 * machine, the README's `npm test`) every test file runs on PGlite, the embedded default. With it
 * (CI, and anyone with PostgreSQL) every file runs on PostgreSQL, and only `pgliteSmoke` — the
 * files that exercise what the drivers do differently (transactions, statement counts,
 * concurrency, migrations) — runs on PGlite as well, so the suite does not pay twice for the rest.
 * Use in a package's vitest.config.ts:
 *
 *   export default defineConfig({ test: { projects: databaseTestProjects({ include: ["src/**\/*.test.ts"], pgliteSmoke: ["src/client.test.ts"] }) } });
 */
export function databaseTestProjects(
  options: {
    include?: string[];
    exclude?: string[];
    pgliteSmoke?: string[];
    testTimeout?: number;
    name?: string;
    /** The package's own global set-up files, run after the database one (e.g. fixtures built once per run). */
    globalSetup?: string[];
  } = {},
) {
  const include = options.include ?? ["src/**/*.test.ts", "test/**/*.test.ts"];
  const prefix = options.name ? `${options.name}:` : "";
  const base = {
    include,
    ...(options.exclude ? { exclude: options.exclude } : {}),
    testTimeout: options.testTimeout ?? 30_000,
    hookTimeout: 60_000,
    // One module graph per worker for all its files: the app, Fastify and drizzle are imported once
    // rather than once per file (the API suite spent more time importing than testing). Each file
    // still gets its own database; a file must not leave process-wide state behind.
    isolate: false,
    globalSetup: [globalSetup, ...(options.globalSetup ?? [])],
  };
  const url = process.env["TEST_DATABASE_URL"];
  const pglite = url && options.pgliteSmoke ? { ...base, include: options.pgliteSmoke } : base;
  const projects = [
    { extends: true as const, test: { ...pglite, name: `${prefix}pglite`, env: { TEST_DB_DRIVER: "pglite" } } },
  ];
  if (url) {
    projects.push({
      extends: true as const,
      test: {
        ...base,
        name: `${prefix}postgres`,
        env: { TEST_DB_DRIVER: "postgres", TEST_DATABASE_URL: url } as never,
      },
    });
  }
  return projects;
}
