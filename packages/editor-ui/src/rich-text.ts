/**
 * The editor's text format: PLAIN TEXT, lines separated by "\n", because the PDF/DOCX renderer
 * prints a section's or clause's text exactly as stored. Formatting is the data model's own
 * (listStyle, textStyle, isSeparatePage), never marks inside the text.
 */

import type { JSONContent } from "@tiptap/core";

/** Anything shaped like an HTML tag: `<p>`, `</strong>`, `<br/>`, `<span class="x">`. */
const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
/** Tags that end a line when HTML (an older draft's) is turned into plain text. */
const LINE_END = /<\/(?:p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
  "&amp;": "&",
};

/** True when the text has something shaped like an HTML tag (it may not be committed so). */
export function hasHtmlTags(text: string | null | undefined): boolean {
  return Boolean(text && new RegExp(TAG.source, "i").test(text));
}

/**
 * The plain text to store: tags taken out (an HTML draft's paragraphs, list items and line breaks
 * become lines, its entities characters), "\r\n" made "\n", trailing blank lines dropped.
 */
export function toPlainText(text: string | null | undefined): string {
  if (!text) return "";
  let plain = text.replace(/\r\n?/g, "\n");
  if (hasHtmlTags(plain)) {
    plain = plain
      .replace(LINE_END, "\n")
      .replace(TAG, "")
      .replace(/&(?:lt|gt|quot|#39|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  }
  return plain.replace(/\n+$/, "");
}

/** The document a text block opens with: one paragraph per line, the text as text nodes (never parsed as HTML). */
export function toEditorDoc(text: string | null | undefined): JSONContent {
  const plain = toPlainText(text);
  const lines = plain === "" ? [""] : plain.split("\n");
  return {
    type: "doc",
    content: lines.map((line) =>
      line === "" ? { type: "paragraph" } : { type: "paragraph", content: [{ type: "text", text: line }] },
    ),
  };
}

/** What the block saves: its paragraphs' text joined by "\n" (an emptied block is no text). */
export function fromEditorText(paragraphText: string): string {
  return toPlainText(paragraphText);
}
