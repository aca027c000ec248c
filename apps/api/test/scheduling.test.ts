/**
 * Booking calls with attorneys: the built-in calendar (slots from working hours in the attorney's
 * time zone, booking, double booking, cancelling, completing, the events list) and the booking
 * provider's signed webhooks (forged, replayed, out of order, rescheduled).
 */
import {
  availabilitySlots,
  backgroundJobs,
  events,
  mailOutbox,
  providerWebhookInbox,
  purchaseItems,
  schedulingWebhookDeliveries,
} from "@prenup/db";
import { createAttorney, createCouple, createPurchaseItem, snapshotTables } from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookingLinkScheduling, signedTracking, signWebhook } from "../src/integrations/scheduling/index.ts";
import { claimsOf, createTestApi, json, processedWebhook, type TestApi } from "./harness.ts";

// Monday 23 November 2026, 8:00 in California.
const MONDAY_8AM_PACIFIC = new Date("2026-11-23T16:00:00.000Z");
let api: TestApi;
let attorney: Awaited<ReturnType<typeof createAttorney>>;

beforeAll(async () => {
  api = await createTestApi({ now: MONDAY_8AM_PACIFIC });
  attorney = await createAttorney(api.db, { states: ["CA"] });
});
afterAll(async () => {
  await api?.close();
});

type Person = { id: string; externalId: string; email: string; userType: "CUSTOMER" | "ATTORNEY" | "ADMIN" };
type Slots = { bookingUrl: string | null; slots: { startsAt: string; endsAt: string }[]; minutes: number };
type Event = {
  id: string;
  eventStatus: string;
  eventStartAt: string;
  eventEndAt: string;
  cancelUrl: string;
  rescheduleUrl: string;
  locationType: string;
  location: string;
  timeZone: string;
  serviceCompletedAt: string | null;
  attorneyName: string;
};

const watched = [events, availabilitySlots, purchaseItems, mailOutbox, backgroundJobs];
async function expectUnchanged(send: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
  const before = await snapshotTables(api.db, watched);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.body).toContain(message);
  expect(await snapshotTables(api.db, watched)).toEqual(before);
}

const slotsOf = (user: Person, itemId: string, query = "days=2&timeZone=America/Los_Angeles") =>
  api.inject({ method: "GET", url: `/users/${user.id}/purchase-items/${itemId}/slots?${query}`, as: claimsOf(user) });
const book = (user: Person, itemId: string, startsAt: string) =>
  api.inject({
    method: "POST",
    url: `/users/${user.id}/purchase-items/${itemId}/events`,
    payload: { startsAt, timeZone: "America/Los_Angeles", phoneNumber: "+14155550100" },
    as: claimsOf(user),
  });
const listEvents = async (user: Person, filter: string) =>
  json<{ events: Event[]; total: number }>(
    await api.inject({
      method: "GET",
      url: `/users/${user.id}/purchase-items/events?filter=${filter}`,
      as: claimsOf(user),
    }),
  );
const bookingStatus = async (itemId: string) =>
  (await api.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId)))[0]!.bookingStatus;

