import { renderEmail, type RenderedEmail } from "./layout.ts";
import { turnOffLinkOf } from "./milestone-footer.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * A partner hears that the other reviewed the current text of their agreement, which becomes the
 * text they both sign only once they review it too (template `review-awaited`): a notification, so
 * an unsubscribed partner does not get it, nor one who turned the kind off (`turnOffLink`).
 */
export function reviewAwaitedEmail(input: {
  reviewer: { firstName: string | null };
  link: string;
  turnOffLink?: string | undefined;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.reviewer.firstName }, "Your partner");
  return renderEmail({
    template: "review-awaited",
    subject: subjectLine(`${who} reviewed your prenup: your review is next`),
    preview: "Your agreement is final only once you have reviewed it too.",
    paragraphs: [
      `${who} reviewed the current version of your prenuptial agreement.`,
      "It becomes the text you both sign only once you have read and reviewed it too. Take the time you need, and ask an attorney about anything you are unsure of.",
    ],
    action: { label: "Review your agreement", url: input.link },
    after: [],
    reason:
      "You received this e-mail because your partner reviewed your prenup. Unsubscribed users don't receive these updates.",
    ...(input.turnOffLink ? { turnOff: turnOffLinkOf("REVIEW_AWAITED", input.turnOffLink) } : {}),
  });
}
