import { yearsText } from "@prenup/ui/outcome-simulation";

/** The customer's outcome simulator page (/outcomes): its title, links to it and what to do first. */
export const OUTCOMES_TEXTS = {
  intro:
    "See what your agreement does in your own numbers: for each of you, what you would leave with under the agreement you are writing and under your state's law if you had no prenup.",
  emptyTitle: "Disclose your finances first",
  empty:
    "The simulator works from your financial disclosure. Add what you own, owe and earn, and your figures appear here.",
  emptyAction: "Go to Financial Disclosure",
  noDocument:
    "Start your prenup first: the simulator works from your agreement's answers and your financial disclosure.",
  you: "You",
  yourPartner: "Your partner",
} as const;

/** The page's title, naming the years the slider shows: "If we divorce after 10 years". */
export function outcomesTitle(years: number): string {
  return `If we divorce after ${yearsText(years)}`;
}
