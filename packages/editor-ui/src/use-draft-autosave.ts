import { useCallback, useEffect, useRef, useState } from "react";
import { apiErrorCode, apiErrorMessage, useSaveDrafts } from "@prenup/api-client";
import { saveBodyOf, type DraftBlock } from "./drafts.ts";

/** How long after the last keystroke the drafts are saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "error"; message: string };

/**
 * The drafts being edited and their autosave: each change marks its block, and AUTOSAVE_DELAY_MS
 * after the last one the marked blocks go in one POST drafts/many (one save at a time; changes
 * made meanwhile go in the next). A new block takes the draft id the save answers.
 */
export function useDraftAutosave(documentId: string, options: { onLockLost: (message: string) => void }) {
  const save = useSaveDrafts(documentId).mutateAsync;
  const [blocks, setBlocksState] = useState<DraftBlock[]>([]);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const blocksRef = useRef<DraftBlock[]>([]);
  const dirty = useRef(new Set<string>());
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onLockLost = useRef(options.onLockLost);
  onLockLost.current = options.onLockLost;

  const setBlocks = useCallback((next: DraftBlock[]) => {
    blocksRef.current = next;
    setBlocksState(next);
  }, []);

  const run = useCallback(async (): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    if (dirty.current.size === 0) return;
    const keys = new Set(dirty.current);
    dirty.current.clear();
    const sending = blocksRef.current.filter((block) => keys.has(block.key));
    const body = saveBodyOf(sending);
    setStatus({ kind: "saving" });
    const attempt = (async () => {
      try {
        const result = await save(body);
        // The answer lists the drafts in the order they were sent.
        const sentSections = sending.filter((block) => block.kind === "SECTION");
        const sentClauses = sending.filter((block) => block.kind === "CLAUSE");
        const ids = new Map<string, string>();
        sentSections.forEach((block, index) => ids.set(block.key, result.sections[index]?.id ?? block.id ?? ""));
        sentClauses.forEach((block, index) => ids.set(block.key, result.clauses[index]?.id ?? block.id ?? ""));
        setBlocks(
          blocksRef.current.map((block) =>
            ids.get(block.key) ? { ...block, id: ids.get(block.key) ?? block.id } : block,
          ),
        );
        setStatus({ kind: "saved", at: new Date() });
      } catch (error) {
        keys.forEach((key) => dirty.current.add(key));
        const message = apiErrorMessage(error);
        setStatus({ kind: "error", message });
        if (apiErrorCode(error) === "DOCUMENT_LOCKED") onLockLost.current(message);
        throw error;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = attempt.catch(() => undefined);
    await attempt;
    // Changes made while this save ran go in the next one.
    if (dirty.current.size > 0) await run();
  }, [save, setBlocks]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void run().catch(() => undefined), AUTOSAVE_DELAY_MS);
  }, [run]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Closing the tab with changes not yet saved: the browser asks first (its own wording).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0 && inFlight.current === null) return;
      event.preventDefault();
      void run().catch(() => undefined);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [run]);

  /** Change one block (marked for the next save). */
  const update = useCallback(
    (key: string, change: Partial<DraftBlock>) => {
      setBlocks(blocksRef.current.map((block) => (block.key === key ? { ...block, ...change } : block)));
      dirty.current.add(key);
      schedule();
    },
    [schedule, setBlocks],
  );

  /** Add blocks (a new section, clauses from the library), saved with the next save. */
  const add = useCallback(
    (added: DraftBlock[]) => {
      setBlocks([...blocksRef.current, ...added]);
      added.forEach((block) => dirty.current.add(block.key));
      schedule();
    },
    [schedule, setBlocks],
  );

  /** Start over from the drafts the server holds (on open, after a commit or an erase). */
  const reset = useCallback(
    (next: DraftBlock[]) => {
      window.clearTimeout(timer.current);
      dirty.current.clear();
      setBlocks(next);
      setStatus({ kind: "idle" });
    },
    [setBlocks],
  );

  /** Save now whatever is waiting (before a commit); rejects when the save fails. */
  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    await run();
  }, [run]);

  /** The retry of a failed save. */
  const retry = useCallback(() => void run().catch(() => undefined), [run]);

  return { blocks, status, update, add, reset, flush, retry };
}
