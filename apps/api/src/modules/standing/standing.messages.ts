export const STANDING_MESSAGES = {
  userNotFound: "User not found",
} as const;
