import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { notify } from "./notify.ts";

// Counts the loads of @mantine/notifications (the notification area and its store).
const area = vi.hoisted(() => ({ loads: 0 }));
vi.mock("@mantine/notifications", async (importOriginal) => {
  area.loads += 1;
  return importOriginal();
});

describe("notify", () => {
  it("fetches the notification area with the first notification, not with the page, and shows it", async () => {
    renderWithUi(<p>A page</p>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(area.loads).toBe(0);
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();

    act(() => notify({ message: "Your partner joined" }));
    expect(await screen.findByText("Your partner joined")).toBeInTheDocument();
    // (Vitest's mocker may run the factory for each of the two imports that start in the same tick.)
    const loads = area.loads;
    expect(loads).toBeGreaterThan(0);

    act(() => notify({ message: "Saved again" }));
    expect(await screen.findByText("Saved again")).toBeInTheDocument();
    expect(area.loads).toBe(loads);
  });
});
