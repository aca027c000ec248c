import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * The reminder of a booked call, sent the day before (template `call-reminder`): when, in the
 * customer's time zone, the number the attorney will call, and the link to cancel or reschedule.
 */
export function callReminderEmail(input: {
  attorney: { firstName: string | null; lastName: string | null };
  service: string;
  /** The call's start as the customer reads it, e.g. "Tuesday, December 1, 2026 at 10:00 AM PST". */
  when: string;
  phoneNumber: string;
  link: string;
  cancelUrl: string;
}): Promise<RenderedEmail> {
  const who = displayName(input.attorney, "Your attorney");
  return renderEmail({
    template: "call-reminder",
    subject: subjectLine(`Reminder: your ${input.service} with ${who} is tomorrow`),
    preview: `${input.when}: ${who} will call you.`,
    paragraphs: [
      `This is a reminder that your ${input.service} with ${who} is on ${input.when}.`,
      `${who} will call you at ${input.phoneNumber}. Have your questions and your agreement at hand.`,
      `Can't make it any more? Cancel or reschedule here: ${input.cancelUrl}`,
    ],
    action: { label: "See your upcoming calls", url: input.link },
    after: [],
    reason: "You received this e-mail because you booked a call with an attorney. We send one reminder per call.",
  });
}
