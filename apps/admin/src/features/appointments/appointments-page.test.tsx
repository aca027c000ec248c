import { formatDateTime } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminEvent } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

const event: AdminEvent = {
  id: "8a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
  attorney: { id: "a-1", name: "Dana Reyes", email: "dana@example.test" },
  customer: { id: "u-1", name: "Sam Taylor", email: "sam@example.test" },
  documentId: null,
  eventStartAt: "2026-12-01T17:00:00.000Z",
  eventEndAt: "2026-12-01T17:20:00.000Z",
  eventStatus: "NO_SHOW",
  serviceCompletedAt: null,
  timeZone: "America/Los_Angeles",
};
const open = (api: FakeApiRoutes) =>
  renderApp(routes, "/admin/attorney-appointments", {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser(), ...api },
  });
const queries = (requests: Request[]) =>
  requests
    .filter((r) => new URL(r.url).pathname === "/admin/events")
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

describe("attorney appointments", () => {
  it("shows the calls and sends the search and filters to the server", async () => {
    const { user, requests } = open({ "GET /admin/events": { items: [event], total: 1, page: 1, pageSize: 25 } });
    const row = await screen.findByRole("row", { name: /Dana Reyes/ });
    for (const text of ["Sam Taylor", "sam@example.test", "No-show", formatDateTime(event.eventStartAt)])
      expect(within(row).getByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Customer"), "sam");
    await user.selectOptions(screen.getByLabelText("Status"), "Canceled");
    await waitFor(() =>
      expect(queries(requests).at(-1)).toMatchObject({ customer: "sam", status: "CANCELED", page: "1" }),
    );
  });

  it("says when nothing matches", async () => {
    open({ "GET /admin/events": { items: [], total: 0, page: 1, pageSize: 25 } });
    expect(await screen.findByText("No appointments match this search.")).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    open({
      "GET /admin/events": () => ({ status: 403, body: { error: "Only admins can do this", code: "FORBIDDEN" } }),
    });
    expect(await screen.findByText("Only admins can do this")).toBeInTheDocument();
  });
});
