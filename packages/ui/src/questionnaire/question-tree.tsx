import { Box, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { FOLLOW_UP_INDENT_PX, type QuestionLike } from "./types.ts";

export interface QuestionTreeProps<Q extends QuestionLike> {
  /** The group's questions in tree pre-order (a parent before its follow-ups). */
  questions: readonly Q[];
  /** The questions to show (e.g. domain `visibleQuestionIds`); all when not given. */
  visibleIds?: ReadonlySet<string>;
  renderQuestion: (question: Q) => ReactNode;
}

/** A group's questions as a tree: each follow-up level indented 24 px further. */
export function QuestionTree<Q extends QuestionLike>({ questions, visibleIds, renderQuestion }: QuestionTreeProps<Q>) {
  return (
    <Stack gap="lg">
      {questions
        .filter((question) => !visibleIds || visibleIds.has(question.id))
        .map((question) => (
          <Box
            key={question.id}
            style={{ paddingLeft: question.depth * FOLLOW_UP_INDENT_PX }}
            data-depth={question.depth}
          >
            {renderQuestion(question)}
          </Box>
        ))}
    </Stack>
  );
}
