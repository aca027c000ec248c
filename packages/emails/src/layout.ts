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

/** The values an e-mail's HTML is written from, already escaped for HTML. */
type Slots = {
  subject: string;
  preview: string;
  product: string;
  paragraphs: readonly string[];
  details: readonly { label: string; value: string }[];
  link: string;
  actionLabel: string;
  after: readonly string[];
  reason: string;
  turnOff: { label: string; url: string } | null;
};

function detailsTable(details: Slots["details"]): string {
  if (details.length === 0) return "";
  const rows = details
    .map(
      (row) =>
        `<tr><th scope="row" style="width:38%;text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#52606d;font-weight:400;white-space:nowrap;border-top:1px solid #e4e7eb">${row.label}</th><td style="padding:6px 0;border-top:1px solid #e4e7eb">${row.value}</td></tr>`,
    )
    .join("");
  return `<mj-table font-size="15px" line-height="22px" color="#1f2933" padding="8px 24px">${rows}</mj-table>`;
}

/** The layout in MJML, from escaped values (or from slot markers, for `compiledShape`). */
function mjmlDocument(slots: Slots): string {
  const paragraph = (text: string) => `<mj-text>${text}</mj-text>`;
  return `<mjml>
  <mj-head>
    <mj-title>${slots.subject}</mj-title>
    <mj-preview>${slots.preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2933" padding="8px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="700" color="#0c7467">${slots.product}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 0">
      <mj-column>
        ${slots.paragraphs.map(paragraph).join("\n        ")}
        ${detailsTable(slots.details)}
        <mj-button href="${slots.link}" background-color="#0c7467" border-radius="6px" font-size="16px" padding="16px 24px">${slots.actionLabel}</mj-button>
        <mj-text font-size="13px" color="#52606d">If the button does not work, copy this address into your browser: ${slots.link}</mj-text>
        ${slots.after.map(paragraph).join("\n        ")}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text font-size="12px" line-height="18px" color="#7b8794">${slots.reason}${slots.turnOff ? ` <a href="${slots.turnOff.url}" style="color:#52606d">${slots.turnOff.label}</a>` : ""}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The escaped values of an e-mail's HTML, in the order `markersOf` numbers them. */
function slotValues(slots: Slots): string[] {
  return [
    slots.subject,
    slots.preview,
    slots.product,
    ...slots.paragraphs,
    ...slots.details.flatMap((row) => [row.label, row.value]),
    slots.link,
    slots.actionLabel,
    ...slots.after,
    slots.reason,
    ...(slots.turnOff ? [slots.turnOff.url, slots.turnOff.label] : []),
  ];
}

/** Slot markers in place of the values, numbered as `slotValues` lists them. */
function markersOf(slots: Slots): Slots {
  let next = 0;
  const marker = () => `@@slot${next++}@@`;
  const subject = marker();
  const preview = marker();
  const product = marker();
  const paragraphs = slots.paragraphs.map(marker);
  const details = slots.details.map(() => ({ label: marker(), value: marker() }));
  const link = marker();
  const actionLabel = marker();
  const after = slots.after.map(marker);
  const reason = marker();
  const turnOff = slots.turnOff ? { url: marker(), label: marker() } : null;
  return { subject, preview, product, paragraphs, details, link, actionLabel, after, reason, turnOff };
}

const MARKER = /@@slot(\d+)@@/g;

/** Compiled HTML cut at its slot markers: literal text, then the index of the value that follows, and so on. */
type Compiled = { literals: string[]; slots: number[] };

/** A few dozen shapes exist (paragraph, detail and closing counts, a footer link or not); the cap only guards memory. */
const SHAPES_KEPT = 200;
const compiledShapes = new Map<string, Promise<Compiled>>();

/**
 * MJML compiles the layout once per shape of e-mail, with markers where the values go; each
 * e-mail then fills in its escaped values. MJML copies text and attribute values through unchanged,
 * so the result is the HTML MJML would write for the values themselves (`layout.test.ts` compares
 * both): a compile costs some 6 ms of CPU and runs in the request that sends the e-mail (a
 * checkout's receipt), a fill some 0.02 ms.
 */
function compiledShape(slots: Slots, template: string): Promise<Compiled> {
  const key = [slots.paragraphs.length, slots.details.length, slots.after.length, slots.turnOff ? 1 : 0].join(",");
  let compiled = compiledShapes.get(key);
  if (!compiled) {
    if (compiledShapes.size >= SHAPES_KEPT) compiledShapes.clear();
    compiled = compileMjml(mjmlDocument(markersOf(slots)), template).then((html) => {
      const parts = html.split(MARKER);
      return {
        literals: parts.filter((_, index) => index % 2 === 0),
        slots: parts.filter((_, index) => index % 2 === 1).map(Number),
      };
    });
    compiled.catch(() => compiledShapes.delete(key));
    compiledShapes.set(key, compiled);
  }
  return compiled;
}

/** MJML's HTML for a document, or an error naming the template and MJML's complaints. */
async function compileMjml(document: string, template: string): Promise<string> {
  const result = await (await mjml())(document, { validationLevel: "strict", minify: false });
  if (result.errors.length > 0)
    throw new Error(
      `MJML refused the ${template} e-mail: ${result.errors.map((error) => error.formattedMessage ?? error.message).join("; ")}`,
    );
  return result.html;
}

/** The escaped values of an e-mail's HTML. */
function slotsOf(content: EmailContent, link: string, turnOff: string | null): Slots {
  return {
    subject: escapeHtml(content.subject),
    preview: escapeHtml(content.preview),
    product: escapeHtml(PRODUCT_NAME),
    paragraphs: content.paragraphs.map((text) => escapeHtml(text)),
    details: (content.details ?? []).map((row) => ({ label: escapeHtml(row.label), value: escapeHtml(row.value) })),
    link: escapeHtml(link),
    actionLabel: escapeHtml(content.action.label),
    after: content.after.map((text) => escapeHtml(text)),
    reason: escapeHtml(content.reason),
    turnOff: turnOff && content.turnOff ? { url: escapeHtml(turnOff), label: escapeHtml(content.turnOff.label) } : null,
  };
}

/** The HTML MJML writes for an e-mail, compiled directly, with no shape reused: what `renderEmail`'s HTML must equal. */
export function compileEmailHtml(content: EmailContent): Promise<string> {
  const link = safeLink(content.action.url);
  const turnOff = content.turnOff ? safeLink(content.turnOff.url) : null;
  return compileMjml(mjmlDocument(slotsOf(content, link, turnOff)), content.template);
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
  const slots = slotsOf(content, link, turnOff);
  const compiled = await compiledShape(slots, content.template);
  const values = slotValues(slots);
  let html = compiled.literals[0]!;
  compiled.slots.forEach((slot, index) => {
    html += values[slot]! + compiled.literals[index + 1]!;
  });
  return {
    template: content.template,
    subject: content.subject,
    html,
    text: plainText(content, link, turnOff),
  };
}
