import { livePresenceBodySchema, type LiveAction, type LiveChange } from "@prenup/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { maxSecondsSchema, serveEventStream, tokenExpiry } from "../../http/event-stream.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { CoupleBusEvent } from "../../integrations/live/couple-bus.ts";
import { announceChange } from "./announce-change.ts";
import type { LiveContext } from "./live.context.ts";
import { MAX_LIVE_STREAMS_PER_USER } from "./live.messages.ts";
import { openLiveStream } from "./open-live-stream.ts";
import { reportPresence } from "./report-presence.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What a successful call of the route changes for the couple: the partner's open live streams
     * are told (after the response, so the change is committed) to read it again.
     */
    live?: LiveChange;
    /** What exactly the route does, where the area alone would leave the partner guessing. */
    liveAction?: LiveAction;
  }
}

const tags = ["live"];
const liveAccess = access.allOf(access.self(), access.customer());
const userParamsSchema = z.object({ id: z.uuid({ error: "id must be a user's id" }) });

/**
 * After every successful call of a route that declares `config.live`: the actor's change is
 * announced to the couple (the document's partners when the access check read the document, else
 * the actor's partner through their own stream's subscription). Installed before the routes.
 */
export function installLiveChanges(app: FastifyInstance, live: LiveContext): void {
  app.addHook("onResponse", async (request, reply) => {
    const change = request.routeOptions.config.live;
    if (!change || reply.statusCode >= 400 || !request.currentUser) return;
    const parties = request.accessDocument;
    const coupleIds = parties ? [parties.userAId, parties.userBId].filter((id): id is string => id !== null) : [];
    announceChange(live, request.currentUser.id, change, coupleIds, request.routeOptions.config.liveAction ?? null);
  });
}

export function registerLiveRoutes(app: ApiInstance, deps: { live: LiveContext }): void {
  const { live } = deps;

  app.get(
    "/users/:id/live",
    {
      config: { access: liveAccess },
      schema: {
        operationId: "streamLive",
        tags,
        summary:
          "Server-sent events between partners: `presence` (userId, place, sectionId), `hello` and `left` (userId), `changed` (userId, change, and action for a move of the alignment conversation), `resync` (events may have been lost: read everything again) and `end` (why the server closed it)",
        description:
          "text/event-stream for a signed-in customer; a comment line every 25 s keeps it open. Carries the partner's presence and what the partner " +
          "or an attorney changed (answers, alignment, disclosure, agreement, notarization: read it again; never the viewer's own doings), from every API instance " +
          "(LISTEN/NOTIFY on PostgreSQL; `resync`, with no data, when the instance's LISTEN connection came back after a loss: what was sent " +
          "meanwhile is lost). Access is checked again before events are delivered and every 30 s: the stream ends when the " +
          "account is closed or the partner changed (`access-lost`: reconnect), when the access token expires, after maxSeconds, and when the " +
          `instance stops (503 NOT_READY while it drains). A user holds at most ${MAX_LIVE_STREAMS_PER_USER} streams at once unless the instance is configured otherwise (LIVE_STREAMS_PER_USER; 429 LIVE_STREAMS_LIMIT).`,
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        querystring: z.object({ maxSeconds: maxSecondsSchema }),
        response: { 200: z.string().describe("text/event-stream"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      serveEventStream<CoupleBusEvent>(request, reply, {
        open: (sink) =>
          openLiveStream(live, {
            viewerId: request.params.id,
            expiresAt: tokenExpiry(request.headers.authorization),
            maxMs: request.query.maxSeconds * 1000,
            sink,
          }),
        format: (event) => {
          const { type, ...data } = event;
          return {
            event: type,
            data:
              type === "changed"
                ? { userId: event.userId, change: event.change, ...(event.action ? { action: event.action } : {}) }
                : data,
          };
        },
        unavailableLog: "live stream ended: its access could not be checked",
      }),
  );

  app.post(
    "/users/:id/live/presence",
    {
      config: { access: liveAccess },
      schema: {
        operationId: "reportPresence",
        tags,
        summary:
          "Where the customer is in the app (place, and the questionnaire section on screen), for the partner's live stream",
        description:
          "Sent when the customer opens a page, when the partner's stream says `hello`, and every 30 s while the app is open. Stores nothing.",
        security: [{ bearerAuth: [] }],
        params: userParamsSchema,
        body: livePresenceBodySchema,
        response: { 204: z.null().describe("Told"), ...errorResponses(401, 403, 415) },
      },
    },
    async (request, reply) => {
      reportPresence(live, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  // Streams end when draining starts, so the listener can close in time, and when the app closes.
  app.drain.onStart(() => live.streams.stop());
  app.addHook("preClose", async () => live.streams.stop());
}
