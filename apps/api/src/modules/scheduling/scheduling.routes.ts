import { DomainError } from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema, timestampSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  attorneyEventParamsSchema,
  bookBodySchema,
  bookResponseSchema,
  eventParamsSchema,
  eventResponseSchema,
  itemParamsSchema,
  listEventsQuerySchema,
  listEventsResponseSchema,
  SCHEDULING_MESSAGES,
  listAttorneyEventsResponseSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  webhookResponseSchema,
} from "./scheduling.schemas.ts";
import { bookEvent } from "./book-event.ts";
import { cancelEvent } from "./cancel-event.ts";
import { completeEvent } from "./complete-event.ts";
import { listAttorneyEvents } from "./list-attorney-events.ts";
import { listBookingSlots } from "./list-booking-slots.ts";
import { listUserEvents } from "./list-user-events.ts";
import { markEventNoShow } from "./mark-event-no-show.ts";
import { receiveWebhook } from "./receive-webhook.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

const tags = ["attorney-services"];

export function registerSchedulingRoutes(
  app: ApiInstance,
  deps: {
    /** The module's context: each handler calls its use case with it. */
    scheduling: SchedulingContext;
  },
): void {
  const ctx = deps.scheduling;

  app.get(
    "/users/:id/purchase-items/events",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listUserEvents",
        tags,
        summary: "The user's calls with attorneys: all, past (ended) or future (not ended), paginated",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: listEventsQuerySchema,
        response: { 200: listEventsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listUserEvents(ctx, { userId: request.params.id, query: request.query }),
  );

  app.get(
    "/users/:id/purchase-items/:pid/slots",
    {
      config: { access: access.self() },
      schema: {
        operationId: "listBookingSlots",
        tags,
        summary:
          "The times the user can book for a purchased service (built-in calendar), or the attorney's booking link",
        security: [{ bearerAuth: [] }],
        params: itemParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      listBookingSlots(ctx, { userId: request.params.id, itemId: request.params.pid, query: request.query }),
  );

  app.post(
    "/users/:id/purchase-items/:pid/events",
    {
      config: { access: access.self() },
      schema: {
        operationId: "bookEvent",
        tags,
        summary:
          "Book an offered slot: creates the call (OUTBOUND_CALL to the user's number) and moves the booking to SCHEDULED",
        description:
          "A taken or unoffered time → 409 SLOT_NOT_AVAILABLE; a service already scheduled or complete → 409 BOOKING_NOT_ALLOWED.",
        security: [{ bearerAuth: [] }],
        params: itemParamsSchema,
        body: bookBodySchema,
        response: { 200: bookResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => bookEvent(ctx, { userId: request.params.id, itemId: request.params.pid, body: request.body }),
  );

  app.post(
    "/users/:id/events/:eid/cancel",
    {
      config: { access: access.self() },
      schema: {
        operationId: "cancelEvent",
        tags,
        summary: "Cancel a booked call before it starts; the service waits for a new booking",
        security: [{ bearerAuth: [] }],
        params: eventParamsSchema,
        response: { 200: eventResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelEvent(ctx, { userId: request.params.id, eventId: request.params.eid }),
  );

  app.post(
    "/users/:id/attorneys/:aid/events/:eid/complete",
    {
      config: { access: access.allOf(access.self(), access.approvedAttorney()) },
      schema: {
        operationId: "completeEvent",
        tags,
        summary:
          "The attorney marks a call that has started as completed (the service is then BOOKED and can be reviewed)",
        security: [{ bearerAuth: [] }],
        params: attorneyEventParamsSchema,
        response: {
          200: z.object({
            id: z.uuid(),
            serviceCompletedAt: timestampSchema,
            bookingStatus: z.enum(["WAITING", "SCHEDULED", "BOOKED"]).nullable(),
          }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      // An attorney's id is their user id: only their own calls.
      if (request.params.aid !== request.params.id)
        throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
      return completeEvent(ctx, { attorneyId: request.params.aid, eventId: request.params.eid });
    },
  );

  // --- the attorney's side (attorney-portal issue) ------------------------------------------------

  app.post(
    "/users/:id/attorneys/:aid/events/:eid/no-show",
    {
      config: { access: access.allOf(access.self(), access.approvedAttorney()) },
      schema: {
        operationId: "markEventNoShow",
        tags,
        summary:
          "The attorney marks a call that has started (not completed) as a no-show; the service can be booked again",
        security: [{ bearerAuth: [] }],
        params: attorneyEventParamsSchema,
        response: {
          200: z.object({
            id: z.uuid(),
            eventStatus: z.literal("NO_SHOW"),
            bookingStatus: z.enum(["WAITING", "SCHEDULED", "BOOKED"]).nullable(),
          }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      if (request.params.aid !== request.params.id)
        throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
      return markEventNoShow(ctx, { attorneyId: request.params.aid, eventId: request.params.eid });
    },
  );

  app.get(
    "/users/:id/attorneys/:aid/events",
    {
      config: { access: access.allOf(access.self(), access.approvedAttorney()) },
      schema: {
        operationId: "listAttorneyEvents",
        tags,
        summary: "The attorney's calls with their clients: all, past (ended) or future (not ended), paginated",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid(), aid: z.uuid() }),
        querystring: listEventsQuerySchema,
        response: { 200: listAttorneyEventsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (request.params.aid !== request.params.id)
        throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
      return listAttorneyEvents(ctx, { attorneyId: request.params.aid, query: request.query });
    },
  );

  // The provider signs the exact bytes: this route reads the body raw.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/scheduling/webhook",
      {
        config: { access: access.anonymous() },
        schema: {
          operationId: "receiveSchedulingWebhook",
          tags,
          summary:
            "Booking-provider events (created, cancelled, rescheduled calls): signed, stored once each, applied once in any order by a background job",
          description:
            "A verified delivery is stored in the webhook inbox with the job that applies it, and the answer comes at once: `queued`, or `duplicate` when the delivery was received before (nothing more happens). A failed application is retried by the job with backoff. A missing, wrong or stale (over 300 s) signature → 400 SCHEDULING_SIGNATURE_INVALID and nothing is stored.",
          response: { 200: webhookResponseSchema, ...errorResponses() },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "";
        const signature = request.headers["calendly-webhook-signature"];
        const outcome = await receiveWebhook(ctx, {
          rawBody: body,
          signatureHeader: typeof signature === "string" ? signature : undefined,
        });
        return { received: true as const, outcome };
      },
    );
  });
}
