/**
 * GET /admin/events (issue 18): every attorney call, searched by attorney and customer (name or
 * e-mail, or a whole id), status and a date range on the call's start; newest first, paged; one
 * statement. Read only; the scheduling module owns events.
 */
import { events, users, type Database, type Executor } from "@prenup/db";
import { EVENT_STATUSES, fullName, textSchema } from "@prenup/domain";
import { and, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { errorResponses, timestampSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { containsPattern } from "../../db/like.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const adminEventsQuerySchema = z
  .object({
    attorney: textSchema({ max: 200, trim: true, messages: { tooLong: "attorney: at most 200 characters" } }).optional(),
    customer: textSchema({ max: 200, trim: true, messages: { tooLong: "customer: at most 200 characters" } }).optional(),
    status: z.enum(EVENT_STATUSES, { error: `status must be one of ${EVENT_STATUSES.join(", ")}` }).optional(),
    from: z.iso.datetime({ error: "from must be an ISO date-time" }).optional(),
    to: z.iso.datetime({ error: "to must be an ISO date-time" }).optional(),
    page: z.coerce.number({ error: "page must be a whole number from 1" }).int().min(1, "page must be a whole number from 1").default(1),
    pageSize: z.coerce.number({ error: "pageSize must be from 1 to 100" }).int().min(1, "pageSize must be from 1 to 100").max(100, "pageSize must be from 1 to 100").default(25),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, { error: "from must be before to", path: ["to"] });

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const adminEventSchema = z.object({
  id: z.uuid(),
  attorney: person,
  customer: person,
  documentId: z.uuid().nullable(),
  eventStartAt: timestampSchema,
  eventEndAt: timestampSchema,
  eventStatus: z.enum(EVENT_STATUSES),
  serviceCompletedAt: timestampSchema.nullable(),
  timeZone: z.string().nullable(),
});
export const adminEventsResponseSchema = z.object({ items: z.array(adminEventSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const attorneyUser = alias(users, "event_attorney");
const customer = alias(users, "event_customer");

type PersonColumns = { email: typeof users.email; firstName: typeof users.firstName; lastName: typeof users.lastName };

function matches(person: PersonColumns, idColumn: typeof events.attorneyId | typeof events.userId, text: string): SQL {
  if (UUID.test(text)) return eq(idColumn, text);
  const pattern = containsPattern(text);
  return or(ilike(person.email, pattern), sql`concat_ws(' ', ${person.firstName}, ${person.lastName}) ilike ${pattern}`) as SQL;
}

/** One call as an admin's notice to its attorney needs it (`findEventForNotice`). */
export type EventForNotice = {
  id: string;
  userId: string;
  documentId: string | null;
  eventStartAt: Date;
  eventStatus: (typeof EVENT_STATUSES)[number];
  serviceCompletedAt: Date | null;
  timeZone: string | null;
  locationType: string | null;
  location: string | null;
  attorney: { id: string; email: string; firstName: string | null; lastName: string | null; accountClosed: boolean };
  customer: { firstName: string | null; lastName: string | null };
};

export function createAdminEventsService(deps: { db: Database }) {
  return {
    /**
     * A live call with its attorney's account (closed or not) and its customer's name, in one
     * statement; null when there is none. Read only.
     */
    async findEventForNotice(eventId: string, executor: Executor = deps.db): Promise<EventForNotice | null> {
      const [row] = await executor
        .select({
          event: events,
          attorneyEmail: attorneyUser.email,
          attorneyFirstName: attorneyUser.firstName,
          attorneyLastName: attorneyUser.lastName,
          attorneyDeletedAt: attorneyUser.deletedAt,
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
        })
        .from(events)
        .innerJoin(attorneyUser, eq(attorneyUser.id, events.attorneyId))
        .innerJoin(customer, eq(customer.id, events.userId))
        .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
      if (!row) return null;
      return {
        id: row.event.id,
        userId: row.event.userId,
        documentId: row.event.documentId,
        eventStartAt: row.event.eventStartAt,
        eventStatus: row.event.eventStatus,
        serviceCompletedAt: row.event.serviceCompletedAt,
        timeZone: row.event.timeZone,
        locationType: row.event.locationType,
        location: row.event.location,
        attorney: {
          id: row.event.attorneyId,
          email: row.attorneyEmail,
          firstName: row.attorneyFirstName,
          lastName: row.attorneyLastName,
          accountClosed: row.attorneyDeletedAt !== null,
        },
        customer: { firstName: row.customerFirstName, lastName: row.customerLastName },
      };
    },

    async listEvents(query: z.infer<typeof adminEventsQuerySchema>) {
      const rows = await deps.db
        .select({
          event: events,
          attorneyEmail: attorneyUser.email,
          attorneyFirstName: attorneyUser.firstName,
          attorneyLastName: attorneyUser.lastName,
          customerEmail: customer.email,
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(events)
        .innerJoin(attorneyUser, eq(attorneyUser.id, events.attorneyId))
        .innerJoin(customer, eq(customer.id, events.userId))
        .where(
          and(
            sql`${events.deletedAt} is null`,
            query.attorney ? matches(attorneyUser as unknown as PersonColumns, events.attorneyId, query.attorney) : undefined,
            query.customer ? matches(customer as unknown as PersonColumns, events.userId, query.customer) : undefined,
            query.status ? eq(events.eventStatus, query.status) : undefined,
            query.from ? gte(events.eventStartAt, new Date(query.from)) : undefined,
            query.to ? lt(events.eventStartAt, new Date(query.to)) : undefined,
          ),
        )
        .orderBy(desc(events.eventStartAt), desc(events.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        items: rows.map((row) => ({
          id: row.event.id,
          attorney: { id: row.event.attorneyId, email: row.attorneyEmail, name: fullName({ firstName: row.attorneyFirstName, lastName: row.attorneyLastName }) || row.attorneyEmail },
          customer: { id: row.event.userId, email: row.customerEmail, name: fullName({ firstName: row.customerFirstName, lastName: row.customerLastName }) || row.customerEmail },
          documentId: row.event.documentId,
          eventStartAt: row.event.eventStartAt.toISOString(),
          eventEndAt: row.event.eventEndAt.toISOString(),
          eventStatus: row.event.eventStatus,
          serviceCompletedAt: row.event.serviceCompletedAt?.toISOString() ?? null,
          timeZone: row.event.timeZone,
        })),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
export type AdminEventsService = ReturnType<typeof createAdminEventsService>;

export function registerAdminEventsRoutes(app: ApiInstance, deps: { adminEvents: AdminEventsService }): void {
  app.get(
    "/admin/events",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListEvents",
        tags: ["admin"],
        summary: "Attorney calls: search by attorney and customer, status and start date range; newest first, paged",
        security: [{ bearerAuth: [] }],
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => deps.adminEvents.listEvents(request.query),
  );
}
