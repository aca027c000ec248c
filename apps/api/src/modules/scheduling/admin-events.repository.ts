import { events, live, users, type Database, type Executor } from "@prenup/db";
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containsPattern } from "../../db/like.ts";
import type { AdminEventsQuery } from "./admin-events.schemas.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const attorneyUser = alias(users, "event_attorney");
const customer = alias(users, "event_customer");

type PersonColumns = { email: typeof users.email; firstName: typeof users.firstName; lastName: typeof users.lastName };

function matches(person: PersonColumns, idColumn: typeof events.attorneyId | typeof events.userId, text: string): SQL {
  if (UUID.test(text)) return eq(idColumn, text);
  const pattern = containsPattern(text);
  return or(
    ilike(person.email, pattern),
    sql`concat_ws(' ', ${person.firstName}, ${person.lastName}) ilike ${pattern}`,
  ) as SQL;
}

/** Attorney calls as admins read them, with both people's names; one statement each. Read only: the scheduling module owns events. */
export function createAdminEventsRepository(db: Database) {
  return {
    /** A live call with its attorney's account (closed or not) and its customer's name; undefined when there is none. */
    async findEventForNotice(eventId: string, executor: Executor = db) {
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
        .where(and(eq(events.id, eventId), live(events)));
      return row;
    },

    /** A page of calls by attorney, customer, status and start date, newest first, with the total. */
    async listEvents(query: AdminEventsQuery) {
      return db
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
            query.attorney
              ? matches(attorneyUser as unknown as PersonColumns, events.attorneyId, query.attorney)
              : undefined,
            query.customer ? matches(customer as unknown as PersonColumns, events.userId, query.customer) : undefined,
            query.status ? eq(events.eventStatus, query.status) : undefined,
            query.from ? gte(events.eventStartAt, new Date(query.from)) : undefined,
            query.to ? lt(events.eventStartAt, new Date(query.to)) : undefined,
          ),
        )
        .orderBy(desc(events.eventStartAt), desc(events.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
    },
  };
}

export type AdminEventsRepository = ReturnType<typeof createAdminEventsRepository>;
