import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/** The e-mail with the partner-invitation link (template `partner-invite`). */
export function partnerInviteEmail(input: {
  inviter: { firstName: string | null; lastName: string | null };
  link: string;
  expiresAt: Date;
}): Promise<RenderedEmail> {
  const who = displayName(input.inviter, "Your partner");
  const until = input.expiresAt.toUTCString();
  return renderEmail({
    template: "partner-invite",
    subject: subjectLine(`${who} invited you to create your prenup together`),
    preview: "Join the agreement with the e-mail address this message came to.",
    paragraphs: [
      `${who} invited you to prepare your prenuptial agreement together.`,
      "Join the agreement to answer your part of the questionnaire. Sign up, or sign in, with the e-mail address this message was sent to.",
    ],
    action: { label: "Join the agreement", url: input.link },
    after: [`The link works once, until ${until}.`],
    reason:
      "You received this e-mail because someone entered your address to invite you. If you did not expect it, you can ignore it: nothing happens unless you open the link.",
  });
}
