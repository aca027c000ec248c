import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { ID as USER_ID, openUserPage } from "../../../../test/user-fixtures.ts";
import { routes } from "../../../app/routes.tsx";

const HOLD_ID = "4d2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";
const scheduled = {
  status: "SCHEDULED",
  requestedAt: "2026-11-01T10:00:00.000Z",
  dueAt: "2026-12-01T10:00:00.000Z",
  hold: null,
  message: "Your account is scheduled for deletion.",
};
const held = {
  ...scheduled,
  hold: { id: HOLD_ID, basis: "Subpoena in Doe v. Roe", placedAt: "2026-11-05T10:00:00.000Z" },
};

describe("the user page's account deletion card", () => {
  it("shows the scheduled day, and a hold placed with its basis makes the deletion wait", async () => {
    let current: typeof scheduled | typeof held = scheduled;
    const bodies: unknown[] = [];
    const { user } = openUserPage(routes, {
      [`GET /admin/users/${USER_ID}/account-deletion`]: () => ({ status: 200, body: current }),
      [`POST /admin/users/${USER_ID}/legal-holds`]: async (request: Request) => {
        bodies.push(await request.json());
        current = held;
        return { status: 201, body: held };
      },
    });
    const card = (await screen.findByRole("heading", { name: "Account deletion and legal hold" })).closest("div")!;
    await within(card.parentElement!).findByText(/It will be deleted on December 1, 2026/);
    const place = within(card.parentElement!).getByRole("button", { name: "Place a legal hold" });
    expect(place).toBeDisabled();
    await user.type(within(card.parentElement!).getByLabelText(/Why the account is held/), "Subpoena in Doe v. Roe");
    await user.click(place);
    await waitFor(() => expect(bodies).toEqual([{ basis: "Subpoena in Doe v. Roe" }]));
    expect(await screen.findByText(/On hold since November 5, 2026: Subpoena in Doe v. Roe/)).toBeInTheDocument();
    expect(screen.getByText(/The deletion waits while the hold below stands/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lift the hold" })).toBeEnabled();
  });

  it("says when the server refuses, and changes nothing shown", async () => {
    const { user } = openUserPage(routes, {
      [`POST /admin/users/${USER_ID}/legal-holds`]: () => ({
        status: 409,
        body: { error: "This account is already on hold.", code: "LEGAL_HOLD_EXISTS" },
      }),
    });
    await screen.findByText("The user has not asked to delete their account.");
    await user.type(screen.getByLabelText(/Why the account is held/), "Dispute");
    await user.click(screen.getByRole("button", { name: "Place a legal hold" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This account is already on hold.");
    expect(screen.getByRole("button", { name: "Place a legal hold" })).toBeInTheDocument();
  });
});
