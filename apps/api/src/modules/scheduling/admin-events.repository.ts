import type { Database, Executor } from "@prenup/db";
import { adminEventPage } from "./admin-event-page.read-model.ts";
import type { AdminEventsQuery } from "./admin-events.schemas.ts";
import { eventNotice } from "./event-notice.read-model.ts";

/** Attorney calls as admins read them, with both people's names; one statement each. Read models (`*.read-model.ts`) of the users' table. */
export function createAdminEventsRepository(db: Database) {
  return {
    /** A live call with its attorney's account (closed or not) and its customer's name; undefined when there is none. */
    async findEventForNotice(eventId: string, executor: Executor = db) {
      const [row] = await eventNotice(executor, eventId);
      return row;
    },

    /** A page of calls by attorney, customer, status and start date, newest first, with the total. */
    async listEvents(query: AdminEventsQuery) {
      return adminEventPage(db, query);
    },
  };
}

export type AdminEventsRepository = ReturnType<typeof createAdminEventsRepository>;
