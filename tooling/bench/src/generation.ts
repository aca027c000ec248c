// Generating the agreement and an attorney's commit of the edited agreement, through the real API
// (buildApp, in this process, app.inject with real RS256 tokens), next to rendering the same
// agreement's files alone in this thread (renderAgreement, as the render thread does), as ratios in
// the same run. Each couple (California, questionnaires complete, nothing to disclose, partner A's
// attorney on record) generates once and the attorney then commits one reworded clause, so every
// run draws the same agreement. Per route: p50/p95 of the request, of the render as the route waits
// for it (the round trip to the render thread), of the rest (the request less that render), and the
// SQL statements it runs. The first request of each route (the process's first render, on a render
// thread that has to start) is shown apart; with --after-idle, so is one more of each made after
// 61 s without a render (past the render threads' idle timeout of a minute).
//   pnpm --filter @prenup/bench bench generation [runs] [--after-idle]
// PGlite by default; a database on PostgreSQL with BENCH_DATABASE_URL (or TEST_DATABASE_URL). With
// BENCH_CPU_PROFILE=<folder>, this thread's CPU profile of each request shown is written there
// (generate-first, generate-<n>, generate-after-idle, the same for commit, .cpuprofile; the render
// thread's work is not in them).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import type { AgreementModel } from "@prenup/agreement";
import { renderAgreement } from "@prenup/agreement/render";
import { completeAnswers } from "@prenup/agreement/testing";
import { buildApp } from "@prenup/api/src/app.ts";
import { createJwtVerifier } from "@prenup/api/src/auth/token-verifier.ts";
import { defaultConfig } from "@prenup/api/src/config.ts";
import { createLocalFileStorage } from "@prenup/api/src/integrations/files/index.ts";
import { createWorkerRenderer, type AgreementRenderer } from "@prenup/api/src/modules/agreement/index.ts";
import {
  acknowledgeDisclosure,
  createAttorney,
  createCouple,
  declareDisclosure,
  writeAnswers,
  type CreatedCouple,
} from "@prenup/db/testing";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { openBenchDatabase } from "./api-load/setup.ts";
import { percentile } from "./util.ts";

const ISSUER = "http://localhost:4100";
const AUDIENCE = "http://localhost:4000";
const WARM_UPS = 2;
const STATE = "CA";
/** Just past the render threads' idle timeout (apps/api/src/modules/agreement/worker-renderer.ts). */
const IDLE_MS = 61_000;

/** One timed request: its wall time, the render it waited for, and the statements it ran. */
type Sample = { total: number; render: number; statements: number };
type Spread = { p50: number; p95: number };

const spread = (values: number[]): Spread => ({ p50: percentile(values, 50), p95: percentile(values, 95) });
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

/** The renderer the API uses by default (worker threads), remembering the last model it was given and timing each render's round trip. */
function timedRenderer(threads: number) {
  const inner = createWorkerRenderer({ threads });
  const seen: { lastModel: AgreementModel | null; renders: number[] } = { lastModel: null, renders: [] };
  const renderer: AgreementRenderer = {
    name: inner.name,
    async render(model) {
      seen.lastModel = model;
      const started = performance.now();
      const rendered = await inner.render(model);
      seen.renders.push(performance.now() - started);
      return rendered;
    },
    renderDossier: (dossier, attachments) => inner.renderDossier(dossier, attachments),
    close: () => inner.close(),
  };
  return { renderer, seen };
}

/** A couple able to generate: paid, both questionnaires complete, nothing to disclose (acknowledged), A's attorney on record. */
async function readyCouple(db: Parameters<typeof createCouple>[0], attorneyId: string): Promise<CreatedCouple> {
  const couple = await createCouple(db, {
    state: STATE,
    paid: true,
    userA: { firstName: "Avery", lastName: "Stone" },
    userB: { firstName: "Blake", lastName: "Moreno" },
    document: { attorneyAId: attorneyId },
  });
  const plans = [
    [couple.userA, "attorney_plan__own_attorney"],
    [couple.userB, "attorney_plan__no_attorney"],
  ] as const;
  for (const [user, plan] of plans)
    await writeAnswers(db, {
      userId: user.id,
      documentId: couple.document.id,
      answers: completeAnswers(STATE, { attorney_plan: [plan] }),
    });
  for (const user of [couple.userA, couple.userB])
    await declareDisclosure(db, {
      userId: user.id,
      documentId: couple.document.id,
      declaration: "NOTHING_TO_DISCLOSE",
    });
  for (const [owner, reader] of [
    [couple.userA, couple.userB],
    [couple.userB, couple.userA],
  ] as const)
    await acknowledgeDisclosure(db, { documentId: couple.document.id, ownerId: owner.id, readerId: reader.id });
  return couple;
}

