import { z } from "zod";
import { access } from "../../access/rules.ts";
import { maxSecondsSchema, serveEventStream, tokenExpiry } from "../../http/event-stream.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { ChatBusEvent } from "../../integrations/live/chat-bus.ts";
import {
  chatWithQuerySchema,
  chatIdsBodySchema,
  chatMessageResponseSchema,
  chatParamsSchema,
  deleteChatsResponseSchema,
  listChatsQuerySchema,
  listChatsResponseSchema,
  readChatsResponseSchema,
  sendChatBodySchema,
} from "./chats.schemas.ts";
import { MAX_STREAMS_PER_USER } from "./chat-streams.ts";
import type { ChatsContext } from "./chats.context.ts";
import { deleteChats } from "./delete-chats.ts";
import { listChats } from "./list-chats.ts";
import { markChatsRead } from "./mark-chats-read.ts";
import { openChatStream } from "./open-chat-stream.ts";
import { sendChat } from "./send-chat.ts";

const tags = ["chats"];
/**
 * The user themself, a party of the document, an attorney assigned to it or an attorney a party
 * bought Q&A from (`counterpartOf` pairs customer and attorney).
 */
const chatAccess = access.allOf(
  access.self(),
  access.anyOf(access.documentParty("docId"), access.assignedAttorney("docId", "document"), access.qaAttorney("docId")),
);
const streamQuerySchema = chatWithQuerySchema.extend({ maxSeconds: maxSecondsSchema });
export function registerChatsRoutes(app: ApiInstance, deps: { chats: ChatsContext }): void {
  const ctx = deps.chats;

  app.get(
    "/users/:id/documents/:docId/chats",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "listChats",
        tags,
        summary:
          "The conversation between a customer and their attorney on the agreement, newest first, with the unread count",
        security: [{ bearerAuth: [] }],
        params: chatParamsSchema,
        querystring: listChatsQuerySchema,
        response: { 200: listChatsResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => listChats(ctx, request.params.id, request.params.docId, request.query),
  );

  app.post(
    "/users/:id/documents/:docId/chats",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "sendChat",
        tags,
        summary: "Send a message (plain text, 1–2,000 characters) to the counterpart; delivered live to open streams",
        security: [{ bearerAuth: [] }],
        params: chatParamsSchema,
        querystring: chatWithQuerySchema,
        body: sendChatBodySchema,
        response: { 201: chatMessageResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendChat(
            ctx,
            request.params.id,
            request.params.docId,
            request.body.message,
            request.query.counterpartId,
          ),
        ),
  );

  app.delete(
    "/users/:id/documents/:docId/chats",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "deleteChats",
        tags,
        summary: "Delete the user's own messages among chatIds",
        security: [{ bearerAuth: [] }],
        params: chatParamsSchema,
        querystring: chatWithQuerySchema,
        body: chatIdsBodySchema,
        response: { 200: deleteChatsResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      deleteChats(ctx, request.params.id, request.params.docId, request.body.chatIds, request.query.counterpartId),
  );

  app.patch(
    "/users/:id/documents/:docId/chats/read",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "readChats",
        tags,
        summary: "Mark messages addressed to the user as read; answers the unread count left",
        security: [{ bearerAuth: [] }],
        params: chatParamsSchema,
        querystring: chatWithQuerySchema,
        body: chatIdsBodySchema,
        response: { 200: readChatsResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      markChatsRead(ctx, request.params.id, request.params.docId, request.body.chatIds, request.query.counterpartId),
  );

  app.get(
    "/users/:id/documents/:docId/chats/stream",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "streamChats",
        tags,
        summary:
          "Server-sent events of the conversation: `message` (a new ChatMessage), `deleted` and `read` (chatIds), `resync` (events may have been lost: read the conversation again) and `end` (why the server closed it)",
        description:
          "text/event-stream; a comment line every 25 s keeps it open. Works across API instances on PostgreSQL (LISTEN/NOTIFY); " +
          "when the instance's LISTEN connection came back after a loss, `resync` (no data) says events may have been lost. " +
          "Access is checked again before events are delivered and every 30 s: the stream ends when the viewer loses access " +
          "(unassigned, deactivated, account closed), when the access token expires (reconnect with a fresh one), after maxSeconds, " +
          "and when the instance stops (503 NOT_READY while it drains; reconnect). The last event, `end`, names the reason: " +
          "max-seconds, token-expired, access-lost, unavailable or server-stopping. " +
          `A user holds at most ${MAX_STREAMS_PER_USER} streams at once (429 CHAT_STREAMS_LIMIT).`,
        security: [{ bearerAuth: [] }],
        params: chatParamsSchema,
        querystring: streamQuerySchema,
        response: { 200: z.string().describe("text/event-stream"), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      serveEventStream<ChatBusEvent>(request, reply, {
        open: (sink) =>
          openChatStream(ctx, {
            viewerId: request.params.id,
            documentId: request.params.docId,
            counterpartId: request.query.counterpartId,
            expiresAt: tokenExpiry(request.headers.authorization),
            maxMs: request.query.maxSeconds * 1000,
            sink,
          }),
        format: (event) => ({
          event: event.type,
          data: event.type === "message" ? event.message : event.type === "resync" ? {} : { chatIds: event.chatIds },
        }),
        unavailableLog: "chat stream ended: its access could not be checked",
      }),
  );

  // Streams end when draining starts, so the listener can close in time, and when the app closes.
  app.drain.onStart(() => ctx.streams.stop());
  app.addHook("preClose", async () => ctx.streams.stop());
}