describe("the built-in calendar", () => {
  it("offers 20-minute slots in the attorney's working hours, two hours ahead at the earliest", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const response = await slotsOf(couple.userA, purchaseItem.id);
    expect(response.statusCode, response.body).toBe(200);
    const { slots, bookingUrl, minutes } = json<Slots>(response);
    expect(bookingUrl).toBeNull();
    expect(minutes).toBe(20);
    // Monday 10:00–17:00 and Tuesday 9:00–17:00 Pacific: 21 + 24 slots.
    expect(slots).toHaveLength(45);
    expect(slots[0]).toEqual({ startsAt: "2026-11-23T18:00:00.000Z", endsAt: "2026-11-23T18:20:00.000Z" });
    expect(slots.at(-1)).toEqual({ startsAt: "2026-11-25T00:40:00.000Z", endsAt: "2026-11-25T01:00:00.000Z" });
  });

  it("books a slot once: an Event with the call's details, SCHEDULED, a confirmation mail; the slot is gone for others", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const other = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const { purchaseItem: otherItem } = await createPurchaseItem(api.db, {
      user: other.userA,
      productType: "Q_A",
      document: other.document,
      attorney: attorney.attorney.id,
    });
    const slot = "2026-11-24T17:00:00.000Z";
    const booked = await book(couple.userA, purchaseItem.id, slot);
    expect(booked.statusCode, booked.body).toBe(200);
    const { event, bookingStatus: status } = json<{ event: Event; bookingStatus: string }>(booked);
    expect(status).toBe("SCHEDULED");
    expect(event).toMatchObject({
      eventStatus: "BOOKED",
      eventStartAt: slot,
      eventEndAt: "2026-11-24T17:20:00.000Z",
      locationType: "OUTBOUND_CALL",
      location: "+14155550100",
      timeZone: "America/Los_Angeles",
    });
    expect(event.cancelUrl).toContain(`/attorney-services/events/${event.id}?action=cancel`);
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.template, "call-booked"));
    expect(mail?.text).toContain("Tuesday, November 24, 2026 at 9:00 AM PST");

    expect(json<Slots>(await slotsOf(other.userA, otherItem.id)).slots.map((s) => s.startsAt)).not.toContain(slot);
    await expectUnchanged(() => book(other.userA, otherItem.id, slot), 409, "That time is not available");
    await expectUnchanged(
      () => book(couple.userA, purchaseItem.id, "2026-11-24T18:00:00.000Z"),
      409,
      "already has a call booked",
    );

    expect((await listEvents(couple.userA, "future")).events.map((e) => e.id)).toEqual([event.id]);
    expect((await listEvents(couple.userA, "past")).total).toBe(0);
  });

  it("cancels before the call (the slot is free again, the service waits), completes after it starts (BOOKED)", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const first = json<{ event: Event }>(await book(couple.userA, purchaseItem.id, "2026-11-24T19:00:00.000Z")).event;
    const cancelled = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/events/${first.id}/cancel`,
      as: claimsOf(couple.userA),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<Event>(cancelled).eventStatus).toBe("CANCELED");
    expect(await bookingStatus(purchaseItem.id)).toBe("WAITING");
    const again = json<{ event: Event }>(await book(couple.userA, purchaseItem.id, "2026-11-24T19:00:00.000Z")).event;
    expect(await bookingStatus(purchaseItem.id)).toBe("SCHEDULED");

    const asAttorney = claimsOf(attorney.user, "attorney");
    const complete = () =>
      api.inject({
        method: "POST",
        url: `/users/${attorney.user.id}/attorneys/${attorney.attorney.id}/events/${again.id}/complete`,
        as: asAttorney,
      });
    await expectUnchanged(complete, 409, "has started can be completed");
    api.clock.set(new Date("2026-11-24T19:05:00.000Z"));
    try {
      const done = await complete();
      expect(done.statusCode, done.body).toBe(200);
      expect(await bookingStatus(purchaseItem.id)).toBe("BOOKED");
      await expectUnchanged(
        () =>
          api.inject({
            method: "POST",
            url: `/users/${couple.userA.id}/events/${again.id}/cancel`,
            as: claimsOf(couple.userA),
          }),
        409,
        "has not started can be cancelled",
      );
      api.clock.set(new Date("2026-11-24T19:30:00.000Z"));
      const past = await listEvents(couple.userA, "past");
      expect(past.events.map((e) => [e.id, e.eventStatus, e.serviceCompletedAt !== null])).toEqual([
        [again.id, "BOOKED", true],
        [first.id, "CANCELED", false],
      ]);
      expect((await listEvents(couple.userA, "all")).total).toBe(2);
    } finally {
      api.clock.set(MONDAY_8AM_PACIFIC);
    }
  });

  it("moves a call to another time in one step: a time that cannot be booked keeps the old call, a free one replaces it", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "REPRESENTATION",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const first = json<{ event: Event }>(await book(couple.userA, purchaseItem.id, "2026-11-24T22:00:00.000Z")).event;
    const move = (startsAt: string, replacesEventId: string) =>
      api.inject({
        method: "POST",
        url: `/users/${couple.userA.id}/purchase-items/${purchaseItem.id}/events`,
        payload: { startsAt, timeZone: "America/Los_Angeles", replacesEventId },
        as: claimsOf(couple.userA),
      });

    // Outside the attorney's hours: refused, and the old call is still booked, its slot still taken.
    await expectUnchanged(() => move("2026-11-24T06:00:00.000Z", first.id), 409);
    // Another user's call, or one that does not exist: nothing changes.
    const other = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem: otherItem } = await createPurchaseItem(api.db, {
      user: other.userA,
      productType: "REPRESENTATION",
      document: other.document,
      attorney: attorney.attorney.id,
    });
    const theirs = json<{ event: Event }>(await book(other.userA, otherItem.id, "2026-11-24T22:40:00.000Z")).event;
    await expectUnchanged(() => move("2026-11-24T23:00:00.000Z", theirs.id), 404);

    const moved = await move("2026-11-24T22:20:00.000Z", first.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const upcoming = await listEvents(couple.userA, "all");
    expect(upcoming.events.map((e) => [e.eventStartAt, e.eventStatus])).toEqual(
      expect.arrayContaining([
        ["2026-11-24T22:20:00.000Z", "BOOKED"],
        ["2026-11-24T22:00:00.000Z", "CANCELED"],
      ]),
    );
    expect(await bookingStatus(purchaseItem.id)).toBe("SCHEDULED");
    // The old time is offered again.
    expect(
      json<{ slots: { startsAt: string }[] }>(await slotsOf(other.userA, otherItem.id)).slots.map(
        (slot) => slot.startsAt,
      ),
    ).toContain("2026-11-24T22:00:00.000Z");
  });

  it("reminds the customer the day before, once, through the call-reminder job; a cancelled call gets no reminder", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const reminderJobs = () =>
      api.db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.name, "call-reminder"), sql`${backgroundJobs.data}->>'eventId' = ${event.id}`));
    const remindersTo = () =>
      api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "call-reminder"), eq(mailOutbox.to, couple.userA.email)));
    const makeDue = async () =>
      api.db
        .update(backgroundJobs)
        .set({ runAfter: new Date(Date.now() - 1000) })
        .where(and(eq(backgroundJobs.name, "call-reminder"), eq(backgroundJobs.state, "queued")));

    // Tuesday 11:00 Pacific: the reminder waits until Monday 11:00 Pacific, 24 hours before.
    const event = json<{ event: Event }>(await book(couple.userA, purchaseItem.id, "2026-11-24T19:20:00.000Z")).event;
    const [job] = await reminderJobs();
    expect(job).toMatchObject({ state: "queued", runAfter: new Date("2026-11-23T19:20:00.000Z") });
    expect(job!.data).toMatchObject({
      eventId: event.id,
      to: couple.userA.email,
      when: "Tuesday, November 24, 2026 at 11:20 AM PST",
      phoneNumber: "+14155550100",
    });

    await makeDue();
    await api.app.jobs.drain();
    const [reminder] = await remindersTo();
    expect(reminder).toMatchObject({
      subject: expect.stringContaining("is tomorrow") as string,
      userId: couple.userA.id,
    });
    expect(reminder!.text).toContain("Tuesday, November 24, 2026 at 11:20 AM PST");
    expect((await api.db.select().from(events).where(eq(events.id, event.id)))[0]!.reminderSentAt).toEqual(
      api.clock.now(),
    );
    // The job running again (a retry after a crash) sends nothing twice.
    await api.app.jobs.enqueue("call-reminder", job!.data);
    await api.app.jobs.drain();
    expect(await remindersTo()).toHaveLength(1);

    // A call cancelled before its reminder is due gets none.
    const cancelledCouple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem: cancelledItem } = await createPurchaseItem(api.db, {
      user: cancelledCouple.userA,
      productType: "Q_A",
      document: cancelledCouple.document,
      attorney: attorney.attorney.id,
    });
    const cancelled = json<{ event: Event }>(
      await book(cancelledCouple.userA, cancelledItem.id, "2026-11-24T19:40:00.000Z"),
    ).event;
    expect(
      (
        await api.inject({
          method: "POST",
          url: `/users/${cancelledCouple.userA.id}/events/${cancelled.id}/cancel`,
          as: claimsOf(cancelledCouple.userA),
        })
      ).statusCode,
    ).toBe(200);
    await makeDue();
    await api.app.jobs.drain();
    expect(
      await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "call-reminder"), eq(mailOutbox.to, cancelledCouple.userA.email))),
    ).toEqual([]);
  });

  it("schedules no reminder for a call less than a day away (the confirmation is enough)", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    const event = json<{ event: Event }>(await book(couple.userA, purchaseItem.id, "2026-11-23T22:00:00.000Z")).event;
    expect(
      await api.db.select().from(backgroundJobs).where(sql`${backgroundJobs.data}->>'eventId' = ${event.id}`),
    ).toEqual([]);
  });

  it("refuses bad input with clear messages, changing nothing", async () => {
    const couple = await createCouple(api.db, { state: "CA", paid: true });
    const { purchaseItem } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
    });
    expect((await slotsOf(couple.userA, purchaseItem.id, "timeZone=Mars/Olympus")).body).toContain(
      "Choose a valid time zone",
    );
    await expectUnchanged(
      () => book(couple.userA, purchaseItem.id, "2026-11-24T17:00:00.000Z"),
      409,
      "Choose your attorney before booking",
    );
    const { purchaseItem: withAttorney } = await createPurchaseItem(api.db, {
      user: couple.userA,
      productType: "Q_A",
      document: couple.document,
      attorney: attorney.attorney.id,
    });
    await expectUnchanged(
      () => book(couple.userA, withAttorney.id, "2026-11-24T17:05:00.000Z"),
      409,
      "That time is not available",
    );
    await expectUnchanged(
      () => book(couple.userA, withAttorney.id, "2026-11-23T16:20:00.000Z"),
      409,
      "That time is not available",
    );
    await expectUnchanged(
      () => book(couple.userA, withAttorney.id, "tomorrow"),
      400,
      "Choose one of the offered times",
    );
    await expectUnchanged(
      () =>
        api.inject({
          method: "POST",
          url: `/users/${couple.userA.id}/purchase-items/${withAttorney.id}/events`,
          payload: { startsAt: "2026-11-24T17:20:00.000Z", timeZone: "America/Los_Angeles", phoneNumber: "12" },
          as: claimsOf(couple.userA),
        }),
      400,
      "Enter a valid phone number",
    );
    const strangerEvents = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/purchase-items/events?filter=soon`,
      as: claimsOf(couple.userA),
    });
    expect(strangerEvents.body).toContain("filter must be all, past or future");
  });
});

