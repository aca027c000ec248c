import type { Executor } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows, uuidArray } from "./sql-rows.ts";

/** The ids among `stateIds` that are real states (the states' table; one statement). */
export function knownStates(executor: Executor, stateIds: readonly string[]) {
  return selectRows<{ id: string }>(
    executor,
    sql`select id from states where id = any(${uuidArray(stateIds)}::uuid[])`,
  );
}
