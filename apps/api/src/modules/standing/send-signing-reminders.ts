import {
  fullName,
  hasOwnPartLeft,
  signByText,
  signingReminderDue,
  stillNeeded,
  TOO_LATE_WARNING_DAYS,
} from "@prenup/domain";
import { signingReminderEmail } from "@prenup/emails";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import type { StandingContext } from "./standing.context.ts";
import { documentStandingOf } from "./standing-of.ts";
import { userEmail } from "../users/users.queries.ts";
import { weddingCandidates } from "./wedding-candidates.read-model.ts";

/** The daily job that sends the signing deadline's reminders. */
export const SIGNING_REMINDERS_JOB = "signing-reminders";
export const SIGNING_REMINDER_TEMPLATE = "signing-reminder";

/** The last day to sign is at most seven days before the wedding (Minnesota); the window looks a little wider on both sides. */
const WEDDINGS_FROM_DAYS_AGO = TOO_LATE_WARNING_DAYS + 2;
const WEDDINGS_UP_TO_DAYS_AHEAD = 60 + 7 + 2;

/**
 * The live agreements where either partner answered a wedding date in the window: one statement, a
 * superset of those with a reminder due (the couple's date is partner A's answer, else B's, and the
 * standing decides what is due, notarized or not).
 */
async function candidates(ctx: StandingContext): Promise<{ documentId: string; userIds: string[] }[]> {
  const today = ctx.clock.now();
  const from = new Date(today.getTime() - WEDDINGS_FROM_DAYS_AGO * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(today.getTime() + WEDDINGS_UP_TO_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
  const result = await weddingCandidates(ctx.db, from, to);
  return result.rows as { documentId: string; userIds: string[] }[];
}

/** Records the reminder due to one partner of one agreement, if any; true when it did. */
async function remind(ctx: StandingContext, documentId: string, userId: string): Promise<boolean> {
  const appUrl = ctx.customerAppUrl.replace(/\/$/, "");
  return ctx.db.transaction(async (tx) => {
    const { context, standing } = await documentStandingOf(ctx, tx, userId, documentId);
    const signBy = standing.notarization.signBy;
    const due = signingReminderDue(signBy);
    if (!signBy || !due || standing.documentId !== documentId) return false;
    const partnerName = (context.facts.partner && fullName(context.facts.partner)) || "your partner";
    const needed = stillNeeded(standing, partnerName);
    if (due !== "TOO_LATE" && !hasOwnPartLeft(needed)) return false;
    const to = await userEmail(tx, userId);
    if (!to) return false;
    const text = signByText(signBy);
    const email =
      due === "TOO_LATE"
        ? await signingReminderEmail({
            tooLate: true,
            why: standing.notarization.signingCutoff.message ?? text.note ?? text.headline,
            link: `${appUrl}/postnup-waitlist`,
          })
        : await signingReminderEmail({
            tooLate: false,
            ...text,
            needed: needed.map((item) => item.text),
            link: `${appUrl}/`,
          });
    const id = await ctx.mail.enqueueOnce(
      {
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        templateData: { documentId, reminder: due, lastDay: signBy.lastDay },
        userId,
        category: "reminder",
      },
      `${SIGNING_REMINDER_TEMPLATE}:${documentId}:${userId}:${signBy.lastDay}:${due}`,
      tx,
    );
    return id !== null;
  });
}

/**
 * The signing deadline's reminders, one sweep: every live agreement not yet notarized whose wedding
 * is near is read partner by partner through the standing (the same sign-by date and still-needed
 * list as the dashboard), and the reminder due (`signingReminderDue`: 60, 30, 14, 7 days before the
 * last day to sign, or the last warning once signing in time is no longer possible) is recorded for
 * a partner with a part of their own left (`hasOwnPartLeft`), once per agreement, partner, last day
 * and reminder (the outbox's once key: a second sweep, a second worker or a retry records nothing
 * again; a new wedding date starts a new series). Reminders honour an unsubscribe (category
 * `reminder`). Answers how many reminders it recorded.
 */
export async function sendSigningReminders(ctx: StandingContext): Promise<number> {
  let recorded = 0;
  for (const candidate of await candidates(ctx)) {
    for (const userId of candidate.userIds) if (await remind(ctx, candidate.documentId, userId)) recorded += 1;
  }
  return recorded;
}

/** The daily job that sends them (enqueued by server.ts and worker.ts). */
export function signingRemindersJob(ctx: StandingContext): JobDefinition<unknown> {
  return {
    name: SIGNING_REMINDERS_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
    handle: async () => void (await sendSigningReminders(ctx)),
  };
}
