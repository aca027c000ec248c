/** The partners module's refusal messages. */
export const PARTNER_MESSAGES = {
  noDocument: "Choose your state first: the invitation is for your agreement.",
  partnerAlreadyJoined: "Your partner has already joined your agreement.",
  inviteInvalid: "This invitation link has expired or was replaced. Ask your partner to send a new one.",
  emailMismatch: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  emailNotVerified: "Please verify your e-mail address before accepting the invitation.",
  listNotVerified: "Please verify your e-mail address to see the invitations sent to it.",
  ownInvitation: "This is your own invitation. Your partner accepts it with their own account.",
  otherDocument: "You already take part in another agreement. An account can belong to one agreement at a time.",
  customersOnly:
    "Only a customer account can join an agreement. Sign in with your personal account to accept the invitation.",
  reminderNotAllowed:
    "A reminder can be sent once your partner has joined and you have completed your questionnaire, while your partner has not.",
  reminderTooSoon: "A reminder was already sent in the last 24 hours. Please try again tomorrow.",
  inviteTooSoon: "An invitation was sent less than a minute ago. Please wait a moment before sending another.",
  linkTokenMissing: "Send the token of the invitation link (the link's token parameter).",
  mailUnavailable: "We could not send the e-mail right now. Please try again in a few minutes.",
} as const;
