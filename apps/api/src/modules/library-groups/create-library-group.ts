import type { CreateLibraryGroup } from "@prenup/domain";
import { getLibraryGroup } from "./get-library-group.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { writeLibraryGroup } from "./write-library-group.ts";

/** POST /library-groups: a new group with its states, sections and clauses. */
export async function createLibraryGroup(
  ctx: LibraryGroupsContext,
  input: { body: CreateLibraryGroup; actorId: string },
) {
  const { body, actorId } = input;
  const { repository } = ctx;
  const id = await writeLibraryGroup(() =>
    ctx.db.transaction(async (tx) => {
      const created = await repository.insertGroup(tx, {
        key: body.key,
        name: body.name,
        description: body.description ?? null,
        order: body.order,
        actorId,
      });
      await repository.replaceLinks(tx, created, "states", [...new Set(body.stateIds)], actorId);
      await repository.replaceLinks(tx, created, "sections", [...new Set(body.sectionTemplateIds)], actorId);
      await repository.replaceLinks(tx, created, "clauses", [...new Set(body.clauseTemplateIds)], actorId);
      return created;
    }),
  );
  return getLibraryGroup(ctx, id);
}
