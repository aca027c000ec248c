/**
 * Every e-mail the product sends, each a function from its data to `{ template, subject, html, text }`,
 * in one layout (layout.ts, rendered with MJML) with a plain-text part written for reading.
 */
export { PRODUCT_NAME, renderEmail, type EmailContent, type RenderedEmail } from "./layout.ts";
export { displayName, safeLink, subjectLine, SUBJECT_MAX_LENGTH } from "./safety.ts";
export { partnerInviteEmail } from "./partner-invite.ts";
export { questionnaireReminderEmail } from "./questionnaire-reminder.ts";
export { disputeThreadUpdateEmail, type DisputeThreadMailEvent } from "./dispute-thread-update.ts";
export { callBookedEmail } from "./call-booked.ts";
export { callReminderEmail } from "./call-reminder.ts";
export { attorneyApplicationEmail, type AttorneyApplicationEvent } from "./attorney-application.ts";
export { agreementUpdatedEmail, SUMMARY_QUOTE_MAX } from "./agreement-updated.ts";
export { reviewAwaitedEmail } from "./review-awaited.ts";
export { readyToFinalizeEmail } from "./ready-to-finalize.ts";
export { agreementNotarizedEmail } from "./agreement-notarized.ts";
export { attorneyCallNoticeEmail, type AttorneyCallNoticeStatus } from "./attorney-call-notice.ts";
export { paymentRefundedNotAllowedEmail } from "./payment-refunded-not-allowed.ts";
export { notarizationLateEmail } from "./notarization-late.ts";
export { notarizationReadyEmail } from "./notarization-ready.ts";
export { signingReminderEmail } from "./signing-reminder.ts";
export { aftercareReminderEmail } from "./aftercare-reminder.ts";
export { residenceNoticeEmail } from "./residence-notice.ts";
export { paymentReceiptEmail, refundReceiptEmail, receiptDay, type ReceiptLine } from "./payment-receipt.ts";
export { agreementGeneratedEmail } from "./agreement-generated.ts";
export { agreementFinalizedEmail } from "./agreement-finalized.ts";
export { disclosureToAcknowledgeEmail } from "./disclosure-to-acknowledge.ts";
export { turnOffLinkOf } from "./milestone-footer.ts";
export { dataExportReadyEmail } from "./data-export-ready.ts";
export { accountDeletionScheduledEmail, agreementClosedEmail } from "./account-deletion.ts";
