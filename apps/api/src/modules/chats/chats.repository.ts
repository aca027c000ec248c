import { chatMessages, documents, preparedQuery, type Database, type Executor } from "@prenup/db";
import type { AttorneyStage, UserType } from "@prenup/domain";
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";

/** What a live stream's access re-check reads: the document's parties and the viewer's standing. */
export type StreamAccessRow = {
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  userType: UserType;
  closed: boolean;
  attorneyStage: AttorneyStage | null;
};

/**
 * ONE statement, run for each open stream every 30 s and before each delivery: the live document's
 * parties with the viewer's type, closed account and attorney stage (no row: the document is gone
 * or the viewer has no user row).
 */
const streamAccess = preparedQuery<StreamAccessRow>("chats_stream_access", () => {
  const documentId = sql.placeholder("documentId");
  const viewerId = sql.placeholder("viewerId");
  return sql`
    select d.user_a_id as "userAId", d.user_b_id as "userBId", d.attorney_a_id as "attorneyAId", d.attorney_b_id as "attorneyBId",
           u.user_type as "userType", u.deleted_at is not null as closed, a.stage as "attorneyStage"
      from documents d
      join users u on u.id = ${viewerId}::uuid
      left join attorneys a on a.id = u.id
     where d.id = ${documentId}::uuid and d.deleted_at is null`;
});

/** The chat's own table (chat_messages) and its read of the document's parties and attorneys. */
export function createChatsRepository(db: Database) {
  const between = (a: string, b: string) =>
    or(and(eq(chatMessages.fromUserId, a), eq(chatMessages.toUserId, b)), and(eq(chatMessages.fromUserId, b), eq(chatMessages.toUserId, a)));

  return {
    async findParties(documentId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: documents.id, userAId: documents.userAId, userBId: documents.userBId, attorneyAId: documents.attorneyAId, attorneyBId: documents.attorneyBId })
        .from(documents)
        .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)));
      return row ?? null;
    },

    async streamAccess(documentId: string, viewerId: string): Promise<StreamAccessRow | null> {
      const [row] = await streamAccess(db, { documentId, viewerId });
      return row ?? null;
    },

    /** One page of the conversation, newest first, with its total and the viewer's unread count (one statement). */
    async page(documentId: string, viewerId: string, counterpartId: string, page: { limit: number; offset: number }) {
      const rows = await db
        .select({
          message: chatMessages,
          total: sql<number>`count(*) over ()`.mapWith(Number),
          unread: sql<number>`count(*) filter (where ${chatMessages.toUserId} = ${viewerId} and not ${chatMessages.isRead}) over ()`.mapWith(Number),
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.documentId, documentId), isNull(chatMessages.deletedAt), between(viewerId, counterpartId)))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows;
    },

    async unreadCount(executor: Executor, documentId: string, viewerId: string, counterpartId: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.documentId, documentId), isNull(chatMessages.deletedAt), eq(chatMessages.toUserId, viewerId), eq(chatMessages.fromUserId, counterpartId), eq(chatMessages.isRead, false)));
      return row?.n ?? 0;
    },

    async insert(executor: Executor, values: typeof chatMessages.$inferInsert) {
      const [row] = await executor.insert(chatMessages).values(values).returning();
      return row!;
    },

    async findMessage(messageId: string) {
      const [row] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)));
      return row ?? null;
    },

    /** Soft-deletes the sender's own messages among `ids`; returns the ids deleted. */
    async deleteOwn(executor: Executor, documentId: string, fromUserId: string, ids: readonly string[], now: Date): Promise<string[]> {
      const rows = await executor
        .update(chatMessages)
        .set({ deletedAt: now, updatedAt: now, updatedById: fromUserId })
        .where(and(eq(chatMessages.documentId, documentId), eq(chatMessages.fromUserId, fromUserId), inArray(chatMessages.id, [...ids]), isNull(chatMessages.deletedAt)))
        .returning({ id: chatMessages.id, toUserId: chatMessages.toUserId });
      return rows.map((row) => row.id);
    },

    /** Marks the messages among `ids` addressed to the reader as read; returns the ids changed. */
    async markRead(executor: Executor, documentId: string, toUserId: string, ids: readonly string[], now: Date): Promise<string[]> {
      const rows = await executor
        .update(chatMessages)
        .set({ isRead: true, readAt: now, updatedAt: now, updatedById: toUserId })
        .where(and(eq(chatMessages.documentId, documentId), eq(chatMessages.toUserId, toUserId), inArray(chatMessages.id, [...ids]), eq(chatMessages.isRead, false), isNull(chatMessages.deletedAt)))
        .returning({ id: chatMessages.id });
      return rows.map((row) => row.id);
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
