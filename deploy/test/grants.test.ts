import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The database roles as a deployment makes them, on a real PostgreSQL (TEST_DATABASE_URL, as a
// superuser, and psql, as the release Job runs it): an administrator runs database/roles.sql, the
// release step migrates as the migration role, the Job's grants step runs kubernetes/release/grants.sql
// (twice: it is idempotent), then the data-only role of the servers is tried.
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = path.resolve(deployDir, "..", "apps", "api");
const adminUrl = process.env["TEST_DATABASE_URL"];
const hasPsql = spawnSync("psql", ["--version"]).status === 0;

if (!adminUrl || !hasPsql) console.info("database roles test skipped: it needs TEST_DATABASE_URL and psql");

// Each check starts psql processes that sign in with a password: seconds on a loaded machine.
describe.runIf(adminUrl && hasPsql)(
  "the migration role and the data-only role on PostgreSQL",
  { timeout: 60_000 },
  () => {
    const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
    const database = `prenup_t_deploy_${suffix}`;
    const migrator = `prenup_t_migrator_${suffix}`;
    const dataRole = `prenup_t_app_${suffix}`;
    const password = randomBytes(12).toString("hex");
    const urlOf = (user: string | null, name = database) => {
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      if (user) {
        url.username = user;
        url.password = password;
      }
      return url.toString();
    };
    const psql = (url: string, args: string[], input?: string) =>
      execFileSync("psql", ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", ...args, url], {
        encoding: "utf8",
        ...(input ? { input } : {}),
        stdio: ["pipe", "pipe", "pipe"],
      });
    /** The data role's statement: its output, or the error PostgreSQL gave. */
    const asDataRole = (statement: string): string => {
      const run = spawnSync("psql", ["--no-psqlrc", "--quiet", "-At", "-c", statement, urlOf(dataRole)], {
        encoding: "utf8",
      });
      return run.status === 0 ? run.stdout.trim() : run.stderr.trim();
    };

    beforeAll(() => {
      psql(urlOf(null, new URL(adminUrl!).pathname.slice(1) || "postgres"), ["-c", `CREATE DATABASE ${database}`]);
      psql(urlOf(null), [
        `--set=migration_role=${migrator}`,
        `--set=data_role=${dataRole}`,
        `--file=${path.join(deployDir, "database", "roles.sql")}`,
      ]);
      psql(urlOf(null), [
        "-c",
        `ALTER ROLE ${migrator} PASSWORD '${password}'`,
        "-c",
        `ALTER ROLE ${dataRole} PASSWORD '${password}'`,
      ]);
      // The release step (node dist/release.js in the image) from its source, as the migration role.
      execFileSync(path.join(deployDir, "node_modules", ".bin", "tsx"), ["src/release.ts"], {
        cwd: apiDir,
        env: { PATH: process.env["PATH"] ?? "", NODE_ENV: "production", DATABASE_URL: urlOf(migrator) },
        stdio: "pipe",
      });
      for (let run = 0; run < 2; run += 1)
        psql(urlOf(migrator), [
          `--set=data_role=${dataRole}`,
          `--file=${path.join(deployDir, "kubernetes", "release", "grants.sql")}`,
        ]);
    }, 120_000);

    afterAll(() => {
      const admin = urlOf(null, new URL(adminUrl!).pathname.slice(1) || "postgres");
      spawnSync("psql", ["--no-psqlrc", "-c", `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, admin]);
      spawnSync("psql", [
        "--no-psqlrc",
        "-c",
        `DROP ROLE IF EXISTS ${migrator}`,
        "-c",
        `DROP ROLE IF EXISTS ${dataRole}`,
        admin,
      ]);
    });

    it("the data-only role reads and writes rows", () => {
      expect(
        asDataRole(
          "INSERT INTO users (external_id, email) VALUES ('deploy-grants', 'grants@example.com') RETURNING email",
        ),
      ).toBe("grants@example.com");
      expect(
        asDataRole(
          "UPDATE users SET email = 'changed@example.com' WHERE external_id = 'deploy-grants' RETURNING email",
        ),
      ).toBe("changed@example.com");
      expect(asDataRole("SELECT count(*) FROM users WHERE external_id = 'deploy-grants'")).toBe("1");
      expect(asDataRole("DELETE FROM users WHERE external_id = 'deploy-grants' RETURNING email")).toBe(
        "changed@example.com",
      );
      // The servers' check that the database is not behind their code reads the migrations' journal.
      expect(Number(asDataRole("SELECT count(*) FROM drizzle.__drizzle_migrations"))).toBeGreaterThan(0);
    });

    it("the data-only role cannot change the schema: no ALTER, CREATE, DROP or TRUNCATE", () => {
      expect(asDataRole("ALTER TABLE users ADD COLUMN planted integer")).toMatch(/must be owner of table users/);
      expect(asDataRole("CREATE TABLE planted (id integer)")).toMatch(/permission denied for schema public/);
      expect(asDataRole("DROP TABLE users")).toMatch(/must be owner of table users/);
      expect(asDataRole("TRUNCATE users")).toMatch(/permission denied for table users/);
      expect(asDataRole("CREATE SCHEMA planted")).toMatch(/permission denied for database/);
    });

    it("the data-only role adds the job queue's queues at start-up (pg-boss's own schema, installed by the release step)", () => {
      expect(asDataRole(`SELECT pgboss.create_queue('deploy-grants', '{"policy":"standard"}'::json)`)).toBe("");
      expect(asDataRole("SELECT name FROM pgboss.queue WHERE name = 'deploy-grants'")).toBe("deploy-grants");
      expect(asDataRole("CREATE TABLE public.planted (id integer)")).toMatch(/permission denied for schema public/);
    });
  },
);
