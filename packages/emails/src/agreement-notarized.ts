import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/**
 * The couple hears that their agreement is notarized (template `agreement-notarized`): online by the
 * notary, or by an in-person copy one of them uploaded, with the link to download it.
 */
export function agreementNotarizedEmail(input: { via: "ONLINE" | "PROOF"; link: string }): Promise<RenderedEmail> {
  return renderEmail({
    template: "agreement-notarized",
    subject: subjectLine("Your prenuptial agreement is notarized"),
    preview: "Download the notarized copy and keep it somewhere safe.",
    paragraphs: [
      input.via === "ONLINE"
        ? "Your online notarization is complete: the notary has sealed your prenuptial agreement."
        : "The notarized copy of your prenuptial agreement, signed in person, has been uploaded.",
      "Download the notarized copy and keep it, with your financial disclosures, somewhere safe. Each of you should keep your own copy.",
    ],
    action: { label: "Download your agreement", url: input.link },
    after: [],
    reason: "You received this e-mail because you are a party to this prenuptial agreement.",
  });
}
