import { callReminderEmail } from "@prenup/emails";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

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

/**
 * Mails the reminder once per event, only while the call is still booked and ahead (a cancelled or
 * rescheduled call gets none). The event's `reminder_sent_at` is stamped in the same transaction as
 * the mail, so a rerun after a crash sends nothing twice.
 */
export async function sendCallReminder(ctx: SchedulingContext, data: CallReminderData): Promise<void> {
  const email = await callReminderEmail(data);
  await ctx.db.transaction(async (tx) => {
    if (!(await ctx.repository.stampReminder(tx, data.eventId, ctx.clock.now()))) return;
    await ctx.mail.enqueue(
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
}

/** The call-reminder job: each run is `sendCallReminder` of the data booking enqueued. */
export function callReminderJob(ctx: SchedulingContext): JobDefinition<CallReminderData> {
  return {
    name: CALL_REMINDER_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    handle: (data) => sendCallReminder(ctx, data),
  };
}
