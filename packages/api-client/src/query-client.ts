import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./errors.ts";

/** Unused cached data is kept this long. */
export const CACHE_TIME_MS = 60_000;

/**
 * Data fetched this recently is not fetched again when another screen starts to read it. Without it,
 * a page load fetched the current user, the standing and the documents two or three times in a row
 * (the gate, then the shell, then the page module, each mounting a reader of stale data), and the
 * page's own requests waited behind those. A change this app makes invalidates what it changes, so
 * only another person's changes can show up to this late.
 */
export const FRESH_TIME_MS = 10_000;

/**
 * Retry only what a second try can fix: an unreachable server or a gateway that was briefly down,
 * once. A refusal (4xx), a body that is not JSON or a timeout (already 20 s) is shown at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.status === "FETCH_ERROR" || error.status === 502 || error.status === 503 || error.status === 504;
}

/** The app's query cache with the spec's defaults: 60 s for unused data, no refetch on focus or reconnect, no polling; fresh for 10 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_TIME_MS,
        staleTime: FRESH_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
