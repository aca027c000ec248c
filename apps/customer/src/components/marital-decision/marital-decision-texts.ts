import type { ChangeEligibility } from "@prenup/api-client";

/** A state's decision on an agreement made or changed during the marriage, as the couple reads it. */
export const MARITAL_DECISION_TEXTS = {
  requirementsTitle: "What it takes",
  lawLink: (stateName: string) => `The law behind an agreement in ${stateName}`,
  verified: "Read in the state's own law",
  unverified: "Not yet confirmed for this state",
  findAttorney: "Find an attorney",
  toQuestionnaire: "Go to the questionnaire",
  courtNextStep:
    "A court petition is prepared by an attorney, not in the app: bring your signed agreement and this list.",
  source: (citation: string) => `Source: ${citation}`,
} as const;

/** The decision in one line: what the couple may do in the state. */
export function decisionTitle(eligibility: Pick<ChangeEligibility, "kind" | "outcome" | "state">): string {
  const doing =
    eligibility.kind === "REVOCATION"
      ? "cancel your agreement"
      : eligibility.kind === "POSTNUP"
        ? "make a postnuptial agreement"
        : "change your agreement";
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
