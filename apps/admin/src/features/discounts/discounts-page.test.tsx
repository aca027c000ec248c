import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { Coupon, DiscountCode } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

const COUPON_ID = "c1c1c1c1-0000-4000-8000-000000000001";
const CODE_ID = "d0d0d0d0-0000-4000-8000-000000000001";
const COUPONS = "GET /admin/discounts/coupons";
const CREATE_COUPON = "POST /admin/discounts/coupons";
const CODES = `GET /admin/discounts/coupons/${COUPON_ID}/discount-codes`;
const CREATE_CODE = `POST /admin/discounts/coupons/${COUPON_ID}/discount-codes`;
const PATCH_CODE = `PATCH /admin/discounts/discount-codes/${CODE_ID}`;

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: COUPON_ID,
    name: "Spring sale",
    percentOff: 15,
    amountOffInCents: null,
    expirationDate: "2026-12-31",
    createdAt: "2026-11-01T10:00:00.000Z",
    codeCount: 1,
    ...overrides,
  };
}

function code(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: CODE_ID,
    couponId: COUPON_ID,
    code: "SPRING15",
    expirationDate: null,
    maxRedemptionsPerCustomer: 2,
    isActive: true,
    redemptions: 7,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

const couponPage = (items: Coupon[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

const products = [
  {
    id: "p-1",
    title: "Prenup",
    productType: "PRENUP",
    productCategory: "DOCUMENT",
    priceInCents: 59_900,
    discountsAllowed: true,
    isActive: true,
  },
  {
    id: "p-2",
    title: "Attorney representation",
    productType: "REPRESENTATION",
    productCategory: "ATTORNEY_SERVICE",
    priceInCents: 69_900,
    discountsAllowed: false,
    isActive: true,
  },
];

function openDiscounts(api: FakeApiRoutes) {
  return renderApp(routes, "/admin/discounts", {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": adminUser(),
      [COUPONS]: couponPage([coupon()]),
      "GET /admin/discounts/products": products,
      ...api,
    },
  });
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(
    requests
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

async function fill(user: ReturnType<typeof renderApp>["user"], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe("discounts: coupons", () => {
  it("lists coupons with their discount, expiry and number of codes, and searches on the server", async () => {
    const { user, requests } = openDiscounts({
      [COUPONS]: couponPage([
        coupon(),
        coupon({
          id: "c-2",
          name: "Fifty off",
          percentOff: null,
          amountOffInCents: 5_000,
          expirationDate: null,
          codeCount: 0,
        }),
      ]),
    });
    expect(await screen.findByRole("heading", { name: "Discounts", level: 1 })).toBeInTheDocument();
    const spring = await screen.findByRole("row", { name: /Spring sale/ });
    for (const text of ["15%", "December 31, 2026", "1"]) expect(within(spring).getByText(text)).toBeInTheDocument();
    const fifty = screen.getByRole("row", { name: /Fifty off/ });
    for (const text of ["$50.00", "Never", "0"]) expect(within(fifty).getByText(text)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Search coupons"), "spring");
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).searchParams.get("search") === "spring")).toBe(true),
    );
  });

  it("the coupon form refuses a coupon with neither kind, and sends only the kind chosen", async () => {
    let created: Coupon | null = null;
    const { user, requests } = openDiscounts({
      [COUPONS]: () => ({ status: 200, body: couponPage(created ? [coupon(), created] : [coupon()]) }),
      [CREATE_COUPON]: async (request: Request) => {
        const body = (await request.json()) as { name: string; percentOff?: number };
        created = coupon({
          id: "c-new",
          name: body.name,
          percentOff: body.percentOff ?? null,
          expirationDate: null,
          codeCount: 0,
        });
        return { status: 201, body: created };
      },
      [`GET /admin/discounts/coupons/c-new/discount-codes`]: [],
    });
    await user.click(await screen.findByRole("button", { name: "New coupon" }));
    const dialog = await screen.findByRole("dialog", { name: "New coupon" });
    await user.click(within(dialog).getByRole("button", { name: "Create coupon" }));
    expect(await within(dialog).findByText("Name the coupon")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose percent off or an amount off")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Name", { exact: false }), "Welcome");
    await user.click(within(dialog).getByLabelText("Amount off"));
    await fill(user, within(dialog).getByRole("textbox", { name: /Amount off/ }), "50");
    // Changing one's mind: the amount is dropped, never sent beside the percentage.
    await user.click(within(dialog).getByLabelText("Percent off"));
    await user.click(within(dialog).getByRole("button", { name: "Create coupon" }));
    expect(await within(dialog).findByText("Percent off is a whole number from 1 to 100")).toBeInTheDocument();
    await fill(user, within(dialog).getByRole("textbox", { name: /Percent off/ }), "20");
    await user.click(within(dialog).getByRole("button", { name: "Create coupon" }));

    expect(await screen.findByText("Coupon “Welcome” created.")).toBeInTheDocument();
    expect(await bodiesOf(requests, CREATE_COUPON)).toEqual([{ name: "Welcome", percentOff: 20 }]);
    expect(await screen.findByRole("heading", { name: "Codes of “Welcome”" })).toBeInTheDocument();
    expect(within(await screen.findByRole("row", { name: /Welcome/ })).getByText("20%")).toBeInTheDocument();
  });

  it("shows the server's message when it refuses a coupon", async () => {
    const { user } = openDiscounts({
      [CREATE_COUPON]: () => ({
        status: 400,
        body: { error: { issues: [{ message: "amountOffInCents is at least 1", path: ["amountOffInCents"] }] } },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "New coupon" }));
    const dialog = await screen.findByRole("dialog", { name: "New coupon" });
    await user.type(within(dialog).getByLabelText("Name", { exact: false }), "Gift");
    await user.click(within(dialog).getByLabelText("Amount off"));
    await fill(user, within(dialog).getByRole("textbox", { name: /Amount off/ }), "12.5");
    await user.click(within(dialog).getByRole("button", { name: "Create coupon" }));
    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText("amountOffInCents is at least 1")).toBeInTheDocument();
  });

  it("a name another coupon has shows the server's words on the name field until the name changes", async () => {
    const taken =
      "A coupon named “spring sale” exists already (names are compared without letter case). Choose another name, or add codes to that coupon.";
    let created = 0;
    const { user, requests } = openDiscounts({
      [CREATE_COUPON]: async (request: Request) => {
        const body = (await request.json()) as { name: string };
        if (body.name.toLowerCase() === "spring sale")
          return { status: 409, body: { error: taken, code: "COUPON_NAME_EXISTS" } };
        created += 1;
        return { status: 201, body: coupon({ id: "c-new", name: body.name, codeCount: 0 }) };
      },
      [`GET /admin/discounts/coupons/c-new/discount-codes`]: [],
    });
    await user.click(await screen.findByRole("button", { name: "New coupon" }));
    const dialog = await screen.findByRole("dialog", { name: "New coupon" });
    const name = within(dialog).getByLabelText("Name", { exact: false });
    await user.type(name, "spring sale");
    await user.click(within(dialog).getByLabelText("Percent off"));
    await fill(user, within(dialog).getByRole("textbox", { name: /Percent off/ }), "10");
    await user.click(within(dialog).getByRole("button", { name: "Create coupon" }));

    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(expect.stringContaining("exists already"));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(created).toBe(0);

    await fill(user, name, "Spring sale 2027");
    expect(within(dialog).queryByText(taken)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Create coupon" }));
    expect(await screen.findByText("Coupon “Spring sale 2027” created.")).toBeInTheDocument();
    expect((await bodiesOf(requests, CREATE_COUPON)).map((body) => (body as { name: string }).name)).toEqual([
      "spring sale",
      "Spring sale 2027",
    ]);
  });
});

describe("discounts: codes", () => {
  it("the active switch sends PATCH isActive and keeps the new state", async () => {
    let current = code();
    const { user, requests } = openDiscounts({
      [CODES]: () => ({ status: 200, body: [current] }),
      [PATCH_CODE]: async (request: Request) => {
        current = { ...current, ...((await request.json()) as Partial<DiscountCode>) };
        return { status: 200, body: current };
      },
    });
    expect(await screen.findByText("Choose a coupon to see its codes.")).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole("row", { name: /Spring sale/ })).getByRole("button", { name: "Show codes" }),
    );
    const row = await screen.findByRole("row", { name: /SPRING15/ });
    for (const text of ["Never", "2", "7"]) expect(within(row).getByText(text)).toBeInTheDocument();

    const active = within(row).getByRole("switch", { name: "SPRING15 active" });
    expect(active).toBeChecked();
    await user.click(active);
    await waitFor(() => expect(within(row).getByRole("switch", { name: "SPRING15 active" })).not.toBeChecked());
    expect(await bodiesOf(requests, PATCH_CODE)).toEqual([{ isActive: false }]);
  });

  it("a refused switch comes back and says why", async () => {
    const { user } = openDiscounts({
      [CODES]: [code()],
      [PATCH_CODE]: () => ({
        status: 404,
        body: { error: "Discount code not found", code: "DISCOUNT_CODE_NOT_FOUND" },
      }),
    });
    await user.click(
      within(await screen.findByRole("row", { name: /Spring sale/ })).getByRole("button", { name: "Show codes" }),
    );
    const active = await screen.findByRole("switch", { name: "SPRING15 active" });
    await user.click(active);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Discount code not found")).toBeInTheDocument();
    expect(within(alert).getByText("SPRING15 could not be changed")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "SPRING15 active" })).toBeChecked());
  });

  it("a new code is sent in capitals; a taken code shows the server's message", async () => {
    const { user, requests } = openDiscounts({
      [CODES]: [code()],
      [CREATE_CODE]: () => ({
        status: 409,
        body: { error: "A discount code SUMMER-26 exists already.", code: "DISCOUNT_CODE_EXISTS" },
      }),
    });
    await user.click(
      within(await screen.findByRole("row", { name: /Spring sale/ })).getByRole("button", { name: "Show codes" }),
    );
    await user.click(await screen.findByRole("button", { name: "New code" }));
    const dialog = await screen.findByRole("dialog", { name: "New code" });
    const input = within(dialog).getByLabelText("Code", { exact: false });
    await user.type(input, "s!");
    await user.click(within(dialog).getByRole("button", { name: "Create code" }));
    expect(await within(dialog).findByText("A code is 3–40 letters, digits, - or _")).toBeInTheDocument();

    await fill(user, input, "summer-26");
    await fill(user, within(dialog).getByLabelText("Limit per customer"), "3");
    await user.click(within(dialog).getByRole("button", { name: "Create code" }));
    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText("A discount code SUMMER-26 exists already.")).toBeInTheDocument();
    expect(await bodiesOf(requests, CREATE_CODE)).toEqual([
      { code: "SUMMER-26", isActive: true, maxRedemptionsPerCustomer: 3 },
    ]);
  });

  it("editing a code changes its expiry and limit", async () => {
    let current = code();
    const { user, requests } = openDiscounts({
      [CODES]: () => ({ status: 200, body: [current] }),
      [PATCH_CODE]: async (request: Request) => {
        current = { ...current, ...((await request.json()) as Partial<DiscountCode>) };
        return { status: 200, body: current };
      },
    });
    await user.click(
      within(await screen.findByRole("row", { name: /Spring sale/ })).getByRole("button", { name: "Show codes" }),
    );
    await user.click(await screen.findByRole("button", { name: "Edit SPRING15" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit SPRING15" });
    await user.clear(within(dialog).getByLabelText("Limit per customer"));
    await fill(user, within(dialog).getByLabelText("Expires on"), "2027-01-31");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await bodiesOf(requests, PATCH_CODE)).toEqual([
      { expirationDate: "2027-01-31", maxRedemptionsPerCustomer: null },
    ]);
    const row = await screen.findByRole("row", { name: /SPRING15/ });
    expect(within(row).getByText("January 31, 2027")).toBeInTheDocument();
    expect(within(row).getByText("No limit")).toBeInTheDocument();
  });
});

describe("discounts: products", () => {
  it("shows whether each product allows discounts", async () => {
    openDiscounts({});
    const prenup = await screen.findByRole("row", { name: /^Prenup/ });
    expect(within(prenup).getByText("Discounts allowed")).toBeInTheDocument();
    expect(within(prenup).getByText("$599.00")).toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /^Attorney representation/ })).getByText("Discounts not allowed"),
    ).toBeInTheDocument();
  });
});
