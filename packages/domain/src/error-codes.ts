/**
 * The error codes the API answers with (`{ error, code }` bodies), one list for the server, the
 * OpenAPI document and the apps. Services throw a `DomainError` with one of them; the API maps each
 * code to its HTTP status in one place (apps/api/src/http/error-status.ts), and the apps compare
 * `code` against these values, never against string literals of their own.
 */
export const ERROR_CODES = [
  // Requests the server could not read.
  "VALIDATION_FAILED",
  "INVALID_JSON",
  "INVALID_CONTENT_LENGTH",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "BAD_REQUEST",
  "RATE_LIMITED",
  "NOT_FOUND",
  // An Idempotency-Key sent again with another request than the one it was first used with.
  "IDEMPOTENCY_KEY_REUSED",
  // Signing in and access.
  "UNAUTHENTICATED",
  "TOKEN_EXPIRED",
  "AUTH_UNAVAILABLE",
  "FORBIDDEN",
  "ACCOUNT_CLOSED",
  "USER_NOT_REGISTERED",
  "SIGN_UP_NOT_ALLOWED",
  // Users.
  "USER_NOT_FOUND",
  "PROFILE_CHANGED",
  "EMAIL_REQUIRED",
  "EMAIL_IN_USE",
  // A copy of one's data: a sign-in too old to ask for it, one already being built, a link used or expired.
  "RECENT_SIGN_IN_REQUIRED",
  "DATA_EXPORT_IN_PROGRESS",
  "DATA_EXPORT_LINK_GONE",
  // Deleting one's account: the typed confirmation, one scheduled at a time, nothing to cancel; a
  // session ended by the request; an admin's legal hold.
  "DELETION_CONFIRMATION_MISMATCH",
  "ACCOUNT_DELETION_SCHEDULED",
  "NO_ACCOUNT_DELETION",
  "SESSION_ENDED",
  "LEGAL_HOLD_EXISTS",
  "LEGAL_HOLD_NOT_FOUND",
  // Agreements and states.
  "NO_DOCUMENT",
  // Admin user actions.
  "USER_HAS_PAID_DOCUMENT",
  "CANNOT_DELETE_SELF",
  "IDENTITY_UNAVAILABLE",
  "REVIEW_NOT_FOUND",
  "TERM_NOT_FOUND",
  "TEMPLATE_STATE_NOT_FOUND",
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_EXISTS",
  "STATE_NOT_FOUND",
  "STATE_CHANGE_NEEDS_CONFIRMATION",
  "QUESTIONNAIRE_LOCKED",
  // Partners.
  "INVITE_INVALID",
  "INVITE_EMAIL_MISMATCH",
  "INVITE_TOO_SOON",
  "EMAIL_NOT_VERIFIED",
  "PARTNER_ALREADY_JOINED",
  "REMINDER_NOT_ALLOWED",
  "REMINDER_TOO_SOON",
  // The agreement: generation, review, approvals, history, files, templates.
  "GENERATION_NOT_READY",
  // The outcome simulator: the agreement has no state yet, so there is no law to compare with.
  "SIMULATION_NOT_READY",
  // A change after the signing: the agreement is not signed yet, or has no state.
  "CHANGE_NOT_AVAILABLE",
  // Aftercare reminders: the agreement is not signed yet.
  "AFTERCARE_NOT_AVAILABLE",
  // A postnup in a state whose law does not let spouses make one (the state-law matrix's decision).
  "POSTNUP_NOT_AVAILABLE",
  // A postnup where the state requires each spouse's own attorney and a spouse has none.
  "COUNSEL_REQUIRED",
  "GENERATION_FAILED",
  "DOCUMENT_NOT_GENERATED",
  "DOCUMENT_NEEDS_REGENERATION",
  "DOCUMENT_ALREADY_REVIEWED",
  "DOCUMENT_NOT_REVIEWED",
  "PARTNER_NOT_REVIEWED",
  "DOCUMENT_ALREADY_FINALIZED",
  "REGENERATION_NOT_OFFERED",
  "AGREEMENT_LOCKED",
  "CALIFORNIA_WAIT",
  "EARLY_SIGNING_NOT_CONFIRMED",
  "IMAGE_TOO_LARGE",
  "PDF_TOO_LARGE",
  "COUNSEL_NOT_OWN_ATTORNEY",
  "COUPON_NAME_EXISTS",
  "COUNSEL_CERTIFICATION_RECORDED_TWICE",
  "SIGNING_DEADLINE_PASSED",
  "APPROVAL_NOT_READY",
  "ALREADY_APPROVED",
  "NOT_APPROVED",
  "NOT_ASSIGNED_ATTORNEY",
  "HISTORY_NOT_FOUND",
  "FILE_NOT_FOUND",
  "FILE_TOO_LARGE",
  "FILE_TYPE_NOT_ALLOWED",
  "FILE_PROTECTED",
  "FILE_STORAGE_UNAVAILABLE",
  "TEMPLATE_NOT_FOUND",
  // The questionnaire and alignment.
  "SECTION_NOT_FOUND",
  "SECTION_LOCKED",
  "QUESTION_NOT_FOUND",
  "QUESTION_NOT_AVAILABLE",
  "OPTION_NOT_AVAILABLE",
  "OPTION_RESTRICTED",
  "ANSWER_EXISTS",
  "ANSWER_NOT_FOUND",
  // A write made on a version the server no longer holds (the partner, an attorney changed it since): 409 with the current value.
  "ANSWER_CHANGED",
  "DISPUTE_NOT_FOUND",
  // Proposals on a dispute (dispute-proposals.ts).
  "PROPOSAL_NOT_ALLOWED",
  "PROPOSAL_PENDING",
  "PROPOSAL_NOT_FOUND",
  "PROPOSAL_NOT_PENDING",
  "ATTORNEY_NOT_ASSIGNED",
  "ATTORNEY_ALREADY_ASKED",
  // The menu gates' server side: a write behind a closed menu item.
  "PRENUP_NOT_PAID",
  "ALIGNMENT_NOT_OPEN",
  // Financial disclosure.
  "FINANCIAL_ENTRY_NOT_FOUND",
  "FINANCIAL_ENTRY_CHANGED",
  "JOINT_ENTRY_NOT_JOINT",
  "JOINT_CONFIRMATION_NOT_YOURS",
  "DISCLOSURE_DECLARATION_REFUSED",
  "DISCLOSURE_NOT_GIVEN",
  "DISCLOSURE_VERSION_CHANGED",
  "ENTRY_DOCUMENT_NOT_FOUND",
  "ENTRY_DOCUMENTS_FULL",
  // Amounts whose sum or growth leaves the range counted exactly to the cent (`exactCents`).
  "AMOUNTS_OUT_OF_RANGE",
  // Carts, payments, refunds, payouts and discounts.
  "PRODUCT_NOT_FOUND",
  "PRODUCT_NOT_AVAILABLE",
  "CART_NOT_FOUND",
  "CART_ITEM_NOT_FOUND",
  "CART_NOT_EDITABLE",
  "CART_EMPTY",
  "CART_CHANGED",
  "PROMO_CODE_INVALID",
  "PAYMENT_DECLINED",
  "PAYMENT_UNAVAILABLE",
  "PAYMENT_SIGNATURE_INVALID",
  "PURCHASE_ITEM_NOT_FOUND",
  "PURCHASE_ITEM_CHANGE_REFUSED",
  "ATTORNEY_NOT_FOUND",
  "REFUND_NOT_ALLOWED",
  "PAYOUT_NOT_ALLOWED",
  "COUPON_NOT_FOUND",
  "DISCOUNT_CODE_NOT_FOUND",
  "DISCOUNT_CODE_EXISTS",
  // Attorney services: booking, events, reviews, chat.
  "BOOKING_NOT_ALLOWED",
  "SLOT_NOT_AVAILABLE",
  "EVENT_NOT_FOUND",
  "EVENT_CHANGE_REFUSED",
  "SCHEDULING_SIGNATURE_INVALID",
  "REVIEW_NOT_ALLOWED",
  "CHAT_NOT_ALLOWED",
  "CHAT_STREAMS_LIMIT",
  "LIVE_STREAMS_LIMIT",
  // The attorney portal: applications, stages, law firms, clients, notes.
  "ATTORNEY_STAGE_CHANGE_REFUSED",
  "APPLICATION_INCOMPLETE",
  "APPLICATION_NOT_EDITABLE",
  "LAW_FIRM_NOT_FOUND",
  "CLIENT_NOT_FOUND",
  "INTERNAL_NOTE_NOT_FOUND",
  "DISCIPLINARY_RECORD_NOT_FOUND",
  // Notarization (online sessions and in-person proofs).
  "NOTARIZATION_NOT_AVAILABLE",
  "NOTARIZATION_IN_PROGRESS",
  "NOTARIZATION_COMPLETE",
  "NOTARIZATION_RESET_REFUSED",
  "ONLINE_NOTARY_NOT_AVAILABLE",
  "SIGNER_LOCATION_MISSING",
  "SIGNER_LOCATION_NOT_ALLOWED",
  "SIGNER_LOCATION_NOT_ASKED",
  "NOTARY_UNAVAILABLE",
  "NOTARY_SIGNATURE_INVALID",
  // The agreement editor.
  "DOCUMENT_LOCKED",
  "LIBRARY_GROUP_NOT_FOUND",
  "LIBRARY_GROUP_EXISTS",
  // The server and the outside world.
  "MAIL_UNAVAILABLE",
  "DATABASE_UNAVAILABLE",
  "NOT_READY",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with one field of a request, as `{ error: { issues } }` lists them. */
export type ErrorIssue = { message: string; path: (string | number)[] };

/**
 * A failure a rule reports on purpose: a code from ERROR_CODES, the message a person reads (the
 * spec's wording where it gives one) and, for VALIDATION_FAILED, the issues by field. It knows
 * nothing of HTTP.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly issues: readonly ErrorIssue[];

  constructor(code: ErrorCode, message: string, options: { issues?: readonly ErrorIssue[]; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.issues = options.issues ?? [];
  }

  /** A request that breaks a rule about its own content: one issue per field. */
  static invalid(issues: readonly ErrorIssue[]): DomainError {
    return new DomainError("VALIDATION_FAILED", issues.map((issue) => issue.message).join(". "), { issues });
  }

  /** One field is wrong: `DomainError.invalidField("stateId", "Choose one of the available states.")`. */
  static invalidField(path: string | (string | number)[], message: string): DomainError {
    return DomainError.invalid([{ message, path: Array.isArray(path) ? path : [path] }]);
  }
}

/** True for an error a rule raised on purpose (also across copies of this package). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error instanceof Error && error.name === "DomainError" && "code" in error);
}

/** True when `value` is one of the published error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
