import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/** What the call is now, in words the attorney reads (from the event's status). */
const STATUS_WORDS = {
  BOOKED: "is booked",
  CANCELED: "was cancelled",
  NO_SHOW: "was marked as a no-show",
  COMPLETED: "is marked completed",
} as const;

export type AttorneyCallNoticeStatus = keyof typeof STATUS_WORDS;

/**
 * An admin points an attorney at one of their calls with a client (template `attorney-call-notice`):
 * who the client is, when the call is (in the call's own time zone), what became of it, the number
 * to call, and the link to the attorney's appointments.
 */
export function attorneyCallNoticeEmail(input: {
  attorney: { firstName: string | null; lastName: string | null };
  client: { firstName: string | null; lastName: string | null };
  /** The call's start as written for the attorney, e.g. "Tuesday, December 1, 2026 at 10:00 AM PST". */
  when: string;
  status: AttorneyCallNoticeStatus;
  /** The number the attorney calls, when the call is an outbound one. */
  phoneNumber: string | null;
  /** The attorney app's appointments page. */
  link: string;
}): Promise<RenderedEmail> {
  const hello = displayName(input.attorney, "there");
  const client = displayName(input.client, "your client");
  const Client = client === "your client" ? "Your client" : client;
  return renderEmail({
    template: "attorney-call-notice",
    subject: subjectLine(`About your call with ${client} on ${input.when}`),
    preview: `Your call with ${client} ${STATUS_WORDS[input.status]}.`,
    paragraphs: [
      `Hello ${hello},`,
      `Our team asks you to look at your call with ${client} on ${input.when}: it ${STATUS_WORDS[input.status]}.`,
      ...(input.phoneNumber ? [`${Client} expects your call at ${input.phoneNumber}.`] : []),
      "Please check the call in your appointments and mark it completed or a no-show once it is over.",
    ],
    action: { label: "Open your appointments", url: input.link },
    after: ["If something about this call is wrong, reply to this e-mail or contact support."],
    reason:
      "You received this e-mail because an administrator sent you a notice about one of your calls with a client.",
  });
}
