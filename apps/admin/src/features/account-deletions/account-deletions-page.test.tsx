import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

const row = {
  id: "5d2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
  userId: "6d2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
  email: "ana@example.test",
  name: "Ana Lima",
  status: "SCHEDULED",
  requestedAt: "2026-11-01T10:00:00.000Z",
  dueAt: "2026-12-01T10:00:00.000Z",
  respondBy: "2026-12-16T10:00:00.000Z",
  completedAt: null,
  withdrawnAt: null,
  hold: { id: "7d2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f", basis: "Subpoena", placedAt: "2026-11-05T10:00:00.000Z" },
};

describe("the deletion requests page", () => {
  it("lists scheduled requests with their days, the legal deadline, the hold and the median time", async () => {
    const { requests } = renderApp(routes, "/admin/account-deletions", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        "GET /users/me": adminUser(),
        "GET /admin/account-deletions": {
          items: [row],
          total: 1,
          page: 1,
          pageSize: 25,
          medianDaysToComplete: 30.5,
          open: 1,
          held: 1,
        },
      },
    });
    const table = await screen.findByRole("table", { name: "Deletion requests" });
    const cells = within(table).getAllByRole("row")[1]!;
    expect(cells).toHaveTextContent("Ana Lima");
    expect(cells).toHaveTextContent("December 1, 2026");
    expect(cells).toHaveTextContent("December 16, 2026");
    expect(cells).toHaveTextContent("Subpoena");
    expect(
      screen.getByText(/1 scheduled, 1 of them on hold\. Median time to complete: 30\.5 days\./),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.url.includes("/admin/account-deletions?") && request.url.includes("status=SCHEDULED"),
        ),
      ).toBe(true),
    );
  });
});
