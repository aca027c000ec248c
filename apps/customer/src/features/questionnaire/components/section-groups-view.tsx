import { memo, startTransition, useCallback, useDeferredValue, useEffect, useState, type ReactNode } from "react";
import { Alert, Card, Paper, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { ANSWER_MESSAGES } from "@prenup/domain";
import type { Question, QuestionGroup } from "@prenup/api-client";
import {
  ConflictChoice,
  ErrorState,
  GroupHeader,
  LoadingState,
  OfflineSaveNote,
  QuestionField,
  QuestionTree,
  type AnswerValue,
} from "@prenup/ui";
import { config } from "../../../config.ts";
import { CaliforniaLawPopup } from "./california-law-popup.tsx";
import {
  useAutosaveSelector,
  type AnswerAutosaveState,
  type AnswerAutosaveStore,
} from "../hooks/use-answer-autosave.ts";
import {
  isSuggestionShown,
  messageOf,
  selectFailure,
  shownValue,
  type AnswerConflict,
  type AnswerConflicts,
  type SectionAnswers,
  type ValidationContext,
} from "../hooks/use-section-answers.ts";

/** Some change of the section is kept on the device (the page's "Saved on this device — will sync"). */
function selectHasKept(state: AnswerAutosaveState): boolean {
  for (const kept of state.kept.values()) if (kept === "queued") return true;
  return false;
}

/** An answer as words, for the choice between a kept change and the server's answer: the chosen options' texts and the typed text. */
export function describeAnswer(question: Question, value: AnswerValue | null): string {
  if (!value) return "";
  const options = question.options
    .filter((option) => value.questionOptionIds.includes(option.id))
    .map((option) => option.value);
  return [...options, ...(value.valueTyped ? [value.valueTyped] : [])].join(", ");
}

/** Shown when a section's questions cannot be read. */
export const QUESTIONS_LOAD_ERROR = "Could not load questions. Refresh...";

interface QuestionRowProps {
  question: Question;
  store: AnswerAutosaveStore;
  showAll: boolean;
  context: ValidationContext;
  disabled: boolean;
  onChoose: (question: Question, value: AnswerValue) => void;
  onLeave: (questionId: string) => void;
  /** The person keeps the suggestion shown (it becomes their choice). */
  onKeepSuggestion: (question: Question) => void;
  /** The question's change kept on the device met an answer changed on the server: the person chooses. */
  conflict: AnswerConflict | undefined;
  conflicts: AnswerConflicts;
}

/**
 * One question of the section, reading its own value and message from the autosave store: typing
 * in it re-renders this row only (its props stay the same, so the other rows are skipped).
 */
const QuestionRow = memo(function QuestionRow({
  question,
  store,
  showAll,
  context,
  disabled,
  onChoose,
  onLeave,
  onKeepSuggestion,
  conflict,
  conflicts,
}: QuestionRowProps) {
  const selectValue = useCallback((state: AnswerAutosaveState) => shownValue(question, state), [question]);
  const selectMessage = useCallback(
    (state: AnswerAutosaveState) => messageOf(question, state, showAll, context),
    [question, showAll, context],
  );
  const selectKept = useCallback((state: AnswerAutosaveState) => state.kept.get(question.id) ?? null, [question]);
  const selectSuggested = useCallback((state: AnswerAutosaveState) => isSuggestionShown(question, state), [question]);
  const suggested = useAutosaveSelector(store, selectSuggested);
  const value = useAutosaveSelector(store, selectValue);
  const message = useAutosaveSelector(store, selectMessage);
  const kept = useAutosaveSelector(store, selectKept);
  const [resolving, setResolving] = useState(false);
  const resolve = (choose: (questionId: string) => Promise<void>) => {
    setResolving(true);
    void choose(question.id).finally(() => setResolving(false));
  };
  return (
    <Stack gap={6}>
      <QuestionField
        question={question}
        value={value}
        error={message}
        disabled={disabled}
        onChange={(next) => onChoose(question, next)}
        onBlur={() => onLeave(question.id)}
        suggestion={suggested ? { onKeep: () => onKeepSuggestion(question) } : null}
      />
      {conflict ? (
        <ConflictChoice
          yours={describeAnswer(question, conflict.yours)}
          saved={describeAnswer(question, conflict.saved)}
          message={conflict.message}
          busy={resolving}
          onKeepMine={() => resolve(conflicts.keepMine)}
          onTakeSaved={() => resolve(conflicts.takeSaved)}
        />
      ) : kept ? (
        <OfflineSaveNote state={kept} />
      ) : null}
    </Stack>
  );
});

/** A group's card: re-rendered only when the questions it shows change, not when the section's summary does. */
const GroupCard = memo(function GroupCard({
  group,
  visibleIds,
  renderQuestion,
}: {
  group: QuestionGroup;
  visibleIds: ReadonlySet<string>;
  renderQuestion: (question: Question) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={group.title}>
      <Stack gap="lg">
        <GroupHeader group={group} />
        <QuestionTree questions={group.questions} visibleIds={visibleIds} renderQuestion={renderQuestion} />
      </Stack>
    </Card>
  );
});

/**
 * How many of a section's groups are mounted: the first with the page, then one more in each
 * following task, once the one before has been committed. A section's first render is then its
 * first card's, and no single task renders, lays out and paints every question of a long section
 * (the longest tasks of its load on a phone); all are there a few frames later.
 */
function useMountedCount(total: number): number {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((mounted) => mounted + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * A section's groups (title, icon, description, videos) with their question trees; every change is
 * kept at once and autosaved. A failed save is announced above the questions and under the field.
 */
export function SectionGroupsView({
  answers,
  disabled = false,
  footer = null,
  stateName = null,
}: {
  answers: SectionAnswers;
  disabled?: boolean;
  /** Shown under the last group once every group is mounted (Continue), so it never moves down as they arrive; under the error when the questions cannot be read. */
  footer?: ReactNode;
  /** The agreement's state, named in its review rule's popup. */
  stateName?: string | null;
}) {
  const { query, groups, store, showAll, context, visibleIds, flush, questions, conflicts, keepSuggestion } = answers;
  // A choice goes straight to the save: the server refuses an option restricted against another
  // chosen one (OPTION_RESTRICTED), and its message shows under the question.
  const onChoose = useCallback((question: Question, value: AnswerValue) => store.change(question, value), [store]);
  // The California law popup opens once per too-close wedding date the person enters.
  const [dismissedDate, setDismissedDate] = useState<string | null>(null);
  const selectTooClose = useCallback(
    (state: AnswerAutosaveState) => {
      const tooClose = questions.find(
        (question) =>
          visibleIds.has(question.id) &&
          messageOf(question, state, showAll, context) ===
            ANSWER_MESSAGES.reviewPeriod(context.stateAbbreviation, context.reviewDays),
      );
      return tooClose ? `${tooClose.id}:${shownValue(tooClose, state).valueTyped ?? ""}` : null;
    },
    [questions, visibleIds, showAll, context],
  );
  const tooCloseKey = useAutosaveSelector(store, selectTooClose);
  const failure = useAutosaveSelector(store, selectFailure);
  const hasKept = useAutosaveSelector(store, selectHasKept);
  const renderQuestion = useCallback(
    (question: Question) => (
      <QuestionRow
        question={question}
        store={store}
        showAll={showAll}
        context={context}
        disabled={disabled}
        onChoose={onChoose}
        onLeave={flush}
        onKeepSuggestion={keepSuggestion}
        conflict={conflicts.byQuestion.get(question.id)}
        conflicts={conflicts}
      />
    ),
    [store, showAll, context, disabled, onChoose, flush, keepSuggestion, conflicts],
  );
  // The questions render in a transition, in which React yields to the browser every few
  // milliseconds: a section of many questions no longer holds the main thread for its whole first
  // render (the longest task of the page load). 'Loading...' stays until that render is done.
  const firstGroups = useDeferredValue(query.isSuccess ? groups : null, null);
  // Only their first appearance waits for the transition: after it, the rows read the latest
  // groups at once (a save's answer, in the cached groups, shows in the same render that drops the draft).
  const shownGroups = firstGroups === null ? null : groups;
  const mountedCount = useMountedCount(shownGroups?.length ?? 0);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <>
        <ErrorState error={QUESTIONS_LOAD_ERROR} onRetry={() => void query.refetch()} />
        {footer}
      </>
    );
  if (!shownGroups) return <LoadingState />;
  return (
    <Stack gap="lg">
      <CaliforniaLawPopup
        opened={tooCloseKey !== null && tooCloseKey !== dismissedDate}
        stateName={stateName}
        days={context.reviewDays}
        onReschedule={() => setDismissedDate(tooCloseKey)}
        waitlistUrl={config.postnupWaitlistUrl}
      />
      {failure ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      ) : null}
      {hasKept ? (
        <Paper bg="orange.0" p="xs" radius="md" data-testid="section-kept-note">
          <OfflineSaveNote state="queued" />
        </Paper>
      ) : null}
      {shownGroups.slice(0, mountedCount).map((group) => (
        <GroupCard key={group.id} group={group} visibleIds={visibleIds} renderQuestion={renderQuestion} />
      ))}
      {mountedCount === shownGroups.length ? footer : null}
    </Stack>
  );
}
