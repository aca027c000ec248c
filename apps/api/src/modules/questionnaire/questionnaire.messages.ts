/** The questionnaire module's refusal messages. */
export const QUESTIONNAIRE_MESSAGES = {
  sectionNotFound: "Section not found",
  documentNotFound: "Document not found",
  respondentNotFound: "This person is not a partner on the document",
  partnersAnswers: "Your partner's answers are theirs to share, through alignment.",
  unknownState: "Unknown state",
} as const;