/** With a folder: `profiled(name, work)` writes this thread's CPU profile of `work` there as `<name>.cpuprofile`. */
async function cpuProfiler(folder: string | undefined) {
  if (!folder) return <T>(_name: string, work: () => Promise<T>) => work();
  mkdirSync(folder, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  return async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    await session.post("Profiler.start");
    try {
      return await work();
    } finally {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    }
  };
}

/** Each model's files rendered alone in this thread, the models taken in turn (so neither runs on a colder JIT). */
async function renderAlone(models: AgreementModel[], runs: number): Promise<Spread[]> {
  for (let index = 0; index < WARM_UPS; index += 1) for (const model of models) await renderAgreement(model);
  const wall: number[][] = models.map(() => []);
  for (let index = 0; index < runs; index += 1)
    for (const [at, model] of models.entries()) {
      const started = performance.now();
      await renderAgreement(model);
      wall[at]!.push(performance.now() - started);
    }
  return wall.map(spread);
}

export async function generationBench(args: string[]): Promise<void> {
  const afterIdle = args.includes("--after-idle");
  const runs = Number(args.find((arg) => !arg.startsWith("--")) ?? 10);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("runs must be a whole number from 1");
  const database = await openBenchDatabase();
  const filesFolder = mkdtempSync(join(tmpdir(), "prenup-bench-files-"));
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "bench-key", alg: "RS256", use: "sig" };
  // As production answers: the compiled serializers alone, logs at the production level going nowhere.
  const config = defaultConfig({ rateLimit: { max: 10_000_000, windowMs: 60_000 }, checkResponses: false });
  const rendering = timedRenderer(config.agreementRenderThreads);
  const profiled = await cpuProfiler(process.env["BENCH_CPU_PROFILE"]);
  const app = await buildApp({
    config,
    database: database.handle,
    files: createLocalFileStorage(filesFolder),
    renderer: rendering.renderer,
    tokenVerifier: createJwtVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) }),
    logger: { level: config.logLevel, stream: { write: () => {} } },
  });
  const token = (user: { externalId: string; email: string }, clientId: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ client_id: clientId, email: user.email, email_verified: true, scope: "openid profile email" })
      .setProtectedHeader({ alg: "RS256", kid: "bench-key", typ: "at+jwt" })
      .setSubject(user.externalId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
  };
  const send = async (method: "GET" | "POST", url: string, bearer: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  /** One POST with the statements it ran and the render it waited for (profiled when `name` is given). */
  const timed = async (name: string | null, url: string, bearer: string, payload?: object): Promise<Sample> => {
    let statements = 0;
    const rendersBefore = rendering.seen.renders.length;
    const stop = database.handle.onStatement(() => {
      statements += 1;
    });
    const started = performance.now();
    try {
      await (name ? profiled(name, () => send("POST", url, bearer, payload)) : send("POST", url, bearer, payload));
    } finally {
      stop();
    }
    const total = performance.now() - started;
    const render = rendering.seen.renders.slice(rendersBefore).reduce((sum, value) => sum + value, 0);
    return { total, render, statements };
  };

  try {
    const attorney = await createAttorney(database.handle.db, { states: [STATE] });
    const attorneyToken = await token(attorney.user, "prenup-attorney");
    // The warm-ups, the runs, and with --after-idle one more after a pause.
    const couples: CreatedCouple[] = [];
    for (let index = 0; index < WARM_UPS + runs + (afterIdle ? 1 : 0); index += 1)
      couples.push(await readyCouple(database.handle.db, attorney.attorney.id));
    const idleAt = afterIdle ? couples.length - 1 : -1;
    const pause = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    /** The CPU profile's name of a request: the first, each counted one, the one after a pause (not the other warm-ups). */
    const profileName = (route: string, index: number) =>
      index === 0
        ? `${route}-first`
        : index === idleAt
          ? `${route}-after-idle`
          : index >= WARM_UPS
            ? `${route}-${index - WARM_UPS + 1}`
            : null;

    // (1) Generate: partner A's "Generate agreement", once per couple.
    const generations: Sample[] = [];
    let generatedModel: AgreementModel | null = null;
    for (const [index, couple] of couples.entries()) {
      if (index === idleAt) await pause();
      const customerToken = await token(couple.userA, "prenup-customer");
      generations.push(
        await timed(profileName("generate", index), `/documents/${couple.document.id}/generate`, customerToken),
      );
      if (index === WARM_UPS + runs - 1) generatedModel = rendering.seen.lastModel;
    }

    // (2) The attorney's commit: the lock, one clause reworded (a draft), then the commit, timed.
    const commits: Sample[] = [];
    let committedModel: AgreementModel | null = null;
    for (const [index, couple] of couples.entries()) {
      if (index === idleAt) await pause();
      const documentId = couple.document.id;
      await send("POST", `/documents/${documentId}/lock`, attorneyToken, {});
      const current = (await send("GET", `/documents/${documentId}/sections`, attorneyToken)).json<{
        sections: { clauses: { id: string; text: string | null; order: number; parentClauseId: string | null }[] }[];
      }>();
      const clause = current.sections
        .flatMap((section) => section.clauses)
        .find((candidate) => candidate.parentClauseId === null);
      if (!clause) throw new Error("The generated agreement has no clause to edit");
      await send("POST", `/documents/${documentId}/drafts/many`, attorneyToken, {
        clauses: [
          { documentClauseId: clause.id, text: `${clause.text ?? ""} (Reworded by counsel.)`, order: clause.order },
        ],
      });
      commits.push(
        await timed(profileName("commit", index), `/documents/${documentId}/drafts/commit`, attorneyToken, {
          message: "Reworded a clause for clarity",
        }),
      );
      if (index === WARM_UPS + runs - 1) committedModel = rendering.seen.lastModel;
    }
    if (!generatedModel || !committedModel) throw new Error("No agreement was rendered");

    // (3) The baseline: the same agreements' files rendered alone, in this thread.
    const [generatedAlone, committedAlone] = await renderAlone([generatedModel, committedModel], runs);

    console.log(
      `Generation and the attorney's commit through the API (buildApp, app.inject) against rendering alone, ` +
        `${runs} runs each after ${WARM_UPS} warm-ups;\n  ${database.description}; render threads: ` +
        `${config.agreementRenderThreads}; machine: ${cpus().length} cores, Node ${process.version}.\n` +
        `  The agreement: ${STATE}, questionnaires complete, nothing disclosed, ` +
        `${generatedModel.separateWritings.length} separate writings (the agreement and each writing as PDF and DOCX).`,
    );
    console.log(`  ${"".padEnd(36)} ${"p50".padStart(9)} ${"p95".padStart(9)}   SQL statements`);
    const rows = [
      { label: "POST /documents/:id/generate", samples: generations, alone: generatedAlone! },
      { label: "POST /documents/:id/drafts/commit", samples: commits, alone: committedAlone! },
    ];
    for (const row of rows) {
      const counted = row.samples.slice(WARM_UPS, WARM_UPS + runs);
      const total = spread(counted.map((sample) => sample.total));
      const render = spread(counted.map((sample) => sample.render));
      const rest = spread(counted.map((sample) => sample.total - sample.render));
      const statements = [...new Set(counted.map((sample) => sample.statements))].sort((a, b) => a - b).join(", ");
      const line = (label: string, figures: Spread, extra = "") =>
        console.log(`    ${label.padEnd(34)} ${ms(figures.p50)} ${ms(figures.p95)}${extra}`);
      console.log(`  ${row.label}`);
      line("the request", total, `   ${statements}`);
      line("render, as the route waits for it", render);
      line("the rest (not rendering)", rest);
      line("render alone, this thread", row.alone);
      console.log(
        `    ${"ratio request / render alone".padEnd(34)} ${`×${(total.p50 / row.alone.p50).toFixed(2)}`.padStart(9)} ` +
          `${`×${(total.p95 / row.alone.p95).toFixed(2)}`.padStart(9)}`,
      );
    }
    const cold = (label: string, sample: Sample) =>
      `${label} ${sample.total.toFixed(0)} ms (render ${sample.render.toFixed(0)} ms, the rest ${(sample.total - sample.render).toFixed(0)} ms)`;
    console.log(
      `  Not counted above, the first request of each route in this process (a render thread starting):\n` +
        `    ${cold("generate", generations[0]!)}; ${cold("commit", commits[0]!)}`,
    );
    if (afterIdle)
      console.log(
        `  and one of each after ${IDLE_MS / 1000} s without a render:\n` +
          `    ${cold("generate", generations[idleAt]!)}; ${cold("commit", commits[idleAt]!)}`,
      );
  } finally {
    await app.close();
    await database.dispose();
    rmSync(filesFolder, { recursive: true, force: true });
  }
}
