import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { browserNavigation } from "./utils/leave-page.ts";
import {
  base,
  bodiesOf,
  CART_ID,
  checkoutResult,
  fakeCart,
  paidCart,
  paymentApi,
  prenupCart,
  prenupLine,
  representationLine,
} from "../../../test/payment-fixtures.ts";

// Leaving for the provider's page is watched, not followed (the test DOM would follow it).
const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
afterEach(() => assign.mockClear());
afterAll(() => assign.mockRestore());

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

function openResult(api: FakeApiRoutes, cartId: string | null = CART_ID) {
  return renderApp(routes, cartId ? `/payment/success?cartId=${cartId}` : "/payment/success", {
    auth: createFakeAuth({ signedIn: true }),
    api,
  });
}

const checkoutKey = `POST ${base}/checkout`;
/** Back from the provider's page: the cart has a payment under way. */
const waiting = { ...prenupCart, paymentPending: true, paymentMethod: "KLARNA" as const };

afterEach(() => {
  vi.useRealTimers();
});
const cartKey = `GET ${base}/carts/${CART_ID}`;

describe("/payment/success", () => {
  it("lists what was bought, what each cost, the total paid and how, and what comes next", async () => {
    const cart = fakeCart({
      cartItems: [
        prenupLine({ discountInCents: 5_990, totalInCents: 53_910 }),
        representationLine({ quantity: 2, subtotalInCents: 139_800, totalInCents: 139_800 }),
      ],
      discountCode: { code: "SPRING10", percentOff: 10, amountOffInCents: null },
      subtotalInCents: 199_700,
      discountInCents: 5_990,
      totalInCents: 193_710,
    });
    const { requests } = openResult(
      paymentApi({ overrides: { [cartKey]: paidCart(cart, { paymentMethod: "KLARNA" }) } }),
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Payment complete" })).toBeInTheDocument();
    const bought = screen.getByRole("region", { name: "What you bought" });
    const items = within(bought).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Prenuptial Agreement$539.10",
      "Attorney Representation × 2$1,398.00",
    ]);
    expect(within(bought).getByTestId("cart-discount")).toHaveTextContent("−$59.90");
    expect(within(bought).getByTestId("cart-total")).toHaveTextContent("Total paid$1,937.10");
    expect(within(bought).getByText("Paid with: Klarna")).toBeInTheDocument();

    // The next step is the standing's: this couple is still on the questionnaire.
    expect(await screen.findByRole("link", { name: "Continue the questionnaire" })).toHaveAttribute(
      "href",
      "/questionnaire/background-information",
    );
    expect(screen.getByRole("link", { name: "Attorney services" })).toHaveAttribute("href", "/attorney-services");
    // A paid cart is only shown: nothing is charged again.
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(0);
  });

  it("offers attorney services only when one was bought", async () => {
    openResult(paymentApi({ overrides: { [cartKey]: paidCart() } }));
    expect(await screen.findByRole("link", { name: "Continue the questionnaire" })).toBeInTheDocument();
    expect(screen.getByText("Paid with: Card")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Attorney services" })).not.toBeInTheDocument();
  });

  it("back from the provider's page, finishes the payment with the cart alone, once", async () => {
    let paid = false;
    const { requests } = openResult(
      paymentApi({
        overrides: {
          [cartKey]: () => ({
            status: 200,
            body: paid ? paidCart(prenupCart, { paymentMethod: "AFTERPAY" }) : waiting,
          }),
          [checkoutKey]: () => {
            paid = true;
            return { status: 200, body: checkoutResult("paid", paidCart(prenupCart, { paymentMethod: "AFTERPAY" })) };
          },
        },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Payment complete" })).toBeInTheDocument();
    expect(screen.getByText("Paid with: Afterpay")).toBeInTheDocument();
    const bought = screen.getByRole("region", { name: "What you bought" });
    expect(
      within(bought)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Prenuptial Agreement$599.00"]);
    expect(await bodiesOf(requests, checkoutKey)).toEqual([{ cartId: CART_ID }]);
  });

  it("while the provider is still processing, checks again a moment later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [checkoutResult("processing", waiting), checkoutResult("paid", paidCart())];
    const { requests } = openResult(
      paymentApi({ cart: waiting, overrides: { [checkoutKey]: () => ({ status: 200, body: answers.shift() }) } }),
    );
    expect(
      await screen.findByText("Your payment is being processed. This page checks again in a moment."),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Payment complete" })).toBeInTheDocument();
    expect(await bodiesOf(requests, checkoutKey)).toEqual([{ cartId: CART_ID }, { cartId: CART_ID }]);
  });

  it("a cancelled payment says so, with the way back to payment", async () => {
    const { requests } = openResult(
      paymentApi({ cart: waiting, overrides: { [checkoutKey]: checkoutResult("canceled", prenupCart) } }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Payment not completed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The payment was cancelled. Nothing was charged.");
    expect(screen.getByRole("link", { name: "Back to payment" })).toHaveAttribute("href", "/payment");
    expect(await bodiesOf(requests, checkoutKey)).toEqual([{ cartId: CART_ID }]);
  });

  it("an unpaid cart with no payment under way (cancelled or refused on the provider's page) is reported, not checked out", async () => {
    const { requests } = openResult(paymentApi({ cart: prenupCart }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment not completed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The payment was cancelled or not approved. Nothing was charged.",
    );
    expect(screen.getByRole("link", { name: "Back to payment" })).toHaveAttribute("href", "/payment");
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(0);
  });

  it("a payment declined on the provider's page shows the server's message", async () => {
    openResult(
      paymentApi({
        cart: waiting,
        overrides: {
          [checkoutKey]: () => ({
            status: 402,
            body: { error: "Your payment was declined.", code: "PAYMENT_DECLINED" },
          }),
        },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Payment not completed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your payment was declined.");
    expect(screen.getByRole("link", { name: "Back to payment" })).toBeInTheDocument();
  });

  it("a payment still waiting for approval offers the provider's page again", async () => {
    const approval = "http://localhost:4000/payments/local/ref-9";
    const { user: clicker } = openResult(
      paymentApi({
        cart: waiting,
        overrides: { [checkoutKey]: checkoutResult("requires_action", waiting, { redirectUrl: approval }) },
      }),
    );
    expect(await screen.findByText("Your payment is still waiting for your approval.")).toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Approve the payment" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approval));
  });

  it("without a cart to show, points back to payment", async () => {
    openResult(paymentApi(), null);
    expect(await screen.findByText("There is no payment to show here.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to payment" })).toBeInTheDocument();
  });
});
