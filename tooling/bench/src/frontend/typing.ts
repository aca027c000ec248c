/// <reference lib="dom" />
// Typing into a questionnaire answer on a mid-range phone: the customer app's production build,
// Chromium's CPU slowed 4× over the DevTools protocol, 30 characters typed one by one at a person's
// pace into a text answer of a section with many questions. A long-task observer (tasks > 50 ms) and
// the Event Timing API (each keystroke's input-to-next-paint) attribute the main thread's work to
// the keystroke that caused it. Prints the keystrokes that caused a long task and the worst one.
//   tooling/bench/ns-run pnpm --filter @prenup/bench bench typing [--section about-you-two] [--chars 30] [--questions 15] [--screenshot DIR]
import { chromium, type Page } from "@playwright/test";
import { keystrokeCpuFromTrace, type TraceEvent } from "./trace.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD, STACK_URLS, startStack } from "./stack.ts";

export const CPU_SLOWDOWN = 4;
/** Time between two keystrokes: a brisk typist on a phone (about 400 characters a minute). */
export const KEYSTROKE_GAP_MS = 150;
export const LONG_TASK_MS = 50;
const LAST_KEYSTROKE_WINDOW_MS = 600;

export type KeystrokeFigures = {
  /** The longest task (> 50 ms) that started between this keystroke and the next, 0 when none. */
  longestTaskMs: number;
  longTasks: number;
  /** The keystroke's input-to-next-paint (Event Timing duration, 8 ms granularity); 0 when unmeasured. */
  interactionMs: number;
};

export type TypingSummary = {
  keystrokes: number;
  withLongTask: number;
  longTasks: number;
  worstTaskMs: number;
  worstInteractionMs: number;
  medianInteractionMs: number;
};

