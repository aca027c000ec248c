/** The link to the outcome simulator (/outcomes) on the dashboard, /alignment and the review page. */
export const OUTCOMES_LINK_TEXTS = {
  label: "If we divorce: see your agreement in numbers, year by year",
  hint: "What each of you would leave with under your agreement and under your state's law, year by year.",
} as const;
