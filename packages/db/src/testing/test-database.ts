import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createDatabase, repoRoot, type DatabaseHandle } from "../client.ts";
import { wrapPglite } from "../pglite.ts";
import { migrate, migrationsFolder } from "../migrate.ts";
import { seedReference } from "../seeds/index.ts";

export type TestDatabase = DatabaseHandle & {
  /** The PostgreSQL database name (postgres driver) or "memory" (PGlite). */
  name: string;
};

/** Which driver the test suite runs on: `TEST_DB_DRIVER=postgres` with TEST_DATABASE_URL set, else PGlite. */
export function testDatabaseDriver(): "pglite" | "postgres" {
  return process.env["TEST_DB_DRIVER"] === "postgres" && process.env["TEST_DATABASE_URL"] ? "postgres" : "pglite";
}

/**
 * A fresh database for one test file: migrated and reference-seeded, isolated from every other
 * file. Close it in `afterAll`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseDriver() === "postgres" ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

// The fingerprint of what a prepared database contains: the migrations and the seed sources.
// A prepared snapshot or template is reused only while this is unchanged.
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...filesUnder(full));
    } else if (!entry.name.endsWith(".test.ts")) {
      out.push(full);
    }
  }
  return out.sort();
}

let cachedFingerprint: string | undefined;
export function preparedFingerprint(): string {
  if (cachedFingerprint !== undefined) return cachedFingerprint;
  const hash = createHash("sha256");
  const sources = [
    migrationsFolder,
    path.join(repoRoot, "packages", "db", "src", "seeds"),
    path.join(repoRoot, "packages", "db", "src", "schema"),
    path.join(repoRoot, "packages", "content", "src"),
  ];
  for (const file of sources.flatMap(filesUnder)) {
    hash.update(file).update(readFileSync(file));
  }
  cachedFingerprint = hash.digest("hex").slice(0, 16);
  return cachedFingerprint;
}

// ---------- PGlite: a migrated, seeded snapshot on disk, loaded into a new in-memory engine ----------

const snapshotDir = path.join(tmpdir(), "prenup-db-test-snapshots");

async function buildSnapshot(file: string): Promise<void> {
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  await migrate(handle);
  await seedReference(handle.db);
  const dump = await client.dumpDataDir("gzip");
  mkdirSync(snapshotDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file); // atomic: concurrent workers never read a half-written snapshot
  await client.close();
  // Snapshots of older schema or seed versions: remove those untouched for an hour.
  for (const entry of readdirSync(snapshotDir)) {
    const other = path.join(snapshotDir, entry);
    if (other !== file && Date.now() - statSync(other).mtimeMs > 3_600_000) rmSync(other, { force: true });
  }
}

function snapshotFile(): string {
  return path.join(snapshotDir, `${preparedFingerprint()}.tar.gz`);
}

async function ensureSnapshot(): Promise<string> {
  const file = snapshotFile();
  if (!existsSync(file) || statSync(file).size === 0) await buildSnapshot(file);
  return file;
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const file = await ensureSnapshot();
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)], { type: "application/x-gzip" }) });
  return { ...wrapPglite(client), name: "memory" };
}

/**
 * A PGlite data folder holding the migrated, seeded snapshot, for a test that starts the API as
 * its own process on the embedded database (it then starts without migrating from scratch).
 */
export async function createPgliteDataDir(dataDir: string): Promise<void> {
  const file = await ensureSnapshot();
  const client = await PGlite.create(dataDir, {
    loadDataDir: new Blob([readFileSync(file)], { type: "application/x-gzip" }),
  });
  await client.close();
}

/** Build what the test databases copy (PGlite snapshot; PostgreSQL template when configured) ahead of the workers. */
export async function prepareTestDatabases(): Promise<void> {
  await ensureSnapshot();
  const url = process.env["TEST_DATABASE_URL"];
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
      try {
        await ensureTemplate(admin, url, templateName(url));
      } finally {
        await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
      }
    } finally {
      await admin.end();
    }
  }
}

// ---------- PostgreSQL: a template database, copied per test file ----------

const TEMPLATE_LOCK_KEY = 724_150_312;

// Templates are named after the base database as well as the fingerprint: runs on other base
// databases of the same server (other checkouts, other branches) keep their own templates, and a
// run removes only its own base's stale ones, never a template another run is copying from.
function templatePrefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
  return `prenup_tpl_${createHash("sha256").update(base).digest("hex").slice(0, 6)}_`;
}

function templateName(url: string): string {
  return `${templatePrefix(url)}${preparedFingerprint()}`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function ensureTemplate(admin: pg.Client, url: string, template: string): Promise<void> {
  const found = await admin.query<{ datname: string }>("select datname from pg_database where datname = $1", [
    template,
  ]);
  if (found.rowCount === 1) {
    const probe = new pg.Client({ connectionString: withDatabase(url, template) });
    await probe.connect();
    const ready = await probe.query("select to_regclass('public._test_template_ready') as t");
    await probe.end();
    if (ready.rows[0]?.t !== null) return;
    await admin.query(`drop database "${template}" with (force)`);
  }
  await admin.query(`create database "${template}"`);
  const handle = await createDatabase({ url: withDatabase(url, template), maxConnections: 2 });
  try {
    await migrate(handle);
    await seedReference(handle.db);
    await handle.db.execute("create table public._test_template_ready (ready boolean)");
  } finally {
    await handle.close();
  }
  // Templates of earlier schema versions are no longer needed.
  const stale = await admin.query<{ datname: string }>(
    "select datname from pg_database where starts_with(datname, $2) and datname <> $1",
    [template, templatePrefix(url)],
  );
  for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const url = process.env["TEST_DATABASE_URL"];
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const template = templateName(url);
  const name = `prenup_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // One worker builds the template; the others wait, then copy it.
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      await ensureTemplate(admin, url, template);
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({ url: withDatabase(url, name), maxConnections: 4 });
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
