/** The refusals of the admin's user operations. */
export const ADMIN_USER_MESSAGES = {
  userNotFound: "User not found",
  noDocument: "This user has no active agreement to mark as paid.",
  paidDocument:
    "This user is a party of an agreement with a purchase in force, so the account cannot be deleted. Refund the purchases first, or keep the account.",
  deleteSelf: "You cannot delete your own account.",
  notOwnDocument: "Choose one of this user's active agreements to keep.",
  eventNotFound: "This user has no such attorney call.",
  attorneyAccountClosed: "The attorney of this call has closed their account, so there is nobody to e-mail.",
} as const;
