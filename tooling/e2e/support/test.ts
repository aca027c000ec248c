import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * The journeys' `test`: Playwright's, and the browser contexts a test opens itself (a person on
 * another device: `signedIn`, `browser.newContext`) are closed when it ends, so no page of an earlier
 * journey keeps its live stream open, reports where its person is, or loads the machine.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) if (!before.has(context)) await context.close().catch(() => undefined);
    },
    { auto: true },
  ],
});
