// The checkout path at N concurrent buyers (default 20) on PostgreSQL, against a bare baseline in
// the same run. Each buyer loops: open cart (POST /users/{id}/carts), add the Q&A call (POST …/
// cart-items), pay by card (POST /users/{id}/checkout, the embedded local gateway). Our API
// (buildApp, real RS256 tokens) is driven first, then a bare Fastify + pg server doing the same
// calls' useful SQL on the same tables for an identical second set of buyers; the load runs in a
// process of its own. Prints req/s, p50/p90/p99 per call and per purchase, statements per call,
// CPU per purchase, and ours/bare ratios; exits 1 when any call failed.
//   pnpm --filter @prenup/bench bench checkout [--users 20] [--seconds 15] [--warm-up 3]
// PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
// (a fresh database is created there and dropped afterwards).
import { cpus } from "node:os";
import pg from "pg";
import { cpuMeter } from "./api-compare/cpu.ts";
import { createVirtualUsers, openBenchDatabase, postgresServerUrl, startApi } from "./api-load/setup.ts";
import type { VirtualUser } from "./api-load/scenario.ts";
import { startBareCheckoutServer } from "./checkout/bare-server.ts";
import {
  CALLS,
  fixed,
  formatCheckoutComparison,
  PURCHASE,
  ratio,
  ratios,
  totalFailures,
  parseCheckoutOptions,
  type CallName,
  type CheckoutOptions,
  type LoadResult,
} from "./checkout/figures.ts";
import { runCheckoutLoad } from "./checkout/load-job.ts";
import { CARD_TOKEN } from "./checkout/loop.ts";
import { capturePurchase, enableQa, qaProductId } from "./checkout/setup.ts";

interface SideRun {
  result: LoadResult;
  /** CPU per purchase (ms): the server's process, and PostgreSQL's processes when /proc tells. */
  serverCpuMs: number;
  databaseCpuMs: number | undefined;
}

