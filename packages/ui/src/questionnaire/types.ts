import type { InputRestriction, InputType, QuestionType } from "@prenup/domain";

/**
 * The shapes the questionnaire components read. They are structural: the customer app passes the
 * API's section groups as they come, and the attorney and admin portals can pass theirs.
 */

export type VideoLike = { id?: string; title: string; author: string | null; youtubeLink: string };

export type QuestionOptionLike = {
  id: string;
  value: string;
  isDefault: boolean;
  proTip?: string | null;
  /** What choosing the option puts into the agreement, beside the state's default (the clause's explanation). */
  explanation?: { meaning: string | null; withoutAgreement: string } | null;
};

export type QuestionLike = {
  id: string;
  title: string;
  description: string | null;
  exampleScenario?: string | null;
  proTip?: string | null;
  isRequired: boolean;
  questionType: QuestionType;
  inputType: InputType | null;
  inputRestriction: InputRestriction | null;
  /** 0 for a root question; each follow-up level adds one. */
  depth: number;
  /** An option question that also takes a typed "other" answer (kept in `valueTyped`). */
  allowsOtherOption?: boolean;
  options: QuestionOptionLike[];
  videos?: VideoLike[];
};

export type GroupLike = {
  id: string;
  title: string;
  description: string | null;
  icon: string | null;
  iconColor: string | null;
  videos?: VideoLike[];
};

/** What an answer holds: a typed value or the chosen options. */
export type AnswerValue = { valueTyped: string | null; questionOptionIds: string[] };

export const EMPTY_ANSWER: AnswerValue = { valueTyped: null, questionOptionIds: [] };

/** The text shown for a question nobody has answered, in the read-only view. */
export const NOT_ANSWERED_TEXT = "The client has not answered this question.";

/** Follow-up questions are indented this much per depth level. */
export const FOLLOW_UP_INDENT_PX = 24;
