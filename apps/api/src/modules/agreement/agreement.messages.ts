/** The agreement module's own messages (the domain's rules carry theirs). */
export const AGREEMENT_MESSAGES = {
  documentNotFound: "Agreement not found",
  noState: "Choose your state before generating the agreement.",
  noTemplate: "This agreement has no template to generate from. Please contact support.",
  changedMeanwhile: "The agreement changed while it was being generated. Please try again.",
  historyNotFound: "There is no version of the agreement at that time.",
  notGenerated: "Generate the agreement before you edit it.",
} as const;
