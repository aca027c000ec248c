import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedSaves } from "./use-debounced-saves.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const send = vi.fn((_key: string, _value: string) => {});
  const hook = renderHook(() => useDebouncedSaves(send));
  return { hook, send };
}

describe("useDebouncedSaves", () => {
  it("sends only the last value of a key, once its pause has passed without a change", () => {
    const { hook, send } = setup();
    expect(hook.result.current.schedule("name", "An", 500)).toBe(true);
    vi.advanceTimersByTime(400);
    expect(hook.result.current.schedule("name", "Ann", 500)).toBe(false);
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.isWaiting("name")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([["name", "Ann"]]);
    expect(hook.result.current.isWaiting("name")).toBe(false);
  });

  it("keeps each key's pause apart, and a flush sends one key at once and only once", () => {
    const { hook, send } = setup();
    hook.result.current.schedule("a", "first", 300);
    hook.result.current.schedule("b", "second", 1000);
    expect(hook.result.current.flush("b")).toBe(true);
    expect(hook.result.current.flush("b")).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(send.mock.calls).toEqual([
      ["b", "second"],
      ["a", "first"],
    ]);
  });

  it("waits for a flush when there is no pause, and sends what still waits when the screen goes", () => {
    const { hook, send } = setup();
    hook.result.current.schedule("gender", "FEMALE", null);
    hook.result.current.schedule("phone", "(415) 555-0100", 1000);
    vi.advanceTimersByTime(60_000);
    expect(send.mock.calls).toEqual([["phone", "(415) 555-0100"]]);
    hook.result.current.schedule("notes", "typed", 1000);
    act(() => hook.unmount());
    expect(send.mock.calls.map(([key]) => key)).toEqual(["phone", "gender", "notes"]);
  });
});
