import { disputeThreadUpdateEmail, type DisputeThreadMailEvent } from "@prenup/emails";
import type { JobDefinition } from "../../integrations/jobs/job-queue.ts";
import { turnOffLink } from "../../integrations/mail/index.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { DISPUTE_THREAD_MAIL_JOB, type DisputeThreadMailData } from "./thread-steps.ts";

/**
 * The batch's e-mail: every event not yet told to the partner, marked told and the e-mail recorded
 * in one transaction under the thread lock (a rerun, or a second job of the same window, finds
 * nothing to tell). A notification: the outbox suppresses it when they unsubscribed or turned
 * proposals' e-mails off.
 */
export async function sendThreadMail(ctx: AlignmentContext, data: DisputeThreadMailData): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await ctx.threads.lockThreadsOf(tx, data.documentId);
    const rows = await ctx.threads.takeUnnotified(tx, data.documentId, data.userId, ctx.clock.now());
    const events: DisputeThreadMailEvent[] = rows.flatMap((row) =>
      row.kind === "ASKED_ATTORNEY"
        ? []
        : [
            {
              kind: row.kind,
              by: { firstName: row.firstName, lastName: row.lastName },
              questionTitle: row.questionTitle,
              optionValue: row.optionValue ?? "",
            },
          ],
    );
    if (events.length === 0) return;
    const [recipient] = await ctx.people.findPeople([data.userId], tx);
    if (!recipient?.email) return;
    const email = await disputeThreadUpdateEmail({
      events,
      link: `${ctx.customerAppUrl}/alignment`,
      turnOffLink: turnOffLink(ctx.customerAppUrl, "DISPUTE_PROPOSALS"),
    });
    await ctx.mail.enqueue(
      {
        to: recipient.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        userId: data.userId,
        category: "notification",
        optOutKind: "DISPUTE_PROPOSALS",
      },
      tx,
    );
  });
}

/** The job that sends the batch's e-mail (`DISPUTE_THREAD_MAIL_JOB`), registered from the manifest's `jobs`. */
export function threadMailJob(ctx: AlignmentContext): JobDefinition<DisputeThreadMailData> {
  return {
    name: DISPUTE_THREAD_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    handle: (data) => sendThreadMail(ctx, data),
  };
}
