import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  apiErrorCode,
  apiErrorMessage,
  queuedAnswerValue,
  useKeptAnswers,
  useOfflineWrites,
  useSaveAnswer,
  useSectionGroups,
  type Answer,
  type Question,
} from "@prenup/api-client";
import {
  answerValueForValidation,
  computeSectionStatus,
  effectiveOptionIds,
  isAnswerUnchosen,
  parentChain,
  UI_MESSAGES,
  validateAnswer,
  visibleQuestionIds,
  type AgreementKind,
  type PhoneNumberRule,
  type SectionStatus,
} from "@prenup/domain";
import type { AnswerValue } from "@prenup/ui";
import { usePhoneRule } from "../../../components/phone-rule/use-phone-rule.ts";
import {
  useAnswerAutosaveStore,
  useAutosaveSelector,
  type AnswerAutosaveState,
  type AnswerAutosaveStore,
} from "./use-answer-autosave.ts";

/**
 * What validation reads besides the answer: today's date, the agreement's state, and the domain's
 * phone rule when the section has a phone question (fetched with it, see usePhoneRule).
 */
export type ValidationContext = {
  today: Date;
  stateAbbreviation: string | null;
  reviewDays: number;
  /** The agreement's kind: a postnup's wedding date is the day the couple married. */
  agreementKind: AgreementKind;
  validatePhone?: PhoneNumberRule;
};

const savedValues = new WeakMap<Question, AnswerValue | null>();
const shownValues = new WeakMap<Question, AnswerValue>();

/** The saved answer as an input value (one object per question as loaded, so it compares equal). */
function savedValue(question: Question): AnswerValue | null {
  if (!savedValues.has(question)) {
    const answer: Answer | null = question.answer;
    savedValues.set(
      question,
      answer
        ? {
            valueTyped: answer.valueTyped,
            questionOptionIds: answer.questionOptionIds,
            // A suggestion recorded for the person stays one until they keep it or change it.
            ...(answer.isSuggestion ? { keepAsSuggestion: true } : {}),
          }
        : null,
    );
  }
  return savedValues.get(question) ?? null;
}

/** The value a question's input shows: the unsaved change, the saved answer, else its default options. */
export function shownValue(question: Question, state: AnswerAutosaveState): AnswerValue {
  const draft = state.drafts.get(question.id);
  if (draft) return draft;
  const saved = savedValue(question);
  if (saved) return saved;
  let defaulted = shownValues.get(question);
  if (!defaulted) {
    defaulted = { valueTyped: null, questionOptionIds: [...effectiveOptionIds(question, undefined)] };
    shownValues.set(question, defaulted);
  }
  return defaulted;
}

/** A value that is the question's suggestion recorded for the person, not chosen by them (`Answer.isSuggestion`). */
export type SuggestionValue = AnswerValue & { keepAsSuggestion: true };

function keepsSuggestion(value: AnswerValue | undefined): boolean {
  return (value as Partial<SuggestionValue> | undefined)?.keepAsSuggestion === true;
}

/**
 * The question's shown answer is a suggestion the person has not chosen (domain `isAnswerUnchosen`):
 * the saved answer is one, or there is none and the question offers suggested options. A change of
 * the person's own is a choice, unless it only records the suggestion.
 */
export function isSuggestionShown(question: Question, state: AnswerAutosaveState): boolean {
  const draft = state.drafts.get(question.id);
  if (draft) return keepsSuggestion(draft);
  return isAnswerUnchosen(question, question.answer ?? undefined);
}

/** The answer the rules read: the unsaved change over the saved answer (no defaults), a suggestion marked as one. */
function currentAnswer(question: Question, state: AnswerAutosaveState) {
  const value = state.drafts.get(question.id) ?? savedValue(question);
  if (!value) return undefined;
  return {
    questionId: question.id,
    valueTyped: value.valueTyped,
    questionOptionIds: value.questionOptionIds,
    isSuggestion: keepsSuggestion(value),
  };
}

function currentAnswers(questions: readonly Question[], state: AnswerAutosaveState) {
  return questions.flatMap((question) => {
    const answer = currentAnswer(question, state);
    return answer ? [answer] : [];
  });
}

