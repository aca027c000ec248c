import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * The confirmation of a booked call with an attorney (template `call-booked`): when, in the
 * customer's time zone, the number the attorney will call, and the links to cancel or reschedule.
 */
export function callBookedEmail(input: {
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
    template: "call-booked",
    subject: subjectLine(`Your ${input.service} with ${who} is booked`),
    preview: `${input.when}: ${who} will call you.`,
    paragraphs: [
      `Your ${input.service} with ${who} is booked for ${input.when}.`,
      `${who} will call you at ${input.phoneNumber}.`,
      `Can't make it? Cancel or reschedule here: ${input.cancelUrl}`,
    ],
    action: { label: "See your upcoming calls", url: input.link },
    after: [],
    reason: "You received this e-mail because you booked a call with an attorney.",
  });
}
