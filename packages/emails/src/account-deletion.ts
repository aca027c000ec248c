import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * The user asked to delete their account (template `account-deletion-scheduled`): the day it will
 * be deleted and how to cancel until then. A security mail: it always goes.
 */
export function accountDeletionScheduledEmail(input: {
  user: { firstName: string | null };
  /** The day the account will be deleted, in words ("December 28, 2026"). */
  deletionOn: string;
  /** The account page, where the deletion can be cancelled after signing in. */
  accountUrl: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.user.firstName }, "there");
  return renderEmail({
    template: "account-deletion-scheduled",
    subject: subjectLine("Your account will be deleted"),
    preview: `Your account will be deleted on ${input.deletionOn}. You can cancel until then.`,
    paragraphs: [
      `Hi ${who}, as you asked, your account will be deleted on ${input.deletionOn}. We have signed you out on every device, and we will send you no more reminders.`,
      "Until that day you can change your mind: sign in and cancel the deletion on your account page. After it, what we delete cannot be recovered; what the law makes us keep is listed on that page.",
    ],
    action: { label: "Cancel the deletion", url: input.accountUrl },
    after: ["If you didn't ask for this, sign in now, cancel the deletion and change your password."],
    reason: "You received this e-mail because you asked to delete your account.",
  });
}

/**
 * A partner's agreement closed because the other partner deleted their account before it was
 * signed (template `agreement-closed`): no details of the other partner's account.
 */
export function agreementClosedEmail(input: {
  user: { firstName: string | null };
  /** Where the partner can start again. */
  dashboardUrl: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.user.firstName }, "there");
  return renderEmail({
    template: "agreement-closed",
    subject: subjectLine("Your agreement has been closed"),
    preview: "The agreement you were preparing together has been closed.",
    paragraphs: [
      `Hi ${who}, the agreement you were preparing with your partner has been closed, because your partner's account is no longer active. It had not been signed, so it has no effect.`,
      "Your own account stays open. You can start a new agreement from your dashboard at any time.",
    ],
    action: { label: "Go to my dashboard", url: input.dashboardUrl },
    after: ["If you have questions about your agreement, reply to this e-mail or write to our support team."],
    reason: "You received this e-mail because you were a party to an agreement on our service.",
  });
}
