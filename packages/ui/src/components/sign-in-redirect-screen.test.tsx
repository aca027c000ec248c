import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { SignInRedirectScreen } from "./sign-in-redirect-screen.tsx";

describe("SignInRedirectScreen", () => {
  it("is the page's main landmark, holding the heading and the way to sign in (axe: landmark-one-main, region)", async () => {
    const onContinue = vi.fn();
    renderWithUi(<SignInRedirectScreen onContinue={onContinue} />);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { level: 1, name: "Please sign in" })).toBeInTheDocument();
    await userEvent.click(within(main).getByRole("button", { name: "Sign in" }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
