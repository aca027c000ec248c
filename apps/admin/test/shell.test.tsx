import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { routes } from "../src/app/routes.tsx";
import { TicketMenu, ticketHref } from "../src/app/shell/ticket-menu.tsx";
import { createFakeAuth } from "@prenup/api-client/testing";
import userEvent from "@testing-library/user-event";
import { currentPath, renderApp, renderWithUi, expectSignOutAsksFirst } from "@prenup/ui/testing";
import { adminUser } from "./fixtures.ts";

const api = { "GET /users/me": adminUser() };

describe("admin shell", () => {
  it("shows the Admin badge, initials, name and the full menu", async () => {
    const { user, router } = renderApp(routes, "/admin/users", { auth: createFakeAuth({ signedIn: true }), api });
    expect(await screen.findByText("Taylor Quinn")).toBeInTheDocument();
    expect(screen.getByText("Admin")).toBeInTheDocument();
    expect(screen.getByText("TQ")).toBeInTheDocument();
    const nav = screen.getByRole("navigation");
    for (const label of [
      "Users",
      "Attorneys",
      "Law Firms",
      "Attorney Appointments",
      "Attorney Reviews",
      "States",
      "Purchases & Refunds",
      "Attorney Payouts",
      "Library Groups",
      "Discounts",
      "Help",
      "Account",
    ]) {
      expect(within(nav).getByText(label)).toBeInTheDocument();
    }
    await user.click(within(nav).getByText("Attorney Payouts"));
    await waitFor(() => expect(currentPath(router)).toBe("/admin/attorney/payouts"));
    expect(await screen.findByRole("heading", { name: "Attorney Payouts", level: 1 })).toBeInTheDocument();
  });

  it("has no ticket menu in the header when no ticket form is configured", async () => {
    renderApp(routes, "/admin/users", { auth: createFakeAuth({ signedIn: true }), api });
    expect(await screen.findByRole("heading", { name: "Users", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /ticket/i })).not.toBeInTheDocument();
  });

  it("the File a ticket menu opens each kind of ticket on the configured form in a new tab", async () => {
    const user = userEvent.setup();
    renderWithUi(<TicketMenu ticketUrl="mailto:team@example.test" />);
    const button = screen.getByRole("button", { name: "File a ticket" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    // happy-dom has no layout, so the positioning library keeps the open dropdown display:none.
    for (const kind of ["Customer Service", "Bug Report", "Feature Request", "Question"]) {
      const item = await screen.findByRole("menuitem", { name: kind, hidden: true });
      expect(item).toHaveAttribute("target", "_blank");
      expect(item).toHaveAttribute("href", `mailto:team@example.test?subject=${encodeURIComponent(kind)}`);
    }
  });

  it("ticket links carry the kind to a web form too", () => {
    expect(ticketHref("https://linear.app/prenup/form", "Bug Report")).toBe(
      "https://linear.app/prenup/form?type=Bug+Report",
    );
  });

  it("sign-out asks first: Cancel only closes, Log out signs out to /login", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const { user } = renderApp(routes, "/admin/users", { auth, api });
    await expectSignOutAsksFirst(user, auth, "/login");
  });
});
