import { live, terms, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import type { TermParams } from "./terms-admin.schemas.ts";

const columns = {
  id: terms.id,
  key: terms.key,
  value: terms.value,
  stateId: terms.stateId,
  documentTemplateId: terms.documentTemplateId,
};

/** The term an admin edits, locked, and its new wording. */
export function createTermsAdminRepository() {
  return {
    async lock(executor: Executor, where: TermParams) {
      const [current] = await executor
        .select(columns)
        .from(terms)
        .where(
          and(
            eq(terms.key, where.key),
            eq(terms.stateId, where.stateId),
            eq(terms.documentTemplateId, where.documentTemplateId),
            live(terms),
          ),
        )
        .for("update");
      return current ?? null;
    },
    async updateValue(executor: Executor, id: string, values: { value: string; updatedAt: Date; updatedById: string }) {
      const [updated] = await executor.update(terms).set(values).where(eq(terms.id, id)).returning(columns);
      return updated!;
    },
  };
}

export type TermsAdminRepository = ReturnType<typeof createTermsAdminRepository>;
