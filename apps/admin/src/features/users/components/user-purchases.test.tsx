import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { ID, openUserPage } from "../../../../test/user-fixtures.ts";
import { routes } from "../../../app/routes.tsx";

const item = {
  id: "pi-1",
  createdAt: "2026-11-20T15:00:00.000Z",
  userId: ID,
  cartId: null,
  documentId: "d-1",
  category: "PRENUP",
  paymentStatus: "PARTIALLY_REFUNDED",
  payoutStatus: null,
  bookingStatus: null,
  pricePaidInCents: 49_900,
  feePaidInCents: 0,
  amountRefundedInCents: 10_000,
  refundableInCents: 39_900,
  payoutDueInCents: 0,
  pricePaidToAttorneyInCents: null,
  partialPayoutReason: null,
  paidOutAt: null,
  refundNotes: null,
  refundedAt: null,
  disputeStatus: null,
  paymentMethod: null,
  hasCharge: false,
  product: { title: "Prenup", productType: "PRENUP", productCategory: "PRENUP" },
  buyer: { id: ID, email: "sam@example.test", name: "Sam Taylor" },
  attorney: null,
  lawFirm: null,
};

describe("the user page's purchases", () => {
  it("lists the user's purchases from the server's filter by buyer, paged", async () => {
    const { requests } = openUserPage(routes, {
      "GET /admin/purchase-items": { items: [item], total: 11, page: 1, pageSize: 10 },
    });
    const row = await screen.findByRole("row", { name: /Prenup/ });
    expect(within(row).getByText("Partly refunded")).toBeInTheDocument();
    expect(within(row).getByText("$499.00")).toBeInTheDocument();
    expect(within(row).getByText("$100.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "next page of purchases" })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.url.includes(`/admin/purchase-items?`) && request.url.includes(`userId=${ID}`),
        ),
      ).toBe(true),
    );
  });

  it("refunds a purchase from its row with the refund popup and its refundable balance", async () => {
    let refunded = false;
    const { user, requests } = openUserPage(routes, {
      "GET /admin/purchase-items": () => ({
        status: 200,
        body: {
          items: [
            refunded
              ? { ...item, amountRefundedInCents: 49_900, refundableInCents: 0, paymentStatus: "FULL_REFUNDED" }
              : item,
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
      "POST /admin/purchase-items/pi-1/refund": () => {
        refunded = true;
        return {
          status: 200,
          body: {
            purchaseItem: {
              ...item,
              amountRefundedInCents: 49_900,
              refundableInCents: 0,
              paymentStatus: "FULL_REFUNDED",
            },
            refund: { id: "r-1", amountInCents: 39_900, externalId: null, isComplimentaryRefund: true },
          },
        };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Refund Prenup" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund" });
    expect(within(dialog).getByText("Refundable")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Amount to refund", { exact: false })).toHaveValue("$399.00");
    // No charge behind this purchase: the popup only allows a complimentary refund.
    expect(within(dialog).getByLabelText("Complimentary refund")).toBeChecked();
    await user.type(within(dialog).getByLabelText("Reason", { exact: false }), "Bought twice");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Confirm refund" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Refunded $399.00 to Sam Taylor.");
    const sent = requests.filter((request) => request.method === "POST" && request.url.includes("/refund"));
    expect(await Promise.all(sent.map((request) => request.clone().json()))).toEqual([
      { refundAmount: 39_900, refundReason: "Bought twice", isComplimentaryRefund: true },
    ]);
    expect(await screen.findByText("Nothing left to refund")).toBeInTheDocument();
  });

  it("says when there are none", async () => {
    openUserPage(routes, {});
    expect(await screen.findByText("This user has bought nothing yet.")).toBeInTheDocument();
  });

  it("shows the error", async () => {
    openUserPage(routes, {
      "GET /admin/purchase-items": () => ({ status: 500, body: { error: "Something went wrong", code: "INTERNAL" } }),
    });
    expect(await screen.findByText("The purchases could not be loaded")).toBeInTheDocument();
  });
});
