import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithUi } from "@prenup/ui/testing";
import { describe, expect, it, vi } from "vitest";
import { CommitModal } from "./commit-modal.tsx";

describe("CommitModal", () => {
  it("says what is happening while the commit runs, and stops saying it once the commit is done", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onCommit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    renderWithUi(<CommitModal opened onClose={onClose} onCommit={onCommit} />);
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "Gifts in writing");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));

    expect(onCommit).toHaveBeenCalledWith({ message: "Gifts in writing", nonsubstantive: false });
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Saving your changes and laying out the new PDF for the couple… this takes a few seconds.",
    );
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
  });

  it("asks for a summary, and stops asking once one is typed", async () => {
    const user = userEvent.setup();
    renderWithUi(<CommitModal opened onClose={() => {}} onCommit={vi.fn(async () => {})} />);
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(within(dialog).getByText("Say in a few words what you changed.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "G");
    expect(within(dialog).queryByText("Say in a few words what you changed.")).not.toBeInTheDocument();
  });

  it("sends the editor's word that a correction leaves the terms as they were", async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn(async () => {});
    renderWithUi(<CommitModal opened onClose={() => {}} onCommit={onCommit} />);
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "Fixed a typo in a name");
    const box = within(dialog).getByRole("checkbox", {
      name: "This correction does not change the terms of the agreement",
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(onCommit).toHaveBeenCalledWith({ message: "Fixed a typo in a name", nonsubstantive: true });
  });

  it("takes the status line away when the server refuses the commit, leaving its reason", async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn(async () => {
      throw new Error("There are no changes to commit.");
    });
    renderWithUi(<CommitModal opened onClose={() => {}} onCommit={onCommit} />);
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "Gifts in writing");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("There are no changes to commit.");
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
  });
});
