import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { ConflictChoice, OfflineSaveNote, OFFLINE_SAVE_TEXTS } from "./offline-save.tsx";

describe("OfflineSaveNote and ConflictChoice", () => {
  it("says a kept change will sync, then that it was saved, as a polite status", () => {
    const { rerender } = renderWithUi(<OfflineSaveNote state="queued" />);
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_SAVE_TEXTS.queued);
    rerender(<OfflineSaveNote state="synced" />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });

  it("shows both values and lets the person keep theirs or take the saved one", () => {
    const onKeepMine = vi.fn();
    const onTakeSaved = vi.fn();
    renderWithUi(
      <ConflictChoice
        yours="Albany, NY"
        saved=""
        message="Changed since you saw it."
        onKeepMine={onKeepMine}
        onTakeSaved={onTakeSaved}
      />,
    );
    const group = screen.getByRole("group", { name: OFFLINE_SAVE_TEXTS.conflictTitle });
    expect(group).toHaveTextContent("Yours: Albany, NY");
    expect(group).toHaveTextContent(`Saved: ${OFFLINE_SAVE_TEXTS.empty}`);
    fireEvent.click(screen.getByRole("button", { name: "Keep mine" }));
    fireEvent.click(screen.getByRole("button", { name: "Use the saved one" }));
    expect(onKeepMine).toHaveBeenCalledOnce();
    expect(onTakeSaved).toHaveBeenCalledOnce();
  });
});
