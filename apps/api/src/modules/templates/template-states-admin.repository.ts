import { documentTemplateStates, live, type Executor } from "@prenup/db";
import type { TemplateStateUpdate } from "@prenup/domain";
import { and, eq } from "drizzle-orm";
import type { TemplateStateParams } from "./template-states-admin.schemas.ts";

const columns = {
  id: documentTemplateStates.id,
  documentTemplateId: documentTemplateStates.documentTemplateId,
  stateId: documentTemplateStates.stateId,
  termForDocument: documentTemplateStates.termForDocument,
  statute: documentTemplateStates.statute,
  witnessRequired: documentTemplateStates.witnessRequired,
};

/** A template's settings for a state, locked for an admin's edit, and the edit. */
export function createTemplateStatesAdminRepository() {
  return {
    async lock(executor: Executor, where: TemplateStateParams) {
      const [current] = await executor
        .select(columns)
        .from(documentTemplateStates)
        .where(
          and(
            eq(documentTemplateStates.stateId, where.stateId),
            eq(documentTemplateStates.documentTemplateId, where.templateId),
            live(documentTemplateStates),
          ),
        )
        .for("update");
      return current ?? null;
    },
    async update(
      executor: Executor,
      id: string,
      values: TemplateStateUpdate & { updatedAt: Date; updatedById: string },
    ) {
      const [updated] = await executor
        .update(documentTemplateStates)
        .set(values)
        .where(eq(documentTemplateStates.id, id))
        .returning(columns);
      return updated!;
    },
  };
}

export type TemplateStatesAdminRepository = ReturnType<typeof createTemplateStatesAdminRepository>;
