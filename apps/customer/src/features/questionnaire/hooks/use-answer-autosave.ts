import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { QuestionType } from "@prenup/domain";
import type { AnswerValue } from "@prenup/ui";
import { useDebouncedSaves, type DebouncedSaves } from "../../../components/autosave/use-debounced-saves.ts";

/** Autosave pauses: text and dropdowns 1000 ms, checkboxes 300 ms. */
export const TEXT_SAVE_PAUSE_MS = 1000;
export const DROPDOWN_SAVE_PAUSE_MS = 1000;
export const CHECKBOX_SAVE_PAUSE_MS = 300;
/** The Continue button's 'Saving...' stays this long after the last save ends. */
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

/** A save's outcome: the server's message for a value stored as empty, and whether the change was kept on the device instead (offline). */
export type SaveOutcome = { validationError: string | null; kept?: boolean };

/** How long "Saved" stays under a field once its change kept on the device has gone out. */
export const SYNCED_NOTE_MS = 4000;

/** A change kept on the device: waiting to go out, or gone out just now. */
export type KeptState = "queued" | "synced";

export interface AnswerAutosaveOptions {
  /** Sends one answer (the caller serialises per question and rolls back on failure). */
  save: (questionId: string, value: AnswerValue) => Promise<SaveOutcome>;
  /** The message a failed save shows. */
  failureMessage: string;
  /**
   * The message of a save the server refused for a reason the person can fix (e.g. an option that
   * cannot be combined with another chosen one): shown under the question only, instead of
   * `failureMessage`. Null for any other failure.
   */
  refusalMessage?: (error: unknown) => string | null;
}

/** What the autosave knows, as one immutable snapshot (a new object on every change). */
export interface AnswerAutosaveState {
  /** What the person has changed and not yet seen saved, per question (shown instead of the saved answer). */
  drafts: ReadonlyMap<string, AnswerValue>;
  /** Questions the person has changed or left (their validation messages show). */
  touched: ReadonlySet<string>;
  /** Per question: the server's message for a stored-as-empty value, or the failed-save message. */
  saveErrors: ReadonlyMap<string, string>;
  /** True while a save waits or runs, and 200 ms after the last one ends. */
  isSaving: boolean;
  /** The last failed save's message, until the next change. */
  failure: string | null;
  /** Per question: its change is kept on the device (the network or the server was down), or went out just now. */
  kept: ReadonlyMap<string, KeptState>;
}

export interface AnswerAutosaveActions {
  /** A change to a question: kept at once, saved after the question type's pause. */
  change: (question: { id: string; questionType: QuestionType }, value: AnswerValue) => void;
  /** The question was left: a waiting save goes now. */
  flush: (questionId: string) => void;
  /** Shows a message under a question without changing it (e.g. a choice refused before saving). */
  reportError: (questionId: string, message: string) => void;
  /**
   * A change of the question is kept on the device: it shows (unless a newer change is being typed)
   * with "Saved on this device — will sync".
   */
  markKept: (questionId: string, value: AnswerValue) => void;
  /**
   * The question's kept changes are gone from the device: sent (`synced`: "Saved" for a moment) or
   * dropped for the server's answer (`dropped`). The saved answer shows again, unless a newer change waits.
   */
  settleKept: (questionId: string, how: "synced" | "dropped") => void;
}

/**
 * The section's autosave outside React's state: one store per section that every question row and
 * the section's summary (status, errors, 'Saving...') subscribe to with their own selector, so a
 * keystroke re-renders the field typed in, not the whole section.
 */
export interface AnswerAutosaveStore extends AnswerAutosaveActions {
  getState: () => AnswerAutosaveState;
  subscribe: (listener: () => void) => () => void;
}

export type AnswerAutosave = AnswerAutosaveState & AnswerAutosaveActions & { store: AnswerAutosaveStore };

const INITIAL_STATE: AnswerAutosaveState = {
  drafts: new Map(),
  touched: new Set(),
  saveErrors: new Map(),
  isSaving: false,
  failure: null,
  kept: new Map(),
};

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

function withMember(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  return set.has(key) ? set : new Set(set).add(key);
}

type StoreInternals = {
  store: AnswerAutosaveStore;
  /** What the store sends a due save with (the section's latest `save`, via the debouncer). */
  send: (questionId: string, value: AnswerValue) => void;
  connect: (debounced: DebouncedSaves<AnswerValue>) => void;
  options: { current: AnswerAutosaveOptions };
  activate: () => () => void;
};

