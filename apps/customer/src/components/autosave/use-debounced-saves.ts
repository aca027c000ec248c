import { useCallback, useEffect, useMemo, useRef } from "react";

export interface DebouncedSaves<V> {
  /**
   * Keeps `value` as the key's next save and (re)starts its pause; `pauseMs` null waits for a
   * flush. Answers true when nothing was waiting for this key before (a new save begins).
   */
  schedule: (key: string, value: V, pauseMs: number | null) => boolean;
  /** Sends the key's waiting value now. Answers false when nothing was waiting. */
  flush: (key: string) => boolean;
  /** Whether a value waits for its pause to end. */
  isWaiting: (key: string) => boolean;
}

/**
 * The one autosave timer of the customer app, for questionnaire answers and profile fields alike:
 * per key, the last value waits for a pause in the person's changes, then goes to `send` (or at
 * once on `flush`, e.g. when the field is left). Leaving the screen sends whatever still waits.
 * It only debounces: ordering, the choice of request and rollback belong to the api-client
 * mutation that `send` calls.
 */
export function useDebouncedSaves<V>(send: (key: string, value: V) => void): DebouncedSaves<V> {
  const waiting = useRef(new Map<string, { value: V; timer: ReturnType<typeof setTimeout> | undefined }>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const flush = useCallback((key: string) => {
    const entry = waiting.current.get(key);
    if (!entry) return false;
    clearTimeout(entry.timer);
    waiting.current.delete(key);
    sendRef.current(key, entry.value);
    return true;
  }, []);

  const schedule = useCallback(
    (key: string, value: V, pauseMs: number | null) => {
      const previous = waiting.current.get(key);
      clearTimeout(previous?.timer);
      waiting.current.set(key, { value, timer: pauseMs === null ? undefined : setTimeout(() => flush(key), pauseMs) });
      return previous === undefined;
    },
    [flush],
  );

  const isWaiting = useCallback((key: string) => waiting.current.has(key), []);

  // Leaving the screen inside a pause still saves what was typed.
  useEffect(
    () => () => {
      for (const key of [...waiting.current.keys()]) flush(key);
    },
    [flush],
  );

  return useMemo(() => ({ schedule, flush, isWaiting }), [schedule, flush, isWaiting]);
}
