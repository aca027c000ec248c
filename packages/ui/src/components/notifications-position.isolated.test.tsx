import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { notify } from "./notify.ts";

/** The start-up stylesheet's own rules (its imports of Mantine's sheets left out), as the apps load them. */
function loadShellRules() {
  const css = readFileSync(join(dirname(new URL(import.meta.url).pathname), "../styles.css"), "utf8").replace(
    /^@import[^;]*;$/gm,
    "",
  );
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
}

describe("the notification area", () => {
  it("shows notifications at the top right under the header bar, not over its buttons", async () => {
    loadShellRules();
    renderWithUi(<p>A page</p>);
    act(() => notify({ message: "Your partner joined" }));
    const shown = await screen.findByText("Your partner joined");
    const area = shown.closest<HTMLElement>("[data-position]")!;
    expect(area).toHaveAttribute("data-position", "top-right");
    // The header's height (56 px) plus a spacing (a Mantine variable, not loaded here).
    expect(getComputedStyle(document.documentElement).getPropertyValue("--prenup-header-height").trim()).toBe("56px");
    expect(getComputedStyle(area).top).toMatch(/^calc\(56px \+/);
  });
});
