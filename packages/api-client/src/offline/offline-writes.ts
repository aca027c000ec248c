import { apiErrorCode, isApiError, toApiError, TransportError, type ApiError } from "../errors.ts";
import { UnsendableRequestError } from "./requests.ts";
import type { NewQueuedWrite, QueuedWrite, WriteQueue } from "./write-queue.ts";

/** What one attempt at sending a write came to. */
export type SendResult = { ok: true; data: unknown } | { ok: false; error: unknown; retryAfterMs?: number | null };

/**
 * How a failed write is handled: `retry` keeps it on the device (the network is down, the server
 * answered 503 or another "try again shortly"); `conflict` is a 409 …_CHANGED (made on a version
 * the server no longer holds, carrying what it holds now), or a kept write this version of the app
 * cannot send (stored by another version: nothing went out, `current` is null); `refused` is any
 * other answer (a 4xx the person can fix, shown as today).
 */
export type WriteFailure =
  | { kind: "retry" }
  | { kind: "conflict"; code: string; message: string; current: unknown }
  | { kind: "refused"; error: ApiError };

const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const CONFLICT_CODES = new Set(["ANSWER_CHANGED", "FINANCIAL_ENTRY_CHANGED", "PROFILE_CHANGED"]);

export function classifyWriteFailure(error: unknown): WriteFailure {
  if (error instanceof UnsendableRequestError) {
    return { kind: "conflict", code: error.code, message: error.message, current: null };
  }
  const apiError = error instanceof TransportError ? error.apiError : isApiError(error) ? error : toApiError(error);
  if (apiError.status === "FETCH_ERROR" || apiError.status === "TIMEOUT_ERROR") return { kind: "retry" };
  if (typeof apiError.status === "number" && RETRY_STATUSES.has(apiError.status)) return { kind: "retry" };
  const code = apiErrorCode(apiError);
  if (apiError.status === 409 && code && CONFLICT_CODES.has(code) && "data" in apiError) {
    const data = apiError.data as { error?: string; current?: unknown };
    return { kind: "conflict", code, message: data.error ?? "", current: data.current ?? null };
  }
  return { kind: "refused", error: apiError };
}

/** What became of a submitted write. */
export type SubmitOutcome =
  | { kind: "sent"; data: unknown }
  /** Kept on the device; it goes out in order when the connection returns. */
  | { kind: "queued"; write: QueuedWrite }
  /** Kept on the device, waiting for the person's choice between theirs and the server's value. */
  | { kind: "conflict"; write: QueuedWrite };

export type OfflineWriteEvent =
  | { type: "synced"; write: QueuedWrite; data: unknown }
  | { type: "conflict"; write: QueuedWrite }
  | { type: "refused"; write: QueuedWrite; error: ApiError }
  | { type: "discarded"; write: QueuedWrite };

/**
 * After a write went through, the later writes waiting in line may need to change (a first
 * answer's POST made the answer exist: later ones of that question become PATCHes on its new
 * version). Answers the later writes it changed.
 */
export type Rebase = (synced: QueuedWrite, data: unknown, later: readonly QueuedWrite[]) => QueuedWrite[];

export interface OfflineWritesOptions {
  queue: WriteQueue;
  userId: string;
  send: (write: QueuedWrite) => Promise<SendResult>;
  rebase?: Rebase;
  /** First pause before another try, doubled after each failed round up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface OfflineWrites {
  readonly userId: string;
  /**
   * Sends the write now, unless earlier writes of the user wait on the device (then it waits behind
   * them). The network down or a 503: kept on the device (`queued`). A 409 …_CHANGED: kept, in
   * conflict. Any other refusal: rejects with the ApiError, nothing kept.
   */
  submit(write: NewQueuedWrite): Promise<SubmitOutcome>;
  /** Sends the waiting writes in order, until one cannot go (then it tries again later). */
  flush(): Promise<void>;
  /** The user's writes on the device, oldest first (as last read). */
  pending(): readonly QueuedWrite[];
  /** Reads the device's queue again (another tab may have added to it) and tells the listeners. */
  refresh(): Promise<readonly QueuedWrite[]>;
  /** Resolves a conflict by keeping the person's value: the write goes again on the server's current version. */
  keepMine(seq: number, rebased: (write: QueuedWrite) => QueuedWrite): Promise<void>;
  /** Resolves a conflict (or drops a waiting write) by taking the server's value: the write is dropped. */
  discard(seq: number): Promise<void>;
  subscribe(listener: (event: OfflineWriteEvent | null) => void): () => void;
  /** Tries again when the browser is back online, and on a timer with backoff. Answers the stop. */
  start(): () => void;
}

