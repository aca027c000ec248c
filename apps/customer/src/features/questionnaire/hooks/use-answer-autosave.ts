import { useCallback, useEffect, useRef, useState } from "react";
import type { QuestionType } from "@prenup/domain";
import type { AnswerValue } from "@prenup/ui";
import { useDebouncedSaves } from "../../../components/autosave/use-debounced-saves.ts";

/** Autosave pauses (customer spec §4, §9): text and dropdowns 1000 ms, checkboxes 300 ms. */
export const TEXT_SAVE_PAUSE_MS = 1000;
export const DROPDOWN_SAVE_PAUSE_MS = 1000;
export const CHECKBOX_SAVE_PAUSE_MS = 300;
/** The Continue button's 'Saving...' stays this long after the last save ends (spec §9). */
export const SAVING_INDICATOR_HIDE_MS = 200;

/**
 * How long a change waits before it is saved. Decision: a radio choice is a single click like a
 * checkbox, so it waits 300 ms too (the spec names text, dropdowns and checkboxes only).
 */
export function savePauseFor(questionType: QuestionType): number {
  switch (questionType) {
    case "CHECKBOX":
    case "RADIO":
      return CHECKBOX_SAVE_PAUSE_MS;
    case "DROPDOWN":
      return DROPDOWN_SAVE_PAUSE_MS;
    default:
      return TEXT_SAVE_PAUSE_MS;
  }
}

export type SaveOutcome = { validationError: string | null };

export interface AnswerAutosaveOptions {
  /** Sends one answer (the caller serialises per question and rolls back on failure). */
  save: (questionId: string, value: AnswerValue) => Promise<SaveOutcome>;
  /** The message a failed save shows. */
  failureMessage: string;
}

export interface AnswerAutosave {
  /** What the person has changed and not yet seen saved, per question (shown instead of the saved answer). */
  drafts: ReadonlyMap<string, AnswerValue>;
  /** A change to a question: kept at once, saved after the question type's pause. */
  change: (question: { id: string; questionType: QuestionType }, value: AnswerValue) => void;
  /** The question was left: a waiting save goes now. */
  flush: (questionId: string) => void;
  /** Questions the person has changed or left (their validation messages show). */
  touched: ReadonlySet<string>;
  /** Per question: the server's message for a stored-as-empty value, or the failed-save message. */
  saveErrors: ReadonlyMap<string, string>;
  /** True while a save waits or runs, and 200 ms after the last one ends. */
  isSaving: boolean;
  /** The last failed save's message, until the next change. */
  failure: string | null;
  /** Shows a message under a question without changing it (e.g. a choice refused before saving). */
  reportError: (questionId: string, message: string) => void;
}

/**
 * Autosave for one section's answers: every change is kept as a draft at once (so follow-ups appear
 * immediately), then saved after a pause — 1000 ms for text and dropdowns, 300 ms for checkboxes and
 * radio buttons — or at once when the field is left. A failed save drops the draft, so the field
 * goes back to the saved answer, and reports `failureMessage`.
 */
export function useAnswerAutosave({ save, failureMessage }: AnswerAutosaveOptions): AnswerAutosave {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AnswerValue>>(new Map());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saveErrors, setSaveErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);
  const [isSaving, setIsSaving] = useState(false);

  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // 'Saving...' shows while anything waits or runs and hides 200 ms after the last save ends.
  useEffect(() => {
    if (busy > 0) {
      setIsSaving(true);
      return undefined;
    }
    const timer = setTimeout(() => setIsSaving(false), SAVING_INDICATOR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  const send = useCallback(
    (questionId: string, value: AnswerValue) => {
      setTouched((current) => new Set(current).add(questionId));
      saveRef
        .current(questionId, value)
        .then(
          (outcome) => {
            if (!mounted.current) return;
            setSaveErrors((current) => withEntry(current, questionId, outcome.validationError));
            // The saved answer now shows; a newer draft (typed meanwhile) stays. A value the server
            // stored as empty stays visible as typed, with its message, so it can be corrected.
            if (outcome.validationError === null) setDrafts((current) => (current.get(questionId) === value ? withEntry(current, questionId, null) : current));
          },
          () => {
            if (!mounted.current) return;
            // Rolled back: the field shows the saved answer again, with the failure under it.
            setDrafts((current) => (current.get(questionId) === value ? withEntry(current, questionId, null) : current));
            setSaveErrors((current) => withEntry(current, questionId, failureMessage));
            setFailure(failureMessage);
          },
        )
        .finally(() => {
          if (mounted.current) setBusy((count) => count - 1);
        });
    },
    [failureMessage],
  );
  const debounced = useDebouncedSaves(send);

  const change = useCallback(
    (question: { id: string; questionType: QuestionType }, value: AnswerValue) => {
      setDrafts((current) => withEntry(current, question.id, value));
      setSaveErrors((current) => withEntry(current, question.id, null));
      setFailure(null);
      if (debounced.schedule(question.id, value, savePauseFor(question.questionType))) setBusy((count) => count + 1);
    },
    [debounced],
  );

  const flush = useCallback(
    (questionId: string) => {
      setTouched((current) => (current.has(questionId) ? current : new Set(current).add(questionId)));
      debounced.flush(questionId);
    },
    [debounced],
  );

  const reportError = useCallback((questionId: string, message: string) => {
    setSaveErrors((current) => withEntry(current, questionId, message));
  }, []);

  return { drafts, change, flush, touched, saveErrors, isSaving, failure, reportError };
}

function withEntry<V>(map: ReadonlyMap<string, V>, key: string, value: V | null): ReadonlyMap<string, V> {
  if (value === null) {
    if (!map.has(key)) return map;
    const next = new Map(map);
    next.delete(key);
    return next;
  }
  if (map.get(key) === value) return map;
  return new Map(map).set(key, value);
}
