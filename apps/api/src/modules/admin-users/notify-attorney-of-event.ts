import { DomainError } from "@prenup/domain";
import { attorneyCallNoticeEmail } from "@prenup/emails";
import { DateTime } from "luxon";
import type { AuditRequest } from "../audit/index.ts";
import { lockUserOrNotFound } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";
import type { NotifyAttorneyResponse } from "./admin-users.schemas.ts";

/** How the notice writes the call's start: in the call's own time zone (UTC when it has none). */
function callTime(startsAt: Date, timeZone: string | null): string {
  const zoned = DateTime.fromJSDate(startsAt, { zone: timeZone ?? "UTC" });
  return (zoned.isValid ? zoned : DateTime.fromJSDate(startsAt, { zone: "UTC" })).toFormat(
    "cccc, LLLL d, yyyy 'at' h:mm a ZZZZ",
  );
}

/**
 * POST /admin/users/{id}/notify-attorney-user-event/{eventId}: e-mails the attorney of one of the
 * user's calls about it (template `attorney-call-notice`). The mail is recorded in the outbox with
 * its delivery job and the audit row in ONE transaction, so the trail says "queued" exactly when
 * the mail exists; the job delivers it after commit and retries while the mail server refuses (the
 * outbox row keeps the failure). Refused: an unknown user (404 USER_NOT_FOUND), a call that is not
 * this user's (404 EVENT_NOT_FOUND, the same answer as a call that does not exist), an attorney
 * whose account is closed (404 ATTORNEY_NOT_FOUND).
 */
export async function notifyAttorneyOfEvent(
  ctx: AdminUsersContext,
  userId: string,
  eventId: string,
  admin: { id: string },
  request: AuditRequest,
): Promise<NotifyAttorneyResponse> {
  // The call and the e-mail are read and rendered before the transaction (rendering holds no
  // lock); the user's row lock is taken in the transaction that records the mail and the audit
  // row, so a delete of the user at the same moment waits for it or makes it answer 404.
  const found = await ctx.events.findEventForNotice(eventId);
  const event = found && found.userId === userId && !found.attorney.accountClosed ? found : null;
  const status = event ? (event.serviceCompletedAt ? "COMPLETED" : event.eventStatus) : null;
  const email =
    event && status
      ? await attorneyCallNoticeEmail({
          attorney: { firstName: event.attorney.firstName, lastName: event.attorney.lastName },
          client: event.customer,
          when: callTime(event.eventStartAt, event.timeZone),
          status,
          phoneNumber: event.locationType === "OUTBOUND_CALL" ? event.location : null,
          link: `${ctx.attorneyAppUrl.replace(/\/$/, "")}/attorney/appointments`,
        })
      : null;
  return ctx.db.transaction(async (tx) => {
    await lockUserOrNotFound(ctx, tx, userId);
    if (!found || found.userId !== userId) throw new DomainError("EVENT_NOT_FOUND", ADMIN_USER_MESSAGES.eventNotFound);
    if (!event || !email || !status)
      throw new DomainError("ATTORNEY_NOT_FOUND", ADMIN_USER_MESSAGES.attorneyAccountClosed);
    const now = ctx.clock.now();
    const mailId = await ctx.mail.enqueue(
      {
        to: event.attorney.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        userId: event.attorney.id,
      },
      tx,
    );
    await ctx.audit.record(tx, {
      actorId: admin.id,
      action: "user.notify-attorney-of-event",
      entityType: "event",
      entityId: event.id,
      subjectUserId: userId,
      documentId: event.documentId,
      after: {
        attorneyId: event.attorney.id,
        to: event.attorney.email,
        template: email.template,
        mailId,
        eventStatus: status,
      },
      request,
      at: now,
    });
    return { queued: true as const, mailId, attorney: { id: event.attorney.id, email: event.attorney.email } };
  });
}
