/**
 * Being together in the app: where a partner is ("Jordan is on Property") and what they just did,
 * as the live stream (GET /users/{id}/live) carries it and the screens say it.
 */

/** The places a partner can be, as the customer app reports them (POST /users/{id}/live/presence). */
export const LIVE_PLACES = [
  "dashboard",
  "questionnaire",
  "alignment",
  "disclosure",
  "documents",
  "agreement",
  "notarization",
  "attorneys",
  "outcomes",
  "profile",
  "elsewhere",
] as const;
export type LivePlace = (typeof LIVE_PLACES)[number];

const PLACE_NAMES: Record<Exclude<LivePlace, "questionnaire" | "elsewhere">, string> = {
  dashboard: "the dashboard",
  alignment: "Alignment",
  disclosure: "Financial disclosure",
  documents: "Documents",
  agreement: "the agreement",
  notarization: "Notarization",
  attorneys: "Attorney services",
  outcomes: "Outcomes",
  profile: "their profile",
};

/** What a partner did that changes what the other sees; each route that does it declares one. */
export const LIVE_CHANGES = ["answers", "alignment", "disclosure", "agreement", "notarization"] as const;
export type LiveChange = (typeof LIVE_CHANGES)[number];

/** A present partner reports their place this often while the app is open, */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** and counts as gone when nothing was heard for this long (a closed laptop sends no "left"). */
export const PRESENCE_TTL_MS = 75_000;

/** Whether a partner last heard of at `seenAt` still counts as here at `now`. */
export function isPresent(seenAt: number | null, now: number): boolean {
  return seenAt !== null && now - seenAt < PRESENCE_TTL_MS;
}

/**
 * "Jordan is on Property": the partner's first name and the place, with the section's title when
 * they are in the questionnaire (unknown sections read as "the questionnaire").
 */
export function presenceText(name: string, place: LivePlace, sectionTitle?: string | null): string {
  if (place === "questionnaire") return `${name} is on ${sectionTitle ?? "the questionnaire"}`;
  if (place === "elsewhere") return `${name} is here`;
  return `${name} is on ${PLACE_NAMES[place]}`;
}

/**
 * What exactly was done, where a route says more than its area: the alignment conversation's
 * moves, so the partner reads "Jamie accepted a proposal" rather than a change somewhere on Alignment.
 */
export const LIVE_ACTIONS = [
  "agreed-with-partner",
  "changed-disputed-answer",
  "proposed",
  "accepted-proposal",
  "asked-attorney",
] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/** The line that tells a partner what the other (named `name`) just did. */
export function liveChangeText(name: string, change: LiveChange, action?: LiveAction | null): string {
  switch (action) {
    case "agreed-with-partner":
      return `${name} took your answer on a question you saw differently.`;
    case "changed-disputed-answer":
      return `${name} changed an answer you see differently.`;
    case "proposed":
      return `${name} proposed an answer on Alignment.`;
    case "accepted-proposal":
      return `${name} accepted a proposal on Alignment.`;
    case "asked-attorney":
      return `${name} asked an attorney about a question you see differently.`;
    case undefined:
    case null:
      break;
  }
  switch (change) {
    case "answers":
      return `${name} updated their answers.`;
    case "alignment":
      return `${name} changed something on Alignment.`;
    case "disclosure":
      return `${name} updated the financial disclosure.`;
    case "agreement":
      return `${name} changed the agreement.`;
    case "notarization":
      return `${name} moved the notarization forward.`;
  }
}