export async function checkout(args: string[]): Promise<void> {
  const options = parseCheckoutOptions(args);
  const database = await openBenchDatabase(postgresServerUrl() ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const databaseUrl = database.url;
  if (!databaseUrl) throw new Error("the checkout benchmark needs PostgreSQL (the bare baseline speaks pg)");
  console.log(`database: ${database.description}`);
  console.log(
    `machine: ${cpus().length} cores, Node ${process.version}; our API (buildApp) and the bare server in this process, pool of 10 each; ` +
      "load from a separate process (node:http, one keep-alive connection per buyer)",
  );
  const api = await startApi(database.handle);
  let ours: SideRun;
  let bare: SideRun;
  let statements: { ours: Record<CallName, number>; bare: Record<CallName, number> };
  let history: { ours: number; bare: number };
  try {
    // Two identical sets of buyers, one per side: each checkout reads the couple's purchases, so
    // the side measured second must not inherit the first side's history.
    const ourBuyers = await createVirtualUsers(database.handle, api, options.users);
    const bareBuyers = await createVirtualUsers(database.handle, api, options.users);
    const states = await enableQa(database.handle, databaseUrl, [...ourBuyers, ...bareBuyers]);
    const productId = await qaProductId(api);
    console.log(
      `buyers: ${options.users} per side (couples, documents in ${states.join("/")}, one approved attorney licensed there), ` +
        `each looping open cart → add Q&A → checkout (CARD ${CARD_TOKEN}); warm-up ${options.warmUpSeconds} s, then ${options.seconds} s per side`,
    );

    const captured = await capturePurchase(database.handle, api, ourBuyers[0]!, productId);
    console.log(
      `\nour SQL per purchase (one purchase, no other load): ${CALLS.map((call) => `${call} ${captured.counts[call]}`).join(", ")}`,
    );
    for (const call of CALLS) {
      console.log(`  ${call}:`);
      for (const text of captured.texts[call])
        console.log(`    ${text.length > 150 ? `${text.slice(0, 147)}...` : text}`);
    }

    const server = await startBareCheckoutServer(databaseUrl);
    try {
      console.log(`\nours: ${api.baseUrl}`);
      ours = await measure(api.baseUrl, ourBuyers, productId, options);
      console.log(`bare: ${server.baseUrl}`);
      const before = server.counts();
      bare = await measure(server.baseUrl, bareBuyers, productId, options);
      const after = server.counts();
      const perRequest = (call: CallName): number =>
        ratio(after[call].statements - before[call].statements, after[call].requests - before[call].requests);
      statements = {
        ours: captured.counts,
        bare: Object.fromEntries(CALLS.map((call) => [call, perRequest(call)])) as Record<CallName, number>,
      };
    } finally {
      await server.close();
    }
    history = {
      ours: await purchasesPerBuyer(databaseUrl, ourBuyers),
      bare: await purchasesPerBuyer(databaseUrl, bareBuyers),
    };
  } finally {
    await api.close();
    await database.dispose();
  }

  console.log(
    `\n${options.users} buyers, measured ${fixed(ours.result.seconds, 1)} s ours, ${fixed(bare.result.seconds, 1)} s bare; latencies in ms\n`,
  );
  console.log(formatCheckoutComparison({ ours: ours.result, bare: bare.result, statements }));
  const purchase = ratios({ ours: ours.result, bare: bare.result, statements }, PURCHASE);
  console.log(
    `\npurchases/s: ours ${fixed(ours.result.calls.purchase.perSecond, 1)}, bare ${fixed(bare.result.calls.purchase.perSecond, 1)} ` +
      `→ ours/bare throughput ×${fixed(purchase.throughput, 2)}, p50 ×${fixed(purchase.p50, 2)}`,
  );
  const cpu = (side: SideRun): string =>
    `${fixed(side.serverCpuMs, 2)} ms server process + ${fixed(side.databaseCpuMs, 2)} ms PostgreSQL`;
  console.log(`cpu per purchase: ours ${cpu(ours)}; bare ${cpu(bare)}`);
  console.log(
    `purchase items per buyer at the end (each checkout reads the couple's list): ours ${fixed(history.ours, 0)}, bare ${fixed(history.bare, 0)}`,
  );
  console.log(
    "\nreq/s ratio = ours/bare successful calls per second; p50 × = ours/bare median latency; stmts = SQL statements per call " +
      "(ours: captured once, begin/commit included; bare: average over its run). bare = no auth, validation, purchase rules, logging or response shaping.",
  );

  const failed = { ours: totalFailures(ours.result), bare: totalFailures(bare.result) };
  if (failed.ours + failed.bare > 0) {
    for (const [side, run] of [
      ["ours", ours],
      ["bare", bare],
    ] as const) {
      for (const call of CALLS) {
        const figures = run.result.calls[call];
        if (Object.keys(figures.failures).length > 0) {
          console.error(
            `${side} ${call} failed: ${JSON.stringify(figures.failures)}; first: ${run.result.firstFailures[call] ?? "?"}`,
          );
        }
      }
    }
    process.exitCode = 1;
  }
}

async function measure(
  baseUrl: string,
  buyers: VirtualUser[],
  productId: string,
  options: CheckoutOptions,
): Promise<SideRun> {
  const job = { baseUrl, buyers: buyers.map((buyer) => ({ id: buyer.id, token: buyer.token })), productId };
  if (options.warmUpSeconds > 0) {
    const warmUp = await runCheckoutLoad({ ...job, seconds: options.warmUpSeconds });
    if (totalFailures(warmUp) > 0) {
      const first = Object.entries(warmUp.firstFailures).map(([call, failure]) => `${call}: ${failure}`);
      throw new Error(`warm-up against ${baseUrl} failed:\n  ${first.join("\n  ")}`);
    }
  }
  const meter = cpuMeter();
  const result = await runCheckoutLoad({ ...job, seconds: options.seconds });
  const cpu = meter.stop(result.calls.purchase.ok);
  console.log(
    `  ${result.calls.purchase.ok} purchases in ${fixed(result.seconds, 1)} s, ${totalFailures(result)} failed calls`,
  );
  return { result, ...cpu };
}

async function purchasesPerBuyer(databaseUrl: string, buyers: VirtualUser[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from purchase_items where user_id = any($1::uuid[])",
      [buyers.map((buyer) => buyer.id)],
    );
    return Number(rows[0]!.n) / buyers.length;
  } finally {
    await client.end();
  }
}
