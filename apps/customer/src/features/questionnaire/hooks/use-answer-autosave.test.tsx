import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnswerValue } from "@prenup/ui";
import {
  useAnswerAutosave,
  useAnswerAutosaveStore,
  useAutosaveSelector,
  type AnswerAutosaveState,
  type AnswerAutosaveStore,
  type SaveOutcome,
} from "./use-answer-autosave.ts";

const FAILURE = "Error saving answer, please refresh the page and try again";
const text = (valueTyped: string) => ({ valueTyped, questionOptionIds: [] });
const options = (...ids: string[]) => ({ valueTyped: null, questionOptionIds: ids });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup(
  save = vi.fn(async (_questionId: string, _value: AnswerValue): Promise<SaveOutcome> => ({ validationError: null })),
) {
  const hook = renderHook(() => useAnswerAutosave({ save, failureMessage: FAILURE }));
  return { hook, save };
}

describe("useAnswerAutosave", () => {
  it("saves text 1000 ms after the last change, only the last value, and keeps the draft until then", async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.change({ id: "q", questionType: "TEXT_BOX" }, text("Ann")));
    await elapse(600);
    act(() => hook.result.current.change({ id: "q", questionType: "TEXT_BOX" }, text("Anna")));
    expect(hook.result.current.drafts.get("q")).toEqual(text("Anna"));
    await elapse(999);
    expect(save).not.toHaveBeenCalled();
    await elapse(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith("q", text("Anna"));
    expect(hook.result.current.drafts.has("q")).toBe(false);
  });

  it("saves checkboxes and radio buttons after 300 ms and dropdowns after 1000 ms", async () => {
    const { hook, save } = setup();
    act(() => {
      hook.result.current.change({ id: "c", questionType: "CHECKBOX" }, options("a"));
      hook.result.current.change({ id: "r", questionType: "RADIO" }, options("b"));
      hook.result.current.change({ id: "d", questionType: "DROPDOWN" }, options("c"));
    });
    await elapse(299);
    expect(save).not.toHaveBeenCalled();
    await elapse(1);
    expect(save.mock.calls.map(([id]) => id)).toEqual(["c", "r"]);
    await elapse(700);
    expect(save.mock.calls.map(([id]) => id)).toEqual(["c", "r", "d"]);
  });

  it("saves at once when the field is left, and not again when the pause ends", async () => {
    const { hook, save } = setup();
    act(() => hook.result.current.change({ id: "q", questionType: "TEXT_AREA" }, text("Notes")));
    act(() => hook.result.current.flush("q"));
    expect(save).toHaveBeenCalledTimes(1);
    await elapse(2_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("reads as saving while a save waits or runs, and for 200 ms after it ends", async () => {
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const save = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    const { hook } = setup(save);
    expect(hook.result.current.isSaving).toBe(false);
    act(() => hook.result.current.change({ id: "q", questionType: "TEXT_BOX" }, text("x")));
    expect(hook.result.current.isSaving).toBe(true);
    await elapse(5_000);
    expect(hook.result.current.isSaving).toBe(true);
    await act(async () => finish({ validationError: null }));
    await elapse(199);
    expect(hook.result.current.isSaving).toBe(true);
    await elapse(1);
    expect(hook.result.current.isSaving).toBe(false);
  });

  it("on a failed save drops the draft (the saved answer shows again) and reports the failure", async () => {
    const save = vi.fn(async (): Promise<SaveOutcome> => {
      throw new Error("down");
    });
    const { hook } = setup(save);
    act(() => hook.result.current.change({ id: "q", questionType: "RADIO" }, options("yes")));
    await elapse(300);
    expect(hook.result.current.drafts.has("q")).toBe(false);
    expect(hook.result.current.failure).toBe(FAILURE);
    expect(hook.result.current.saveErrors.get("q")).toBe(FAILURE);
    act(() => hook.result.current.change({ id: "q", questionType: "RADIO" }, options("no")));
    expect(hook.result.current.failure).toBeNull();
    expect(hook.result.current.saveErrors.has("q")).toBe(false);
  });

  it("on a refused choice drops the draft and shows the refusal's message under the question only", async () => {
    const refusal = "This can't be chosen together with 'Keep separate' in 'Your home'.";
    const save = vi.fn(async (): Promise<SaveOutcome> => {
      throw { status: 422, code: "OPTION_RESTRICTED" };
    });
    const hook = renderHook(() =>
      useAnswerAutosave({
        save,
        failureMessage: FAILURE,
        refusalMessage: (error) => ((error as { code?: string }).code === "OPTION_RESTRICTED" ? refusal : null),
      }),
    );
    act(() => hook.result.current.change({ id: "q", questionType: "RADIO" }, options("share")));
    await elapse(300);
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.drafts.has("q")).toBe(false);
    expect(hook.result.current.saveErrors.get("q")).toBe(refusal);
    expect(hook.result.current.failure).toBeNull();
  });

  it("keeps a value the server stored as empty visible, with the server's message", async () => {
    const { hook } = setup(vi.fn(async () => ({ validationError: "Value must be a number" })));
    act(() => hook.result.current.change({ id: "q", questionType: "TEXT_BOX" }, text("ten")));
    await elapse(1_000);
    expect(hook.result.current.drafts.get("q")).toEqual(text("ten"));
    expect(hook.result.current.saveErrors.get("q")).toBe("Value must be a number");
    expect(hook.result.current.touched.has("q")).toBe(true);
  });

  it("still saves a waiting change when the section is left", () => {
    const { hook, save } = setup();
    act(() => hook.result.current.change({ id: "q", questionType: "TEXT_BOX" }, text("Last words")));
    hook.unmount();
    expect(save).toHaveBeenCalledWith("q", text("Last words"));
  });
});

describe("useAutosaveSelector", () => {
  it("re-renders a reader only when what it reads changes: typing in one question leaves the others alone", () => {
    const renders = { a: 0, b: 0 };
    const save = vi.fn(async (): Promise<SaveOutcome> => ({ validationError: null }));
    const selectA = (state: AnswerAutosaveState) => state.drafts.get("a") ?? null;
    const selectB = (state: AnswerAutosaveState) => state.drafts.get("b") ?? null;
    function Row({ store, id, select }: { store: AnswerAutosaveStore; id: "a" | "b"; select: typeof selectA }) {
      renders[id] += 1;
      const value = useAutosaveSelector(store, select);
      return <p>{`${id}: ${value?.valueTyped ?? ""}`}</p>;
    }
    let store: AnswerAutosaveStore | null = null;
    function Section() {
      store = useAnswerAutosaveStore({ save, failureMessage: FAILURE });
      return (
        <>
          <Row store={store} id="a" select={selectA} />
          <Row store={store} id="b" select={selectB} />
        </>
      );
    }
    render(<Section />);
    const before = { ...renders };
    act(() => store!.change({ id: "a", questionType: "TEXT_BOX" }, text("H")));
    act(() => store!.change({ id: "a", questionType: "TEXT_BOX" }, text("Hi")));
    expect(screen.getByText("a: Hi")).toBeInTheDocument();
    expect(renders.a).toBe(before.a + 2);
    expect(renders.b).toBe(before.b);
  });
});
