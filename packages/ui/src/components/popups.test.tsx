import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { ConfirmPopup } from "./confirm-popup.tsx";
import { SignOutConfirm } from "./sign-out-confirm.tsx";

describe("SignOutConfirm", () => {
  it("asks 'Are you sure you want to log out?' with the reminder, Log out and Cancel", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithUi(
      <SignOutConfirm
        opened
        onConfirm={onConfirm}
        onCancel={onCancel}
        reminder="Finish your prenup before the wedding."
      />,
    );

    const dialog = await screen.findByRole("dialog", { name: "Are you sure you want to log out?" });
    expect(dialog).toHaveTextContent("Finish your prenup before the wedding.");

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("cannot be confirmed twice while signing out", async () => {
    const onConfirm = vi.fn();
    renderWithUi(<SignOutConfirm opened onConfirm={onConfirm} onCancel={vi.fn()} />);
    const logOut = await screen.findByRole("button", { name: "Log out" });
    await userEvent.click(logOut);
    await userEvent.click(logOut);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows nothing when closed", () => {
    renderWithUi(<SignOutConfirm opened={false} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("ConfirmPopup", () => {
  it("shows the title, message and both buttons, at most 944 px wide", async () => {
    const onConfirm = vi.fn();
    renderWithUi(
      <ConfirmPopup
        opened
        title="Regenerate the document?"
        message="Your edits will be replaced."
        confirmLabel="Regenerate"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Regenerate the document?" });
    expect(dialog).toHaveTextContent("Your edits will be replaced.");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    const root = dialog.closest("[style*='--modal-size']") as HTMLElement | null;
    expect(root?.style.getPropertyValue("--modal-size")).toBe("calc(59rem * var(--mantine-scale))");
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe("ConfirmPopup mounting", () => {
  const props = { title: "Delete the entry?", confirmLabel: "Delete", onConfirm: () => {}, onCancel: () => {} };

  it("mounts nothing while it has never been opened, then opens, closes and opens again", async () => {
    const { rerender } = renderWithUi(<ConfirmPopup opened={false} {...props} />);
    // Closed from the start: no modal root (Mantine mounts one in a portal even while closed).
    expect(document.querySelector(".mantine-Modal-root")).toBeNull();

    rerender(<ConfirmPopup opened {...props} />);
    expect(await screen.findByRole("dialog", { name: "Delete the entry?" })).toBeInTheDocument();

    rerender(<ConfirmPopup opened={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    rerender(<ConfirmPopup opened {...props} />);
    expect(await screen.findByRole("dialog", { name: "Delete the entry?" })).toBeInTheDocument();
  });
});
