import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { browserNavigation } from "./utils/leave-page.ts";
import { fakeUserDocument } from "../../../test/fixtures.ts";
import {
  base,
  payer,
  bodiesOf,
  CART_ID,
  checkoutResult,
  fakeCart,
  heldRoute,
  paidCart,
  paymentApi,
  prenupCart,
  prenupLine,
  products,
  representationLine,
} from "../../../test/payment-fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

// Leaving for the provider's page is watched, not followed (the test DOM would follow it).
const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
beforeEach(() => assign.mockClear());
afterAll(() => assign.mockRestore());

function openPayment(api: FakeApiRoutes) {
  return renderApp(routes, "/payment", { auth: createFakeAuth({ signedIn: true }), api });
}

type Clicker = ReturnType<typeof renderApp>["user"];

/** Types a card into the local gateway's form (pasting: key by key is slow on a busy machine). */
async function enterCard(clicker: Clicker, card: { number: string; expiry: string; cvc: string }) {
  await clicker.click(await screen.findByLabelText("Card number"));
  await clicker.paste(card.number);
  await clicker.click(screen.getByLabelText("Expiry (MM/YY)"));
  await clicker.paste(card.expiry);
  await clicker.click(screen.getByLabelText("Security code (CVC)"));
  await clicker.paste(card.cvc);
}

const goodCard = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "987" };
const checkoutKey = `POST ${base}/checkout`;