/**
 * The answers as the server holds them for the section status: a value the server refused (its
 * validation message, e.g. a signing date after the wedding-day cutoff, a rule that reads another
 * question) is stored empty there, so it does not answer its question here either.
 */
function acceptedAnswers(questions: readonly Question[], state: AnswerAutosaveState) {
  return currentAnswers(questions, state).filter((answer) => !isRefused(state, answer.questionId));
}

/** The server stored the question's value as empty with a message (the typed value stays, to correct). A failed save is not one: it rolls back to the saved answer. */
function isRefused(state: AnswerAutosaveState, questionId: string): boolean {
  return state.drafts.has(questionId) && Boolean(state.saveErrors.get(questionId));
}

/** The rule's message for a question's current answer (domain `validateAnswer`, the server's rule). */
function validationMessage(question: Question, state: AnswerAutosaveState, context: ValidationContext): string | null {
  // A phone answer is judged once the phone rule has arrived (with the phone input, a moment after the section).
  if (question.inputType === "PHONE" && !context.validatePhone) return null;
  return validateAnswer(question, answerValueForValidation(question, currentAnswer(question, state)), context);
}

/** The message under a question: a failed save's, the server's, or the validation rule's once it was touched. */
export function messageOf(
  question: Question,
  state: AnswerAutosaveState,
  showAll: boolean,
  context: ValidationContext,
): string | null {
  const saveError = state.saveErrors.get(question.id);
  if (saveError) return saveError;
  if (!showAll && !state.touched.has(question.id)) return null;
  return validationMessage(question, state, context);
}

