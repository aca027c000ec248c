import { z } from "zod";

/** The message for an e-mail address that is not one (every form and route that takes one). */
export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address";

/**
 * Text that people type, as every route accepts it: one schema, so a character PostgreSQL cannot
 * store (NUL) or that is not text at all (half of a UTF-16 surrogate pair, which would be stored as
 * U+FFFD and read back as something else) is a clear 400 on every field instead of a failed insert.
 */

/**
 * A count with thousands separators ("10,000"). No Intl formatter: the first one a page builds loads
 * the locale's data (about 60 ms of main thread at start-up, where every text field's schema made one).
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const TEXT_MESSAGES = {
  notText: "This must be text",
  unsavable: "This text contains a character that can't be saved. Remove it and try again.",
  tooLong: (max: number) => `This text is too long (${formatCount(max)} characters at most)`,
} as const;

// A NUL character, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex
const UNSAVABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character that cannot be stored as it is (see above). */
export function hasUnsavableCharacters(value: string): boolean {
  return UNSAVABLE.test(value);
}

// C0 and C1 control characters and DEL. Tabs and line breaks included: a name is one line.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** The text with every run of control characters (line breaks and tabs included) turned into one space. */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL, " ");
}

/**
 * A text field: a string of at most `max` characters without unsavable characters; with `trim`,
 * surrounding white space is removed before the length is checked. `messages` replaces the wording
 * where a field has its own (names, answers); `notText` may depend on what was sent instead (a
 * missing value is "required" for a form field).
 */
export function textSchema(options: {
  max: number;
  trim?: boolean;
  messages?: { notText?: string | ((input: unknown) => string); tooLong?: string };
}) {
  const notText = options.messages?.notText ?? TEXT_MESSAGES.notText;
  const text = z.string({ error: typeof notText === "function" ? (issue) => notText(issue.input) : notText });
  return (options.trim ? text.trim() : text)
    .max(options.max, { error: options.messages?.tooLong ?? TEXT_MESSAGES.tooLong(options.max) })
    .refine((value) => !hasUnsavableCharacters(value), { error: TEXT_MESSAGES.unsavable });
}

export const NAME_MAX_LENGTH = 100;

export const NAME_MESSAGES = {
  nameText: "Names must be text",
  nameTooLong: `Names can be at most ${NAME_MAX_LENGTH} characters`,
} as const;

/**
 * One part of a person's name (first, middle, last, suffix), as the profile and sign-up accept it:
 * text of at most 100 characters; control characters (a line break pasted in, a tab) become spaces,
 * runs of spaces one space, and the result is trimmed; empty or whitespace-only (or null) becomes null,
 * which clears the field.
 */
export const nameSchema = textSchema({
  max: NAME_MAX_LENGTH,
  messages: { notText: NAME_MESSAGES.nameText, tooLong: NAME_MESSAGES.nameTooLong },
})
  .transform((value) => stripControlCharacters(value).replace(/\s+/g, " ").trim())
  .transform((value) => (value === "" ? null : value))
  .nullable();

export const FILE_NAME_MAX_LENGTH = 200;

export const FILE_NAME_MESSAGES = {
  required: "Give the file a name",
  tooLong: `The file name can be at most ${FILE_NAME_MAX_LENGTH} characters.`,
  unsafe:
    "The file name has a line break, a tab or a character that changes the reading direction. Rename the file and try again.",
} as const;

// Bidirectional formatting characters (the Arabic letter mark, the left-to-right and right-to-left
// marks, embeddings, overrides and isolates): they make "\u202Efdp.pdf" read as "pdf.pdf".
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** True when a file name holds a control character (a line break, a tab) or a bidirectional formatting character. */
export function hasUnsafeFileNameCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value) || BIDI.test(value);
}

/**
 * The name an upload gives its file, as every upload route takes it: text of at most 200
 * characters, refused with a message when it holds a control or bidirectional formatting character
 * (it would show reversed or broken in an exhibit, a list or a download), its path separators made
 * dashes (a name is never a path), trimmed, and not empty.
 */
export const fileNameSchema = textSchema({
  max: FILE_NAME_MAX_LENGTH,
  messages: { tooLong: FILE_NAME_MESSAGES.tooLong },
})
  .refine((value) => !hasUnsafeFileNameCharacters(value), { error: FILE_NAME_MESSAGES.unsafe })
  .overwrite((value) => value.replace(/[\\/]+/g, "-").trim())
  .pipe(z.string().min(1, { error: FILE_NAME_MESSAGES.required }));