describe("/payment: the cart", () => {
  it("shows each item and the totals exactly as the server computed them", async () => {
    // Totals no client could add up from the prices: the screen must show the server's.
    const cart = fakeCart({
      cartItems: [prenupLine({ discountInCents: 5_990, totalInCents: 53_910 }), representationLine()],
      discountCode: { code: "SPRING10", percentOff: 10, amountOffInCents: null },
      subtotalInCents: 129_800,
      discountInCents: 5_990,
      totalInCents: 123_811,
    });
    openPayment(paymentApi({ cart }));

    const items = await screen.findByRole("list", { name: "Items in your cart" });
    const prenup = within(items).getByRole("listitem", { name: "Prenuptial Agreement" });
    expect(within(prenup).getByText("Your complete, state-specific agreement for both of you.")).toBeInTheDocument();
    expect(within(prenup).getByText("$599.00")).toBeInTheDocument();
    expect(within(items).getByRole("listitem", { name: "Attorney Representation" })).toHaveTextContent("$699.00");

    expect(screen.getByTestId("cart-subtotal")).toHaveTextContent("$1,298.00");
    expect(screen.getByTestId("cart-discount")).toHaveTextContent("Discount (SPRING10)");
    expect(screen.getByTestId("cart-discount")).toHaveTextContent("−$59.90");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$1,238.11");
    expect(await screen.findByRole("button", { name: "Pay $1,238.11" })).toBeEnabled();
    expect(screen.getByText("Promo code SPRING10 applied")).toBeInTheDocument();

    // A quantity control only where more than one can be bought (Representation).
    expect(within(prenup).queryByRole("group", { name: /Quantity/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("group", { name: /^Quantity/ })).toHaveLength(1);
    expect(screen.getByRole("group", { name: "Quantity: Attorney Representation" })).toBeInTheDocument();
  });

  it("changes the quantity through the server and says when it allowed fewer", async () => {
    const cart = fakeCart({ cartItems: [representationLine()], subtotalInCents: 69_900, totalInCents: 69_900 });
    const { user: clicker, requests } = openPayment(
      paymentApi({
        cart,
        // Asked for 2, the server allows 1 (the partner already has their attorney).
        overrides: { [`PATCH ${base}/carts/${CART_ID}/cart-items/item-rep`]: cart },
      }),
    );
    const group = await screen.findByRole("group", { name: "Quantity: Attorney Representation" });
    expect(within(group).getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await clicker.click(within(group).getByRole("button", { name: "Increase quantity" }));
    expect(await screen.findByText("Only 1 can be bought right now.")).toBeInTheDocument();
    expect(await bodiesOf(requests, `PATCH ${base}/carts/${CART_ID}/cart-items/item-rep`)).toEqual([{ quantity: 2 }]);
    expect(within(group).getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  it("removes an item and shows the cart the server answers", async () => {
    const both = fakeCart({
      cartItems: [prenupLine(), representationLine()],
      subtotalInCents: 129_800,
      totalInCents: 129_800,
    });
    const { user: clicker } = openPayment(
      paymentApi({ cart: both, overrides: { [`DELETE ${base}/carts/${CART_ID}/cart-items/item-rep`]: prenupCart } }),
    );
    await clicker.click(await screen.findByRole("button", { name: "Remove Attorney Representation" }));
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Attorney Representation" })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$599.00");
  });

  it("shows the server's reason when a promo code is refused, and the new totals when one is accepted", async () => {
    const discounted = {
      ...prenupCart,
      discountCode: { code: "SPRING10", percentOff: 10, amountOffInCents: null },
      discountInCents: 5_990,
      totalInCents: 53_910,
    };
    const { user: clicker, requests } = openPayment(
      paymentApi({
        overrides: {
          [`POST ${base}/carts/${CART_ID}/promo-codes`]: async (request: Request) => {
            const { promoCode } = (await request.json()) as { promoCode: string };
            return promoCode === "SPRING10"
              ? { status: 200, body: discounted }
              : { status: 422, body: { error: "This promo code has expired.", code: "PROMO_CODE_INVALID" } };
          },
        },
      }),
    );
    const input = await screen.findByLabelText("Promo code");
    await clicker.click(input);
    await clicker.paste("WINTER");
    await clicker.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This promo code has expired.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$599.00");

    await clicker.clear(input);
    await clicker.paste("SPRING10");
    await clicker.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Promo code SPRING10 applied")).toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$539.10");
    expect(screen.getByRole("button", { name: "Pay $539.10" })).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST ${base}/carts/${CART_ID}/promo-codes`)).toEqual([
      { promoCode: "WINTER" },
      { promoCode: "SPRING10" },
    ]);
  });
});

describe("/payment: the paywall", () => {
  it("explains the prenup, its price for both partners and what it includes, never an empty cart; Continue puts it in the cart", async () => {
    const { user: clicker, requests } = openPayment(
      paymentApi({ cart: fakeCart(), overrides: { [`POST ${base}/carts/${CART_ID}/cart-items`]: prenupCart } }),
    );
    const paywall = await screen.findByRole("region", { name: "Your prenup, $599 for both of you" });
    expect(within(paywall).getByRole("heading", { name: "What you get" })).toBeInTheDocument();
    expect(within(paywall).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
    expect(
      within(paywall).getByText("One payment covers both of you: your partner never pays for it again."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your cart is empty/)).not.toBeInTheDocument();
    await clicker.click(within(paywall).getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByRole("button", { name: "Pay $599.00" })).toBeInTheDocument();
    // The explanation stays above the cart and the payment.
    expect(screen.getByRole("region", { name: "Your prenup, $599 for both of you" })).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST ${base}/carts/${CART_ID}/cart-items`)).toEqual([
      { productId: "product-prenup", quantity: 1 },
    ]);
  });

  it("offers a married couple's postnup as its own product, at its own price", async () => {
    const postnup = {
      id: "product-postnup",
      key: "postnup",
      title: "Postnuptial Agreement",
      description: "Your complete agreement as a married couple.",
      priceInCents: 69_900,
      productType: "POSTNUP",
      productCategory: "DOCUMENT",
      productIcon: null,
      isSharedProduct: true,
      discountsAllowed: true,
      onePerUser: true,
      isActive: true,
    } as const;
    const { user: clicker, requests } = openPayment(
      paymentApi({
        cart: fakeCart(),
        overrides: {
          [`GET ${base}/documents`]: [fakeUserDocument({ userAId: payer.id, kind: "POSTNUP" })],
          "GET /products": [...products, postnup],
          [`POST ${base}/carts/${CART_ID}/cart-items`]: () => ({ status: 409, body: { error: "held", code: "X" } }),
        },
      }),
    );
    const paywall = await screen.findByRole("region", { name: "Your postnup, $699 for both of you" });
    expect(within(paywall).getByText(/your postnup is paid once/)).toBeInTheDocument();
    expect(within(paywall).getByText(/until you both sign it/)).toBeInTheDocument();
    await clicker.click(within(paywall).getByRole("button", { name: "Continue to payment" }));
    expect(await bodiesOf(requests, `POST ${base}/carts/${CART_ID}/cart-items`)).toEqual([
      { productId: "product-postnup", quantity: 1 },
    ]);
  });

  it("shows the price the products answer, not a figure of its own", async () => {
    const dearer = products.map((product) =>
      product.productType === "PRENUP" ? { ...product, priceInCents: 64_900 } : product,
    );
    openPayment(paymentApi({ cart: fakeCart(), overrides: { "GET /products": dearer } }));
    expect(await screen.findByRole("region", { name: "Your prenup, $649 for both of you" })).toBeInTheDocument();
  });

  it("opens a cart when none is pending", async () => {
    const { requests } = openPayment(
      paymentApi({
        overrides: { [`GET ${base}/carts`]: [], [`POST ${base}/carts`]: () => ({ status: 201, body: fakeCart() }) },
      }),
    );
    expect(await screen.findByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST ${base}/carts`)).toEqual([{ cartStatus: "UNPAID" }]);
  });

  it("says the prenup is paid, with the couple's next step", async () => {
    openPayment(paymentApi({ cart: fakeCart(), prenupPaid: true }));
    expect(await screen.findByText("Your prenup is already paid for — by you or your partner.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Continue the questionnaire" })).toHaveAttribute(
      "href",
      "/questionnaire/background-information",
    );
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
  });

  it("never sends a notarized couple back to the questionnaire", async () => {
    const notarized = fakeStanding({
      prenupPaid: true,
      questionnaire: { blocked: true, complete: true, sections: [], resumePath: null },
      document: {
        generated: true,
        inEditor: false,
        reviewed: true,
        finalized: true,
        inProof: false,
        notarizationComplete: true,
      },
    });
    openPayment(paymentApi({ cart: fakeCart(), overrides: { [`GET ${base}/standing`]: notarized } }));
    expect(await screen.findByRole("link", { name: "Open your documents" })).toHaveAttribute("href", "/documents");
    expect(screen.queryByRole("link", { name: /questionnaire/ })).not.toBeInTheDocument();
  });
});

describe("/payment: paying", () => {
  it("sends only the gateway's token: the card number, expiry and code never leave the page", async () => {
    const {
      user: clicker,
      requests,
      router,
    } = openPayment(
      paymentApi({
        overrides: { [checkoutKey]: checkoutResult("paid", paidCart()), [`GET ${base}/carts/${CART_ID}`]: paidCart() },
      }),
    );
    await enterCard(clicker, goodCard);
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    await waitFor(() => expect(currentPath(router)).toBe(`/payment/success?cartId=${CART_ID}`));

    expect(await bodiesOf(requests, checkoutKey)).toEqual([
      { cartId: CART_ID, paymentMethod: "CARD", paymentMethodToken: "tok_local_success" },
    ]);
    const sent = await Promise.all(requests.map(async (request) => `${request.url} ${await request.clone().text()}`));
    for (const text of sent) {
      expect(text).not.toMatch(/4242\s?4242/);
      expect(text).not.toContain("12/39");
      expect(text).not.toContain("987");
    }
  });

  it("checks the card in the form first and sends nothing while it is wrong", async () => {
    const { user: clicker, requests } = openPayment(paymentApi());
    await enterCard(clicker, { number: "4242 4242 4242 4241", expiry: "01/20", cvc: "1" });
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    expect(await screen.findByText("Enter a valid card number.")).toBeInTheDocument();
    expect(screen.getByText("Enter the expiry as MM/YY, not in the past.")).toBeInTheDocument();
    expect(screen.getByText("Enter the 3- or 4-digit security code.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("keeps Pay disabled with a loader while the payment is on its way: a double click sends one request", async () => {
    const held = heldRoute({ status: 200, body: checkoutResult("paid", paidCart()) });
    const {
      user: clicker,
      requests,
      router,
    } = openPayment(
      paymentApi({ overrides: { [checkoutKey]: held.route, [`GET ${base}/carts/${CART_ID}`]: paidCart() } }),
    );
    await enterCard(clicker, goodCard);
    const pay = screen.getByRole("button", { name: "Pay $599.00" });
    await clicker.dblClick(pay);
    await clicker.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    expect(pay).toHaveAttribute("data-loading");
    expect(pay).toHaveAttribute("aria-busy", "true");
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(1);

    held.release();
    await waitFor(() => expect(currentPath(router)).toBe(`/payment/success?cartId=${CART_ID}`));
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(1);
  });

  it("two presses in the same instant (before the screen has updated) still send one request", async () => {
    const held = heldRoute({ status: 200, body: checkoutResult("paid", paidCart()) });
    const { user: clicker, requests } = openPayment(
      paymentApi({ overrides: { [checkoutKey]: held.route, [`GET ${base}/carts/${CART_ID}`]: paidCart() } }),
    );
    await enterCard(clicker, goodCard);
    const form = screen.getByRole("form", { name: "Payment" });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay $599.00" })).toBeDisabled());
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(1);
    held.release();
  });

  it("shows a decline with the server's message, and lets the buyer try again", async () => {
    const { user: clicker } = openPayment(
      paymentApi({
        overrides: {
          [checkoutKey]: () => ({ status: 402, body: { error: "Your card was declined.", code: "PAYMENT_DECLINED" } }),
        },
      }),
    );
    await enterCard(clicker, { ...goodCard, number: "4000 0000 0000 0002" });
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Payment not completed");
    expect(alert).toHaveTextContent("Your card was declined.");
    expect(screen.getByRole("button", { name: "Pay $599.00" })).toBeEnabled();
  });

  it("shows the provider being unavailable as the server says it", async () => {
    const { user: clicker } = openPayment(
      paymentApi({
        overrides: {
          [checkoutKey]: () => ({
            status: 503,
            body: {
              error: "We could not reach our payment provider. Nothing was charged; please try again in a moment.",
              code: "PAYMENT_UNAVAILABLE",
            },
          }),
        },
      }),
    );
    await enterCard(clicker, goodCard);
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    expect(
      await screen.findByText(
        "We could not reach our payment provider. Nothing was charged; please try again in a moment.",
      ),
    ).toBeInTheDocument();
  });

  it("a card that needs approval goes to the gateway's page", async () => {
    const waiting = { ...prenupCart, paymentPending: true, paymentMethod: "CARD" as const };
    const approval = "http://localhost:4000/payments/local/ref-1";
    const { user: clicker, requests } = openPayment(
      paymentApi({
        overrides: { [checkoutKey]: checkoutResult("requires_action", waiting, { redirectUrl: approval }) },
      }),
    );
    await enterCard(clicker, { ...goodCard, number: "4000 0027 6000 3184" });
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approval));
    expect(await bodiesOf(requests, checkoutKey)).toEqual([
      { cartId: CART_ID, paymentMethod: "CARD", paymentMethodToken: "tok_local_authenticate" },
    ]);
    expect(screen.getByRole("button", { name: "Pay $599.00" })).toBeDisabled();
  });

  it("Klarna, Afterpay and Cash App are paid on the provider's page, without a card", async () => {
    const approval = "http://localhost:4000/payments/local/ref-2";
    const { user: clicker, requests } = openPayment(
      paymentApi({
        overrides: {
          [checkoutKey]: checkoutResult(
            "requires_action",
            { ...prenupCart, paymentPending: true },
            { redirectUrl: approval },
          ),
        },
      }),
    );
    expect(await screen.findByRole("radio", { name: "Card" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("radio", { name: "Afterpay" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Cash App" })).toBeInTheDocument();
    await clicker.click(screen.getByRole("radio", { name: "Klarna" }));
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.getByText("You will approve the payment on Klarna's page, then come back here.")).toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approval));
    expect(await bodiesOf(requests, checkoutKey)).toEqual([{ cartId: CART_ID, paymentMethod: "KLARNA" }]);
  });

  it("a cart a promo code makes free is completed without a way to pay", async () => {
    const free = {
      ...prenupCart,
      discountCode: { code: "GIFT", percentOff: 100, amountOffInCents: null },
      discountInCents: 59_900,
      totalInCents: 0,
    };
    const {
      user: clicker,
      requests,
      router,
    } = openPayment(
      paymentApi({
        cart: free,
        overrides: { [checkoutKey]: checkoutResult("paid", paidCart(free, { paymentMethod: null })) },
      }),
    );
    expect(await screen.findByText("Nothing to pay: your promo code covers the whole order.")).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Card" })).not.toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Complete your order" }));
    await waitFor(() => expect(currentPath(router)).toBe(`/payment/success?cartId=${CART_ID}`));
    expect(await bodiesOf(requests, checkoutKey)).toEqual([{ cartId: CART_ID, paymentMethod: "CARD" }]);
  });
});
