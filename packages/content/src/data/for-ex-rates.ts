/**
 * Exchange rates for the disclosure's totals: units of each currency per US dollar, as of `asOf`.
 * Approximate mid-market rates, entered by hand for the start; an admin keeps them current (the
 * seed never overwrites a rate an admin edited). Totals cite the date.
 */
export const forExRates = {
  asOf: "2026-11-02T00:00:00.000Z",
  rates: {
    USD: 1,
    AUD: 1.53,
    CAD: 1.4,
    CNY: 7.12,
    EUR: 0.87,
    INR: 88.7,
    JPY: 153.9,
    SGD: 1.3,
    CHF: 0.8,
    GBP: 0.76,
  },
} as const;
