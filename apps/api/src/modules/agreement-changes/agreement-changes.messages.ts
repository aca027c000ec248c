/** The agreement changes' refusal and check messages. */
export const AGREEMENT_CHANGE_MESSAGES = {
  noState: "Choose your agreement's state first: what you may change after the wedding depends on it.",
  notSigned:
    "Your agreement is not signed yet: change your answers in the questionnaire and generate it again instead.",
  state: "state must be a US state's two-letter abbreviation, such as CA.",
  movedIn: "movedIn must be a date (YYYY-MM-DD) no later than today.",
  kind: "kind must be AMENDMENT, REVOCATION or POSTNUP.",
} as const;
