import { stripControlCharacters } from "@prenup/domain";
import { renderEmail, type RenderedEmail } from "./layout.ts";
import { displayName, subjectLine } from "./safety.ts";

/** The longest part of the attorney's summary quoted in the e-mail; the rest is on the agreement page. */
export const SUMMARY_QUOTE_MAX = 500;

/**
 * The couple hears that an attorney changed their agreement's text (template `agreement-updated`):
 * who made the change, the summary they wrote with it, that earlier approvals and reviews no longer
 * count, and the link to read the changes.
 */
export function agreementUpdatedEmail(input: {
  editor: { firstName: string | null; lastName: string | null };
  /** The summary the attorney committed the change with. */
  summary: string;
  link: string;
}): Promise<RenderedEmail> {
  const who = displayName(input.editor, "An attorney");
  const flat = stripControlCharacters(input.summary).replace(/\s+/g, " ").trim();
  const summary = flat.length > SUMMARY_QUOTE_MAX ? `${flat.slice(0, SUMMARY_QUOTE_MAX - 1).trimEnd()}…` : flat;
  return renderEmail({
    template: "agreement-updated",
    subject: subjectLine(`${who} updated your prenuptial agreement`),
    preview: "Read what changed before you review your agreement again.",
    paragraphs: [
      `${who} made changes to the text of your prenuptial agreement.`,
      ...(summary ? [`Their summary of the changes: “${summary}”`] : []),
      "Because the text changed, any attorney approvals and your review of the earlier text no longer count. Read the changes, then review the agreement again.",
    ],
    action: { label: "Read the changes", url: input.link },
    after: [],
    reason: "You received this e-mail because you are a party to this prenuptial agreement.",
  });
}
