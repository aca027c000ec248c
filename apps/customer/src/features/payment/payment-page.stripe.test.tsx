import { useEffect, type ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import {
  base,
  bodiesOf,
  CART_ID,
  checkoutResult,
  paidCart,
  paymentApi,
  prenupCart,
} from "../../../test/payment-fixtures.ts";

/** Stripe.js as the page uses it: the Payment Element's data become a PaymentMethod; 3-D Secure happens in the page. */
const stripe = vi.hoisted(() => {
  const elements = { submit: vi.fn(async () => ({ selectedPaymentMethod: "card" })) };
  return {
    elements,
    instance: {
      createPaymentMethod: vi.fn(
        async (_options: unknown) =>
          ({ paymentMethod: { id: "pm_card_visa" } }) as {
            paymentMethod?: { id: string };
            error?: { message: string };
          },
      ),
      handleNextAction: vi.fn(
        async (_options: unknown) => ({ paymentIntent: { status: "succeeded" } }) as { error?: { message: string } },
      ),
    },
    loadStripe: vi.fn(),
    elementsOptions: [] as unknown[],
  };
});

vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return children;
  },
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="stripe-payment-element" />;
  },
  useStripe: () => stripe.instance,
  useElements: () => stripe.elements,
}));

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

const stripeConfig = {
  provider: "stripe",
  publishableKey: "pk_test_prenup",
  methods: ["CARD", "KLARNA", "AFTERPAY", "CASHAPP"],
};
const checkoutKey = `POST ${base}/checkout`;

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue(stripe.instance);
  stripe.instance.createPaymentMethod.mockClear();
  stripe.instance.handleNextAction.mockClear();
  stripe.elements.submit.mockClear();
});

function openPayment(overrides: FakeApiRoutes) {
  return renderApp(routes, "/payment", {
    auth: createFakeAuth({ signedIn: true }),
    api: paymentApi({ overrides: { "GET /payments/config": stripeConfig, ...overrides } }),
  });
}

describe("/payment on Stripe", () => {
  it("loads Stripe with the publishable key and sends the PaymentMethod id; 3-D Secure is finished in the page, then with the cart alone", async () => {
    const waiting = { ...prenupCart, paymentPending: true, paymentMethod: "CARD" as const };
    const answers = [
      checkoutResult("requires_action", waiting, { clientSecret: "pi_123_secret_456" }),
      checkoutResult("paid", paidCart()),
    ];
    const {
      user: clicker,
      requests,
      router,
    } = openPayment({
      [checkoutKey]: () => ({ status: 200, body: answers.shift() }),
      [`GET ${base}/carts/${CART_ID}`]: paidCart(),
    });

    expect(await screen.findByTestId("stripe-payment-element")).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_prenup");
    expect(stripe.elementsOptions.at(-1)).toMatchObject({
      mode: "payment",
      amount: 59_900,
      currency: "usd",
      paymentMethodCreation: "manual",
    });
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();

    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    await waitFor(() => expect(currentPath(router)).toBe(`/payment/success?cartId=${CART_ID}`));
    expect(stripe.elements.submit).toHaveBeenCalledTimes(1);
    expect(stripe.instance.createPaymentMethod).toHaveBeenCalledWith({ elements: stripe.elements });
    expect(stripe.instance.handleNextAction).toHaveBeenCalledWith({ clientSecret: "pi_123_secret_456" });
    expect(await bodiesOf(requests, checkoutKey)).toEqual([
      { cartId: CART_ID, paymentMethod: "CARD", paymentMethodToken: "pm_card_visa" },
      { cartId: CART_ID },
    ]);
  });

  it("shows Stripe's message when the card cannot be read, and sends nothing", async () => {
    stripe.instance.createPaymentMethod.mockResolvedValueOnce({
      error: { message: "Your card number is incomplete." },
    });
    const { user: clicker, requests } = openPayment({});
    await screen.findByTestId("stripe-payment-element");
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card number is incomplete.");
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Pay $599.00" })).toBeEnabled();
  });

  it("a failed 3-D Secure check is shown and not finished", async () => {
    stripe.instance.handleNextAction.mockResolvedValueOnce({
      error: { message: "We are unable to authenticate your payment method." },
    });
    const waiting = { ...prenupCart, paymentPending: true, paymentMethod: "CARD" as const };
    const { user: clicker, requests } = openPayment({
      [checkoutKey]: checkoutResult("requires_action", waiting, { clientSecret: "pi_9_secret_9" }),
    });
    await screen.findByTestId("stripe-payment-element");
    await clicker.click(screen.getByRole("button", { name: "Pay $599.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We are unable to authenticate your payment method.");
    expect(requests.filter((request) => request.url.endsWith("/checkout"))).toHaveLength(1);
  });

  it("says so when Stripe.js cannot load", async () => {
    stripe.loadStripe.mockResolvedValue(null);
    openPayment({ "GET /payments/config": { ...stripeConfig, publishableKey: "pk_test_other" } });
    expect(await screen.findByText(/The card form could not load/)).toBeInTheDocument();
  });
});