export function summarizeTyping(keys: KeystrokeFigures[]): TypingSummary {
  const interactions = keys.map((key) => key.interactionMs).sort((a, b) => a - b);
  return {
    keystrokes: keys.length,
    withLongTask: keys.filter((key) => key.longTasks > 0).length,
    longTasks: keys.reduce((total, key) => total + key.longTasks, 0),
    worstTaskMs: Math.max(0, ...keys.map((key) => key.longestTaskMs)),
    worstInteractionMs: Math.max(0, ...interactions),
    medianInteractionMs: interactions.length ? (interactions[Math.floor((interactions.length - 1) / 2)] as number) : 0,
  };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${STACK_URLS.customer}/login`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.origin === STACK_URLS.identity);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.origin === STACK_URLS.customer && url.pathname !== "/oauth/callback");
}

/**
 * Chooses the first option of every choice question (a "Yes" in this content), round after round,
 * so the follow-ups they open show too, until `minimum` questions show or nothing new opens.
 */
async function revealFollowUps(page: Page, minimum: number): Promise<number> {
  const boxes = page.locator("[data-question-id]");
  const handled = new Set<string>();
  for (let round = 0; round < 8; round += 1) {
    const ids = await boxes.evaluateAll((elements) =>
      elements.map((box) => box.getAttribute("data-question-id") ?? ""),
    );
    if (ids.length >= minimum) return ids.length;
    const fresh = ids.filter((id) => !handled.has(id));
    if (fresh.length === 0) return ids.length;
    for (const id of fresh) {
      handled.add(id);
      const box = page.locator(`[data-question-id="${id}"]`);
      const first = box.locator("input[type=radio], input[type=checkbox]").first();
      if ((await first.count()) > 0 && !(await first.isChecked())) await first.check();
    }
    // Follow-ups show at once; the choices save after their 300 ms pause.
    await page.waitForTimeout(1_000);
  }
  return boxes.count();
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
    __interactions: { start: number; duration: number; name: string }[];
  }
}

export async function typingBench(args: string[]): Promise<void> {
  const section = option(args, "--section") ?? "about-you-two";
  const chars = Number(option(args, "--chars") ?? 30);
  const text = "Lake Tahoe, California, by the water's edge at sunset".slice(0, chars).padEnd(chars, "x");
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    await signIn(page, "alex@demo.prenup.test");
    await page.goto(`${STACK_URLS.customer}/questionnaire/${section}`);
    const boxes = page.locator("[data-question-id]");
    await boxes.first().waitFor();
    await page.waitForLoadState("networkidle");
    const questionCount = await revealFollowUps(page, Number(option(args, "--questions") ?? 15));
    const screenshots = option(args, "--screenshot");
    if (screenshots) await page.screenshot({ path: `${screenshots}/section-${section}-mobile.png`, fullPage: true });
    // The first plain text answer of the section (not a date, number, amount or phone).
    const index = await boxes.evaluateAll((elements) =>
      elements.findIndex((box) => {
        const input = box.querySelector("input");
        return (
          input !== null &&
          input.type === "text" &&
          input.inputMode === "" &&
          box.querySelectorAll("input").length === 1
        );
      }),
    );
    if (index < 0) throw new Error(`No plain text answer on /questionnaire/${section}`);
    const input = boxes.nth(index).locator("input");
    const label = await boxes.nth(index).locator("label").first().innerText();
    await input.click();
    await input.fill("");
    // Let the save of the emptied answer, and what it refreshes, go by before measuring.
    await page.waitForTimeout(1_500);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      window.__longTasks = [];
      window.__interactions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask" });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__interactions.push({ start: entry.startTime, duration: entry.duration, name: entry.name });
      }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit & { durationThreshold: number });
    });

    // A trace as well: a task's thread CPU time (throttled like the rest) grows far less than its
    // wall-clock duration when other programs share the machine's cores.
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
    });
    const marks: number[] = [];
    for (const [index, character] of [...text].entries()) {
      marks.push(await page.evaluate((i) => performance.mark(`keystroke-${i}`).startTime, index));
      const started = Date.now();
      await page.keyboard.type(character);
      const spent = Date.now() - started;
      if (spent < KEYSTROKE_GAP_MS) await page.waitForTimeout(KEYSTROKE_GAP_MS - spent);
    }
    // The last keystroke's work, then the answer's save after the typing pause.
    await page.waitForTimeout(2_000);
    marks.push(await page.evaluate(() => performance.now()));
    await page.evaluate(() => performance.mark("keystrokes-end"));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    const cpu = keystrokeCpuFromTrace(trace.traceEvents, text.length);
    const { longTasks, interactions } = await page.evaluate(() => ({
      longTasks: window.__longTasks,
      interactions: window.__interactions,
    }));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const typed = await input.inputValue();
    if (typed !== text) throw new Error(`The field holds "${typed}", not what was typed`);

    const keys: KeystrokeFigures[] = text.split("").map((_, i) => {
      const from = marks[i] as number;
      // The last keystroke's window ends well before its save (1 s after typing stops) begins.
      const to = i === text.length - 1 ? from + LAST_KEYSTROKE_WINDOW_MS : (marks[i + 1] as number);
      const tasks = longTasks.filter((task) => task.start >= from && task.start < to && task.duration > LONG_TASK_MS);
      const events = interactions.filter(
        (event) =>
          event.start >= from &&
          event.start < to &&
          ["keydown", "keypress", "input", "keyup", "beforeinput"].includes(event.name),
      );
      return {
        longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
        longTasks: tasks.length,
        interactionMs: Math.max(0, ...events.map((event) => event.duration)),
      };
    });
    const afterTyping = longTasks.filter(
      (task) => task.start >= (marks[text.length - 1] as number) + LAST_KEYSTROKE_WINDOW_MS,
    );
    const summary = summarizeTyping(keys);
    console.log(
      `/questionnaire/${section}: ${questionCount} questions shown; typing ${chars} characters into "${label.trim()}" at ${CPU_SLOWDOWN}× CPU slowdown, one every ${KEYSTROKE_GAP_MS} ms\n`,
    );
    console.log(
      "| keystrokes | with a long task (> 50 ms) | long tasks | worst long task | worst keystroke (input to paint) | median keystroke |",
    );
    console.log("|---|---|---|---|---|---|");
    console.log(
      `| ${summary.keystrokes} | ${summary.withLongTask} | ${summary.longTasks} | ${Math.round(summary.worstTaskMs)} ms | ${Math.round(summary.worstInteractionMs)} ms | ${Math.round(summary.medianInteractionMs)} ms |`,
    );
    console.log(`\nper keystroke, longest task (ms): ${keys.map((key) => Math.round(key.longestTaskMs)).join(" ")}`);
    console.log(
      `main-thread CPU time of each keystroke's longest task (trace, throttled, ms): ${cpu.map((ms) => Math.round(ms)).join(" ")}` +
        `\n  worst ${Math.round(Math.max(...cpu))} ms; keystrokes whose longest task took over ${LONG_TASK_MS} ms of CPU: ${cpu.filter((ms) => ms > LONG_TASK_MS).length}`,
    );
    console.log(
      `after typing (the answer's save): ${afterTyping.length} long task(s)${afterTyping.length ? `, longest ${Math.round(Math.max(...afterTyping.map((task) => task.duration)))} ms` : ""}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
