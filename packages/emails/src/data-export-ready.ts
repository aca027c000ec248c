import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/**
 * The copy of a user's data they asked for is ready (template `data-export-ready`): the single-use
 * link and when it stops working. A security mail: it always goes, with nothing to turn off.
 */
export function dataExportReadyEmail(input: {
  user: { firstName: string | null };
  link: string;
  /** When the link stops working, as the reader should see it (e.g. "November 22, 2026 at 12:00 PM UTC"). */
  expiresOn: string;
}): Promise<RenderedEmail> {
  const who = displayName({ firstName: input.user.firstName }, "there");
  return renderEmail({
    template: "data-export-ready",
    subject: subjectLine("Your data is ready to download"),
    preview: "The copy of your data you asked for is ready. The link works once, for 24 hours.",
    paragraphs: [
      `Hi ${who}, the copy of your data you asked for is ready: your profile, your answers, your financial disclosure, your agreements, your payments and your chats, in one ZIP file with a README that explains each file.`,
      `The link works once and until ${input.expiresOn}. After that, you can ask for a new copy from your profile.`,
    ],
    action: { label: "Download my data", url: input.link },
    after: [
      "If you didn't ask for this, don't open the link, and sign in to change your password: someone else may have signed in as you.",
    ],
    reason: "You received this e-mail because you asked for a copy of your data from your profile.",
  });
}
