import { decodeJwt } from "jose";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
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
import type { ChatsService } from "./chats.service.ts";
import { MAX_STREAMS_PER_USER } from "./chat-streams.ts";

const tags = ["chats"];
/**
 * The user themself, a party of the document, an attorney assigned to it or an attorney a party
 * bought Q&A from (the service pairs customer and attorney).
 */
const chatAccess = access.allOf(
  access.self(),
  access.anyOf(access.documentParty("docId"), access.assignedAttorney("docId", "document"), access.qaAttorney("docId")),
);
const streamQuerySchema = chatWithQuerySchema.extend({
  maxSeconds: z.coerce.number({ error: "maxSeconds must be a whole number from 1 to 3600" }).int({ error: "maxSeconds must be a whole number from 1 to 3600" }).min(1, { error: "maxSeconds must be a whole number from 1 to 3600" }).max(3600, { error: "maxSeconds must be a whole number from 1 to 3600" }).default(3600),
});
/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** The access token's expiry (ms since the epoch) from the Authorization header the access check verified; null without one. */
function tokenExpiry(authorization: string | undefined): number | null {
  const token = /^Bearer\s+(\S+)/i.exec(authorization ?? "")?.[1];
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function registerChatsRoutes(app: ApiInstance, deps: { chats: ChatsService }): void {
  const service = deps.chats;

  app.get(
    "/users/:id/documents/:docId/chats",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "listChats",
        tags,
        summary: "The conversation between a customer and their attorney on the agreement, newest first, with the unread count",
        security: [{ bearerAuth: [] }],
        params: chatParamsSchema,
        querystring: listChatsQuerySchema,
        response: { 200: listChatsResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => service.list(request.params.id, request.params.docId, request.query),
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
    async (request, reply) => reply.code(201).send(await service.send(request.params.id, request.params.docId, request.body.message, request.query.counterpartId)),
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
    async (request) => service.remove(request.params.id, request.params.docId, request.body.chatIds, request.query.counterpartId),
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
    async (request) => service.markRead(request.params.id, request.params.docId, request.body.chatIds, request.query.counterpartId),
  );

  app.get(
    "/users/:id/documents/:docId/chats/stream",
    {
      config: { access: chatAccess },
      schema: {
        operationId: "streamChats",
        tags,
        summary: "Server-sent events of the conversation: `message` (a new ChatMessage), `deleted` and `read` (chatIds), and `end` (why the server closed it)",
        description:
          "text/event-stream; a comment line every 25 s keeps it open. Works across API instances on PostgreSQL (LISTEN/NOTIFY). " +
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
    async (request, reply) => {
      const { raw } = reply;
      const close = await service.openStream({
        viewerId: request.params.id,
        documentId: request.params.docId,
        counterpartId: request.query.counterpartId,
        expiresAt: tokenExpiry(request.headers.authorization),
        maxMs: request.query.maxSeconds * 1000,
        sink: {
          send: (event) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event.type === "message" ? event.message : { chatIds: event.chatIds })}\n\n`),
          end: (reason, error) => {
            if (error) request.log.warn({ err: error }, "chat stream ended: its access could not be checked");
            raw.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          },
        },
      });
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      raw.write(": connected\n\n");
      const heartbeat = setInterval(() => {
        if (!raw.writableEnded) raw.write(": ping\n\n");
      }, HEARTBEAT_MS);
      // An EventSource reconnects by itself after an end (retry: 1 s).
      raw.write("retry: 1000\n\n");
      const stop = () => {
        clearInterval(heartbeat);
        close();
      };
      raw.on("finish", stop);
      request.raw.on("close", stop);
      raw.on("error", stop);
    },
  );

  // Streams end when draining starts, so the listener can close in time, and when the app closes.
  app.drain.onStart(() => service.stopStreams());
  app.addHook("preClose", async () => service.stopStreams());
}
