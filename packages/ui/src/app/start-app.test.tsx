import { afterEach, describe, expect, it, vi } from "vitest";
import { runFirst } from "./start-app.tsx";

// startApp starts a signed-in tab's first reads with runFirst: in a task of their own after the
// start-up modules' evaluation, not inside it (the longest task of the page load on a phone).
describe("runFirst", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the task after the current one, not during it", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    runFirst(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it("asks the browser's task scheduler for a user-blocking task where there is one", async () => {
    const postTask = vi.fn((task: () => void) => Promise.resolve().then(task));
    vi.stubGlobal("scheduler", { postTask });
    const task = vi.fn();
    runFirst(task);
    expect(postTask).toHaveBeenCalledWith(task, { priority: "user-blocking" });
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });
});
