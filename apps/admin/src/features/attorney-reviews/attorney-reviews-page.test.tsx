import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminReview } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

const REVIEW_ID = "3c2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";
function review(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: REVIEW_ID,
    attorney: { id: "a-1", name: "Dana Reyes", email: "dana@example.test" },
    reviewer: { id: "u-1", name: "Sam Taylor", email: "sam@example.test" },
    rating: 30,
    message: "Late to the call",
    status: "PENDING",
    createdAt: "2026-11-20T12:00:00.000Z",
    attorneyRating: { averageRating: 9, reviewCount: 1 },
    ...overrides,
  };
}
const page = (items: AdminReview[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
const open = (api: FakeApiRoutes) =>
  renderApp(routes, "/admin/attorney-reviews", {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser(), ...api },
  });

describe("attorney review moderation", () => {
  it("lists pending reviews first and a confirmed change reports the attorney's new average", async () => {
    const bodies: unknown[] = [];
    const { user, requests } = open({
      "GET /admin/attorney-reviews": page([review()]),
      [`PATCH /admin/attorney-reviews/${REVIEW_ID}`]: async (request: Request) => {
        bodies.push(await request.json());
        return {
          status: 200,
          body: review({ status: "APPROVED", attorneyRating: { averageRating: 6, reviewCount: 2 } }),
        };
      },
    });
    const row = await screen.findByRole("row", { name: /Late to the call/ });
    expect(within(row).getByText("3 / 10")).toBeInTheDocument();
    expect(
      new URL(requests.find((r) => new URL(r.url).pathname === "/admin/attorney-reviews")!.url).searchParams.get(
        "status",
      ),
    ).toBe("PENDING");
    await user.click(within(row).getByRole("button", { name: "Approve" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(bodies).toEqual([{ status: "APPROVED" }]));
    expect(await screen.findByText(/Dana Reyes's average is now 6 of 10 \(2 approved\)/)).toBeInTheDocument();
  });

  it("an empty queue says so", async () => {
    open({ "GET /admin/attorney-reviews": page([]) });
    expect(await screen.findByText("No reviews with this status.")).toBeInTheDocument();
  });

  it("shows the server's message when the queue fails", async () => {
    open({
      "GET /admin/attorney-reviews": () => ({ status: 500, body: { error: "Something went wrong", code: "INTERNAL" } }),
    });
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
  });
});
