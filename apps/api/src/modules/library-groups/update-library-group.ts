import { DomainError, type UpdateLibraryGroup } from "@prenup/domain";
import { getLibraryGroup } from "./get-library-group.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { LIBRARY_GROUP_MESSAGES } from "./library-groups.messages.ts";
import { writeLibraryGroup } from "./write-library-group.ts";

/** PATCH /library-groups/{id}: the fields given change; a list of links given replaces the old one. */
export async function updateLibraryGroup(
  ctx: LibraryGroupsContext,
  input: { id: string; body: UpdateLibraryGroup; actorId: string },
) {
  const { id, body, actorId } = input;
  const { repository } = ctx;
  await writeLibraryGroup(() =>
    ctx.db.transaction(async (tx) => {
      const found = await repository.updateGroup(tx, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.order !== undefined ? { order: body.order } : {}),
        actorId,
        now: ctx.clock.now(),
      });
      if (!found) throw new DomainError("LIBRARY_GROUP_NOT_FOUND", LIBRARY_GROUP_MESSAGES.notFound);
      if (body.stateIds) await repository.replaceLinks(tx, id, "states", [...new Set(body.stateIds)], actorId);
      if (body.sectionTemplateIds)
        await repository.replaceLinks(tx, id, "sections", [...new Set(body.sectionTemplateIds)], actorId);
      if (body.clauseTemplateIds)
        await repository.replaceLinks(tx, id, "clauses", [...new Set(body.clauseTemplateIds)], actorId);
    }),
  );
  return getLibraryGroup(ctx, id);
}
