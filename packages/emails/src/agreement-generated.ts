import { renderEmail, type RenderedEmail } from "./layout.ts";
import { turnOffLinkOf } from "./milestone-footer.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * A partner hears that the other generated a new text of their agreement, which waits for their
 * review (template `agreement-generated`): a milestone e-mail they can turn off.
 */
export function agreementGeneratedEmail(input: {
  by: { firstName: string | null };
  link: string;
  turnOffLink: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.by.firstName }, "Your partner");
  return renderEmail({
    template: "agreement-generated",
    subject: subjectLine(`${who} generated your prenup: please review it`),
    preview: "A new text of your agreement is ready for your review.",
    paragraphs: [
      `${who} generated the text of your prenuptial agreement from your answers.`,
      "Read it and review it: it becomes the text you both sign once each of you has reviewed it.",
    ],
    action: { label: "Review your agreement", url: input.link },
    after: [],
    reason: "You received this e-mail because your partner generated your prenup.",
    turnOff: turnOffLinkOf("AGREEMENT_GENERATED", input.turnOffLink),
  });
}
