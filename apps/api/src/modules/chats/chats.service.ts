import type { Database } from "@prenup/db";
import { CHAT_MESSAGES, DomainError } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { ChatBus, LiveChatMessage } from "../../integrations/live/chat-bus.ts";
import { createChatStreams, type OpenChatStream } from "./chat-streams.ts";
import type { ChatParties, ChatsRepository, StreamAccessRow } from "./chats.repository.ts";
import type { ChatMessageResponse } from "./chats.schemas.ts";

type MessageRow = {
  id: string;
  documentId: string;
  fromUserId: string;
  toUserId: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
};

export function toChatMessage(row: MessageRow): ChatMessageResponse {
  return {
    id: row.id,
    documentId: row.documentId,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The people the viewer chats with on the document, in order: partner A with attorney A, partner B
 * with attorney B, then a partner with each attorney they bought Q&A from (the purchase in force,
 * latest first). A customer with a representing attorney and a Q&A attorney has two conversations;
 * an attorney who represents one partner and answers the other's questions has two as well.
 */
export function pairsOf(
  parties: ChatParties,
  viewerId: string,
): { counterpartId: string; viewerIs: "customer" | "attorney" }[] {
  const pairs: [string | null, string | null][] = [
    [parties.userAId, parties.attorneyAId],
    [parties.userBId, parties.attorneyBId],
    ...parties.qaPairs.map((pair): [string, string] => [pair.userId, pair.attorneyId]),
  ];
  const found: { counterpartId: string; viewerIs: "customer" | "attorney" }[] = [];
  for (const [customer, attorney] of pairs) {
    if (!customer || !attorney) continue;
    const pair =
      viewerId === customer
        ? ({ counterpartId: attorney, viewerIs: "customer" } as const)
        : viewerId === attorney
          ? ({ counterpartId: customer, viewerIs: "attorney" } as const)
          : null;
    if (pair && !found.some((known) => known.counterpartId === pair.counterpartId)) found.push(pair);
  }
  return found;
}

/**
 * Who the viewer chats with: the counterpart asked for when they are one of the viewer's pairs,
 * else (none asked) the first pair — a partner's representing attorney before a Q&A attorney; null
 * for nobody.
 */
export function pairOf(
  parties: ChatParties,
  viewerId: string,
  counterpartId?: string,
): { counterpartId: string; viewerIs: "customer" | "attorney" } | null {
  const pairs = pairsOf(parties, viewerId);
  return (counterpartId === undefined ? pairs[0] : pairs.find((pair) => pair.counterpartId === counterpartId)) ?? null;
}

/**
 * Whether an open stream's viewer may still read the conversation with the counterpart, by the
 * route's rule (an open account; a party of the live document, or an APPROVED attorney assigned to
 * it or bought for Q&A by a party) and the pairing.
 */
export function mayStillStream(row: StreamAccessRow | null, viewerId: string, counterpartId: string): boolean {
  if (!row || row.closed) return false;
  const pair = pairOf(row, viewerId, counterpartId);
  if (!pair) return false;
  return pair.viewerIs === "customer" || (row.userType === "ATTORNEY" && row.attorneyStage === "APPROVED");
}

/**
 * Chat between a customer and their attorney on one agreement: partner A with attorneyAId, partner
 * B with attorneyBId, and a partner with the attorney they bought Q&A from while the purchase is in
 * force. Nobody else takes part (the access rules let only the parties, the assigned attorneys and
 * the Q&A attorneys in; this pairs them).
 */
export function createChatsService(deps: { db: Database; clock: Clock; repository: ChatsRepository; bus: ChatBus }) {
  const { db, repository, bus, clock } = deps;

  /** The viewer's counterpart on the document (the one asked for, else the first), or a refusal. */
  async function counterpartOf(documentId: string, viewerId: string, asked?: string): Promise<string> {
    const parties = await repository.findParties(documentId);
    if (!parties) throw new DomainError("DOCUMENT_NOT_FOUND", "Agreement not found");
    const pair = pairOf(parties, viewerId, asked);
    if (!pair)
      throw new DomainError(
        "CHAT_NOT_ALLOWED",
        asked === undefined ? CHAT_MESSAGES.noAttorney : CHAT_MESSAGES.notYourCounterpart,
      );
    return pair.counterpartId;
  }

  /** This instance's open streams: access checked again on delivery and every 30 s, at most 5 per user. */
  const streams = createChatStreams({
    bus,
    clock,
    checkAccess: async (viewerId, documentId, counterpartId) =>
      mayStillStream(await repository.streamAccess(documentId, viewerId), viewerId, counterpartId),
  });

  return {
    counterpartOf,

    /** The access rule qaAttorney: a party of the live document bought Q&A with the attorney, in force. */
    isQaAttorneyOfDocument: (attorneyId: string, documentId: string) => repository.isQaAttorney(documentId, attorneyId),

    async list(
      viewerId: string,
      documentId: string,
      query: { page: number; pageSize: number; counterpartId?: string | undefined },
    ) {
      const counterpartId = await counterpartOf(documentId, viewerId, query.counterpartId);
      const rows = await repository.page(documentId, viewerId, counterpartId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const unreadCount =
        rows[0]?.unread ??
        (query.page === 1 ? 0 : await repository.unreadCount(db, documentId, viewerId, counterpartId));
      return {
        chats: rows.map((row) => toChatMessage(row.message)),
        total: rows[0]?.total ?? 0,
        unreadCount,
        counterpartId,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Stores the message as text and announces it to the counterpart's (and the sender's other) open streams. */
    async send(viewerId: string, documentId: string, message: string, asked?: string): Promise<ChatMessageResponse> {
      const counterpartId = await counterpartOf(documentId, viewerId, asked);
      const now = clock.now();
      const { row, deliver } = await db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          documentId,
          fromUserId: viewerId,
          toUserId: counterpartId,
          message,
          createdById: viewerId,
          updatedById: viewerId,
          createdAt: now,
          updatedAt: now,
        });
        const deliver = await bus.announce(tx, { type: "message", message: toChatMessage(row) });
        return { row, deliver };
      });
      deliver();
      return toChatMessage(row);
    },

    /** Deletes the viewer's own messages among chatIds (others' messages are not theirs to delete). */
    async remove(viewerId: string, documentId: string, chatIds: readonly string[], asked?: string) {
      const counterpartId = await counterpartOf(documentId, viewerId, asked);
      const { deletedIds, deliver } = await db.transaction(async (tx) => {
        const deletedIds = await repository.deleteOwn(tx, documentId, viewerId, counterpartId, chatIds, clock.now());
        const deliver =
          deletedIds.length > 0
            ? await bus.announce(tx, {
                type: "deleted",
                documentId,
                userIds: [viewerId, counterpartId],
                chatIds: deletedIds,
              })
            : () => {};
        return { deletedIds, deliver };
      });
      deliver();
      return { deletedIds };
    },

    /** Marks messages addressed to the viewer as read; answers the unread count left. */
    async markRead(viewerId: string, documentId: string, chatIds: readonly string[], asked?: string) {
      const counterpartId = await counterpartOf(documentId, viewerId, asked);
      const { readIds, unreadCount, deliver } = await db.transaction(async (tx) => {
        const readIds = await repository.markRead(tx, documentId, viewerId, counterpartId, chatIds, clock.now());
        const unreadCount = await repository.unreadCount(tx, documentId, viewerId, counterpartId);
        const deliver =
          readIds.length > 0
            ? await bus.announce(tx, { type: "read", documentId, userIds: [viewerId, counterpartId], chatIds: readIds })
            : () => {};
        return { readIds, unreadCount, deliver };
      });
      deliver();
      return { readIds, unreadCount };
    },

    /**
     * Opens a stream of the viewer's conversation on the document (after the pairing check); answers
     * the function to call when its connection closes.
     */
    async openStream(
      input: Omit<OpenChatStream, "counterpartId"> & { counterpartId?: string | undefined },
    ): Promise<() => void> {
      const counterpartId = await counterpartOf(input.documentId, input.viewerId, input.counterpartId);
      return streams.open({ ...input, counterpartId });
    },

    /** Ends every open stream and refuses new ones (the instance is draining or closing). */
    stopStreams: () => streams.stop(),

    /** Open streams on this instance, of one user or of everybody. */
    openStreams: (userId?: string) => streams.count(userId),

    /** For the PostgreSQL bus: a message read back when its notification was too long. */
    async load(messageId: string): Promise<LiveChatMessage | null> {
      const row = await repository.findMessage(messageId);
      return row ? toChatMessage(row) : null;
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
