import type { Executor } from "@prenup/db";
import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";

/**
 * Runs independent reads: at once on the pool, one after another inside a transaction (a
 * transaction is one connection, and node-postgres refuses overlapping queries on one client).
 */
export async function runAll<T extends unknown[]>(
  db: Executor,
  ...tasks: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (is(db, PgTransaction)) {
    const results: unknown[] = [];
    for (const task of tasks) results.push(await task());
    return results as T;
  }
  return (await Promise.all(tasks.map((task) => task()))) as T;
}
