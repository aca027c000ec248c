import { chatMessages, live, type Database, type Executor } from "@prenup/db";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { chatParties } from "./chat-parties.read-model.ts";
import { qaAttorneyFound } from "./qa-attorney-found.read-model.ts";
import { streamAccess } from "./stream-access.read-model.ts";

import type { ChatParties, QaPair } from "./chat-parties.read-model.ts";

import type { StreamAccessRow } from "./stream-access.read-model.ts";
export type { StreamAccessRow };
export type { ChatParties, QaPair };

/** A partner who bought Q&A with an attorney, the purchase in force: the two may chat. */

/** The chat's own table (chat_messages), and its read models of the document's parties, attorneys and Q&A purchases. */
export function createChatsRepository(db: Database) {
  const between = (a: string, b: string) =>
    or(
      and(eq(chatMessages.fromUserId, a), eq(chatMessages.toUserId, b)),
      and(eq(chatMessages.fromUserId, b), eq(chatMessages.toUserId, a)),
    );

  return {
    async findParties(documentId: string, executor: Executor = db): Promise<ChatParties | null> {
      const [row] = await chatParties(executor, { documentId });
      return row ?? null;
    },

    async isQaAttorney(documentId: string, attorneyId: string): Promise<boolean> {
      const [row] = await qaAttorneyFound(db, { documentId, attorneyId });
      return row?.found ?? false;
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
          unread:
            sql<number>`count(*) filter (where ${chatMessages.toUserId} = ${viewerId} and not ${chatMessages.isRead}) over ()`.mapWith(
              Number,
            ),
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.documentId, documentId), live(chatMessages), between(viewerId, counterpartId)))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows;
    },

    async unreadCount(
      executor: Executor,
      documentId: string,
      viewerId: string,
      counterpartId: string,
    ): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.documentId, documentId),
            live(chatMessages),
            eq(chatMessages.toUserId, viewerId),
            eq(chatMessages.fromUserId, counterpartId),
            eq(chatMessages.isRead, false),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(executor: Executor, values: typeof chatMessages.$inferInsert) {
      const [row] = await executor.insert(chatMessages).values(values).returning();
      return row!;
    },

    async findMessage(messageId: string) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), live(chatMessages)));
      return row ?? null;
    },

    /** Soft-deletes the sender's own messages to `toUserId` among `ids`; returns the ids deleted. */
    async deleteOwn(
      executor: Executor,
      documentId: string,
      fromUserId: string,
      toUserId: string,
      ids: readonly string[],
      now: Date,
    ): Promise<string[]> {
      const rows = await executor
        .update(chatMessages)
        .set({ deletedAt: now, updatedAt: now, updatedById: fromUserId })
        .where(
          and(
            eq(chatMessages.documentId, documentId),
            eq(chatMessages.fromUserId, fromUserId),
            eq(chatMessages.toUserId, toUserId),
            inArray(chatMessages.id, [...ids]),
            live(chatMessages),
          ),
        )
        .returning({ id: chatMessages.id });
      return rows.map((row) => row.id);
    },

    /** Marks the messages among `ids` from `fromUserId` to the reader as read; returns the ids changed. */
    async markRead(
      executor: Executor,
      documentId: string,
      toUserId: string,
      fromUserId: string,
      ids: readonly string[],
      now: Date,
    ): Promise<string[]> {
      const rows = await executor
        .update(chatMessages)
        .set({ isRead: true, readAt: now, updatedAt: now, updatedById: toUserId })
        .where(
          and(
            eq(chatMessages.documentId, documentId),
            eq(chatMessages.toUserId, toUserId),
            eq(chatMessages.fromUserId, fromUserId),
            inArray(chatMessages.id, [...ids]),
            eq(chatMessages.isRead, false),
            live(chatMessages),
          ),
        )
        .returning({ id: chatMessages.id });
      return rows.map((row) => row.id);
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
