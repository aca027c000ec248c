import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiErrorMessage } from "../errors.ts";
import { createTestApiWrapper } from "../testing/api-wrapper.tsx";
import { createFakeFetch, fakeStanding, type FakeApiRoutes } from "../testing/index.ts";
import {
  useAddCartItem,
  useApplyPromoCode,
  useCart,
  useCheckout,
  useOpenCart,
  usePaymentsConfig,
  useRemoveCartItem,
  useRemovePromoCode,
  useUpdateCartItem,
  type Cart,
  type CartItem,
} from "./carts.ts";
import { usePurchaseItems } from "./purchase-items.ts";
import { useStanding } from "./standing.ts";

const userId = "0b6f2f8e-5d0c-4d43-9a3c-3f6f0e1e7a11";
const cartId = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const base = `/users/${userId}`;

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "item-prenup",
    productId: "product-prenup",
    quantity: 1,
    chosenAttorneyId: null,
    unitPriceInCents: 59_900,
    subtotalInCents: 59_900,
    discountInCents: 0,
    totalInCents: 59_900,
    product: {
      id: "product-prenup",
      title: "Prenuptial Agreement",
      description: "Your complete agreement.",
      priceInCents: 59_900,
      productType: "PRENUP",
      productCategory: "DOCUMENT",
      productIcon: null,
      isSharedProduct: true,
      discountsAllowed: true,
    },
    ...overrides,
  };
}

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: cartId,
    userId,
    documentId: null,
    cartStatus: "UNPAID",
    discountCodeId: null,
    discountCode: null,
    subtotalInCents: 0,
    discountInCents: 0,
    totalInCents: 0,
    totalPaidInCents: null,
    totalFeeInCents: null,
    paymentMethod: null,
    paymentPending: false,
    transactionCompletedAt: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    cartItems: [],
    ...overrides,
  };
}

const withPrenup = cart({ cartItems: [line()], subtotalInCents: 59_900, totalInCents: 59_900 });

function setup(routes: FakeApiRoutes) {
  const { fetch, requests } = createFakeFetch(routes);
  const { wrapper } = createTestApiWrapper(fetch);
  const count = (key: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key).length;
  return { wrapper, requests, count };
}

const json = (status: number, body: unknown) => () => ({ status, body });

