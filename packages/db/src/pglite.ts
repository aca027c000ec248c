import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "./handle.ts";
import { statementLogger } from "./statement-logger.ts";

// Apart from client.ts so that opening PostgreSQL does not load PGlite: createDatabase imports this
// module only when it opens PGlite.

/** Wrap an already open PGlite instance (tests load snapshots into one). */
export function wrapPglite(client: PGlite, configuredLogger: boolean | Logger = false): DatabaseHandle {
  const { logger, onStatement } = statementLogger(configuredLogger);
  const db = drizzlePglite({ client, logger }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    onStatement,
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
