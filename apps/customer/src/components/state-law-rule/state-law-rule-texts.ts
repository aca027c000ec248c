import { formatDay } from "@prenup/domain";

/** The words of one rule of a state's law, wherever it is shown (the state's law page, aftercare). */
export const STATE_LAW_RULE_TEXTS = {
  verified: "Verified",
  unverified: "Not yet verified",
  citation: "Citation",
  source: "Read the source",
  checkWithAttorney: "Have your attorney check this point.",
} as const;

/** "Read on November 28, 2026": the day a verified rule's words were read, in words. */
export function readOnLine(readOn: string): string {
  return `Read on ${formatDay(readOn)}`;
}
