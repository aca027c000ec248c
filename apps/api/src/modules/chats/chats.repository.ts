import { chatMessages, live, preparedQuery, type Database, type Executor } from "@prenup/db";
import type { AttorneyStage, UserType } from "@prenup/domain";
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { attorneyStageOf } from "../attorney-portal/attorney-portal.queries.ts";
import { liveDocumentRow } from "../documents/documents.queries.ts";
import { productIdsOfType } from "../products/products.queries.ts";
import { attorneyPurchasesOf } from "../purchase-items/purchase-items.queries.ts";
import { userAccountRow } from "../users/users.queries.ts";

/** A partner who bought Q&A with an attorney, the purchase in force: the two may chat. */
export type QaPair = { userId: string; attorneyId: string };

/** Who may chat on a document: the partners, their representing attorneys and their Q&A attorneys (latest purchase first). */
export type ChatParties = {
  userAId: string;
  userBId: string | null;
  attorneyAId: string | null;
  attorneyBId: string | null;
  qaPairs: QaPair[];
};

/** What a live stream's access re-check reads: the document's chat parties and the viewer's standing. */
export type StreamAccessRow = ChatParties & {
  userType: UserType;
  closed: boolean;
  attorneyStage: AttorneyStage | null;
};

/**
 * The Q&A pairs of the document row `d` (`liveDocumentRow`) as a JSON array: the partners' purchases
 * of the Q&A product in force with an attorney, for this document or for no document yet, latest first.
 */
const qaPairs = attorneyPurchasesOf({
  userIds: sql`d.user_a_id, d.user_b_id`,
  documentId: sql`d.id`,
  productIds: productIdsOfType("Q_A"),
});

const documentIdParam = (): SQL => sql`${sql.placeholder("documentId")}::uuid`;

/** The live document's chat parties (no row: the document is gone). */
const chatParties = preparedQuery<ChatParties>(
  "chats_parties",
  () => sql`
    select d.user_a_id as "userAId", d.user_b_id as "userBId", d.attorney_a_id as "attorneyAId", d.attorney_b_id as "attorneyBId",
           ${qaPairs} as "qaPairs"
      from ${liveDocumentRow(documentIdParam())} d`,
);

/** True when a partner of the live document bought Q&A with the attorney, in force. */
const qaAttorneyFound = preparedQuery<{ found: boolean }>(
  "chats_qa_attorney",
  () => sql`
    select exists (
      select 1 from ${liveDocumentRow(documentIdParam())} d
       where ${qaPairs}::jsonb @> jsonb_build_array(jsonb_build_object('attorneyId', ${sql.placeholder("attorneyId")}::uuid))) as found`,
);

/**
 * ONE statement, run for each open stream every 30 s and before each delivery: the live document's
 * chat parties with the viewer's type, closed account and attorney stage (no row: the document is
 * gone or the viewer has no user row).
 */
const streamAccess = preparedQuery<StreamAccessRow>("chats_stream_access", () => {
  const viewerId = sql`${sql.placeholder("viewerId")}::uuid`;
  return sql`
    select d.user_a_id as "userAId", d.user_b_id as "userBId", d.attorney_a_id as "attorneyAId", d.attorney_b_id as "attorneyBId",
           ${qaPairs} as "qaPairs", u.user_type as "userType", u.closed, ${attorneyStageOf(sql`u.id`)} as "attorneyStage"
      from ${liveDocumentRow(documentIdParam())} d
      join ${userAccountRow(viewerId)} u on true`;
});

/** The chat's own table (chat_messages), and the document's parties, attorneys and Q&A purchases as their owners publish them. */
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

/**
 * Erases the text of every message the user sent, on any document, deleted or not: the row stays for
 * the other side's conversation, its text emptied and `erased_at` set (reads answer
 * `ERASED_CHAT_MESSAGE` for it). In the caller's transaction.
 */
export async function eraseMessagesSentBy(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .update(chatMessages)
    .set({ message: "", erasedAt: at, updatedAt: at, updatedById: null })
    .where(and(eq(chatMessages.fromUserId, userId), isNull(chatMessages.erasedAt)));
}
