import { DomainError } from "@prenup/domain";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { LIBRARY_GROUP_MESSAGES } from "./library-groups.messages.ts";

/** A listed row without the page's total. */
export const withoutTotal = <T extends { total?: number }>(row: T) => {
  const { total: _total, ...rest } = row;
  return rest;
};

/** GET /library-groups/{id}: the group with its states, sections and clauses; 404 LIBRARY_GROUP_NOT_FOUND. */
export async function getLibraryGroup(ctx: LibraryGroupsContext, id: string) {
  const row = await ctx.repository.find(id);
  if (!row) throw new DomainError("LIBRARY_GROUP_NOT_FOUND", LIBRARY_GROUP_MESSAGES.notFound);
  return withoutTotal(row);
}
