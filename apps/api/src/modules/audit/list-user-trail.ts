import { fullName } from "@prenup/domain";
import type { AuditContext } from "./audit.context.ts";
import type { AuditListResponse } from "./audit.schemas.ts";

/** A user's trail (changes about them and changes they made), newest first. */
export async function listUserTrail(
  ctx: AuditContext,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<AuditListResponse> {
  const rows = await ctx.repository.listForUser(userId, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return {
    items: rows.map(({ entry, actorEmail, actorFirstName, actorLastName }) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      documentId: entry.documentId,
      subjectUserId: entry.subjectUserId,
      actor:
        entry.actorUserId && actorEmail
          ? {
              id: entry.actorUserId,
              email: actorEmail,
              name: fullName({ firstName: actorFirstName, lastName: actorLastName }) || actorEmail,
            }
          : null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
