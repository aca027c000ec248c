import { DefaultLogger, type Logger } from "drizzle-orm";
import type { DatabaseHandle, StatementListener } from "./handle.ts";

/**
 * The drizzle logger of a handle: the configured logger (if any) plus the statement listeners.
 * Drizzle reports every query it runs here before sending it, in the caller's async context.
 */
export function statementLogger(configured: boolean | Logger): {
  logger: Logger;
  onStatement: DatabaseHandle["onStatement"];
} {
  const listeners = new Set<StatementListener>();
  const inner: Logger | undefined =
    configured === true ? new DefaultLogger() : configured === false ? undefined : configured;
  return {
    logger: {
      logQuery(query, params) {
        inner?.logQuery(query, params);
        for (const listener of listeners) listener(query, params);
      },
    },
    onStatement(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
