import { fullName, stripControlCharacters } from "@prenup/domain";

/** The longest subject line we send; longer ones are cut at a word with an ellipsis. */
export const SUBJECT_MAX_LENGTH = 120;

/**
 * A subject line as mail headers need it: no control characters (a line break would start a new
 * header), one space between words, trimmed, and at most SUBJECT_MAX_LENGTH characters.
 */
export function subjectLine(text: string): string {
  const line = stripControlCharacters(text).replace(/\s+/g, " ").trim();
  if (line.length <= SUBJECT_MAX_LENGTH) return line;
  const cut = line.slice(0, SUBJECT_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > SUBJECT_MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * How a person is named to someone else in an e-mail: their full name, or `fallback` when there is
 * none — or when the name looks like a web or e-mail address, so nobody can put a link into another
 * person's inbox by choosing it as their name.
 */
export function displayName(name: { firstName?: string | null; lastName?: string | null }, fallback: string): string {
  const text = stripControlCharacters(fullName(name)).replace(/\s+/g, " ").trim();
  if (text === "" || /:\/\/|www\.|@/i.test(text)) return fallback;
  return text;
}

/** A link we put in an e-mail: only an absolute http(s) URL; anything else is a programming error. */
export function safeLink(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Not a link an e-mail may carry: ${url}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`Not a link an e-mail may carry: ${url}`);
  return parsed.href;
}
