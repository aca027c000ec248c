import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { routes } from "../src/app/routes.tsx";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp, expectSignOutAsksFirst } from "@prenup/ui/testing";
import { attorneyUser } from "./fixtures.ts";

function menuEntry(label: string): HTMLElement {
  const nav = screen.getByRole("navigation");
  const text = within(nav).getByText(label);
  return (text.closest("[aria-disabled], a, button") as HTMLElement | null) ?? text;
}

describe("attorney shell", () => {
  it("APPROVED: every menu item is open and the top bar shows the attorney's name", async () => {
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": attorneyUser("APPROVED") },
    });
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    for (const label of ["Dashboard", "Clients", "Appointments", "Reviews", "Payouts", "Help", "Account"]) {
      expect(menuEntry(label)).not.toHaveAttribute("aria-disabled", "true");
    }
    expect(screen.getByText("Morgan Ellis")).toBeInTheDocument();
  });

  it("UNDER_REVIEW: only Help is open and the top bar shows no name", async () => {
    renderApp(routes, "/attorney/form", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": attorneyUser("UNDER_REVIEW") },
    });
    expect(await screen.findByRole("heading", { name: "Attorney application", level: 1 })).toBeInTheDocument();
    for (const label of ["Dashboard", "Clients", "Appointments", "Reviews", "Payouts", "Account"]) {
      expect(menuEntry(label)).toHaveAttribute("aria-disabled", "true");
    }
    expect(menuEntry("Help")).not.toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText("Morgan Ellis")).not.toBeInTheDocument();
  });

  it("sign-out asks first: Cancel only closes, Log out signs out to /login?attorney=true", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const { user } = renderApp(routes, "/", { auth, api: { "GET /users/me": attorneyUser("APPROVED") } });
    await expectSignOutAsksFirst(user, auth, "/login?attorney=true");
  });
});