export function createOfflineWrites(options: OfflineWritesOptions): OfflineWrites {
  const { queue, userId, send } = options;
  const baseDelayMs = options.baseDelayMs ?? 2_000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const listeners = new Set<(event: OfflineWriteEvent | null) => void>();
  let snapshot: readonly QueuedWrite[] = [];
  let flushing: Promise<void> | null = null;
  let again = false;
  let failedRounds = 0;
  let timer: unknown = null;
  let started = false;

  const emit = (event: OfflineWriteEvent | null) => {
    for (const listener of listeners) listener(event);
  };
  const refresh = async () => {
    snapshot = await queue.list(userId);
    emit(null);
    return snapshot;
  };

  const schedule = (retryAfterMs: number | null) => {
    if (!started) return;
    if (timer !== null) clearTimer(timer);
    const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failedRounds - 1));
    timer = setTimer(
      () => {
        timer = null;
        void api.flush();
      },
      Math.max(backoff, retryAfterMs ?? 0),
    );
  };

  /** One pass over the line: each waiting write in order; a target in conflict holds its later writes. */
  const flushOnce = async () => {
    const writes = await queue.list(userId);
    const held = new Set<string>();
    for (let index = 0; index < writes.length; index += 1) {
      const write = writes[index]!;
      if (write.conflict || held.has(write.target)) {
        held.add(write.target);
        continue;
      }
      let result: SendResult;
      try {
        result = await send(write);
      } catch (error) {
        result = { ok: false, error };
      }
      if (result.ok) {
        await queue.remove(write.seq);
        const laterOf = async () => (await queue.list(userId)).filter((other) => other.seq > write.seq);
        for (const changed of options.rebase?.(write, result.data, await laterOf()) ?? []) await queue.put(changed);
        writes.splice(index + 1, writes.length, ...(await laterOf()));
        failedRounds = 0;
        emit({ type: "synced", write, data: result.data });
        continue;
      }
      const failure = classifyWriteFailure(result.error);
      if (failure.kind === "retry") {
        await queue.put({ ...write, attempts: write.attempts + 1 });
        failedRounds += 1;
        schedule(result.retryAfterMs ?? null);
        return;
      }
      if (failure.kind === "conflict") {
        const inConflict = {
          ...write,
          conflict: { code: failure.code, message: failure.message, current: failure.current },
        };
        await queue.put(inConflict);
        held.add(write.target);
        emit({ type: "conflict", write: inConflict });
        continue;
      }
      await queue.remove(write.seq);
      emit({ type: "refused", write, error: failure.error });
    }
  };

  const api: OfflineWrites = {
    userId,
    async submit(write) {
      const waiting = await queue.list(userId);
      if (waiting.length > 0) {
        const queued = await queue.add(write);
        await refresh();
        void api.flush();
        return { kind: "queued", write: queued };
      }
      const first = { ...write, idempotencyKey: write.idempotencyKey ?? globalThis.crypto.randomUUID() };
      let result: SendResult;
      try {
        result = await send({ ...first, seq: 0, queuedAt: new Date().toISOString(), attempts: 0, conflict: null });
      } catch (error) {
        result = { ok: false, error };
      }
      if (result.ok) return { kind: "sent", data: result.data };
      const failure = classifyWriteFailure(result.error);
      if (failure.kind === "refused") throw failure.error;
      // Kept with the same key: if the request did reach the server, its repeat stores nothing new.
      const conflict =
        failure.kind === "conflict" ? { code: failure.code, message: failure.message, current: failure.current } : null;
      const queued = await queue.add({ ...first, conflict });
      await refresh();
      if (conflict) {
        emit({ type: "conflict", write: queued });
        return { kind: "conflict", write: queued };
      }
      failedRounds += 1;
      schedule(result.retryAfterMs ?? null);
      return { kind: "queued", write: queued };
    },

    flush() {
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        try {
          do {
            again = false;
            await flushOnce();
          } while (again);
        } finally {
          flushing = null;
          await refresh();
        }
      })();
      return flushing;
    },

    pending: () => snapshot,
    refresh,

    async keepMine(seq, rebased) {
      const write = (await queue.list(userId)).find((candidate) => candidate.seq === seq);
      if (!write) return;
      await queue.put({ ...rebased(write), conflict: null });
      await refresh();
      await api.flush();
    },

    async discard(seq) {
      const writes = await queue.list(userId);
      const write = writes.find((candidate) => candidate.seq === seq);
      if (!write) return;
      await queue.remove(seq);
      emit({ type: "discarded", write });
      await refresh();
      await api.flush();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      started = true;
      const onOnline = () => {
        failedRounds = 0;
        void api.flush();
      };
      globalThis.addEventListener?.("online", onOnline);
      // At start: a closed tab's writes go out now.
      void api.flush();
      return () => {
        started = false;
        globalThis.removeEventListener?.("online", onOnline);
        if (timer !== null) clearTimer(timer);
        timer = null;
      };
    },
  };
  return api;
}
