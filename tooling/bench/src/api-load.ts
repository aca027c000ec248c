// Load on the real API over a real socket: N signed-in customers (default 50), each looping over
// the scenario for S seconds (default 20), then figures per route. PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, else embedded PGlite.
//   pnpm --filter @prenup/bench bench api-load [--users N] [--seconds S]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @prenup/bench bench api-load
import { cpus } from "node:os";
import { createAgent, runLoad, warmUp } from "./api-load/load.ts";
import { apiScenario } from "./api-load/scenario.ts";
import { createVirtualUsers, openBenchDatabase, startApi } from "./api-load/setup.ts";
import { formatSummary, OVERALL, parseLoadOptions, summarise } from "./api-load/summary.ts";

export async function apiLoad(args: string[]): Promise<void> {
  const options = parseLoadOptions(args);
  const scenario = apiScenario;
  const database = await openBenchDatabase();
  console.log(`database: ${database.description}`);
  const stop = new AbortController();
  const onSigint = (): void => stop.abort();
  process.once("SIGINT", onSigint);
  try {
    const api = await startApi(database.handle);
    const agent = createAgent(options.users);
    try {
      const users = await createVirtualUsers(database.handle, api, options.users);
      console.log(
        `api: buildApp on ${api.baseUrl} (RS256 tokens, rate limit raised, logs at info to nowhere); ` +
          `load from the same process, ${cpus().length} cores, Node ${process.version}`,
      );
      console.log(`load: ${users.length} users in closed loops for ${options.seconds} s, each repeating:`);
      for (const step of scenario) console.log(`  ${step.name}`);
      await warmUp(agent, api.baseUrl, users, scenario);
      const result = await runLoad(agent, {
        baseUrl: api.baseUrl,
        users,
        scenario,
        seconds: options.seconds,
        signal: stop.signal,
      });
      const rows = summarise(
        result.samples,
        result.elapsedSeconds,
        scenario.map((step) => step.name),
      );
      console.log(`\nmeasured ${result.elapsedSeconds.toFixed(1)} s, driver ${database.handle.driver}\n`);
      console.log(formatSummary(rows));
      const overall = rows.find((row) => row.route === OVERALL)!;
      if (overall.errors > 0) {
        console.error(`\n${overall.errors} request(s) failed. First failure per route:`);
        for (const [route, answer] of result.firstFailures) {
          console.error(`  ${route}: ${answer.status || "no answer"} ${answer.body.slice(0, 300)}`);
        }
        process.exitCode = 1;
      }
    } finally {
      agent.destroy();
      await api.close();
    }
  } finally {
    process.off("SIGINT", onSigint);
    await database.dispose();
  }
}
