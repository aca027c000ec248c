import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { RENDER_WORKER_URL } from "@prenup/agreement";
import { fixtureAgreement } from "@prenup/agreement/testing";
import { createDatabase, type DatabaseHandle } from "@prenup/db";
import { createPgliteDataDir, createTestDatabase, testDatabaseDriver, type TestDatabase } from "@prenup/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess } from "./api-process.ts";
import { renderWorkerFilename } from "../src/modules/agreement/worker-renderer.ts";

// Production start: the compiled server (esbuild, dist/) with the release step apart. The server
// starts on a released database without migrating, and refuses one that is behind its migrations.
const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = "dist-test";

describe("production start (compiled)", () => {
  let testDatabase: TestDatabase | undefined;
  let dataDir: string | undefined;
  let env: Record<string, string>;
  let open: () => Promise<DatabaseHandle>;

  beforeAll(async () => {
    // The package's own build command (npm packages bundled, the same externals), into another folder.
    const buildArgs = (
      JSON.parse(await readFile(path.join(apiRoot, "package.json"), "utf8")) as { scripts: { build: string } }
    ).scripts.build
      .split(/\s+/)
      .slice(1);
    await run(process.execPath, [buildArgs[0]!, "--outdir", outdir, ...buildArgs.slice(1)], { cwd: apiRoot });
    if (testDatabaseDriver() === "postgres") {
      testDatabase = await createTestDatabase();
      const url = new URL(process.env["TEST_DATABASE_URL"]!);
      url.pathname = `/${testDatabase.name}`;
      env = { DATABASE_URL: url.toString() };
      open = async () => testDatabase!;
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), "prenup-production-start-"));
      await createPgliteDataDir(dataDir);
      env = { API_DATA_DIR: dataDir };
      open = () => createDatabase({ dataDir: dataDir! });
    }
  }, 120_000);
  afterAll(async () => {
    await testDatabase?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await rm(path.join(apiRoot, outdir), { recursive: true, force: true });
  });

  it("the release step migrates and seeds (a no-op on a released database); the compiled server starts without migrating", {
    timeout: 90_000,
  }, async () => {
    const released = await run(process.execPath, [`${outdir}/release.js`], {
      cwd: apiRoot,
      env: { ...process.env, ...env },
    });
    expect(released.stdout).toMatch(/release: migrations applied and reference data seeded/);

    const api = await startApiProcess({ entry: [`${outdir}/server.js`], env });
    try {
      const states = await fetch(`${api.url}/states`);
      expect(states.status).toBe(200);
    } finally {
      await api.stop();
    }
  });

  it("with NODE_ENV=production refuses to start on stand-ins (local gateway, local notary, outbox, local files, local issuer), naming each", {
    timeout: 90_000,
  }, async () => {
    const production = { ...env, NODE_ENV: "production", INVITE_SECRET: "x".repeat(32) };
    const refusal = startApiProcess({ entry: [`${outdir}/server.js`], env: production });
    await expect(refusal).rejects.toThrow(
      /refuses stand-ins[\s\S]*local gateway[\s\S]*local notary[\s\S]*SMTP_URL[\s\S]*S3_BUCKET[\s\S]*issuer http:\/\/localhost:4100/,
    );
    await expect(refusal).rejects.toThrow(/DEMO_MODE=1/);

    // DEMO_MODE=1 starts, and the log names every stand-in as a warning.
    const demo = await startApiProcess({ entry: [`${outdir}/server.js`], env: { ...production, DEMO_MODE: "1" } });
    try {
      expect((await fetch(`${demo.url}/states`)).status).toBe(200);
      const warnings = demo
        .output()
        .split("\n")
        .filter((line) => line.includes("DEMO_MODE: NOT FOR REAL USE"));
      expect(warnings.join("\n")).toMatch(/local gateway/);
      expect(warnings.length).toBeGreaterThanOrEqual(6);
    } finally {
      await demo.stop();
    }
  });

  it("refuses to start on a database that is behind its migrations, naming the release step", {
    timeout: 90_000,
  }, async () => {
    const database = await open();
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    if (database !== testDatabase) await database.close();
    await expect(startApiProcess({ entry: [`${outdir}/server.js`], env })).rejects.toThrow(
      /1 migration\(s\) behind.*pnpm --filter @prenup\/api release/s,
    );
  });

  it("the compiled server's render threads run compiled JavaScript: an agreement renders in plain Node, without tsx", {
    timeout: 90_000,
  }, async () => {
    // The compiled entry finds its render task beside it; from source, @prenup/agreement's task file.
    const compiledTask = path.join(apiRoot, outdir, "render-worker.js");
    expect(renderWorkerFilename(path.join(apiRoot, outdir, "server.js"))).toBe(pathToFileURL(compiledTask).href);
    expect(renderWorkerFilename(path.join(apiRoot, "src", "server.ts"))).toBe(RENDER_WORKER_URL);

    const modelFile = path.join(await mkdtemp(path.join(tmpdir(), "prenup-render-")), "model.json");
    await writeFile(modelFile, JSON.stringify(fixtureAgreement("CA").model));
    const script = `
      import { readFileSync } from "node:fs";
      const { default: render } = await import(${JSON.stringify(pathToFileURL(compiledTask).href)});
      const out = await render(JSON.parse(readFileSync(${JSON.stringify(modelFile)}, "utf8")));
      console.log(JSON.stringify({ pdf: Buffer.from(out.pdf).subarray(0, 5).toString(), docx: Buffer.from(out.docx).subarray(0, 2).toString() }));`;
    // No NODE_OPTIONS: nothing (vitest, tsx) may lend the child a TypeScript loader.
    const { NODE_OPTIONS: _ignored, ...plainEnv } = process.env;
    const rendered = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: apiRoot,
      env: plainEnv,
    });
    expect(JSON.parse(rendered.stdout)).toEqual({ pdf: "%PDF-", docx: "PK" });
    await rm(path.dirname(modelFile), { recursive: true, force: true });
  });
});