describe("booking-provider webhooks", () => {
  const KEY = "whk_test_signing_key_0123456789";
  let hooked: TestApi;
  let couple: Awaited<ReturnType<typeof createCouple>>;
  let itemId = "";

  beforeAll(async () => {
    hooked = await createTestApi({
      now: MONDAY_8AM_PACIFIC,
      deps: { scheduling: createBookingLinkScheduling({ signingKey: KEY }) },
    });
    const linked = await createAttorney(hooked.db, { states: ["CA"] });
    couple = await createCouple(hooked.db, { state: "CA", paid: true });
    itemId = (
      await createPurchaseItem(hooked.db, {
        user: couple.userA,
        productType: "Q_A",
        document: couple.document,
        attorney: linked.attorney.id,
      })
    ).purchaseItem.id;
    await hooked.db.execute(
      `update attorney_services set booking_link = 'https://calendly.example/ellis/qa' where attorney_id = '${linked.attorney.id}'` as never,
    );
    tracking = signedTracking(KEY, itemId);
  });
  afterAll(async () => {
    await hooked?.close();
  });

  let tracking = "";
  const body = (
    event: "invitee.created" | "invitee.canceled",
    options: {
      invitee: string;
      call: string;
      createdAt: string;
      start?: string;
      rescheduled?: boolean;
      tracking?: string;
    },
  ) =>
    JSON.stringify({
      event,
      created_at: options.createdAt,
      payload: {
        uri: options.invitee,
        rescheduled: options.rescheduled ?? false,
        cancel_url: `https://calendly.example/cancellations/${options.invitee}`,
        reschedule_url: `https://calendly.example/reschedulings/${options.invitee}`,
        timezone: "America/Los_Angeles",
        text_reminder_number: "+14155550100",
        tracking: { utm_content: options.tracking ?? tracking },
        scheduled_event: {
          uri: options.call,
          start_time: options.start ?? "2026-11-24T17:00:00.000000Z",
          end_time: options.start
            ? new Date(new Date(options.start).getTime() + 20 * 60_000).toISOString()
            : "2026-11-24T17:20:00.000000Z",
        },
      },
    });
  const deliver = (raw: string, signature = signWebhook(KEY, raw, Math.floor(hooked.clock.now().getTime() / 1000))) =>
    hooked.inject({
      method: "POST",
      url: "/scheduling/webhook",
      headers: { "content-type": "application/json", "calendly-webhook-signature": signature },
      payload: raw,
    });
  const status = async () =>
    (await hooked.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId)))[0]!.bookingStatus;
  const tables = [events, purchaseItems, schedulingWebhookDeliveries, providerWebhookInbox, backgroundJobs];
  /** Delivers it (answered `queued` at once), lets its job apply it, and says what applying did. */
  async function applied(raw: string): Promise<string | null | undefined> {
    expect(json(await deliver(raw))).toEqual({ received: true, outcome: "queued" });
    const parsed = JSON.parse(raw) as { event: string; payload: { uri: string } };
    return (await processedWebhook(hooked, `${parsed.event}:${parsed.payload.uri}`))?.outcome;
  }
  async function unchanged(send: () => Promise<LightMyRequestResponse>) {
    const before = await snapshotTables(hooked.db, tables);
    const response = await send();
    expect(await snapshotTables(hooked.db, tables)).toEqual(before);
    return response;
  }

  it("hands out the attorney's booking link with our signed purchase id instead of built-in slots", async () => {
    const slots = json<Slots>(
      await hooked.inject({
        method: "GET",
        url: `/users/${couple.userA.id}/purchase-items/${itemId}/slots`,
        as: claimsOf(couple.userA),
      }),
    );
    expect(slots.slots).toEqual([]);
    const link = new URL(slots.bookingUrl!);
    expect(`${link.origin}${link.pathname}`).toBe("https://calendly.example/ellis/qa");
    expect(link.searchParams.get("utm_content")).toBe(tracking);
    expect(tracking).toMatch(new RegExp(`^${itemId}\\.[A-Za-z0-9_-]{22}$`));
  });

  it("records and ignores a booking whose tracking value we did not sign (the booker edited the link)", async () => {
    const other = await createCouple(hooked.db, { state: "CA", paid: true });
    const linked = await createAttorney(hooked.db, { states: ["CA"] });
    const otherItem = (
      await createPurchaseItem(hooked.db, {
        user: other.userA,
        productType: "Q_A",
        document: other.document,
        attorney: linked.attorney.id,
      })
    ).purchaseItem.id;
    const otherTag = signedTracking(KEY, otherItem).split(".")[1]!;
    const forgeries = {
      bare: otherItem,
      "another item's tag": `${otherItem}.${tracking.split(".")[1]}`,
      "another key": signedTracking("a-key-that-is-not-ours-0123", otherItem),
      "a changed tag": `${otherItem}.${otherTag.slice(0, -1)}${otherTag.endsWith("A") ? "B" : "A"}`,
    };
    for (const [name, value] of Object.entries(forgeries)) {
      const raw = body("invitee.created", {
        invitee: `inv-forged-${name}`,
        call: `call-forged-${name}`,
        createdAt: "2026-11-23T15:40:00Z",
        tracking: value,
      });
      const callsBefore = await snapshotTables(hooked.db, [events, purchaseItems]);
      expect(await applied(raw), name).toBe("ignored");
      expect(await snapshotTables(hooked.db, [events, purchaseItems]), name).toEqual(callsBefore);
      const row = await processedWebhook(hooked, `invitee.created:inv-forged-${name}`);
      expect(row?.event, name).toMatchObject({ purchaseItemId: null, unverifiedTracking: value });
    }
    const otherTracking = signedTracking(KEY, otherItem);
    expect(
      await applied(
        body("invitee.created", {
          invitee: "inv-signed",
          call: "call-signed",
          createdAt: "2026-11-23T15:40:00Z",
          tracking: otherTracking,
        }),
      ),
    ).toBe("applied");
    const [call] = await hooked.db.select().from(events).where(eq(events.externalId, "call-signed"));
    expect(call).toMatchObject({ purchaseItemId: otherItem, userId: other.userA.id, eventStatus: "BOOKED" });
  });

  it("refuses forged, tampered and stale deliveries, changing nothing", async () => {
    const raw = body("invitee.created", {
      invitee: "inv-forged",
      call: "call-forged",
      createdAt: "2026-11-23T15:59:00Z",
    });
    for (const signature of [
      signWebhook("another-key-0123456789", raw, Math.floor(MONDAY_8AM_PACIFIC.getTime() / 1000)),
      "t=1,v1=00",
      "",
    ]) {
      const response = await unchanged(() => deliver(raw, signature));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: "SCHEDULING_SIGNATURE_INVALID" });
    }
    const tampered = await unchanged(() =>
      deliver(
        raw.replace("inv-forged", "inv-tampered"),
        signWebhook(KEY, raw, Math.floor(MONDAY_8AM_PACIFIC.getTime() / 1000)),
      ),
    );
    expect(tampered.statusCode).toBe(400);
    const stale = await unchanged(() =>
      deliver(raw, signWebhook(KEY, raw, Math.floor(MONDAY_8AM_PACIFIC.getTime() / 1000) - 301)),
    );
    expect(stale.statusCode).toBe(400);
  });

  it("applies a creation once (a replay is a duplicate), then a reschedule as cancel + create", async () => {
    const created = body("invitee.created", { invitee: "inv-1", call: "call-1", createdAt: "2026-11-23T15:00:00Z" });
    expect(await applied(created)).toBe("applied");
    expect(await status()).toBe("SCHEDULED");
    const replay = await unchanged(() => deliver(created));
    expect(json(replay)).toEqual({ received: true, outcome: "duplicate" });

    // Rescheduled: the new call may arrive before the old one's cancellation.
    expect(
      await applied(
        body("invitee.created", {
          invitee: "inv-2",
          call: "call-2",
          createdAt: "2026-11-23T15:10:00Z",
          start: "2026-11-24T18:00:00Z",
        }),
      ),
    ).toBe("applied");
    expect(
      await applied(
        body("invitee.canceled", {
          invitee: "inv-1",
          call: "call-1",
          createdAt: "2026-11-23T15:10:00Z",
          rescheduled: true,
        }),
      ),
    ).toBe("applied");
    const rows = await hooked.db.select().from(events).where(eq(events.purchaseItemId, itemId));
    expect(rows.map((row) => [row.externalId, row.eventStatus]).sort()).toEqual([
      ["call-1", "CANCELED"],
      ["call-2", "BOOKED"],
    ]);
    expect(await status()).toBe("SCHEDULED");
    const upcoming = await hooked.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/purchase-items/events?filter=future`,
      as: claimsOf(couple.userA),
    });
    // Upcoming calls, soonest first; the cancelled one is listed with its status.
    expect(json<{ events: Event[] }>(upcoming).events.map((e) => [e.eventStatus, e.rescheduleUrl])).toEqual([
      ["CANCELED", "https://calendly.example/reschedulings/inv-1"],
      ["BOOKED", "https://calendly.example/reschedulings/inv-2"],
    ]);
  });

  it("keeps a cancellation that arrived before its creation (the late creation is stale)", async () => {
    const cancelled = body("invitee.canceled", {
      invitee: "inv-3",
      call: "call-3",
      createdAt: "2026-11-23T15:30:00Z",
      start: "2026-11-25T18:00:00Z",
    });
    const createdLate = body("invitee.created", {
      invitee: "inv-3",
      call: "call-3",
      createdAt: "2026-11-23T15:20:00Z",
      start: "2026-11-25T18:00:00Z",
    });
    expect(await applied(cancelled)).toBe("applied");
    // The late delivery is recorded (a replay of it is a duplicate) but changes no call and no purchase.
    const callsBefore = await snapshotTables(hooked.db, [events, purchaseItems]);
    expect(await applied(createdLate)).toBe("stale");
    expect(await snapshotTables(hooked.db, [events, purchaseItems])).toEqual(callsBefore);
    const [row] = await hooked.db.select().from(events).where(eq(events.externalId, "call-3"));
    expect(row?.eventStatus).toBe("CANCELED");
    // call-2 is still booked.
    expect(await status()).toBe("SCHEDULED");
  });
});
