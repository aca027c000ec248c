export * from "./types.ts";
export { QuestionField, DROPDOWN_PLACEHOLDER, OTHER_ANSWER_LABEL } from "./question-field.tsx";
export type { QuestionFieldProps } from "./question-field.tsx";
export { QuestionTree } from "./question-tree.tsx";
export type { QuestionTreeProps } from "./question-tree.tsx";
export { GroupHeader, GROUP_ICONS } from "./group-header.tsx";
export { VideoEmbed, youtubeEmbedUrl } from "./video-embed.tsx";
export { CurrencyAnswerInput, formatCurrencyAnswer, CURRENCY_PLACEHOLDER } from "./currency-answer-input.tsx";
export type { CurrencyAnswerInputProps } from "./currency-answer-input.tsx";
