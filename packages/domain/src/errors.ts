/**
 * The generic error display rule (customer spec §8, staff spec §8), first match wins:
 * 1. the error has a message → the message;
 * 2. the data has an `error.issues` list → the issue messages joined with '. ';
 * 3. `data.error` is a string → it;
 * 4. otherwise the data as text: a string as it is, any other value as JSON;
 * 5. nothing to show → 'An unknown error occurred. Please try refreshing the page.'
 *
 * "The data" is `error.data` when the error carries a `data` property (a transport error
 * `{ status, data }`); otherwise the error value itself, so an API error body passed directly
 * (`{ error: { issues } }` or `{ error, code }`) and a plain string both display sensibly.
 * Decisions: empty strings and empty issue lists count as "nothing" and fall through; an `Error`
 * without a message is not shown as "{}" but as the unknown-error text; data that cannot be written
 * as JSON (a cycle, a BigInt) also gives the unknown-error text.
 */

export const UNKNOWN_ERROR_MESSAGE = "An unknown error occurred. Please try refreshing the page.";
export const LOADING_TEXT = "Loading...";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function issueMessages(data: unknown): string | undefined {
  if (!isRecord(data) || !isRecord(data.error) || !Array.isArray(data.error.issues)) return undefined;
  const messages = data.error.issues
    .map((issue: unknown) => (isRecord(issue) ? nonEmptyString(issue.message) : undefined))
    .filter((message): message is string => message !== undefined);
  return messages.length > 0 ? messages.join(". ") : undefined;
}

function dataAsText(data: unknown): string | undefined {
  if (data === null || data === undefined) return undefined;
  if (typeof data === "string") return nonEmptyString(data);
  if (data instanceof Error) return undefined;
  try {
    return nonEmptyString(JSON.stringify(data));
  } catch {
    return undefined;
  }
}

export function errorDisplayMessage(error: unknown): string {
  if (isRecord(error)) {
    const message = nonEmptyString(error.message);
    if (message !== undefined) return message;
  }
  const data = isRecord(error) && "data" in error ? error.data : error;
  const issues = issueMessages(data);
  if (issues !== undefined) return issues;
  if (isRecord(data)) {
    const text = nonEmptyString(data.error);
    if (text !== undefined) return text;
  }
  return dataAsText(data) ?? UNKNOWN_ERROR_MESSAGE;
}
