import { formatDay } from "@prenup/domain";
import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/**
 * The couple hears that their online notarization was completed outside the signing window
 * (template `notarization-late`): the session and the notarized copy are kept, the agreement is not
 * treated as notarized, and what they can do now.
 */
export function notarizationLateEmail(input: {
  signedOn: string;
  reason: string;
  link: string;
}): Promise<RenderedEmail> {
  return renderEmail({
    template: "notarization-late",
    subject: subjectLine("Your notarization was completed too late to count"),
    preview: "Your agreement is not treated as notarized. Here is what you can do.",
    paragraphs: [
      `Your online notarization was completed on ${formatDay(input.signedOn)}, outside the days on which your prenuptial agreement can be signed.`,
      input.reason,
      "We keep the notarized copy in your account, but we do not treat your agreement as notarized, and you should not rely on it as a premarital agreement.",
    ],
    action: { label: "See your notarization", url: input.link },
    after: [
      "If your wedding date has changed, correct it in your questionnaire and contact us: we will look at the signing again.",
      "If the notary's certificate shows an earlier date of signing, contact us with a copy of it: an administrator can correct the date.",
      "Otherwise, speak to an attorney about a postnuptial agreement.",
    ],
    reason: "You received this e-mail because you are a party to this prenuptial agreement.",
  });
}
