/** Open live streams one user may hold on one instance (tabs and devices together), unless configured (LIVE_STREAMS_PER_USER). */
export const MAX_LIVE_STREAMS_PER_USER = 5;

/** The refusal of a stream past the limit. */
export const liveStreamsLimitMessage = (max: number) =>
  `At most ${max} live connections can be open at once. Close the app in another tab or device and try again.`;

export const LIVE_MESSAGES = {
  tooMany: liveStreamsLimitMessage(MAX_LIVE_STREAMS_PER_USER),
  stopping: "The server is restarting. Reconnect in a moment.",
  noAccount: "There is no customer account to follow.",
} as const;
