import { renderEmail, type RenderedEmail } from "./layout.ts";
import { turnOffLinkOf } from "./milestone-footer.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * A partner hears that the other's financial disclosure waits for their acknowledgement (template
 * `disclosure-to-acknowledge`): given for the first time, or changed after the reader acknowledged an
 * earlier version (`lapsed`), which the agreement cannot be generated without. A milestone e-mail
 * they can turn off.
 */
export function disclosureToAcknowledgeEmail(input: {
  owner: { firstName: string | null };
  /** The version to read now. */
  version: number;
  /** The reader had acknowledged an earlier version (this one replaces it). */
  lapsedVersion: number | null;
  link: string;
  turnOffLink: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.owner.firstName }, "Your partner");
  const lapsed = input.lapsedVersion !== null;
  return renderEmail({
    template: "disclosure-to-acknowledge",
    subject: subjectLine(
      lapsed
        ? `${who} changed their financial disclosure: please read it again`
        : `${who} shared their financial disclosure`,
    ),
    preview: `Version ${input.version} of ${who}'s disclosure waits for your acknowledgement.`,
    paragraphs: lapsed
      ? [
          `${who} changed their financial disclosure after you acknowledged version ${input.lapsedVersion}.`,
          `Read version ${input.version}, with what changed marked, and acknowledge it: your agreement can only be generated once each of you has acknowledged the other's latest disclosure.`,
        ]
      : [
          `${who} completed their financial disclosure: what they own, owe and earn, as it will appear in your agreement's schedules.`,
          `Read version ${input.version} and acknowledge that you received and reviewed it: your agreement can only be generated once each of you has acknowledged the other's disclosure.`,
        ],
    action: { label: "Read the disclosure", url: input.link },
    after: [],
    reason: "You received this e-mail because your partner's financial disclosure waits for your acknowledgement.",
    turnOff: turnOffLinkOf("DISCLOSURE_TO_ACKNOWLEDGE", input.turnOffLink),
  });
}
