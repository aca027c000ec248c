import { ATTORNEY_DECLINED_MESSAGE } from "./routing.ts";

/**
 * The generic error display rule, first match wins:
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

/** A validation issue as a schema reports it and a 400 answer carries it (`{ error: { issues } }`). */
export type FieldIssue = { path?: readonly PropertyKey[] | undefined; message: string };

/** The issues of a failed call's 400 answer (`{ status, data: { error: { issues } } }`); none for any other error. */
export function errorIssues(error: unknown): FieldIssue[] {
  const data = isRecord(error) && "data" in error ? error.data : undefined;
  if (!isRecord(data) || !isRecord(data.error) || !Array.isArray(data.error.issues)) return [];
  return data.error.issues.filter(
    (issue: unknown): issue is FieldIssue => isRecord(issue) && typeof issue.message === "string",
  );
}

/**
 * A form's errors from a list of issues: the first message of each field, the field being what
 * `fieldOf` makes of the issue's path (by default its first key); the messages of issues that name
 * no field come apart, in order, for the form's general message.
 */
export function issuesByField<Field extends string = string>(
  issues: readonly FieldIssue[],
  fieldOf: (path: readonly PropertyKey[]) => Field | undefined = (path) =>
    path[0] === undefined ? undefined : (String(path[0]) as Field),
): { fields: Partial<Record<Field, string>>; other: string[] } {
  const fields: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path ?? []);
    if (field === undefined) other.push(issue.message);
    else fields[field] ??= issue.message;
  }
  return { fields, other };
}

/**
 * User-visible texts of the error catalogues, verbatim,
 * including the spec's own spelling ("ocurred"). Screens import them from here so that the
 * wording lives in one place.
 */
export const UI_MESSAGES = {
  fallbackPage: "It looks like there was an error loading the page. Please sign out and try again or contact support.",
  attorneyDeclined: ATTORNEY_DECLINED_MESSAGE,
  noAttorneyFound: "No attorney found",
  errorOccurred: "Error occurred",
  errorLoadingData: "Error loading data",
  loading: LOADING_TEXT,
  attorneyCardFailure: "Error ocurred. Please refresh the page or contact support.",
  noServices: "No services available. Please contact support.",
  loadingStates: "Error loading states, please refresh the page and try again",
  savingState: "Error saving state, please refresh the page and try again",
  savingInformation: "Error saving your information, please refresh the page and try again",
  savingAnswer: "Error saving answer, please refresh the page and try again",
  loadingSections: "Unable to load questionnaire sections. Please refresh the page and try again.",
  persistentProblem:
    "Refresh the page and if the problem persists use the chat bubble to reach out to our support team.",
  loadingAlignmentHistory: "Could not load alignment history. Please try again.",
  loadingQuestionnaireSections: "Error loading Questionnaire Sections",
  alignmentSessionMissing: "User session not found. Please refresh the page.",
  alignmentDisputesFailed: "Unable to load disputes. Please refresh the page.",
  alignmentDisputeMissing: "Dispute not found. Please refresh the page.",
  phoneProcessing: "Error processing phone number",
  unansweredPopup: "You have unanswered questions",
  almostThereSections: "You are almost there!",
  almostThereState: "Almost there!",
  signOutConfirm: "Are you sure you want to log out?",
  unknown: UNKNOWN_ERROR_MESSAGE,
} as const;
