import { DomainError } from "@prenup/domain";

export const USER_MESSAGES = {
  userNotFound: "User not found",
  adminSignUp: "Accounts for this portal are created by an administrator",
  emailMissing: "Your sign-in did not include an e-mail address. Please sign in again.",
  emailInvalid: "Your sign-in did not include a valid e-mail address. Please sign in again.",
  emailNotVerified: "Confirm your e-mail address first: open the link we e-mailed you, then continue.",
  emailInUse: "An account with this e-mail address already exists. Sign in with that account instead.",
  profileChanged: "This field was changed since you last saw it. Keep your value or take the saved one.",
} as const;

/** 404 USER_NOT_FOUND. */
export const userNotFound = (): DomainError => new DomainError("USER_NOT_FOUND", USER_MESSAGES.userNotFound);
