import { events, live, type Database, type Executor } from "@prenup/db";
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/like.ts";
import { accountClosedOf, personOf, userIdsMatching, type PersonOf } from "../users/users.queries.ts";
import type { AdminEventsQuery } from "./admin-events.schemas.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person a call's user-id column names (the foreign keys keep both users, so never null). */
const personAt = (userId: typeof events.attorneyId | typeof events.userId) => personOf(userId) as SQL<PersonOf>;

/** The call's attorney or customer by whole id, or by e-mail or name containing the text. */
function matches(idColumn: typeof events.attorneyId | typeof events.userId, text: string): SQL {
  if (UUID.test(text)) return eq(idColumn, text);
  return inArray(idColumn, userIdsMatching(containsPattern(text)));
}

/** Attorney calls as admins read them, with both people's names (the users' published reads); one statement each. */
export function createAdminEventsRepository(db: Database) {
  return {
    /** A live call with its attorney's account (closed or not) and its customer's name; undefined when there is none. */
    async findEventForNotice(eventId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          event: events,
          attorney: personAt(events.attorneyId),
          attorneyClosed: accountClosedOf(events.attorneyId),
          customer: personAt(events.userId),
        })
        .from(events)
        .where(and(eq(events.id, eventId), live(events)));
      return row;
    },

    /** A page of calls by attorney, customer, status and start date, newest first, with the total. */
    async listEvents(query: AdminEventsQuery) {
      return db
        .select({
          event: events,
          attorney: personAt(events.attorneyId),
          customer: personAt(events.userId),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(events)
        .where(
          and(
            live(events),
            query.attorney ? matches(events.attorneyId, query.attorney) : undefined,
            query.customer ? matches(events.userId, query.customer) : undefined,
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
