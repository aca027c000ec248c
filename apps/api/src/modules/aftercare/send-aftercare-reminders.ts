import {
  AFTERCARE_EVENT_TEXTS,
  AFTERCARE_EVENTS,
  DomainError,
  formatDay,
  isoDayPlusDays,
  nextAftercareReminder,
} from "@prenup/domain";
import { aftercareReminderEmail } from "@prenup/emails";
import type { JobDefinition } from "../../integrations/jobs/index.ts";
import { userEmail } from "../users/users.queries.ts";
import type { AftercareContext } from "./aftercare.context.ts";
import { aftercareFactsOf } from "./aftercare-facts.ts";
import type { DueAftercarePlan } from "./aftercare.repository.ts";

/** The daily job that sends the aftercare reminders. */
export const AFTERCARE_REMINDERS_JOB = "aftercare-reminders";
export const AFTERCARE_REMINDER_TEMPLATE = "aftercare-reminder";
/** Plans read per batch of a sweep. */
const BATCH = 200;

/**
 * One due plan: its reminder is counted again from the agreement as it stands (a corrected signing
 * day or an amended sunset moves it), sent when it falls on or before today in the agreement's
 * state, and the plan moved to its next reminder, in one transaction guarded by the day it waited
 * for (a second sweep finds it moved and sends nothing; the outbox's once key stops a retry too).
 * Answers whether a reminder was recorded.
 */
async function remind(ctx: AftercareContext, due: DueAftercarePlan): Promise<boolean> {
  const expected = due.nextReminderOn!;
  const at = ctx.clock.now();
  const facts = await aftercareFactsOf(ctx, { userId: due.userId, documentId: due.documentId }).catch(
    (error: unknown) => {
      if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
      throw error;
    },
  );
  // The agreement is gone (deleted, or closed with an account's deletion) or not signed: no reminder is left.
  if (!facts?.signedOn) {
    await ctx.repository.advance(ctx.db, { id: due.id, expected, nextReminderOn: null, sentOn: null, at });
    return false;
  }
  const signed = { signedOn: facts.signedOn, sunsetOn: facts.sunsetOn };
  // The reminder the plan waits for: the first after the day before it (never one already sent).
  const dayBefore = isoDayPlusDays(expected, -1);
  const after = due.lastReminderOn && due.lastReminderOn > dayBefore ? due.lastReminderOn : dayBefore;
  const reminder = nextAftercareReminder(due, signed, after);
  if (!reminder || reminder.on > facts.today) {
    const nextReminderOn = reminder?.on ?? null;
    await ctx.repository.advance(ctx.db, { id: due.id, expected, nextReminderOn, sentOn: null, at });
    return false;
  }
  const link = `${ctx.customerAppUrl.replace(/\/$/, "")}/aftercare`;
  const email =
    reminder.kind === "SUNSET"
      ? await aftercareReminderEmail({ kind: "SUNSET", sunsetOn: formatDay(facts.sunsetOn), link })
      : await aftercareReminderEmail({
          kind: "CHECK_IN",
          signedOn: formatDay(facts.signedOn),
          years: yearsSince(facts.signedOn, reminder.on),
          questions: AFTERCARE_EVENTS.filter((event) => due.events.includes(event)).map(
            (event) => AFTERCARE_EVENT_TEXTS[event].question,
          ),
          link,
        });
  const following = nextAftercareReminder(due, signed, facts.today);
  return ctx.db.transaction(async (tx) => {
    const moved = await ctx.repository.advance(tx, {
      id: due.id,
      expected,
      nextReminderOn: following?.on ?? null,
      sentOn: facts.today,
      at,
    });
    if (!moved) return false;
    const to = await userEmail(tx, due.userId);
    if (!to) return false;
    const id = await ctx.mail.enqueueOnce(
      {
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        templateData: { documentId: due.documentId, reminder: reminder.kind, on: reminder.on },
        userId: due.userId,
        category: "reminder",
      },
      `${AFTERCARE_REMINDER_TEMPLATE}:${due.id}:${reminder.kind}:${reminder.on}`,
      tx,
    );
    return id !== null;
  });
}

/** Whole years from the signing to a check-in on its anniversary. */
function yearsSince(signedOn: string, on: string): number {
  return Math.max(1, Number(on.slice(0, 4)) - Number(signedOn.slice(0, 4)));
}

/**
 * The aftercare reminders, one sweep: every live plan whose next reminder falls on or before today
 * in UTC (the agreement's state decides the day; no US state is ahead of UTC) is read in batches and
 * reminded (`remind`). Reminders honour an unsubscribe (category `reminder`). One plan's failure
 * (a lost connection) does not hold back the others: the sweep goes on and then fails, so the job
 * runs again and finds only the plans still due. Answers how many reminders it recorded.
 */
export async function sendAftercareReminders(ctx: AftercareContext): Promise<number> {
  const until = ctx.clock.now().toISOString().slice(0, 10);
  let recorded = 0;
  const seen = new Set<string>();
  const failures: unknown[] = [];
  for (;;) {
    const batch = (await ctx.repository.duePlans(until, BATCH)).filter((plan) => !seen.has(plan.id));
    if (batch.length === 0) break;
    for (const plan of batch) {
      seen.add(plan.id);
      try {
        if (await remind(ctx, plan)) recorded += 1;
      } catch (error) {
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} aftercare reminder(s) failed`);
  return recorded;
}

/** The daily job that sends them. */
export function aftercareRemindersJob(ctx: AftercareContext): JobDefinition<unknown> {
  return {
    name: AFTERCARE_REMINDERS_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
    handle: async () => void (await sendAftercareReminders(ctx)),
  };
}
