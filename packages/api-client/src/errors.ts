import { errorDisplayMessage, isErrorCode, UI_MESSAGES, type ErrorCode } from "@prenup/domain";

/**
 * Every failed call ends as one of these: the HTTP status with
 * the parsed body, or a transport failure — the server could not be reached (FETCH_ERROR), it did
 * not answer within the client's time limit (TIMEOUT_ERROR), or it answered with a body that is not
 * the JSON it should be (PARSING_ERROR, keeping the status and the raw text).
 */
export type ApiError =
  | { status: number; data: unknown }
  | { status: "FETCH_ERROR"; error: string }
  | { status: "TIMEOUT_ERROR"; error: string }
  | { status: "PARSING_ERROR"; originalStatus: number; data: string; error: string };

/** Texts carried in `error` of transport failures; the display rule shows them as they are. */
export const FETCH_ERROR_TEXT = "Could not reach the server. Check your connection and try again.";
export const TIMEOUT_ERROR_TEXT = "The server took too long to answer. Please try again.";

/**
 * A call made before the signed-in user is known (the session was lost): the hook refuses it
 * without a request, with a message that says what to do.
 */
export const NO_SESSION_TEXT = UI_MESSAGES.alignmentSessionMissing;
export const noSessionError = (): ApiError => ({ status: 400, data: { error: NO_SESSION_TEXT } });

/**
 * Thrown by the client's fetch for transport failures, so that it travels through openapi-fetch
 * untouched and is turned into an `ApiError` at the edge (`toApiError`).
 */
export class TransportError extends Error {
  readonly apiError: ApiError;
  constructor(apiError: Extract<ApiError, { error: string }>, options?: { cause?: unknown }) {
    super(apiError.error, options);
    this.name = "TransportError";
    this.apiError = apiError;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** True for a value already shaped as an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  if (!isRecord(value)) return false;
  const { status } = value;
  if (typeof status === "number") return "data" in value;
  if (status === "FETCH_ERROR" || status === "TIMEOUT_ERROR") return typeof value.error === "string";
  if (status === "PARSING_ERROR") {
    return (
      typeof value.originalStatus === "number" && typeof value.data === "string" && typeof value.error === "string"
    );
  }
  return false;
}

function isAbortError(error: unknown): boolean {
  return isRecord(error) && (error.name === "AbortError" || error.name === "TimeoutError");
}

/**
 * Classifies anything a call can throw or return as an error:
 * an `ApiError` stays as it is; a `TransportError` gives its `ApiError`; a timeout abort gives
 * TIMEOUT_ERROR; any other thrown value (a TypeError from fetch, a refused connection) gives
 * FETCH_ERROR. A `Response` that is not ok gives `{ status, data: null }` (its body unread).
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof TransportError) return error.apiError;
  if (typeof Response !== "undefined" && error instanceof Response) return { status: error.status, data: null };
  if (isRecord(error) && error.name === "TimeoutError") return { status: "TIMEOUT_ERROR", error: TIMEOUT_ERROR_TEXT };
  if (isAbortError(error)) return { status: "FETCH_ERROR", error: "The request was cancelled." };
  return { status: "FETCH_ERROR", error: FETCH_ERROR_TEXT };
}

/**
 * The message to show for a failed call: the error display rule of @prenup/domain applied to the
 * classified error (so `{ status, data }` shows the body's issues or `error` text, and transport
 * failures show their own text).
 */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof TransportError) return errorDisplayMessage(error.apiError);
  return errorDisplayMessage(error);
}

/**
 * The server's error code (`{ error, code }` bodies), when there is one: one of ERROR_CODES, the
 * enumeration the OpenAPI document publishes, so callers compare against typed values.
 */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  if (!isApiError(error) || typeof error.status !== "number" || !("data" in error)) return undefined;
  const { data } = error;
  return isRecord(data) && isErrorCode(data.code) ? data.code : undefined;
}
