import { DomainError } from "@prenup/domain";
import { getLibraryGroup } from "./get-library-group.ts";
import type { LibraryGroupsContext } from "./library-groups.context.ts";
import { LIBRARY_GROUP_MESSAGES } from "./library-groups.messages.ts";

/** GET /documents/{docId}/library-groups/{groupId}/render: the group's clauses as they would read in this agreement. */
export async function renderLibraryGroup(
  ctx: LibraryGroupsContext,
  input: { documentId: string; groupId: string; actorId: string },
) {
  const group = await getLibraryGroup(ctx, input.groupId);
  const rendered = await ctx.clauses.renderClausesFor(
    input.documentId,
    input.actorId,
    group.clauses.map((clause) => clause.id),
  );
  if (group.states.length > 0 && !group.states.some((state) => state.id === rendered.stateId)) {
    throw new DomainError("LIBRARY_GROUP_NOT_FOUND", LIBRARY_GROUP_MESSAGES.notInState);
  }
  return {
    group: { id: group.id, key: group.key, name: group.name },
    clauses: rendered.clauses,
    missingAnswers: rendered.missingAnswers,
  };
}
