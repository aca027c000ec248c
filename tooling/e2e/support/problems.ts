import type { Page } from "@playwright/test";

/**
 * What a normal path must not meet, collected from the call on: console errors and responses of 400
 * or more (an answer saved with the wrong verb would show as a 409, a missing file as a 404). The
 * journey asserts the list is empty at the end of its normal path; `allow` names responses a step
 * expects on purpose (a declined card, a refused bad input), matched against "STATUS METHOD URL".
 */
export function watchProblems(page: Page, options: { allow?: readonly RegExp[] } = {}): string[] {
  const problems: string[] = [];
  const allowed = (line: string) => (options.allow ?? []).some((pattern) => pattern.test(line));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const line = `console: ${message.text()} ${message.location().url}`;
    if (!allowed(line)) problems.push(line);
  });
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const line = `${response.status()} ${response.request().method()} ${response.url()}`;
    if (!allowed(line)) problems.push(line);
  });
  return problems;
}
