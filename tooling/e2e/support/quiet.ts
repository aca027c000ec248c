import type { Page } from "@playwright/test";

/** The app's open event streams (the live stream, a chat): they stay open by design. */
const STREAM = /\/live(\?|$)|\/chats\/stream(\?|$)/;

/**
 * Watches the page's requests from now on; `quiet()` waits until none but the open event streams
 * has been in flight for `quietMs` (Playwright's "networkidle" never comes while a stream is open).
 */
export function watchRequests(page: Page, quietMs = 500) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const settle = () => (lastChange = Date.now());
  page.on("request", (request) => {
    if (STREAM.test(request.url())) return;
    inFlight.add(request);
    settle();
  });
  const finished = (request: unknown) => {
    if (inFlight.delete(request)) settle();
  };
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  return {
    async quiet(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms`);
        await page.waitForTimeout(100);
      }
    },
  };
}
