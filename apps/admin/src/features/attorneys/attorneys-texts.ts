/** Words of the admin attorney screens. */
export const STAGE_LABELS: Record<string, string> = {
  FORM_MISSING: "Form missing",
  UNDER_REVIEW: "Under review",
  APPROVED: "Approved",
  DECLINED: "Declined",
  DEACTIVATED: "Deactivated",
};
export const STAGE_COLORS: Record<string, string> = {
  FORM_MISSING: "gray.9",
  UNDER_REVIEW: "blue.9",
  APPROVED: "green.9",
  DECLINED: "red.9",
  DEACTIVATED: "orange.9",
};
export const ACTION_LABELS: Record<string, string> = {
  approve: "Approve",
  decline: "Decline",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
};
