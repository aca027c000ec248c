import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AttorneyPayoutsPage } from "@prenup/api-client";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { attorneyUser } from "../../../test/fixtures.ts";

const ME = "user-morgan";
const PATH = `/users/${ME}/attorneys/${ME}/payouts`;

type Item = AttorneyPayoutsPage["items"][number];

const none = { refundedInCents: 0, dueInCents: 0, paidInCents: 0, onHoldInCents: 0, withheldInCents: 0 };
function sale(id: string, overrides: Partial<Item>): Item {
  return {
    id,
    title: "Attorney representation",
    client: { id: `client-${id}`, firstName: "Casey", lastName: id },
    purchasedAt: "2026-11-20T12:00:00.000Z",
    pricePaidInCents: 69_900,
    feePaidInCents: 0,
    status: "DUE",
    earnedInCents: 69_900,
    ...none,
    dueInCents: 69_900,
    paidOutAt: null,
    ...overrides,
  };
}

const items: Item[] = [
  sale("Due", {}),
  sale("Paid", { status: "PAID", ...none, paidInCents: 69_900, paidOutAt: "2026-11-24T12:00:00.000Z" }),
  sale("Refunded", { status: "REFUNDED", earnedInCents: 0, ...none, refundedInCents: 69_900 }),
  sale("Partly", {
    status: "PARTIALLY_REFUNDED",
    earnedInCents: 59_900,
    ...none,
    refundedInCents: 10_000,
    dueInCents: 59_900,
  }),
];
const page: AttorneyPayoutsPage = {
  items,
  totals: {
    earnedInCents: 69_900 * 2 + 59_900,
    refundedInCents: 79_900,
    dueInCents: 69_900 + 59_900,
    paidInCents: 69_900,
    onHoldInCents: 0,
    withheldInCents: 0,
  },
  total: 4,
  page: 1,
  pageSize: 20,
};

describe("the payouts page", () => {
  it("shows the server's totals above rows that each carry a named status", async () => {
    renderApp(routes, "/attorney/payouts", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": attorneyUser("APPROVED", { id: ME }), [`GET ${PATH}`]: page },
    });
    const dueTile = (await screen.findByText("Due to you")).parentElement!;
    expect(within(dueTile).getByText("$1,298.00")).toBeTruthy();
    expect(within(screen.getByText("Paid to you").parentElement!).getByText("$699.00")).toBeTruthy();
    expect(within(screen.getByText("Refunded to clients").parentElement!).getByText("$799.00")).toBeTruthy();
    expect(screen.queryByText("On hold (disputed)")).toBeNull();

    const table = screen.getByRole("table", { name: "Payouts" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    const status = (row: HTMLElement) => within(row).getAllByRole("cell").at(-1)!.textContent;
    expect(rows.map(status)).toEqual(["Due", "Paid November 24, 2026", "Refunded", "Partially refunded"]);
    expect(table.textContent).not.toContain("—");
  });

  it("asks the server for one status when the attorney filters", async () => {
    const { user, requests } = renderApp(routes, "/attorney/payouts", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": attorneyUser("APPROVED", { id: ME }), [`GET ${PATH}`]: page },
    });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Status" }), "Paid");
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).searchParams.get("status") === "PAID")).toBe(true),
    );
  });
});
