/** The templates module's refusal messages. */
export const TEMPLATE_MESSAGES = {
  templateNotFound: "Document template not found",
  templateStateNotFound: "This template has no settings for this state",
} as const;
