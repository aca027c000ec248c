/** The sign-by card's own words; the date, the countdown and what is still needed come from the domain. */
export const SIGN_BY_TEXTS = {
  title: "Your signing deadline",
  neededTitle: "Still needed before you can sign",
  basis: "The last day to sign for your wedding date under your state's law.",
} as const;
