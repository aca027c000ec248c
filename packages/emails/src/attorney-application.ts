import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/** What happened to an attorney's application: submitted by them, or an admin's decision. */
export type AttorneyApplicationEvent = "submitted" | "approved" | "declined" | "deactivated" | "reactivated";

const WORDING: Record<
  AttorneyApplicationEvent,
  { subject: string; preview: string; paragraphs: string[]; action: string }
> = {
  submitted: {
    subject: "We received your attorney application",
    preview: "Our team is reviewing your application.",
    paragraphs: [
      "Thank you for applying to join our attorney network. Your application is now under review.",
      "We will e-mail you when a decision is made. Until then you can still correct your application.",
    ],
    action: "See your application",
  },
  approved: {
    subject: "Your attorney application is approved",
    preview: "Welcome: couples in your states can now choose you.",
    paragraphs: [
      "Your application is approved. Couples in the states where you are licensed can now choose you.",
      "Set up payouts for your law firm in your account so your fees can reach you.",
    ],
    action: "Open your dashboard",
  },
  declined: {
    subject: "Your attorney application was declined",
    preview: "Your application was not approved.",
    paragraphs: [
      "After reviewing your application, we are not able to approve it at this time.",
      "Please contact support if you have any questions.",
    ],
    action: "See your account",
  },
  deactivated: {
    subject: "Your attorney account was deactivated",
    preview: "Couples can no longer choose you.",
    paragraphs: [
      "Your attorney account was deactivated: couples can no longer choose you.",
      "Please contact support if you have any questions.",
    ],
    action: "See your account",
  },
  reactivated: {
    subject: "Your attorney account is active again",
    preview: "Couples can choose you again.",
    paragraphs: ["Your attorney account is active again: couples in the states where you are licensed can choose you."],
    action: "Open your dashboard",
  },
};

/** An attorney's application moved (template `attorney-application-<event>`). */
export function attorneyApplicationEmail(input: {
  event: AttorneyApplicationEvent;
  attorney: { firstName: string | null; lastName: string | null };
  link: string;
}): Promise<RenderedEmail> {
  const wording = WORDING[input.event];
  const who = displayName(input.attorney, "there");
  return renderEmail({
    template: `attorney-application-${input.event}`,
    subject: subjectLine(wording.subject),
    preview: wording.preview,
    paragraphs: [`Hello ${who},`, ...wording.paragraphs],
    action: { label: wording.action, url: input.link },
    after: [],
    reason: "You received this e-mail because you applied to join the attorney network.",
  });
}
