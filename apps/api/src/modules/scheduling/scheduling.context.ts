import type { Database, Executor } from "@prenup/db";
import type { BookingStatus } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { SchedulingPort } from "../../integrations/scheduling/index.ts";
import type { NotarizationReadyNotice } from "../standing/index.ts";
import type { WebhookInbox } from "../webhook-inbox/index.ts";
import type { AdminEventsRepository } from "./admin-events.repository.ts";
import type { SchedulingRepository } from "./scheduling.repository.ts";

/** The purchase-items module's write of a purchase's booking status, in the caller's transaction. */
export type BookingStatusWriter = {
  setBookingStatus(
    executor: Executor,
    itemId: string,
    status: BookingStatus,
    actorId: string | null,
    now: Date,
  ): Promise<void>;
};

/**
 * What every use case of the scheduling module runs with: built once by its manifest's `build` and
 * passed as the first argument (`bookEvent(ctx, input)`), with the module's repository, the ports it
 * calls and the other modules' services it uses.
 */
export type SchedulingContext = {
  db: Database;
  clock: Clock;
  mail: MailPort;
  /** The scheduling port (built-in slots, or a booking-link provider). */
  port: SchedulingPort;
  repository: SchedulingRepository;
  /** The admin's reads of calls (the search, the notice to a call's attorney). */
  adminEventsRepository: AdminEventsRepository;
  purchaseItems: BookingStatusWriter;
  customerAppUrl: string;
  /** The job queue the day-before reminders go through; without it no reminder is scheduled. */
  jobs?: Pick<JobQueue, "enqueue">;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /** A completed representation call that clears the customer's last notarization blocker records the e-mail /notarize promises. */
  notarizationReady?: Pick<NotarizationReadyNotice, "noticeIfReady">;
};
