import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The serious and critical WCAG 2 A/AA violations (axe) of the page at rest, each with the elements
 * it was found on. It first waits for running transitions and animations to end: a popup fading out
 * after its button was pressed is not what a person reads (its half-transparent text fails contrast).
 */
export async function seriousViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

/** The page has no serious or critical WCAG 2 A/AA violations (see `seriousViolations`). */
export async function expectNoSeriousAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  expect(await seriousViolations(page, options)).toEqual([]);
}
