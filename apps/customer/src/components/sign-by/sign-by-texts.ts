/** The sign-by card's own words; the date, the countdown and what is still needed come from the domain. */
export const SIGN_BY_TEXTS = {
  title: "Your signing deadline",
  neededTitle: "Still needed before you can sign",
  basis: "Your state's law sets the last day a prenup can be signed before the wedding; this is that day for your wedding date.",
} as const;
