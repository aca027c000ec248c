import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { labelAndIcon, ProgressBar } from "./progress-bar.tsx";

function segments() {
  return Array.from(document.querySelectorAll("[data-segment]")).map((el) => el.getAttribute("data-filled"));
}

describe("ProgressBar", () => {
  it("fills as many of the five segments as the step, with the label beside", () => {
    renderWithUi(<ProgressBar step={2} label="Step 2 of 5: Payment" status="ready" />);
    expect(segments()).toEqual(["true", "true", "false", "false", "false"]);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(screen.getByText("Step 2 of 5: Payment")).toBeVisible();
  });

  it("draws the label's emoji as an icon, so no machine shows an empty box, and reads the label whole", () => {
    renderWithUi(<ProgressBar step={5} label="Prenup 100% ready 🎉" status="ready" />);
    expect(screen.getByText("Prenup 100% ready")).toBeVisible();
    expect(document.body.textContent).not.toContain("🎉");
    expect(document.querySelector("[data-emoji-icon]")).not.toBeNull();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "Prenup 100% ready 🎉");
    expect(labelAndIcon("Starting your prenup 🖋️").text).toBe("Starting your prenup");
    expect(labelAndIcon("40%")).toEqual({ text: "40%", icon: null });
  });

  it("keeps the step within 0 to 5", () => {
    renderWithUi(<ProgressBar step={9} label="Done" status="ready" />);
    expect(segments()).toEqual(["true", "true", "true", "true", "true"]);
  });

  it("is hidden on a load error", () => {
    renderWithUi(<ProgressBar step={3} label="Step 3" status="error" />);
    expect(document.querySelector("[data-segment]")).toBeNull();
    expect(screen.queryByText("Step 3")).toBeNull();
  });

  it("keeps its place but is invisible while loading", () => {
    renderWithUi(<ProgressBar step={0} label="Loading progress" status="loading" />);
    expect(document.querySelectorAll("[data-segment]")).toHaveLength(5);
    expect(screen.getByText("Loading progress")).not.toBeVisible();
  });
});
