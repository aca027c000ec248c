/**
 * A user's copy of their data (the export): its states, how long its link lasts, how recently the
 * user must have signed in to ask for it, and what the product says about it. The server enforces
 * these; the profile's "Your data" card reads the same words.
 */

/** REQUESTED: the ZIP is being built; READY: the link was sent; DOWNLOADED: the link was used; EXPIRED: it lapsed. */
export const DATA_EXPORT_STATUSES = ["REQUESTED", "READY", "DOWNLOADED", "EXPIRED"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The download link lasts this long after the ZIP is ready. */
export const DATA_EXPORT_LINK_HOURS = 24;

/** A request for the export needs a sign-in at most this old (the token's `auth_time`, else its `iat`). */
export const DATA_EXPORT_RECENT_SIGN_IN_MINUTES = 15;

/** Whether a sign-in at `signedInAt` is recent enough at `now` to ask for one's data. */
export function isRecentSignIn(signedInAt: Date | null, now: Date): boolean {
  if (!signedInAt) return false;
  const ageMs = now.getTime() - signedInAt.getTime();
  return ageMs <= DATA_EXPORT_RECENT_SIGN_IN_MINUTES * 60_000;
}

/** What the product says about the export, on the server's refusals and on the profile's card. */
export const DATA_EXPORT_MESSAGES = {
  requested:
    "We're putting your data together. We'll e-mail you a link to download it, usually within a few minutes. The link works once, for 24 hours.",
  inProgress:
    "We're already putting your data together. Please use the link in the e-mail we send you; you can ask again once it has been used or has expired.",
  signInAgain: "For your safety, please sign in again before downloading your data.",
  linkGone:
    "This download link has already been used or has expired. You can ask for a new copy of your data from your profile.",
} as const;
