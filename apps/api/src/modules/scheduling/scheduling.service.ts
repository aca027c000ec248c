import type { Database, Executor } from "@prenup/db";
import {
  bookingStatusFromEvents,
  DomainError,
  isFullyRefunded,
  SERVICE_CALL_MINUTES,
  timeZoneOfState,
  type BookingStatus,
} from "@prenup/domain";
import { callBookedEmail, callReminderEmail } from "@prenup/emails";
import { DateTime } from "luxon";
import type { Clock } from "../../integrations/clock.ts";
import type { JobDefinition, JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import { WebhookRejected, type ProviderEventChange, type SchedulingPort } from "../../integrations/scheduling/index.ts";
import type { InboxClaim, WebhookInbox } from "../webhook-inbox/index.ts";
import type { NotarizationReadyNotice } from "../standing/index.ts";
import type { BookingContext, EventListRow, SchedulingRepository } from "./scheduling.repository.ts";
import { SCHEDULING_MESSAGES, type EventResponse } from "./scheduling.schemas.ts";

/** Calls are booked at least this long ahead, so the attorney can prepare. */
export const BOOKING_LEAD_MINUTES = 120;

/** The reminder of a booked call goes out this long before it starts (none when booked later than that). */
export const CALL_REMINDER_HOURS_BEFORE = 24;
export const CALL_REMINDER_JOB = "call-reminder";

/** What the reminder says, fixed at booking (the customer's time zone and number as they booked). */
export interface CallReminderData {
  eventId: string;
  userId: string;
  to: string;
  attorney: { firstName: string | null; lastName: string | null };
  service: string;
  when: string;
  phoneNumber: string;
  link: string;
  cancelUrl: string;
}

type BookingStatusWriter = {
  setBookingStatus(
    executor: Executor,
    itemId: string,
    status: BookingStatus,
    actorId: string | null,
    now: Date,
  ): Promise<void>;
};

const iso = (value: string | Date) => new Date(value).toISOString();
const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

function toEvent(row: EventListRow): EventResponse {
  return {
    id: row.id,
    purchaseItemId: row.purchase_item_id,
    attorneyId: row.attorney_id,
    attorneyName: nameOf(row.attorney_first_name, row.attorney_last_name),
    productType: row.product_type,
    eventStartAt: iso(row.event_start_at),
    eventEndAt: iso(row.event_end_at),
    eventStatus: row.event_status,
    serviceCompletedAt: row.service_completed_at ? iso(row.service_completed_at) : null,
    cancelUrl: row.cancel_url,
    rescheduleUrl: row.reschedule_url,
    locationType: row.location_type === "OUTBOUND_CALL" ? "OUTBOUND_CALL" : null,
    location: row.location,
    timeZone: row.time_zone,
  };
}

function serviceName(productType: string): string {
  return productType === "Q_A" ? "Q&A call" : "representation call";
}

/** An item's calls with its one booked call counted as cancelled (the call a reschedule replaces). */
function withoutOneBooked<T extends { eventStatus: string }>(calls: readonly T[]): T[] {
  const index = calls.findIndex((call) => call.eventStatus === "BOOKED");
  return calls.map((call, at) => (at === index ? { ...call, eventStatus: "CANCELED" } : call));
}

export function createSchedulingService(deps: {
  db: Database;
  clock: Clock;
  mail: MailPort;
  port: SchedulingPort;
  repository: SchedulingRepository;
  purchaseItems: BookingStatusWriter;
  customerAppUrl: string;
  /** The job queue the day-before reminders go through; without it no reminder is scheduled. */
  jobs?: Pick<JobQueue, "enqueue">;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /** A completed representation call that clears the customer's last notarization blocker records the e-mail /notarize promises. */
  notarizationReady?: Pick<NotarizationReadyNotice, "noticeIfReady">;
}) {
  const { db, clock, repository, port } = deps;

  function requireBookable(context: BookingContext | null): BookingContext & { attorneyId: string } {
    if (!context) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", "Purchase not found");
    if (context.productType !== "Q_A" && context.productType !== "REPRESENTATION")
      throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.notBookable);
    if (isFullyRefunded(context.paymentStatus))
      throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.refunded);
    if (!context.attorneyId) throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.noAttorney);
    return context as BookingContext & { attorneyId: string };
  }

  function urlsFor(eventId: string) {
    const base = deps.customerAppUrl.replace(/\/$/, "");
    return {
      cancelUrl: `${base}/attorney-services/events/${eventId}?action=cancel`,
      rescheduleUrl: `${base}/attorney-services/events/${eventId}?action=reschedule`,
    };
  }

  async function openSlots(executor: Executor, context: BookingContext & { attorneyId: string }, from: Date, to: Date) {
    const earliest = new Date(clock.now().getTime() + BOOKING_LEAD_MINUTES * 60_000);
    const start = from < earliest ? earliest : from;
    if (start >= to) return [];
    const taken = await repository.takenStarts(executor, context.attorneyId, start, to);
    return port.openSlots({
      attorneyTimeZone: timeZoneOfState(context.attorneyState),
      from: start,
      to,
      taken,
      minutes: SERVICE_CALL_MINUTES,
    });
  }

  /** The item's booking status from its calls, written when it changed. */
  async function syncBookingStatus(
    tx: Executor,
    context: BookingContext,
    calls: BookingContext["calls"],
    actorId: string | null,
  ): Promise<BookingStatus> {
    const current = context.bookingStatus ?? "WAITING";
    const next = bookingStatusFromEvents(current, calls);
    if (next !== context.bookingStatus)
      await deps.purchaseItems.setBookingStatus(tx, context.itemId, next, actorId, clock.now());
    return next;
  }

  async function eventsOf(userId: string, id: string): Promise<EventResponse> {
    const rows = await repository.listEvents(userId, "all", clock.now(), { limit: 200, offset: 0 });
    return toEvent(rows.find((row) => row.id === id)!);
  }

  return {
    /** The times the user can book for a purchase (or the attorney's booking link). */
    async slots(userId: string, itemId: string, query: { from?: string | undefined; days: number; timeZone: string }) {
      const context = requireBookable(await repository.findOwnItem(db, userId, itemId, false));
      const bookingUrl = port.bookingUrl({
        bookingLink: context.bookingLink,
        purchaseItemId: context.itemId,
        email: context.userEmail,
        name: nameOf(context.userFirstName, context.userLastName),
      });
      const from = query.from ? new Date(query.from) : clock.now();
      const to = DateTime.fromJSDate(from, { zone: query.timeZone }).plus({ days: query.days }).toJSDate();
      const slots = bookingUrl ? [] : await openSlots(db, context, from, to);
      return {
        attorneyId: context.attorneyId,
        bookingUrl,
        timeZone: query.timeZone,
        minutes: SERVICE_CALL_MINUTES,
        slots: slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
      };
    },

    /**
     * Books a built-in slot: under the item's row lock, the slot must be offered and free (the
     * attorney's unique slot index settles a race), an Event (OUTBOUND_CALL to the user's number) is
     * created, the booking moves to SCHEDULED and the confirmation is mailed after commit.
     */
    async book(
      userId: string,
      itemId: string,
      body: {
        startsAt: string;
        timeZone: string;
        phoneNumber?: string | undefined;
        replacesEventId?: string | undefined;
      },
    ) {
      const result = await db.transaction(async (tx) => {
        // A reschedule: the call it replaces is locked first (in the order a cancellation locks) and
        // cancelled in this transaction, so a new time that cannot be booked leaves the old one booked.
        const replaced = body.replacesEventId
          ? await repository.lockEvent(tx, { id: body.replacesEventId, userId })
          : null;
        if (body.replacesEventId && (!replaced || replaced.purchaseItemId !== itemId))
          throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
        if (replaced && (replaced.eventStatus !== "BOOKED" || replaced.eventStartAt <= clock.now()))
          throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotReplace);
        const found = requireBookable(await repository.findOwnItem(tx, userId, itemId, true));
        if (replaced) {
          await repository.updateEvent(tx, replaced.id, {
            eventStatus: "CANCELED",
            updatedAt: clock.now(),
            updatedById: userId,
          });
          await repository.releaseSlotOf(tx, replaced.id);
        }
        // The item's calls as they stand after the replaced one is cancelled (one booked call at most).
        const context = replaced ? { ...found, calls: withoutOneBooked(found.calls) } : found;
        if (context.bookingStatus === "BOOKED")
          throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.completed);
        if (context.calls.some((call) => call.eventStatus === "BOOKED"))
          throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.alreadyScheduled);
        if (
          port.bookingUrl({
            bookingLink: context.bookingLink,
            purchaseItemId: context.itemId,
            email: context.userEmail,
            name: "",
          })
        ) {
          throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.useBookingLink);
        }
        // The number given, else the one the replaced call was to use, else the profile's.
        const phoneNumber =
          body.phoneNumber ??
          (replaced?.locationType === "OUTBOUND_CALL" ? replaced.location : null) ??
          context.userPhoneNumber;
        if (!phoneNumber)
          throw DomainError.invalidField("phoneNumber", "Enter the phone number the attorney should call");
        const startsAt = new Date(body.startsAt);
        const endsAt = new Date(startsAt.getTime() + SERVICE_CALL_MINUTES * 60_000);
        const offered = await openSlots(tx, context, startsAt, endsAt);
        if (!offered.some((slot) => slot.startsAt.getTime() === startsAt.getTime()))
          throw new DomainError("SLOT_NOT_AVAILABLE", SCHEDULING_MESSAGES.slotNotOffered);
        const now = clock.now();
        const event = await repository.insertEvent(tx, {
          purchaseItemId: context.itemId,
          attorneyId: context.attorneyId,
          userId,
          documentId: context.documentId,
          eventStartAt: startsAt,
          eventEndAt: endsAt,
          eventStatus: "BOOKED",
          locationType: "OUTBOUND_CALL",
          location: phoneNumber,
          timeZone: body.timeZone,
          createdById: userId,
          updatedById: userId,
          createdAt: now,
          updatedAt: now,
        });
        if (
          !(await repository.takeSlot(tx, {
            attorneyId: context.attorneyId,
            startsAt,
            endsAt,
            eventId: event.id,
            createdById: userId,
          }))
        ) {
          throw new DomainError("SLOT_NOT_AVAILABLE", SCHEDULING_MESSAGES.slotGone);
        }
        const urls = urlsFor(event.id);
        await repository.updateEvent(tx, event.id, urls);
        const bookingStatus = await syncBookingStatus(
          tx,
          context,
          [...context.calls, { eventStatus: "BOOKED", serviceCompletedAt: null }],
          userId,
        );
        const when = DateTime.fromJSDate(startsAt, { zone: body.timeZone }).toFormat(
          "cccc, LLLL d, yyyy 'at' h:mm a ZZZZ",
        );
        const email = await callBookedEmail({
          attorney: { firstName: context.attorneyFirstName, lastName: context.attorneyLastName },
          service: serviceName(context.productType),
          when,
          phoneNumber,
          link: `${deps.customerAppUrl.replace(/\/$/, "")}/attorney-services?serviceType=${context.productType}`,
          cancelUrl: urls.cancelUrl,
        });
        // Recorded with the booking; the mail-delivery job sends it after commit.
        await deps.mail.enqueue(
          {
            to: context.userEmail,
            subject: email.subject,
            text: email.text,
            html: email.html,
            template: email.template,
            userId,
          },
          tx,
        );
        // The day-before reminder, when the call is more than a day away.
        const remindAt = new Date(startsAt.getTime() - CALL_REMINDER_HOURS_BEFORE * 3_600_000);
        if (deps.jobs && remindAt > now) {
          const reminder: CallReminderData = {
            eventId: event.id,
            userId,
            to: context.userEmail,
            attorney: { firstName: context.attorneyFirstName, lastName: context.attorneyLastName },
            service: serviceName(context.productType),
            when,
            phoneNumber,
            link: `${deps.customerAppUrl.replace(/\/$/, "")}/attorney-services?serviceType=${context.productType}`,
            cancelUrl: urls.cancelUrl,
          };
          await deps.jobs.enqueue(CALL_REMINDER_JOB, reminder, { executor: tx, startAfter: remindAt });
        }
        return { eventId: event.id, bookingStatus };
      });
      return { event: await eventsOf(userId, result.eventId), bookingStatus: result.bookingStatus };
    },

    /**
     * The call-reminder job: mails the reminder once per event, only while the call is still booked
     * and ahead (a cancelled or rescheduled call gets none). The event's `reminder_sent_at` is
     * stamped in the same transaction as the mail, so a rerun after a crash sends nothing twice.
     */
    reminderJob(): JobDefinition<CallReminderData> {
      return {
        name: CALL_REMINDER_JOB,
        retryLimit: 5,
        retryDelaySeconds: 60,
        expireInSeconds: 120,
        handle: async (data) => {
          const email = await callReminderEmail(data);
          await db.transaction(async (tx) => {
            if (!(await repository.stampReminder(tx, data.eventId, clock.now()))) return;
            await deps.mail.enqueue(
              {
                to: data.to,
                subject: email.subject,
                text: email.text,
                html: email.html,
                template: email.template,
                userId: data.userId,
              },
              tx,
            );
          });
        },
      };
    },

    /** Cancels the user's booked call before it starts: the slot is free again, the service waits for a new booking. */
    async cancel(userId: string, eventId: string) {
      const id = await db.transaction(async (tx) => {
        const event = await repository.lockEvent(tx, { id: eventId, userId });
        if (!event) throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
        if (event.eventStatus !== "BOOKED" || event.eventStartAt <= clock.now())
          throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotCancel);
        await repository.updateEvent(tx, event.id, {
          eventStatus: "CANCELED",
          updatedAt: clock.now(),
          updatedById: userId,
        });
        await repository.releaseSlotOf(tx, event.id);
        if (event.purchaseItemId) {
          const context = await repository.lockItem(tx, event.purchaseItemId);
          if (context) await syncBookingStatus(tx, context, context.calls, userId);
        }
        return event.id;
      });
      return eventsOf(userId, id);
    },

    /** The attorney completes a call that has started: serviceCompletedAt is set and the service is BOOKED (done). */
    async complete(attorneyId: string, eventId: string) {
      return db.transaction(async (tx) => {
        const event = await repository.lockEvent(tx, { id: eventId, attorneyId });
        if (!event) throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
        const now = clock.now();
        if (event.eventStatus !== "BOOKED" || event.eventStartAt > now)
          throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotComplete);
        const completedAt = event.serviceCompletedAt ?? now;
        await repository.updateEvent(tx, event.id, {
          serviceCompletedAt: completedAt,
          updatedAt: now,
          updatedById: attorneyId,
        });
        let bookingStatus: BookingStatus | null = null;
        let representation = false;
        if (event.purchaseItemId) {
          const context = await repository.lockItem(tx, event.purchaseItemId);
          if (context) bookingStatus = await syncBookingStatus(tx, context, context.calls, attorneyId);
          representation = context?.productType === "REPRESENTATION";
        }
        if (representation && bookingStatus === "BOOKED" && event.documentId)
          await deps.notarizationReady?.noticeIfReady(tx, event.userId, event.documentId);
        return { id: event.id, serviceCompletedAt: completedAt.toISOString(), bookingStatus };
      });
    },

    /**
     * The attorney marks a call that has started, and is not completed, as a no-show: the service
     * waits for a new booking again (the domain's bookingStatusFromEvents).
     */
    async noShow(attorneyId: string, eventId: string) {
      return db.transaction(async (tx) => {
        const event = await repository.lockEvent(tx, { id: eventId, attorneyId });
        if (!event) throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
        const now = clock.now();
        if (event.eventStatus !== "BOOKED" || event.eventStartAt > now || event.serviceCompletedAt) {
          throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotMarkNoShow);
        }
        await repository.updateEvent(tx, event.id, { eventStatus: "NO_SHOW", updatedAt: now, updatedById: attorneyId });
        let bookingStatus: BookingStatus | null = null;
        if (event.purchaseItemId) {
          const context = await repository.lockItem(tx, event.purchaseItemId);
          if (context) bookingStatus = await syncBookingStatus(tx, context, context.calls, attorneyId);
        }
        return { id: event.id, eventStatus: "NO_SHOW" as const, bookingStatus };
      });
    },

    /** The attorney's calls with their clients. */
    async listAttorneyEvents(
      attorneyId: string,
      query: { filter: "all" | "past" | "future"; page: number; pageSize: number },
    ) {
      const rows = await repository.listAttorneyEvents(attorneyId, query.filter, clock.now(), {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        events: rows.map((row) => ({
          ...toEvent(row),
          client: {
            id: row.client_id!,
            firstName: row.client_first_name ?? null,
            lastName: row.client_last_name ?? null,
          },
        })),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** GET /users/{id}/purchase-items/events: the user's calls (all, past or future), paginated. */
    async listEvents(userId: string, query: { filter: "all" | "past" | "future"; page: number; pageSize: number }) {
      const rows = await repository.listEvents(userId, query.filter, clock.now(), {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        events: rows.map(toEvent),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * A booking provider's webhook: verified (signature and freshness), then stored in the webhook
     * inbox (once per delivery id) for the job that applies it (`applyInboxEvent`).
     */
    async receiveWebhook(rawBody: string, signatureHeader: string | undefined): Promise<"queued" | "duplicate"> {
      let change: ProviderEventChange;
      try {
        change = port.verifyWebhook({ rawBody, signatureHeader, now: clock.now() });
      } catch (error) {
        if (error instanceof WebhookRejected)
          throw new DomainError("SCHEDULING_SIGNATURE_INVALID", SCHEDULING_MESSAGES.signature, { cause: error });
        throw error;
      }
      if (!deps.inbox) throw new Error("the scheduling service was built without the webhook inbox");
      const stored = {
        ...change,
        startsAt: change.startsAt.toISOString(),
        endsAt: change.endsAt.toISOString(),
        occurredAt: change.occurredAt.toISOString(),
      };
      const { duplicate } = await deps.inbox.receive({
        provider: "scheduling",
        adapter: port.kind,
        eventId: change.deliveryId,
        type: change.kind,
        event: stored,
      });
      return duplicate ? "duplicate" : "queued";
    },

    /**
     * The inbox job's apply step: a provider's change applied once per delivery, and in any order —
     * a change older than the event's last applied one is ignored, a cancellation arriving before
     * its creation records the call as cancelled (the late creation then changes nothing). A change
     * that names no purchase we signed into the booking link (the booker edited it) is recorded and
     * ignored. The purchase's booking status follows its calls. The inbox row is marked processed in the same
     * transaction (`claim`).
     */
    async applyInboxEvent(stored: Record<string, unknown>, claim: InboxClaim) {
      const change = { ...(stored as unknown as ProviderEventChange) };
      for (const key of ["startsAt", "endsAt", "occurredAt"] as const) change[key] = new Date(String(stored[key]));
      return db.transaction(async (tx) => {
        if (!(await claim.begin(tx))) return "duplicate";
        const outcome = await applyChange(tx, change);
        await claim.end(tx, outcome);
        return outcome;
      });
    },
  };

  async function applyChange(
    tx: Executor,
    change: ProviderEventChange,
  ): Promise<"applied" | "duplicate" | "stale" | "ignored"> {
    if (!(await repository.recordDelivery(tx, port.kind, change.deliveryId))) return "duplicate";
    const context = change.purchaseItemId ? await repository.lockItem(tx, change.purchaseItemId) : null;
    if (!context?.attorneyId) return "ignored";
    const existing = await repository.lockEvent(tx, { externalId: change.externalEventId });
    if (existing?.providerChangedAt && existing.providerChangedAt >= change.occurredAt) return "stale";
    const now = clock.now();
    const status = change.kind === "CREATED" ? "BOOKED" : "CANCELED";
    const fields = {
      eventStartAt: change.startsAt,
      eventEndAt: change.endsAt,
      eventStatus: status as "BOOKED" | "CANCELED",
      cancelUrl: change.cancelUrl,
      rescheduleUrl: change.rescheduleUrl,
      timeZone: change.timeZone,
      providerChangedAt: change.occurredAt,
      updatedAt: now,
    };
    if (existing) await repository.updateEvent(tx, existing.id, fields);
    else {
      await repository.insertEvent(tx, {
        ...fields,
        purchaseItemId: context.itemId,
        attorneyId: context.attorneyId,
        userId: context.userId,
        documentId: context.documentId,
        externalId: change.externalEventId,
        locationType: "OUTBOUND_CALL",
        location: change.phoneNumber ?? context.userPhoneNumber,
        createdAt: now,
      });
    }
    const refreshed = await repository.lockItem(tx, context.itemId);
    if (refreshed) await syncBookingStatus(tx, refreshed, refreshed.calls, null);
    return "applied";
  }
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