describe("the open cart", () => {
  it("waits for the user, then answers the pending cart without opening another", async () => {
    const { wrapper, requests } = setup({ [`GET ${base}/carts`]: [withPrenup] });
    const { result, rerender } = renderHook(({ id }: { id?: string }) => useOpenCart(id), {
      wrapper,
      initialProps: {} as { id?: string },
    });
    expect(result.current.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);
    rerender({ id: userId });
    await waitFor(() => expect(result.current.data).toEqual(withPrenup));
    expect(
      requests.map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`),
    ).toEqual([`GET ${base}/carts?transactionStatus=pending`]);
  });

  it("opens one (POST, UNPAID) when none is pending", async () => {
    const { wrapper, requests } = setup({ [`GET ${base}/carts`]: [], [`POST ${base}/carts`]: json(201, cart()) });
    const { result } = renderHook(() => useOpenCart(userId), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(cart()));
    const post = requests.find((request) => request.method === "POST");
    expect(await post!.clone().json()).toEqual({ cartStatus: "UNPAID" });
  });

  it("shows a refusal as the API's message", async () => {
    const { wrapper } = setup({
      [`GET ${base}/carts`]: json(403, { error: "You cannot see this.", code: "FORBIDDEN" }),
    });
    const { result } = renderHook(() => useOpenCart(userId), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(apiErrorMessage(result.current.error)).toBe("You cannot see this.");
  });
});

describe("changing the cart", () => {
  it("adding, changing and removing items put the server's cart in the cache without reading it again", async () => {
    const representation = line({
      id: "item-rep",
      productId: "product-rep",
      quantity: 2,
      unitPriceInCents: 69_900,
      subtotalInCents: 139_800,
      totalInCents: 139_800,
      product: {
        ...line().product,
        id: "product-rep",
        title: "Attorney Representation",
        productType: "REPRESENTATION",
        productCategory: "ATTORNEY_SERVICE",
        isSharedProduct: false,
      },
    });
    const added = cart({ cartItems: [line(), representation], subtotalInCents: 199_700, totalInCents: 199_700 });
    const clamped = cart({
      cartItems: [line(), { ...representation, quantity: 1, subtotalInCents: 69_900, totalInCents: 69_900 }],
      subtotalInCents: 129_800,
      totalInCents: 129_800,
    });
    const { wrapper, requests, count } = setup({
      [`GET ${base}/carts`]: [withPrenup],
      [`POST ${base}/carts/${cartId}/cart-items`]: added,
      [`PATCH ${base}/carts/${cartId}/cart-items/item-rep`]: clamped,
      [`DELETE ${base}/carts/${cartId}/cart-items/item-rep`]: withPrenup,
    });
    const { result } = renderHook(
      () => ({
        open: useOpenCart(userId),
        byId: useCart(userId, cartId),
        add: useAddCartItem(userId),
        update: useUpdateCartItem(userId),
        remove: useRemoveCartItem(userId),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.open.data).toEqual(withPrenup));

    await act(() => result.current.add.mutateAsync({ cartId, productId: "product-rep", quantity: 2 }));
    await waitFor(() => expect(result.current.open.data).toEqual(added));
    expect(result.current.byId.data).toEqual(added);
    const post = requests.find((request) => request.method === "POST");
    expect(await post!.clone().json()).toEqual({ productId: "product-rep", quantity: 2 });

    await act(() => result.current.update.mutateAsync({ cartId, itemId: "item-rep", quantity: 3 }));
    await waitFor(() => expect(result.current.open.data?.totalInCents).toBe(129_800));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(await patch!.clone().json()).toEqual({ quantity: 3 });

    await act(() => result.current.remove.mutateAsync({ cartId, itemId: "item-rep" }));
    await waitFor(() => expect(result.current.open.data).toEqual(withPrenup));
    expect(count(`GET ${base}/carts`)).toBe(1);
  });

  it("a promo code is applied and removed; a refused one keeps the cart and says why", async () => {
    const discounted = {
      ...withPrenup,
      discountCode: { code: "SPRING10", percentOff: 10, amountOffInCents: null },
      discountInCents: 5_990,
      totalInCents: 53_910,
    };
    const { wrapper, requests, count } = setup({
      [`GET ${base}/carts`]: [withPrenup],
      [`POST ${base}/carts/${cartId}/promo-codes`]: async (request: Request) => {
        const { promoCode } = (await request.json()) as { promoCode: string };
        return promoCode === "SPRING10"
          ? { status: 200, body: discounted }
          : { status: 422, body: { error: "This promo code has expired.", code: "PROMO_CODE_INVALID" } };
      },
      [`DELETE ${base}/carts/${cartId}/promo-codes`]: withPrenup,
    });
    const { result } = renderHook(
      () => ({ open: useOpenCart(userId), apply: useApplyPromoCode(userId), remove: useRemovePromoCode(userId) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.open.data).toEqual(withPrenup));

    await act(async () => {
      await result.current.apply.mutateAsync({ cartId, promoCode: "OLD" }).catch(() => undefined);
    });
    await waitFor(() => expect(apiErrorMessage(result.current.apply.error)).toBe("This promo code has expired."));
    expect(result.current.open.data).toEqual(withPrenup);

    await act(() => result.current.apply.mutateAsync({ cartId, promoCode: "SPRING10" }));
    await waitFor(() => expect(result.current.open.data?.totalInCents).toBe(53_910));
    await act(() => result.current.remove.mutateAsync({ cartId }));
    await waitFor(() => expect(result.current.open.data).toEqual(withPrenup));
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
    expect(count(`GET ${base}/carts`)).toBe(1);
  });

  it("a refusal that says the cart changed (409) reads the open cart again", async () => {
    const { wrapper, count } = setup({
      [`GET ${base}/carts`]: [cart()],
      [`POST ${base}/carts/${cartId}/cart-items`]: json(409, {
        error: "Your prenup is already paid for — by you or your partner.",
        code: "PRODUCT_NOT_AVAILABLE",
      }),
    });
    const { result } = renderHook(() => ({ open: useOpenCart(userId), add: useAddCartItem(userId) }), { wrapper });
    await waitFor(() => expect(result.current.open.isSuccess).toBe(true));
    await act(async () => {
      await result.current.add.mutateAsync({ cartId, productId: "product-prenup" }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(apiErrorMessage(result.current.add.error)).toBe(
        "Your prenup is already paid for — by you or your partner.",
      ),
    );
    await waitFor(() => expect(count(`GET ${base}/carts`)).toBe(2));
  });
});

describe("checkout", () => {
  const paidCart = {
    ...withPrenup,
    cartStatus: "PAID" as const,
    totalPaidInCents: 59_900,
    paymentMethod: "CARD" as const,
    transactionCompletedAt: "2026-11-20T10:05:00.000Z",
  };

  it("a paid checkout refreshes the standing and the purchases, and keeps the paid cart without opening another now", async () => {
    const { wrapper, requests, count } = setup({
      [`GET ${base}/carts`]: [withPrenup],
      [`GET ${base}/standing`]: fakeStanding(),
      [`GET ${base}/purchase-items`]: [],
      [`POST ${base}/checkout`]: {
        status: "paid",
        cart: paidCart,
        redirectUrl: null,
        clientSecret: null,
        purchaseItems: [],
      },
    });
    const { result } = renderHook(
      () => ({
        open: useOpenCart(userId),
        standing: useStanding(userId),
        purchases: usePurchaseItems(userId),
        byId: useCart(userId, cartId),
        checkout: useCheckout(userId),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(
        result.current.open.isSuccess && result.current.standing.isSuccess && result.current.purchases.isSuccess,
      ).toBe(true),
    );
    await waitFor(() => expect(result.current.byId.isFetched).toBe(true));

    await act(() =>
      result.current.checkout.mutateAsync({ cartId, paymentMethod: "CARD", paymentMethodToken: "tok_local_success" }),
    );
    const post = requests.find((request) => request.method === "POST");
    expect(await post!.clone().json()).toEqual({
      cartId,
      paymentMethod: "CARD",
      paymentMethodToken: "tok_local_success",
    });
    await waitFor(() => expect(count(`GET ${base}/standing`)).toBe(2));
    await waitFor(() => expect(count(`GET ${base}/purchase-items`)).toBe(2));
    expect(result.current.byId.data).toEqual(paidCart);
    // The open cart holds the paid one (a screen shows it as loading) and is read again only on the next visit.
    expect(result.current.open.data).toEqual(paidCart);
    expect(result.current.open.isStale).toBe(true);
    expect(count(`GET ${base}/carts`)).toBe(1);
    expect(count(`POST ${base}/carts`)).toBe(0);
  });

  it("a payment waiting for approval keeps the cart open and the standing as it is", async () => {
    const waiting = { ...withPrenup, paymentPending: true, paymentMethod: "KLARNA" as const };
    const { wrapper, count } = setup({
      [`GET ${base}/carts`]: [withPrenup],
      [`GET ${base}/standing`]: fakeStanding(),
      [`POST ${base}/checkout`]: {
        status: "requires_action",
        cart: waiting,
        redirectUrl: "http://api.test/payments/local/ref-1",
        clientSecret: null,
        purchaseItems: [],
      },
    });
    const { result } = renderHook(
      () => ({ open: useOpenCart(userId), standing: useStanding(userId), checkout: useCheckout(userId) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.open.isSuccess && result.current.standing.isSuccess).toBe(true));
    const answer = await act(() => result.current.checkout.mutateAsync({ cartId, paymentMethod: "KLARNA" }));
    expect(answer.redirectUrl).toBe("http://api.test/payments/local/ref-1");
    await waitFor(() => expect(result.current.open.data).toEqual(waiting));
    expect(count(`GET ${base}/standing`)).toBe(1);
  });

  it("a decline is an ApiError with the provider's message and refreshes nothing", async () => {
    const { wrapper, count } = setup({
      [`GET ${base}/carts`]: [withPrenup],
      [`GET ${base}/standing`]: fakeStanding(),
      [`POST ${base}/checkout`]: json(402, { error: "Your card was declined.", code: "PAYMENT_DECLINED" }),
    });
    const { result } = renderHook(
      () => ({ open: useOpenCart(userId), standing: useStanding(userId), checkout: useCheckout(userId) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.open.isSuccess && result.current.standing.isSuccess).toBe(true));
    await act(async () => {
      await result.current.checkout
        .mutateAsync({ cartId, paymentMethod: "CARD", paymentMethodToken: "tok_local_decline" })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.checkout.error).toEqual({
        status: 402,
        data: { error: "Your card was declined.", code: "PAYMENT_DECLINED" },
      }),
    );
    expect(count(`GET ${base}/standing`)).toBe(1);
    expect(count(`GET ${base}/carts`)).toBe(1);
  });

  it("without a user nothing is sent", async () => {
    const { wrapper, requests } = setup({});
    const { result } = renderHook(() => useCheckout(undefined), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ cartId }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(apiErrorMessage(result.current.error)).toBe("User session not found. Please refresh the page."),
    );
    expect(requests).toHaveLength(0);
  });
});

describe("payments config", () => {
  it("reads which provider and methods the form uses", async () => {
    const config = { provider: "local", publishableKey: null, methods: ["CARD", "KLARNA", "AFTERPAY", "CASHAPP"] };
    const { wrapper } = setup({ "GET /payments/config": config });
    const { result } = renderHook(() => usePaymentsConfig(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(config));
  });
});
