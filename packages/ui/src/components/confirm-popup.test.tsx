import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { ConfirmPopup } from "./confirm-popup.tsx";

describe("ConfirmPopup", () => {
  it("keeps its title and button names while it closes, when the caller clears them on close", async () => {
    const handlers = { onConfirm: () => {}, onCancel: () => {} };
    const { rerender } = renderWithUi(
      <ConfirmPopup opened title="Send a password reset e-mail?" confirmLabel="Send e-mail" {...handlers} />,
    );
    expect(await screen.findByRole("dialog", { name: "Send a password reset e-mail?" })).toBeInTheDocument();

    // The caller's pending action is gone once confirmed: it passes empty texts with opened={false}.
    rerender(<ConfirmPopup opened={false} title="" confirmLabel="" {...handlers} />);
    const closing = screen.queryByRole("dialog", { hidden: true });
    expect(closing, "the popup is still on the page during its exit transition").not.toBeNull();
    expect(screen.getByRole("button", { name: "Send e-mail", hidden: true })).toBeInTheDocument();
    expect(screen.getByText("Send a password reset e-mail?")).toBeInTheDocument();
  });
});
