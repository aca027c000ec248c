import { renderEmail, type RenderedEmail } from "./layout.ts";
import { turnOffLinkOf } from "./milestone-footer.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * A partner who reviewed the agreement first hears that the other has reviewed it too, so both
 * have and the text can be finalized, and what they do next (template `ready-to-finalize`): a
 * milestone e-mail they can turn off.
 */
export function readyToFinalizeEmail(input: {
  by: { firstName: string | null };
  link: string;
  turnOffLink: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.by.firstName }, "Your partner");
  return renderEmail({
    template: "ready-to-finalize",
    subject: subjectLine(`${who} reviewed your prenup: it is ready to finalize`),
    preview: "You have both reviewed your agreement. Next: finalize it.",
    paragraphs: [
      `${who} reviewed the current version of your prenuptial agreement, so you have now both reviewed it.`,
      "Next, open your review and finalize the agreement when you are ready: finalizing makes this version the text you both sign. After that come signing and notarization.",
    ],
    action: { label: "Open your review", url: input.link },
    after: [],
    reason: "You received this e-mail because your partner reviewed your prenup after you.",
    turnOff: turnOffLinkOf("READY_TO_FINALIZE", input.turnOffLink),
  });
}
