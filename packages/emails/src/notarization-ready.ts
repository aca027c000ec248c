import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * The partner who had to meet their attorney hears that nothing stops their notarization any more
 * (template `notarization-ready`): the e-mail /notarize promises the other partner.
 */
export function notarizationReadyEmail(input: {
  partner: { firstName: string | null; lastName: string | null };
  link: string;
}): Promise<RenderedEmail> {
  const partner = displayName(input.partner, "your partner");
  return renderEmail({
    template: "notarization-ready",
    subject: subjectLine("You can begin notarizing your prenuptial agreement"),
    preview: "Your agreement is ready to be signed before a notary.",
    paragraphs: [
      "You have met with your attorney, and nothing else stands in the way: you can now begin notarizing your prenuptial agreement.",
      `Open the notarization page to sign online with a notary, or to upload a copy signed in person. ${partner === "your partner" ? "Your partner" : partner} signs too.`,
    ],
    action: { label: "Begin notarization", url: input.link },
    after: [],
    reason: "You received this e-mail because you are a party to this prenuptial agreement.",
  });
}
