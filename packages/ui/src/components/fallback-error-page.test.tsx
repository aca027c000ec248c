import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { FallbackErrorPage } from "./fallback-error-page.tsx";

const MESSAGE = "It looks like there was an error loading the page. Please sign out and try again or contact support.";

describe("FallbackErrorPage", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a spinner for 5000 ms, then the message and a Log out button", () => {
    const onLogout = vi.fn();
    renderWithUi(<FallbackErrorPage onLogout={onLogout} />);

    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText(MESSAGE)).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    act(() => screen.getByRole("button", { name: "Log out" }).click());
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("keeps the spinner while data is still loading", () => {
    const { rerender } = renderWithUi(<FallbackErrorPage onLogout={vi.fn()} loading />);
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).toBeNull();

    rerender(<FallbackErrorPage onLogout={vi.fn()} loading={false} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });
});
