import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient } from "../client.ts";
import { createOfflineWrites, type OfflineWrites, type SendResult } from "./offline-writes.ts";
import { rebaseWrites } from "./rebase.ts";
import { sendRequest } from "./requests.ts";
import { createWriteQueue, type QueuedWrite, type WriteQueue } from "./write-queue.ts";

type Engines = {
  queue: WriteQueue;
  byUser: Map<string, { writes: OfflineWrites; starts: number; stop: (() => void) | null }>;
};
const engines = new WeakMap<ApiClient, Engines>();

/** Seconds of a Retry-After header, in ms (null when absent or not a number). */
function retryAfterMs(response: Response | undefined): number | null {
  const value = Number(response?.headers.get("Retry-After"));
  return Number.isFinite(value) && value > 0 ? value * 1000 : null;
}

/** Sends one kept write with the typed client, with its Idempotency-Key. */
function sender(api: ApiClient) {
  return async (write: QueuedWrite): Promise<SendResult> => {
    const { data, error, response } = await sendRequest(api.client, write, { "Idempotency-Key": write.idempotencyKey });
    if (error !== undefined) return { ok: false, error, retryAfterMs: retryAfterMs(response) };
    return { ok: true, data };
  };
}

/**
 * Marks every read stale and reads the shown ones again. A read still on its way that nobody shows
 * yet (a page's first reads, started before its screen mounts) began before the write went out:
 * its answer would arrive marked fresh, so it is started again too.
 */
export function readAgain(queryClient: QueryClient): void {
  const early = queryClient.getQueryCache().findAll({ type: "inactive", fetchStatus: "fetching" });
  void queryClient.invalidateQueries();
  // A first read (no data yet) cannot be refetched in place: it is cancelled and started again.
  for (const query of early) {
    void query
      .cancel({ revert: true })
      .then(() => query.fetch())
      .catch(() => undefined);
  }
}

/**
 * The signed-in user's writes kept on the device (one engine per API client and user, shared by
 * every hook): a write that went out refreshes what the screens read.
 */
export function offlineWritesFor(api: ApiClient, queryClient: QueryClient, userId: string): OfflineWrites {
  let forClient = engines.get(api);
  if (!forClient) {
    forClient = { queue: createWriteQueue(), byUser: new Map() };
    engines.set(api, forClient);
  }
  let entry = forClient.byUser.get(userId);
  if (!entry) {
    const writes = createOfflineWrites({ queue: forClient.queue, userId, send: sender(api), rebase: rebaseWrites });
    writes.subscribe((event) => {
      // A write that went out, or that the person resolved: what the screens read changed on the server.
      if (event?.type === "synced" || event?.type === "discarded" || event?.type === "refused") readAgain(queryClient);
    });
    entry = { writes, starts: 0, stop: null };
    forClient.byUser.set(userId, entry);
    void writes.refresh();
  }
  return entry.writes;
}

/**
 * The user's offline writes, started while a component holds them: they go out at once (a closed
 * tab's writes too), when the browser is back online, and on a timer with backoff.
 */
export function useOfflineWrites(
  userId: string | null | undefined,
  options: { start?: boolean } = {},
): OfflineWrites | null {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const writes = useMemo(
    () => (userId ? offlineWritesFor(api, queryClient, userId) : null),
    [api, queryClient, userId],
  );
  const start = options.start ?? false;
  useEffect(() => {
    if (!writes || !start || !userId) return;
    const entry = engines.get(api)?.byUser.get(userId);
    if (!entry) return;
    entry.starts += 1;
    if (entry.starts === 1) entry.stop = writes.start();
    return () => {
      entry.starts -= 1;
      if (entry.starts === 0) {
        entry.stop?.();
        entry.stop = null;
      }
    };
  }, [api, writes, start, userId]);
  return writes;
}

const NONE: readonly QueuedWrite[] = [];

/** The user's writes kept on the device, oldest first; re-renders when the line changes. */
export function usePendingWrites(userId: string | null | undefined): readonly QueuedWrite[] {
  const writes = useOfflineWrites(userId);
  return useSyncExternalStore(
    (listener) => writes?.subscribe(listener) ?? (() => undefined),
    () => writes?.pending() ?? NONE,
    () => NONE,
  );
}
