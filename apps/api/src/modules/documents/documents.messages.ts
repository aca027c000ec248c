import { DomainError } from "@prenup/domain";

export const DOCUMENT_MESSAGES = {
  createForYourself: "You can only create an agreement for yourself.",
  documentExists: "You already have an agreement. Continue with it from your dashboard.",
  stateUnavailable: "Choose one of the available states.",
  templateUnknown: "This agreement template does not exist.",
  stateChangeNeedsConfirmation: "Your prenup is already paid. Confirm that you want to change the state.",
  questionnaireLocked:
    "Your questionnaire can no longer be changed: your agreement is being reviewed, finalized or notarized.",
  documentNotFound: "Agreement not found",
  stateNotFound: "State not found",
  userNotFound: "User not found",
} as const;

export const documentNotFound = (): DomainError =>
  new DomainError("DOCUMENT_NOT_FOUND", DOCUMENT_MESSAGES.documentNotFound);
