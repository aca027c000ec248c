import { DomainError } from "@prenup/domain";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";
import type { DuplicateDocumentsResponse } from "./admin-users.schemas.ts";

/** GET /admin/users/{id}/duplicate-documents: the user's active agreements (more than one needs resolving), with what each holds. */
export async function listDuplicateDocuments(
  ctx: AdminUsersContext,
  userId: string,
): Promise<DuplicateDocumentsResponse> {
  const [person] = await ctx.users.findPeople([userId]);
  if (!person) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
  const list = await ctx.repository.listActiveDocuments(userId);
  return { hasDuplicates: list.length > 1, documents: list };
}
