export * from "./types.ts";
export { QuestionField, DROPDOWN_PLACEHOLDER, OTHER_ANSWER_LABEL, SUGGESTION_TEXTS } from "./question-field.tsx";
export type { QuestionFieldProps } from "./question-field.tsx";
export { QuestionTree } from "./question-tree.tsx";
export type { QuestionTreeProps } from "./question-tree.tsx";
export { GroupHeader, GROUP_ICONS } from "./group-header.tsx";
export { VideoEmbed, youtubeEmbedUrl } from "./video-embed.tsx";
export { CurrencyAnswerInput, formatCurrencyAnswer, CURRENCY_PLACEHOLDER } from "./currency-answer-input.tsx";
export type { CurrencyAnswerInputProps } from "./currency-answer-input.tsx";
export { ReadOnlyQuestionnaire, shownSectionId } from "./read-only-questionnaire.tsx";
export type {
  QueryView,
  ReadOnlyGroupLike,
  ReadOnlyQuestionLike,
  ReadOnlyQuestionnaireProps,
  ReadOnlySectionLike,
} from "./read-only-questionnaire.tsx";
