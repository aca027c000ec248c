import { withoutTotal } from "./get-library-group.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";

/** GET /library-groups: a page of groups, those of one state when it is named. */
export async function listLibraryGroups(
  ctx: LibraryGroupsContext,
  query: { stateId?: string | undefined; page: number; pageSize: number },
) {
  const rows = await ctx.repository.list(
    { stateId: query.stateId },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items: rows.map(withoutTotal), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
