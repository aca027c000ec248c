import { events, users, type Database, live } from "@prenup/db";
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

/** A page of calls by attorney, customer, status and start date, newest first, with both people's names (the users' table) and the total. */
export function adminEventPage(db: Database, query: AdminEventsQuery) {
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
        live(events),
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
}
