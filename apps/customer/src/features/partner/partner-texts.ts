import { PARTNER_INVITE_MESSAGES } from "@prenup/domain";
import { INVITATION_LINK_TEXTS } from "./utils/invitation-link.ts";

/** Texts of the partner card and the /invite page. */
export const PARTNER_TEXTS = {
  cardTitle: "Your partner",
  inviteIntro: "Invite your partner to work on the same prenup. They will get an e-mail with a link to join.",
  emailLabel: "Partner's e-mail",
  emailPlaceholder: "partner@example.com",
  send: "Send invitation",
  resend: "Resend",
  useAnotherAddress: "Send to another address",
  invalidEmail: PARTNER_INVITE_MESSAGES.emailInvalid,
  ownEmail: PARTNER_INVITE_MESSAGES.inviteYourself,
  sentTo: (email: string, when: string) => `Invitation sent to ${email} on ${when}.`,
  resent: "A new invitation is on its way. The earlier link no longer works.",
  joined: (name: string) => `${name} has joined your prenup.`,
  joinedNameless: "Your partner has joined your prenup.",
  /** What partner B reads: the document is partner A's, shared with them. */
  sharedWith: (name: string) => `You are building your prenup together with ${name}.`,
  sharedNameless: "You are building your prenup together with your partner.",
  invitationsTitle: "Invitations for you",
  invitationFrom: (name: string) => `${name} invited you to build a prenup together.`,
  invitationState: (state: string) => `State: ${state}`,
  invitationSent: (when: string) => `Sent ${when}`,
  accept: "Accept",
  acceptedNotice: "You joined your partner's prenup.",
  acceptTitle: "Accept invitation",
  accepting: "Accepting your invitation...",
  missingLink:
    "This invitation link is incomplete. Open the link from the invitation e-mail again, or ask your partner to send a new invitation.",
  notVerifiedHelp:
    "Open the verification link in the e-mail we sent you when you created your account, then press Try again. If you cannot find it, check your spam folder.",
  tryAgain: "Try again",
  ...INVITATION_LINK_TEXTS,
  previewInvitedBy: (firstName: string | null, state: string | null) =>
    `${firstName?.trim() || "Your partner"} invited you to prepare your prenuptial agreement together${state ? ` (${state})` : ""}.`,
  previewUseAddress: (hint: string) => `Create your account or sign in with ${hint} to accept.`,
  previewInvalidTitle: "This invitation link no longer works",
  previewInvalid:
    "It has expired, was replaced by a newer one, or was already used. You can still sign in, or ask your partner to send a new invitation.",
  goToDashboard: "Go to the dashboard",
} as const;
