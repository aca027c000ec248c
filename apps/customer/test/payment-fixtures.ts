// Test data for the payment screens' tests (only test files import this module).
import type { Cart, CartItem, CheckoutResult, PaymentsConfig } from "@prenup/api-client";
import { fakeCurrentUser, fakeStanding, type FakeApiReply, type FakeApiRoutes } from "@prenup/api-client/testing";

export const payer = fakeCurrentUser();
export const base = `/users/${payer.id}`;
export const CART_ID = "cart-1";

const prenupProduct = {
  id: "product-prenup",
  title: "Prenuptial Agreement",
  description: "Your complete, state-specific agreement for both of you.",
  priceInCents: 59_900,
  productType: "PRENUP",
  productCategory: "DOCUMENT",
  productIcon: null,
  isSharedProduct: true,
  discountsAllowed: true,
} as const;

const representationProduct = {
  id: "product-rep",
  title: "Attorney Representation",
  description: "A licensed attorney in your state reviews, edits and signs off your agreement.",
  priceInCents: 69_900,
  productType: "REPRESENTATION",
  productCategory: "ATTORNEY_SERVICE",
  productIcon: null,
  isSharedProduct: false,
  discountsAllowed: false,
} as const;

/** GET /products as the API answers it (the two products the screens use). */
export const products = [
  { ...prenupProduct, key: "prenup", onePerUser: true, isActive: true },
  { ...representationProduct, key: "representation", onePerUser: true, isActive: true },
];

export function prenupLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "item-prenup",
    productId: prenupProduct.id,
    quantity: 1,
    chosenAttorneyId: null,
    unitPriceInCents: 59_900,
    subtotalInCents: 59_900,
    discountInCents: 0,
    totalInCents: 59_900,
    product: { ...prenupProduct },
    ...overrides,
  };
}

export function representationLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: "item-rep",
    productId: representationProduct.id,
    quantity: 1,
    chosenAttorneyId: null,
    unitPriceInCents: 69_900,
    subtotalInCents: 69_900,
    discountInCents: 0,
    totalInCents: 69_900,
    product: { ...representationProduct },
    ...overrides,
  };
}

export function fakeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: CART_ID,
    userId: payer.id,
    documentId: "doc-1",
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

/** The prenup alone in the cart, at its price. */
export const prenupCart = fakeCart({ cartItems: [prenupLine()], subtotalInCents: 59_900, totalInCents: 59_900 });

export function paidCart(cart: Cart = prenupCart, overrides: Partial<Cart> = {}): Cart {
  return {
    ...cart,
    cartStatus: "PAID",
    totalPaidInCents: cart.totalInCents,
    totalFeeInCents: 1_767,
    paymentMethod: "CARD",
    paymentPending: false,
    transactionCompletedAt: "2026-11-20T10:05:00.000Z",
    ...overrides,
  };
}

export function checkoutResult(
  status: CheckoutResult["status"],
  cart: Cart,
  extra: Partial<CheckoutResult> = {},
): CheckoutResult {
  return { status, cart, redirectUrl: null, clientSecret: null, purchaseItems: [], ...extra };
}

export const localConfig: PaymentsConfig = {
  provider: "local",
  publishableKey: null,
  methods: ["CARD", "KLARNA", "AFTERPAY", "CASHAPP"],
};

/**
 * The API as the payment screens see it: the signed-in customer, their standing (prenup unpaid
 * unless `prenupPaid`), the open cart, products and the local gateway; `overrides` replace any route.
 */
export function paymentApi(
  options: { cart?: Cart; prenupPaid?: boolean; overrides?: FakeApiRoutes } = {},
): FakeApiRoutes {
  const cart = options.cart ?? prenupCart;
  return {
    "GET /users/me": payer,
    [`GET ${base}/documents`]: [],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/standing`]: fakeStanding({ prenupPaid: options.prenupPaid ?? false }),
    [`GET ${base}/carts`]: [cart],
    [`GET ${base}/carts/${cart.id}`]: cart,
    "GET /products": products,
    "GET /payments/config": localConfig,
    ...options.overrides,
  };
}

/** A route that answers only when the test says so (to look at the screen while a request is on its way). */
export function heldRoute(reply: FakeApiReply) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async () => {
      await released;
      return reply;
    },
    release: () => release(),
  };
}

/** The JSON bodies of the requests sent to `method path`. */
export async function bodiesOf(requests: Request[], key: string): Promise<unknown[]> {
  const matching = requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return Promise.all(matching.map(async (request) => JSON.parse(await request.clone().text()) as unknown));
}
