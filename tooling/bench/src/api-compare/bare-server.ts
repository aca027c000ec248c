// The baseline: a bare Fastify route that runs, over the same `pg` pool size, exactly the
// statements our API ran for that user's request (captured beforehand), each as a named prepared
// statement (drawing new ids where ours does), inside one pooled connection when they form a transaction, and answers the last
// statement's rows as JSON. No authentication, validation, access rules or logging: the floor our
// API is measured against.
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import type { CapturedStatement } from "./capture.ts";

export interface BareServer {
  baseUrl: string;
  /** The path that replays `route`'s statements for the user at `userIndex`. */
  path(routeIndex: number, userIndex: number): string;
  close(): Promise<void>;
}

/** plans[route][user]: the statements to replay. */
export async function startBareServer(
  databaseUrl: string,
  plans: CapturedStatement[][][],
  maxConnections = 10,
): Promise<BareServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  pool.on("error", () => {});
  const names = new Map<string, string>();
  // A statement with parameters runs as a named prepared statement; fresh ids are drawn per request.
  const toQuery = ({ text, params, fresh }: CapturedStatement): (() => pg.QueryConfig) => {
    if (params.length === 0) return () => ({ text });
    let name = names.get(text);
    if (!name) names.set(text, (name = `bare_${names.size}`));
    const query = { name, text, values: params };
    if (!fresh) return () => query;
    return () => ({ name, text, values: params.map((value, position) => (fresh[position] ? randomUUID() : value)) });
  };
  const compiled = plans.map((byUser) =>
    byUser.map((statements) => ({
      queries: statements.map(toQuery),
      transaction: statements.some(({ text }) => /^\s*begin\b/i.test(text)),
    })),
  );

  const app: FastifyInstance = Fastify({ logger: false });
  app.route<{ Params: { route: string; user: string } }>({
    method: ["GET", "POST", "PATCH", "PUT", "DELETE"],
    url: "/bare/:route/:user",
    handler: async (request) => {
      const plan = compiled[Number(request.params.route)]?.[Number(request.params.user)];
      if (!plan) throw new Error("no such plan");
      let rows: unknown[] = [];
      if (plan.transaction) {
        const client = await pool.connect();
        try {
          for (const query of plan.queries) rows = (await client.query(query())).rows;
        } catch (error) {
          await client.query("rollback").catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      } else {
        for (const query of plan.queries) rows = (await pool.query(query())).rows;
      }
      return rows;
    },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("The bare server is not listening on a TCP port");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    path: (routeIndex, userIndex) => `/bare/${routeIndex}/${userIndex}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
