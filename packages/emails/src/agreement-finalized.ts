import { renderEmail, type RenderedEmail } from "./layout.ts";
import { turnOffLinkOf } from "./milestone-footer.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * A partner hears that the other finalized the agreement: next come signing and notarization
 * (template `agreement-finalized`): a milestone e-mail they can turn off.
 */
export function agreementFinalizedEmail(input: {
  by: { firstName: string | null };
  link: string;
  turnOffLink: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.by.firstName }, "Your partner");
  return renderEmail({
    template: "agreement-finalized",
    subject: subjectLine(`${who} finalized your prenup: signing is next`),
    preview: "Your agreement is final. Next: sign and notarize it.",
    paragraphs: [
      `${who} finalized your prenuptial agreement.`,
      "Next, you both sign it before a notary. Open Review & Notarize to see what is left and to book the notarization.",
    ],
    action: { label: "Sign and notarize", url: input.link },
    after: [],
    reason: "You received this e-mail because your partner finalized your prenup.",
    turnOff: turnOffLinkOf("AGREEMENT_FINALIZED", input.turnOffLink),
  });
}
