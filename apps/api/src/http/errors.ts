import { DomainError, type ErrorCode } from "@prenup/domain";

/** Messages of the failures the HTTP layer itself reports. */
export const MESSAGES = {
  unauthenticated: "Authentication required",
  tokenExpired: "Your session has expired. Please sign in again.",
  authUnavailable: "Sign-in is temporarily unavailable. Please try again shortly.",
  forbidden: "You do not have access to this resource",
  notFound: "Not found",
  notRegistered: "Your account is not set up yet. Please sign in again.",
  accountClosed: "This account has been closed.",
  sessionEnded: "You were signed out on every device. Please sign in again.",
  internal: "Something went wrong on our side. Please try again.",
  databaseUnavailable: "The service is briefly unavailable. Please try again in a moment.",
  databaseBusy: "The service is busy with another change to the same record. Please try again in a moment.",
} as const;

/** The caller may not do this (403), with the general message unless a rule has its own. */
export const forbidden = (message: string = MESSAGES.forbidden): DomainError => new DomainError("FORBIDDEN", message);
/** Nothing here for this caller (404): as said of something missing, or not theirs to know about. */
export const notFound = (): DomainError => new DomainError("NOT_FOUND", MESSAGES.notFound);

/**
 * A write made on a version the server no longer holds (409 `…_CHANGED`): nothing was stored, and
 * the response carries `current`, what the server holds now, for the person to choose between.
 */
export class StaleWriteError extends DomainError {
  readonly current: unknown;
  constructor(code: ErrorCode, message: string, current: unknown) {
    super(code, message);
    this.current = current;
  }
}
