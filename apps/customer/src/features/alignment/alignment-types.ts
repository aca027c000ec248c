import type { InputRestriction, InputType, QuestionType } from "@prenup/domain";

/**
 * What the alignment screen reads of a dispute (GET /users/{id}/answers/dispute). Structural until
 * the generated client types carry the route; then these are the API's types.
 */
export type DisputeView = {
  questionId: string;
  groupTitle: string;
  question: {
    id: string;
    title: string;
    description: string | null;
    questionType: QuestionType;
    inputType: InputType | null;
    inputRestriction?: InputRestriction | null;
    options: { id: string; value: string }[];
  };
  myAnswer: { valueTyped: string | null; questionOptionIds: string[] };
  myAnswerText: string;
  partnerAnswerText: string;
};

export type ResolutionView = {
  id: string;
  kind: "AGREE" | "CHANGE";
  question: { id: string; title: string };
  initiatedBy: { id: string; firstName: string | null; lastName: string | null };
  previousAnswerText: string;
  newAnswerText: string;
  createdAt: string;
};

/** The body of a "change my answer". */
export type AnswerChange = { valueTyped?: string | null; questionOptionIds?: string[] };
