import { useCallback, useMemo, useState } from "react";
import { useSaveAnswer, useSectionGroups, type Answer, type Question } from "@prenup/api-client";
import {
  answerValueForValidation,
  computeSectionStatus,
  effectiveOptionIds,
  parentChain,
  UI_MESSAGES,
  validateAnswer,
  visibleQuestionIds,
  type SectionStatus,
} from "@prenup/domain";
import type { AnswerValue } from "@prenup/ui";
import { useAnswerAutosave } from "./use-answer-autosave.ts";

function savedValue(answer: Answer | null): AnswerValue | null {
  return answer ? { valueTyped: answer.valueTyped, questionOptionIds: answer.questionOptionIds } : null;
}

/**
 * One section's questions as the screen shows them: the saved answers with the person's unsaved
 * changes on top, the questions those answers reveal (domain `visibleQuestionIds`, so a follow-up
 * appears the moment its option is chosen), each question's message (domain `validateAnswer`, shown
 * once the question was touched or Continue was pressed), and the section status those answers give
 * (domain `computeSectionStatus`, the server's own rule).
 */
export function useSectionAnswers(input: { userId: string | undefined; section: string; stateAbbreviation: string | null; today: () => Date }) {
  const { userId, section, stateAbbreviation, today } = input;
  const groupsQuery = useSectionGroups(userId, section);
  const { mutateAsync } = useSaveAnswer(userId, section);
  // Order (a follow-up after its parents), the choice of POST or PATCH and rollback are the
  // mutation's; this screen only keeps drafts and debounces.
  const save = useCallback(
    async (questionId: string, value: AnswerValue) => {
      const result = await mutateAsync({ questionId, valueTyped: value.valueTyped, questionOptionIds: value.questionOptionIds });
      return { validationError: result.validationError };
    },
    [mutateAsync],
  );
  const autosave = useAnswerAutosave({ save, failureMessage: UI_MESSAGES.savingAnswer });
  const [showAllMessages, setShowAllMessages] = useState(false);

  const groups = useMemo(() => groupsQuery.data?.groups ?? [], [groupsQuery.data]);
  const questions = useMemo(() => groups.flatMap((group) => group.questions), [groups]);

  /** The question was left: its parents' changes still in their pause go first, then its own. */
  const { flush: flushOne } = autosave;
  const flush = useCallback(
    (questionId: string) => {
      for (const id of [...parentChain(questions, questionId), questionId]) flushOne(id);
    },
    [questions, flushOne],
  );

  const answers = useMemo(
    () =>
      questions.flatMap((question) => {
        const value = autosave.drafts.get(question.id) ?? savedValue(question.answer);
        return value ? [{ questionId: question.id, ...value }] : [];
      }),
    [questions, autosave.drafts],
  );
  const visibleIds = useMemo(() => visibleQuestionIds(questions, answers), [questions, answers]);
  const context = useMemo(() => ({ today: today(), stateAbbreviation }), [today, stateAbbreviation]);

  const answerOf = useCallback((questionId: string) => answers.find((answer) => answer.questionId === questionId), [answers]);

  /** The value a question's input shows: the unsaved change, the saved answer, else its default options. */
  const valueOf = useCallback(
    (question: Question): AnswerValue => {
      const draft = autosave.drafts.get(question.id);
      if (draft) return draft;
      const saved = savedValue(question.answer);
      if (saved) return saved;
      return { valueTyped: null, questionOptionIds: [...effectiveOptionIds(question, undefined)] };
    },
    [autosave.drafts],
  );

  const validationMessage = useCallback(
    (question: Question): string | null => validateAnswer(question, answerValueForValidation(question, answerOf(question.id)), context),
    [answerOf, context],
  );

  /** The message under a question: a failed save's, the server's, or the validation rule's once it was touched. */
  const messageOf = useCallback(
    (question: Question): string | null => {
      const saveError = autosave.saveErrors.get(question.id);
      if (saveError) return saveError;
      if (!showAllMessages && !autosave.touched.has(question.id)) return null;
      return validationMessage(question);
    },
    [autosave.saveErrors, autosave.touched, showAllMessages, validationMessage],
  );

  const status: SectionStatus | null = groupsQuery.data
    ? computeSectionStatus({ questions, answers, today: context.today, stateAbbreviation })
    : null;

  const hasErrors = questions.some((question) => visibleIds.has(question.id) && validationMessage(question) !== null);

  /**
   * Saves the options shown as chosen by default on the questions with no answer yet, so a section
   * whose defaults the person accepts as they stand can be completed (a section counts as started
   * only once something is saved). True when something was sent.
   */
  const { change, drafts } = autosave;
  const acceptDefaults = useCallback((): boolean => {
    const defaulted = questions.filter(
      (question) => visibleIds.has(question.id) && question.answer === null && !drafts.has(question.id) && effectiveOptionIds(question, undefined).length > 0,
    );
    for (const question of defaulted) {
      change(question, { valueTyped: null, questionOptionIds: [...effectiveOptionIds(question, undefined)] });
      flushOne(question.id);
    }
    return defaulted.length > 0;
  }, [questions, visibleIds, drafts, change, flushOne]);

  return {
    query: groupsQuery,
    section: groupsQuery.data?.section ?? null,
    groups,
    questions,
    visibleIds,
    valueOf,
    messageOf,
    status,
    hasErrors,
    showAllMessages: () => setShowAllMessages(true),
    acceptDefaults,
    flush,
    autosave,
  };
}

export type SectionAnswers = ReturnType<typeof useSectionAnswers>;
