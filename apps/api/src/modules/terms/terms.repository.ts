import { live, terms, type Database } from "@prenup/db";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { TermResponse } from "./terms.schemas.ts";

export function createTermsRepository(db: Database) {
  return {
    /**
     * Terms whose state is the given one or none, and whose template is the given one or none
     * (without a filter only the general rows match).
     */
    async listApplicableTerms(filter: {
      stateId?: string | undefined;
      documentTemplateId?: string | undefined;
    }): Promise<TermResponse[]> {
      return db
        .select({
          id: terms.id,
          key: terms.key,
          value: terms.value,
          stateId: terms.stateId,
          documentTemplateId: terms.documentTemplateId,
        })
        .from(terms)
        .where(
          and(
            live(terms),
            filter.stateId ? or(isNull(terms.stateId), eq(terms.stateId, filter.stateId)) : isNull(terms.stateId),
            filter.documentTemplateId
              ? or(isNull(terms.documentTemplateId), eq(terms.documentTemplateId, filter.documentTemplateId))
              : isNull(terms.documentTemplateId),
          ),
        )
        .orderBy(asc(terms.key));
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
