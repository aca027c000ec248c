import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { Product } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

const PRENUP_ID = "8a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";
function product(overrides: Partial<Product> = {}): Product {
  return {
    id: PRENUP_ID,
    key: "PRENUP",
    title: "Prenup",
    description: "Your agreement, for both of you.",
    priceInCents: 59_900,
    productType: "PRENUP",
    productCategory: "DOCUMENT",
    productIcon: null,
    isSharedProduct: true,
    discountsAllowed: true,
    onePerUser: true,
    isActive: true,
    ...overrides,
  };
}

const reference: FakeApiRoutes = {
  "GET /users/me": adminUser(),
  "GET /products": [
    product(),
    product({
      id: "9a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
      key: "Q_A",
      title: "Ask an Attorney",
      description: null,
      priceInCents: 14_900,
      productType: "Q_A",
      productCategory: "ATTORNEY_SERVICE",
      isSharedProduct: false,
      discountsAllowed: false,
      isActive: false,
    }),
  ],
};

describe("admin products", () => {
  it("lists every product with its price, sale and discounts, those not on sale included", async () => {
    renderApp(routes, "/admin/products", { auth: createFakeAuth({ signedIn: true }), api: reference });
    const prenup = await screen.findByRole("row", { name: /Prenup/ });
    for (const text of ["$599.00", "On sale", "Discounts apply", "Prenup (both partners)"])
      expect(within(prenup).getByText(text)).toBeInTheDocument();
    const qa = screen.getByRole("row", { name: /Ask an Attorney/ });
    for (const text of ["$149.00", "Not on sale", "No discounts"])
      expect(within(qa).getByText(text)).toBeInTheDocument();
  });

  it("sends only what changed, with the price in cents, and says what was saved", async () => {
    const bodies: unknown[] = [];
    const { user } = renderApp(routes, "/admin/products", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        ...reference,
        [`PATCH /products/${PRENUP_ID}`]: async (request: Request) => {
          bodies.push(await request.json());
          return { status: 200, body: product({ priceInCents: 64_900, discountsAllowed: false }) };
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Prenup" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Prenup" });
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, "649");
    await user.click(within(dialog).getByRole("switch", { name: "Discount codes apply to it" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Prenup is saved at $649.00.")).toBeInTheDocument();
    expect(bodies).toEqual([{ priceInCents: 64_900, discountsAllowed: false }]);
  });

  it("refuses a price below $0.50 or an empty name before sending anything", async () => {
    const bodies: unknown[] = [];
    const { user } = renderApp(routes, "/admin/products", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        ...reference,
        [`PATCH /products/${PRENUP_ID}`]: async (request: Request) => {
          bodies.push(await request.json());
          return { status: 200, body: product() };
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Prenup" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Prenup" });
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, "0.10");
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter a price from $0.50 to $10,000, in whole cents")).toBeInTheDocument();
    expect(within(dialog).getByText("The product's name is required")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal and keeps the form open", async () => {
    const { user } = renderApp(routes, "/admin/products", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        ...reference,
        [`PATCH /products/${PRENUP_ID}`]: () => ({
          status: 404,
          body: { error: "Product not found", code: "PRODUCT_NOT_FOUND" },
        }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Prenup" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Prenup" });
    await user.click(within(dialog).getByRole("switch", { name: /On sale/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Product not found")).toBeInTheDocument();
  });
});
