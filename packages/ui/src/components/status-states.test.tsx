import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { ErrorState, LoadingState } from "./status-states.tsx";
import { UserAvatar } from "./user-avatar.tsx";
import { SignInRedirectScreen } from "./sign-in-redirect-screen.tsx";
import { HeaderBar } from "./header-bar.tsx";

describe("LoadingState and ErrorState", () => {
  it("reads 'Loading...'", () => {
    renderWithUi(<LoadingState />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("shows the error through the display rule and offers a retry", async () => {
    const onRetry = vi.fn();
    renderWithUi(
      <ErrorState
        error={{
          status: 400,
          data: {
            error: {
              issues: [
                { message: "Too long", path: [] },
                { message: "Not a date", path: [] },
              ],
            },
          },
        }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Too long. Not a date");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("falls back to the unknown-error text", () => {
    renderWithUi(<ErrorState error={{ status: 500, data: null }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("An unknown error occurred. Please try refreshing the page.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("small pieces", () => {
  it("UserAvatar shows initials and the name for screen readers", () => {
    renderWithUi(<UserAvatar firstName="morgan" lastName="Ellis" />);
    expect(screen.getByRole("img", { name: "morgan Ellis" })).toHaveTextContent("ME");
  });

  it("SignInRedirectScreen offers to sign in", async () => {
    const onContinue = vi.fn();
    renderWithUi(<SignInRedirectScreen onContinue={onContinue} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("HeaderBar is 56 px high and shows the menu button only on mobile", async () => {
    const onOpenMenu = vi.fn();
    const { rerender } = renderWithUi(
      <HeaderBar isMobile={false} onOpenMenu={onOpenMenu} left="Progress" right="Actions" />,
    );
    expect(screen.getByRole("banner").style.height).toBe("calc(3.5rem * var(--mantine-scale))");
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();

    rerender(<HeaderBar isMobile onOpenMenu={onOpenMenu} left="Progress" right="Actions" />);
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });
});
