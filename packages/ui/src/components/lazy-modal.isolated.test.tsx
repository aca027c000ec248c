import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { ConfirmPopup } from "./confirm-popup.tsx";

// Counts the loads of the Modal's chunk (the module LazyModal imports dynamically).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./modal-chunk.ts", async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

describe("LazyModal (through ConfirmPopup)", () => {
  it("fetches the Modal only when a popup first opens, and once", async () => {
    const props = { title: "Remove the entry?", confirmLabel: "Remove", onConfirm: () => {}, onCancel: () => {} };
    const { rerender } = renderWithUi(<ConfirmPopup opened={false} {...props} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk.loads).toBe(0);
    expect(screen.queryByRole("dialog")).toBeNull();

    rerender(<ConfirmPopup opened {...props} />);
    expect(await screen.findByRole("dialog", { name: "Remove the entry?" })).toBeInTheDocument();
    expect(chunk.loads).toBe(1);

    rerender(<ConfirmPopup opened={false} {...props} />);
    rerender(<ConfirmPopup opened {...props} />);
    expect(await screen.findByRole("dialog", { name: "Remove the entry?" })).toBeInTheDocument();
    expect(chunk.loads).toBe(1);
  });
});
