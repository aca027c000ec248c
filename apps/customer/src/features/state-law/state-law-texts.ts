/** The public page of the law behind a state's agreement (/law/:stateId). */
export const STATE_LAW_TEXTS = {
  title: "The law behind your agreement",
  intro:
    "Every rule the product applies to a prenuptial agreement in this state: what it is, the statute or court decision it comes from, and whether we have verified it.",
  loading: "Loading the state's rules…",
  notFound: "We have no state by this name. Check the address, or choose your state in the questionnaire.",
  verifiedMeaning:
    "read in the state's own statute or court decision, whose words are quoted below with the date we read them.",
  unverifiedMeaning:
    "a cautious value the product applies until it is read in this state's own law. Have your attorney check this point.",
  notLegalAdvice:
    "This page explains how the product builds your agreement; it is not legal advice. Your attorney can tell you how the law applies to you.",
} as const;

/** "21 of 30 rules verified in Colorado's own statutes and cases". */
export function verifiedLine(verified: number, total: number, stateName: string): string {
  return `${verified} of ${total} ${total === 1 ? "rule" : "rules"} verified in ${stateName}'s own statutes and cases`;
}
