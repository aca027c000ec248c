import type { ChangeEligibility } from "@prenup/api-client";

/** The page after the signing where a couple asks whether and how they may change or cancel their agreement. */
export const AGREEMENT_CHANGES_TEXTS = {
  title: "Update or cancel your agreement",
  intro:
    "Lives change: a child, an inheritance, a business, a move. Your signed agreement never changes by itself; a change or a cancellation is a new written agreement, and the law of the state you live in now decides how it must be made.",
  kindLabel: "What do you want to do?",
  kinds: [
    { value: "AMENDMENT", label: "Change a term" },
    { value: "REVOCATION", label: "Cancel the agreement" },
  ],
  stateLabel: "Where do you live now?",
  movedInLabel: "When did you move there?",
  movedInHint: "Only if you moved after signing; some states treat newcomers differently.",
  noDocument: "Start your prenup first: changes are made to a signed agreement.",
  notSignedYet: "Your agreement is not signed yet. Until it is, change your answers and generate it again.",
  toDocuments: "Go to Documents",
  requirementsTitle: "What it takes",
  lawLink: (stateName: string) => `The law behind an agreement in ${stateName}`,
  verified: "Read in the state's own law",
  unverified: "Not yet confirmed for this state",
  findAttorney: "Find an attorney",
  toQuestionnaire: "Go to the questionnaire",
  nextStep:
    "Preparing the amendment or the revocation in the app is not available yet. An attorney can prepare it with you from this list; bring your signed agreement.",
  source: (citation: string) => `Source: ${citation}`,
} as const;

/** The decision's headline, in the couple's words. */
export function decisionTitle(eligibility: ChangeEligibility): string {
  const doing = eligibility.kind === "REVOCATION" ? "cancel your agreement" : "change your agreement";
  switch (eligibility.outcome) {
    case "PREMARITAL_REGENERATION":
      return "Your wedding is still ahead: change your answers and generate the agreement again";
    case "BLOCKED":
      return `You cannot ${doing} in ${eligibility.state.name}`;
    case "COURT_PETITION":
      return `In ${eligibility.state.name} only a court can approve it`;
    default:
      return `You may ${doing} in ${eligibility.state.name}`;
  }
}
