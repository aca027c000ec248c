import { live, states, type Database, type Executor } from "@prenup/db";
import type { StateUpdate } from "@prenup/domain";
import { and, asc, eq } from "drizzle-orm";
import { stateColumns } from "./states.repository.ts";
import type { StateResponse } from "./states.schemas.ts";

/** The states an admin lists (inactive ones included) and edits. */
export function createStatesAdminRepository(db: Database) {
  return {
    listAll: () => db.select(stateColumns).from(states).where(live(states)).orderBy(asc(states.name)),
    async lock(executor: Executor, id: string): Promise<StateResponse | null> {
      const [row] = await executor
        .select(stateColumns)
        .from(states)
        .where(and(eq(states.id, id), live(states)))
        .for("update");
      return row ?? null;
    },
    async update(
      executor: Executor,
      id: string,
      values: StateUpdate & { updatedAt: Date; updatedById: string },
    ): Promise<StateResponse> {
      const [row] = await executor.update(states).set(values).where(eq(states.id, id)).returning(stateColumns);
      return row!;
    },
  };
}

export type StatesAdminRepository = ReturnType<typeof createStatesAdminRepository>;