/** The server's message for an option that cannot be combined with another chosen one (it names that one). */
function refusalMessage(error: unknown): string | null {
  return apiErrorCode(error) === "OPTION_RESTRICTED" ? apiErrorMessage(error) : null;
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * One section's questions as the screen shows them: the saved answers with the person's unsaved
 * changes on top (the autosave store), the questions those answers reveal (domain
 * `visibleQuestionIds`, so a follow-up appears the moment its option is chosen), each question's
 * message (domain `validateAnswer`, shown once the question was touched or Continue was pressed),
 * and the section status those answers give (domain `computeSectionStatus`, the server's own rule).
 *
 * Each of these is read from the store with its own selector: a keystroke re-renders the question
 * typed in (see SectionGroupsView's rows), and the section only when what it shows changes (a
 * follow-up appears, the status or 'Saving...' changes).
 */
export function useSectionAnswers(input: {
  userId: string | undefined;
  section: string;
  stateAbbreviation: string | null;
  reviewDays: number;
  agreementKind: AgreementKind;
  today: () => Date;
}) {
  const { userId, section, stateAbbreviation, reviewDays, agreementKind, today } = input;
  const groupsQuery = useSectionGroups(userId, section);
  const { mutateAsync } = useSaveAnswer(userId, section);
  // Order (a follow-up after its parents), the version a change is made on (the one PUT sends, the
  // server creating or updating the answer) and rollback are the mutation's; this screen only keeps
  // drafts and debounces. A restricted option is not checked before saving: the server refuses it,
  // with the message shown under the question.
  const save = useCallback(
    async (questionId: string, value: AnswerValue) => {
      const result = await mutateAsync({
        questionId,
        valueTyped: value.valueTyped,
        questionOptionIds: value.questionOptionIds,
        ...(keepsSuggestion(value) ? { keepAsSuggestion: true } : {}),
      });
      // Kept on the device (offline, the server down, or changed on the server since): the change stays shown.
      if (result.kept) return { validationError: null, kept: true };
      // The saved answer is in the cached groups, but the query tells its readers in a task of its
      // own (notifyManager): the store drops the draft after that, or the field would show the
      // answer as loaded, often empty, in between.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { validationError: result.validationError };
    },
    [mutateAsync],
  );
  const store = useAnswerAutosaveStore({ save, failureMessage: UI_MESSAGES.savingAnswer, refusalMessage });
  const conflicts = useKeptAnswerSync(userId, section, store);
  const [showAll, setShowAll] = useState(false);

  const groups = useMemo(() => groupsQuery.data?.groups ?? [], [groupsQuery.data]);
  const questions = useMemo(() => groups.flatMap((group) => group.questions), [groups]);
  const hasPhoneQuestion = useMemo(() => questions.some((question) => question.inputType === "PHONE"), [questions]);
  const validatePhone = usePhoneRule(hasPhoneQuestion);
  const context = useMemo<ValidationContext>(
    () => ({
      today: today(),
      stateAbbreviation,
      reviewDays,
      agreementKind,
      ...(validatePhone ? { validatePhone } : {}),
    }),
    [today, stateAbbreviation, reviewDays, agreementKind, validatePhone],
  );
  /** Every rule the section's questions need is here (the phone rule arrives after the questions). */
  const rulesReady = !hasPhoneQuestion || validatePhone !== undefined;

  // flush reads the latest questions without changing with them: a save puts its answer into the
  // cached groups (new questions), and a new flush would re-render every question row of the section.
  const latestQuestions = useRef(questions);
  useEffect(() => {
    latestQuestions.current = questions;
  }, [questions]);
  /** The question was left: its parents' changes still in their pause go first, then its own. */
  const flush = useCallback(
    (questionId: string) => {
      for (const id of [...parentChain(latestQuestions.current, questionId), questionId]) store.flush(id);
    },
    [store],
  );

  const selectVisible = useCallback(
    (state: AnswerAutosaveState) => visibleQuestionIds(questions, currentAnswers(questions, state)),
    [questions],
  );
  const visibleIds = useAutosaveSelector(store, selectVisible, sameIds);

  const selectStatus = useCallback(
    (state: AnswerAutosaveState): SectionStatus | null =>
      groupsQuery.data && rulesReady
        ? computeSectionStatus({
            questions,
            answers: acceptedAnswers(questions, state),
            today: context.today,
            stateAbbreviation,
            reviewDays,
            agreementKind,
            validatePhone: context.validatePhone,
          })
        : null,
    [groupsQuery.data, rulesReady, questions, context, stateAbbreviation, reviewDays, agreementKind],
  );

  const selectHasErrors = useCallback(
    (state: AnswerAutosaveState) => {
      const visible = visibleQuestionIds(questions, currentAnswers(questions, state));
      return questions.some(
        (question) =>
          visible.has(question.id) &&
          (isRefused(state, question.id) || validationMessage(question, state, context) !== null),
      );
    },
    [questions, context],
  );

  /** The shown questions whose answer is still a suggestion the person has not kept or changed, in order. */
  const selectUnchosen = useCallback(
    (state: AnswerAutosaveState): readonly Question[] => {
      const visible = visibleQuestionIds(questions, currentAnswers(questions, state));
      return questions.filter((question) => visible.has(question.id) && isSuggestionShown(question, state));
    },
    [questions],
  );

  const showAllMessages = useCallback(() => setShowAll(true), []);

  /** The person keeps the suggestion shown on a question: it is saved as their choice (the same options). */
  const keepSuggestion = useCallback(
    (question: Question) => {
      const shown = shownValue(question, store.getState());
      store.change(question, { valueTyped: shown.valueTyped, questionOptionIds: [...shown.questionOptionIds] });
      flush(question.id);
    },
    [store, flush],
  );

  /** Keeps every suggestion still standing in the section (Continue's "Keep all"); true when something was sent. */
  const keepAllSuggestions = useCallback((): boolean => {
    const unchosen = selectUnchosen(store.getState());
    for (const question of unchosen) keepSuggestion(question);
    return unchosen.length > 0;
  }, [selectUnchosen, store, keepSuggestion]);

  return {
    query: groupsQuery,
    section: groupsQuery.data?.section ?? null,
    groups,
    questions,
    visibleIds,
    /** Every question's message shows (Continue was pressed with errors). */
    showAll,
    context,
    selectStatus,
    selectHasErrors,
    showAllMessages,
    selectUnchosen,
    keepSuggestion,
    keepAllSuggestions,
    flush,
    store,
    conflicts,
  };
}

/** A question's change kept on the device that met an answer changed on the server: both, and the two ways out. */
export type AnswerConflict = { yours: AnswerValue; saved: Answer | null; message: string };
export type AnswerConflicts = {
  byQuestion: ReadonlyMap<string, AnswerConflict>;
  keepMine: (questionId: string) => Promise<void>;
  takeSaved: (questionId: string) => Promise<void>;
};

/**
 * The section's answers kept on the device, mirrored in the autosave store: each question with a
 * kept change shows it (a reload or a closed tab keeps it too) with "Saved on this device — will
 * sync"; once gone out, "Saved" and the server's answer; a change refused on the way shows the
 * server's message. The writes go out while the app runs (the customer app starts them).
 */
function useKeptAnswerSync(userId: string | undefined, section: string, store: AnswerAutosaveStore): AnswerConflicts {
  const { kept, keepMine, takeSaved } = useKeptAnswers(userId, section);
  const writes = useOfflineWrites(userId);
  const shownKept = useRef(new Set<string>());
  const dropped = useRef(new Set<string>());

  useEffect(() => {
    const latest = new Map<string, AnswerValue>();
    for (const write of kept) {
      const value = queuedAnswerValue(write);
      if (value)
        latest.set(value.questionId, { valueTyped: value.valueTyped, questionOptionIds: value.questionOptionIds });
    }
    for (const [questionId, value] of latest) store.markKept(questionId, value);
    for (const questionId of shownKept.current) {
      if (latest.has(questionId)) continue;
      store.settleKept(questionId, dropped.current.delete(questionId) ? "dropped" : "synced");
    }
    shownKept.current = new Set(latest.keys());
  }, [kept, store]);

  useEffect(
    () =>
      writes?.subscribe((event) => {
        if (event?.type !== "refused") return;
        const value = queuedAnswerValue(event.write);
        if (!value) return;
        dropped.current.add(value.questionId);
        store.reportError(value.questionId, apiErrorMessage(event.error));
      }),
    [writes, store],
  );

  const byQuestion = useMemo(() => {
    const map = new Map<string, AnswerConflict>();
    for (const write of kept) {
      const value = queuedAnswerValue(write);
      if (!value || !write.conflict) continue;
      map.set(value.questionId, {
        yours: { valueTyped: value.valueTyped, questionOptionIds: value.questionOptionIds },
        saved: (write.conflict.current as Answer | null) ?? null,
        message: write.conflict.message,
      });
    }
    return map;
  }, [kept]);

  const takeSavedAnswer = useCallback(
    async (questionId: string) => {
      dropped.current.add(questionId);
      await takeSaved(questionId);
    },
    [takeSaved],
  );

  return useMemo(() => ({ byQuestion, keepMine, takeSaved: takeSavedAnswer }), [byQuestion, keepMine, takeSavedAnswer]);
}

function selectIsSaving(state: AnswerAutosaveState): boolean {
  return state.isSaving;
}

export function selectFailure(state: AnswerAutosaveState): string | null {
  return state.failure;
}

/**
 * What the Continue button reads: the section status the current answers give, whether a shown
 * question has a message, and 'Saving...'. Its own subscription, so the component that shows
 * Continue re-renders when these change, not the questions.
 */
export function useSectionSummary(
  answers: Pick<SectionAnswers, "store" | "selectStatus" | "selectHasErrors" | "selectUnchosen">,
) {
  const status = useAutosaveSelector(answers.store, answers.selectStatus);
  const hasErrors = useAutosaveSelector(answers.store, answers.selectHasErrors);
  const isSaving = useAutosaveSelector(answers.store, selectIsSaving);
  const unchosen = useAutosaveSelector(answers.store, answers.selectUnchosen, sameQuestions);
  return { status, hasErrors, isSaving, unchosen };
}

const sameQuestions = (a: readonly Question[], b: readonly Question[]) =>
  a.length === b.length && a.every((question, index) => question.id === b[index]?.id);

export type SectionAnswers = ReturnType<typeof useSectionAnswers>;
export type { AnswerAutosaveStore };
