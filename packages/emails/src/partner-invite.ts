import { formatDateTime } from "@prenup/domain";
import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * The e-mail with the partner-invitation link (template `partner-invite`): who invites, under which
 * state's law when one is chosen, that joining costs nothing, and until when the link works, in the
 * zone the couple's state keeps (`timeZone`; the platform's zone before a state is chosen).
 */
export function partnerInviteEmail(input: {
  inviter: { firstName: string | null; lastName: string | null };
  link: string;
  expiresAt: Date;
  /** The agreement's state, once chosen. */
  stateName?: string | null;
  /** The IANA zone the expiry is written in (`timeZoneOfState` of the agreement's state). */
  timeZone?: string;
}): Promise<RenderedEmail> {
  const who = displayName(input.inviter, "Your partner");
  const until = formatDateTime(input.expiresAt, input.timeZone);
  const under = input.stateName ? `, under ${input.stateName} law` : "";
  return renderEmail({
    template: "partner-invite",
    subject: subjectLine(`${who} invited you to create your prenup together`),
    preview: "Join the agreement with the e-mail address this message came to.",
    paragraphs: [
      `${who} invited you to prepare your prenuptial agreement together${under}.`,
      "Join the agreement to answer your part of the questionnaire. Sign up, or sign in, with the e-mail address this message was sent to.",
      "Joining costs you nothing: one payment covers the prenup for both of you.",
    ],
    action: { label: "Join the agreement", url: input.link },
    after: [`The link works once, until ${until}.`],
    reason:
      "You received this e-mail because someone entered your address to invite you. If you did not expect it, you can ignore it: nothing happens unless you open the link.",
  });
}
