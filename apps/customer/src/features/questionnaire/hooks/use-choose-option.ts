import { useCallback } from "react";
import { useCheckQuestionOptions, type Question } from "@prenup/api-client";
import { restrictedOptionMessage } from "@prenup/domain";
import type { AnswerValue } from "@prenup/ui";
import type { AnswerAutosaveActions } from "./use-answer-autosave.ts";

/**
 * A change to a question, checked first when it adds an option restricted against others: the server
 * is asked which of those the user has selected (POST /users/{userId}/question-options), and a
 * conflict is explained under the question instead of being saved. Other changes go straight on.
 */
export function useChooseOption(userId: string | undefined, autosave: Pick<AnswerAutosaveActions, "change" | "reportError">) {
  const { mutateAsync: check } = useCheckQuestionOptions(userId);
  const { change, reportError } = autosave;
  return useCallback(
    async (question: Question, value: AnswerValue, previous: AnswerValue) => {
      const added = value.questionOptionIds.filter((id) => !previous.questionOptionIds.includes(id));
      const restricted = question.options.filter((option) => added.includes(option.id)).flatMap((option) => option.restrictedOptionIds);
      if (restricted.length === 0) {
        change(question, value);
        return;
      }
      try {
        const { selected } = await check(restricted);
        const conflict = selected.find((entry) => entry.questionId !== question.id);
        if (conflict) {
          reportError(question.id, restrictedOptionMessage(conflict));
          return;
        }
      } catch {
        // The check could not be made: the save goes on, and the server refuses a real conflict.
      }
      change(question, value);
    },
    [change, check, reportError],
  );
}
