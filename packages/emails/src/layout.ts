import escapeHtml from "escape-html";
import { safeLink } from "./safety.ts";

/** The product's name as the e-mails sign it. */
export const PRODUCT_NAME = "Prenup";

/** A rendered e-mail: what the mail port sends. */
export type RenderedEmail = {
  /** The template's name, kept with the mail in the outbox. */
  template: string;
  subject: string;
  html: string;
  /** The plain-text part, written to be read as text (links spelled out on lines of their own). */
  text: string;
};

/** The content of an e-mail, from which both parts are written. */
export type EmailContent = {
  template: string;
  subject: string;
  /** A short line mail clients show beside the subject. */
  preview: string;
  /** Paragraphs before the button, as plain text (escaped for HTML here). */
  paragraphs: readonly string[];
  /** Labelled lines after the paragraphs (a receipt's amount, items, method, date): a table in HTML, "Label: value" lines in the text. */
  details?: readonly { label: string; value: string }[];
  action: { label: string; url: string };
  /** Paragraphs after the button. */
  after: readonly string[];
  /** Why the recipient got this e-mail (the footer). */
  reason: string;
  /** A link in the footer that turns this kind of e-mail off (milestone e-mails; never receipts). */
  turnOff?: { label: string; url: string };
};

type Mjml = (
  input: string,
  options?: Record<string, unknown>,
) => Promise<{ html: string; errors: { formattedMessage?: string; message: string }[] }>;

let loading: Promise<Mjml> | null = null;

/** MJML is loaded the first time an e-mail is rendered, not when the API starts. */
function mjml(): Promise<Mjml> {
  loading ??= import("mjml").then((module) => ((module as { default?: unknown }).default ?? module) as Mjml);
  return loading;
}

function detailsTable(details: readonly { label: string; value: string }[]): string {
  if (details.length === 0) return "";
  const rows = details
    .map(
      (row) =>
        `<tr><th scope="row" style="width:38%;text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#52606d;font-weight:400;white-space:nowrap;border-top:1px solid #e4e7eb">${escapeHtml(row.label)}</th><td style="padding:6px 0;border-top:1px solid #e4e7eb">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("");
  return `<mj-table font-size="15px" line-height="22px" color="#1f2933" padding="8px 24px">${rows}</mj-table>`;
}

function mjmlDocument(content: EmailContent, link: string, turnOff: string | null): string {
  const paragraph = (text: string) => `<mj-text>${escapeHtml(text)}</mj-text>`;
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2933" padding="8px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="700" color="#3b3f8f">${escapeHtml(PRODUCT_NAME)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 0">
      <mj-column>
        ${content.paragraphs.map(paragraph).join("\n        ")}
        ${detailsTable(content.details ?? [])}
        <mj-button href="${escapeHtml(link)}" background-color="#3b3f8f" border-radius="6px" font-size="16px" padding="16px 24px">${escapeHtml(content.action.label)}</mj-button>
        <mj-text font-size="13px" color="#52606d">If the button does not work, copy this address into your browser: ${escapeHtml(link)}</mj-text>
        ${content.after.map(paragraph).join("\n        ")}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text font-size="12px" line-height="18px" color="#7b8794">${escapeHtml(content.reason)}${turnOff && content.turnOff ? ` <a href="${escapeHtml(turnOff)}" style="color:#52606d">${escapeHtml(content.turnOff.label)}</a>` : ""}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function plainText(content: EmailContent, link: string, turnOff: string | null): string {
  const details = (content.details ?? []).map((row) => `${row.label}: ${row.value}`);
  const footer = turnOff && content.turnOff ? [content.reason, `${content.turnOff.label}:`, turnOff] : [content.reason];
  return [
    ...content.paragraphs,
    "",
    ...details,
    "",
    `${content.action.label}:`,
    link,
    "",
    ...content.after,
    "",
    "—",
    ...footer,
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Both parts of an e-mail from its content, in the product's layout. Every value is escaped in the HTML. */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const link = safeLink(content.action.url);
  const turnOff = content.turnOff ? safeLink(content.turnOff.url) : null;
  const result = await (await mjml())(mjmlDocument(content, link, turnOff), {
    validationLevel: "strict",
    minify: false,
  });
  if (result.errors.length > 0)
    throw new Error(
      `MJML refused the ${content.template} e-mail: ${result.errors.map((error) => error.formattedMessage ?? error.message).join("; ")}`,
    );
  return {
    template: content.template,
    subject: content.subject,
    html: result.html,
    text: plainText(content, link, turnOff),
  };
}