function createAnswerAutosaveStore(initialOptions: AnswerAutosaveOptions): StoreInternals {
  let state = INITIAL_STATE;
  let busy = 0;
  let active = true;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let debounced: DebouncedSaves<AnswerValue> | null = null;
  const options = { current: initialOptions };
  const listeners = new Set<() => void>();

  const update = (next: Partial<AnswerAutosaveState>) => {
    const merged = { ...state, ...next };
    if (
      Object.keys(next).every(
        (key) => merged[key as keyof AnswerAutosaveState] === state[key as keyof AnswerAutosaveState],
      )
    )
      return;
    state = merged;
    for (const listener of listeners) listener();
  };

  // 'Saving...' shows while anything waits or runs and hides 200 ms after the last save ends.
  const setBusy = (delta: number) => {
    busy += delta;
    clearTimeout(hideTimer);
    if (busy > 0) update({ isSaving: true });
    else hideTimer = setTimeout(() => update({ isSaving: false }), SAVING_INDICATOR_HIDE_MS);
  };

  const send = (questionId: string, value: AnswerValue) => {
    update({ touched: withMember(state.touched, questionId) });
    const { save, failureMessage } = options.current;
    save(questionId, value)
      .then(
        (outcome) => {
          if (!active) return;
          // Kept on the device: the change keeps showing, with its note, until it goes out.
          if (outcome.kept) {
            update({ kept: withEntry(state.kept, questionId, "queued") });
            return;
          }
          // The saved answer now shows; a newer draft (typed meanwhile) stays. A value the server
          // stored as empty stays visible as typed, with its message, so it can be corrected.
          update({
            saveErrors: withEntry(state.saveErrors, questionId, outcome.validationError),
            drafts:
              outcome.validationError === null && state.drafts.get(questionId) === value
                ? withEntry(state.drafts, questionId, null)
                : state.drafts,
          });
        },
        (error: unknown) => {
          if (!active) return;
          // Rolled back: the field shows the saved answer again, with the refusal's or the failure's message under it.
          const refusal = options.current.refusalMessage?.(error) ?? null;
          update({
            drafts: state.drafts.get(questionId) === value ? withEntry(state.drafts, questionId, null) : state.drafts,
            saveErrors: withEntry(state.saveErrors, questionId, refusal ?? failureMessage),
            failure: refusal === null ? failureMessage : state.failure,
          });
        },
      )
      .finally(() => {
        if (active) setBusy(-1);
      });
  };

  const store: AnswerAutosaveStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(question, value) {
      update({
        drafts: withEntry(state.drafts, question.id, value),
        saveErrors: withEntry(state.saveErrors, question.id, null),
        failure: null,
      });
      if (debounced?.schedule(question.id, value, savePauseFor(question.questionType))) setBusy(1);
    },
    flush(questionId) {
      update({ touched: withMember(state.touched, questionId) });
      debounced?.flush(questionId);
    },
    reportError(questionId, message) {
      update({ saveErrors: withEntry(state.saveErrors, questionId, message) });
    },
    markKept(questionId, value) {
      const typing = debounced?.isWaiting(questionId) ?? false;
      update({
        kept: withEntry(state.kept, questionId, "queued"),
        drafts: typing || state.drafts.has(questionId) ? state.drafts : withEntry(state.drafts, questionId, value),
      });
    },
    settleKept(questionId, how) {
      if (!state.kept.has(questionId)) return;
      const typing = debounced?.isWaiting(questionId) ?? false;
      update({
        kept: withEntry(state.kept, questionId, how === "synced" ? "synced" : null),
        drafts: typing ? state.drafts : withEntry(state.drafts, questionId, null),
      });
      if (how === "synced") {
        setTimeout(() => {
          if (active && state.kept.get(questionId) === "synced")
            update({ kept: withEntry(state.kept, questionId, null) });
        }, SYNCED_NOTE_MS);
      }
    },
  };

  return {
    store,
    send,
    options,
    connect: (next) => {
      debounced = next;
    },
    activate: () => {
      active = true;
      return () => {
        active = false;
        clearTimeout(hideTimer);
      };
    },
  };
}

/**
 * The section's autosave store, without subscribing to it: every change is kept as a draft at once
 * (so follow-ups appear immediately), then saved after a pause — 1000 ms for text and dropdowns,
 * 300 ms for checkboxes and radio buttons — or at once when the field is left, through the app's
 * one debouncer. A failed save drops the draft, so the field goes back to the saved answer, and
 * reports `failureMessage`. Readers subscribe with `useAutosaveSelector`.
 */
export function useAnswerAutosaveStore(options: AnswerAutosaveOptions): AnswerAutosaveStore {
  const [internals] = useState(() => createAnswerAutosaveStore(options));
  useEffect(() => {
    internals.options.current = options;
  });
  const debounced = useDebouncedSaves(internals.send);
  useEffect(() => internals.connect(debounced), [internals, debounced]);
  useEffect(() => internals.activate(), [internals]);
  return internals.store;
}

/**
 * One value read from the store, re-rendering the caller only when that value changes (by
 * `isEqual`): a question row reads its own draft and message, the section its status.
 */
export function useAutosaveSelector<T>(
  store: AnswerAutosaveStore,
  select: (state: AnswerAutosaveState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{ state: AnswerAutosaveState; select: typeof select; value: T } | null>(null);
  const read = () => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state && cached.select === select) return cached.value;
    const value = select(state);
    const kept = cached && isEqual(cached.value, value) ? cached.value : value;
    cache.current = { state, select, value: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

const wholeState = (state: AnswerAutosaveState) => state;

/** The autosave as one object that re-renders its holder on every change (a small form, tests). */
export function useAnswerAutosave(options: AnswerAutosaveOptions): AnswerAutosave {
  const store = useAnswerAutosaveStore(options);
  const state = useAutosaveSelector(store, wholeState);
  return {
    ...state,
    change: store.change,
    flush: store.flush,
    reportError: store.reportError,
    markKept: store.markKept,
    settleKept: store.settleKept,
    store,
  };
}
