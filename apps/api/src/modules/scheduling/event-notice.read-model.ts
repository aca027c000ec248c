import { events, live, users, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const attorneyUser = alias(users, "event_attorney");
const customer = alias(users, "event_customer");

/** A live call with its attorney's account (closed or not) and its customer's name (the users' table). */
export function eventNotice(executor: Executor, eventId: string) {
  return executor
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
}
