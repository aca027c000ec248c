import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminUserRow } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

const LIST = "GET /admin/users";

function row(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: "9b2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
    email: "sam@example.test",
    firstName: "Sam",
    middleName: null,
    lastName: "Taylor",
    suffix: null,
    userType: "CUSTOMER",
    createdAt: "2026-11-20T12:00:00.000Z",
    lastActiveAt: null,
    paid: true,
    activeDocumentCount: 2,
    emailUnsubscribedAt: null,
    ...overrides,
  };
}

const page = (items: AdminUserRow[], total = items.length, n = 1) => ({ items, total, page: n, pageSize: 25 });
const open = (api: FakeApiRoutes) =>
  renderApp(routes, "/admin/users", {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser(), ...api },
  });
const listQueries = (requests: Request[]) =>
  requests
    .filter((request) => request.method === "GET" && new URL(request.url).pathname === "/admin/users")
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

describe("admin users table", () => {
  it("shows the server's rows with the paid flag and the duplicate warning, linking to the user", async () => {
    const { requests } = open({ [LIST]: page([row()]) });
    const link = await screen.findByRole("link", { name: "Sam Taylor" });
    expect(link).toHaveAttribute("href", "/admin/users/9b2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f");
    const tableRow = screen.getByRole("row", { name: /Sam Taylor/ });
    for (const text of ["sam@example.test", "Customer", "Paid", "2 active agreements", "November 20, 2026"])
      expect(within(tableRow).getByText(text)).toBeInTheDocument();
    expect(screen.getByText("1–1 of 1 users")).toBeInTheDocument();
    expect(listQueries(requests)[0]).toEqual({ sort: "createdAt", order: "desc", page: "1", pageSize: "25" });
  });

  it("search, filters, sorting and pages are sent to the server", async () => {
    const { user, requests } = open({
      [LIST]: (request: Request) => ({
        status: 200,
        body: page([row()], 60, Number(new URL(request.url).searchParams.get("page") ?? "1")),
      }),
    });
    await screen.findByRole("link", { name: "Sam Taylor" });
    await user.type(screen.getByLabelText("Search"), "sam");
    await waitFor(() => expect(listQueries(requests).at(-1)?.search).toBe("sam"));
    await user.selectOptions(screen.getByLabelText("Type"), "Customers");
    await user.selectOptions(screen.getByLabelText("Prenup"), "Not paid");
    await user.selectOptions(screen.getByLabelText("Sort by"), "Last name A–Z");
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({
        search: "sam",
        userType: "CUSTOMER",
        paid: "false",
        sort: "lastName",
        order: "asc",
        page: "1",
      }),
    );
    await user.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(listQueries(requests).at(-1)?.page).toBe("2"));
  });

  it("says when nothing matches", async () => {
    open({ [LIST]: page([]) });
    expect(await screen.findByText("No users match this search.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    open({ [LIST]: () => ({ status: 403, body: { error: "Only admins can do this", code: "FORBIDDEN" } }) });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Only admins can do this")).toBeInTheDocument();
  });
});
