/**
 * The editor's text format. Generated sections and clauses hold plain text (lines separated by
 * "\n"); what the editor saves is the rich-text block's HTML (paragraphs, headings, lists, bold,
 * italic, underline). A block opens either kind.
 */

const BLOCK_START = /^\s*<(p|h[1-6]|ul|ol|blockquote|div)[\s>]/i;

/** True for text the rich-text editor wrote (HTML), false for plain generated text. */
export function isRichText(text: string | null | undefined): boolean {
  return Boolean(text && BLOCK_START.test(text));
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The HTML a rich-text block opens with: HTML as it is; plain text as one paragraph per line. */
export function toEditorHtml(text: string | null | undefined): string {
  if (!text) return "";
  if (isRichText(text)) return text;
  return text
    .split("\n")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

/** An empty editor's HTML ("<p></p>") is no text at all. */
export function fromEditorHtml(html: string): string {
  return html.replace(/<p><\/p>/g, "").trim() === "" ? "" : html;
}
