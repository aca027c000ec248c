/** The cart reads the use cases share: a cart of the user, and the answers a cart and a checkout give. */
import type { Executor } from "@prenup/db";
import { DomainError, priceCart, type CartTotals, type PaymentMethod } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import { PaymentProviderError, type PaymentAttempt } from "../../integrations/payments/payment-port.ts";
import type { CartsContext } from "./carts.context.ts";
import { CART_MESSAGES } from "./carts.messages.ts";
import type { LoadedCart } from "./carts.repository.ts";
import type { CartResponse, CheckoutResponse } from "./carts.schemas.ts";

/** A cart as the API answers it; a paid cart's lines show what their purchase items cost. */
export function toCartResponse(cart: LoadedCart, totals: CartTotals, paidLines?: Map<string, number>): CartResponse {
  return {
    id: cart.id,
    userId: cart.userId,
    documentId: cart.documentId,
    cartStatus: cart.cartStatus,
    discountCodeId: cart.discountCodeId,
    discountCode: cart.discountCode
      ? {
          code: cart.discountCode.code,
          percentOff: cart.discountCode.coupon.percentOff,
          amountOffInCents: cart.discountCode.coupon.amountOffInCents,
        }
      : null,
    subtotalInCents: totals.subtotalInCents,
    discountInCents: totals.discountInCents,
    totalInCents: cart.cartStatus === "PAID" ? (cart.totalPaidInCents ?? totals.totalInCents) : totals.totalInCents,
    totalPaidInCents: cart.totalPaidInCents,
    totalFeeInCents: cart.totalFeeInCents,
    paymentMethod: cart.paymentMethod,
    paymentPending: cart.cartStatus === "UNPAID" && cart.paymentReference !== null,
    transactionCompletedAt: isoOrNull(cart.transactionCompletedAt),
    createdAt: cart.createdAt.toISOString(),
    cartItems: cart.items.map((item, index) => {
      const line = totals.lines[index]!;
      const paid = paidLines?.get(item.productId);
      return {
        id: item.id,
        productId: item.productId,
        quantity: item.quantity,
        chosenAttorneyId: item.chosenAttorneyId,
        unitPriceInCents: line.unitPriceInCents,
        subtotalInCents: line.subtotalInCents,
        discountInCents: line.discountInCents,
        totalInCents: paid ?? line.totalInCents,
        product: {
          id: item.product.id,
          title: item.product.title,
          description: item.product.description,
          priceInCents: item.product.priceInCents,
          productType: item.product.productType,
          productCategory: item.product.productCategory,
          productIcon: item.product.productIcon,
          isSharedProduct: item.product.isSharedProduct,
          discountsAllowed: item.product.discountsAllowed,
        },
      };
    }),
  };
}

/** Prices a cart from its products' current prices and its promo code. */
export function totalsOf(cart: LoadedCart, method?: PaymentMethod | null): CartTotals {
  return priceCart({
    lines: cart.items.map((item) => ({
      id: item.id,
      unitPriceInCents: item.product.priceInCents,
      quantity: item.quantity,
      discountsAllowed: item.product.discountsAllowed,
    })),
    coupon: cart.discountCode ? cart.discountCode.coupon : null,
    method: method ?? null,
  });
}

/** A payment-provider failure as the buyer reads it (nothing was charged). */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new DomainError("PAYMENT_UNAVAILABLE", CART_MESSAGES.providerDown, { cause: error });
  throw error;
}

/** A cart of the user (404 CART_NOT_FOUND otherwise); `lock` takes its row lock. */
export async function requireCart(
  ctx: CartsContext,
  executor: Executor,
  userId: string,
  cartId: string,
  options: { lock?: boolean } = {},
) {
  const cart = await ctx.repository.loadCart(executor, userId, cartId, options);
  if (!cart) throw new DomainError("CART_NOT_FOUND", CART_MESSAGES.cartNotFound);
  return cart;
}

/** A cart as the API answers it; a paid cart's lines show what their purchase items cost. */
export async function respond(ctx: CartsContext, executor: Executor, cart: LoadedCart): Promise<CartResponse> {
  if (cart.cartStatus !== "PAID") return toCartResponse(cart, totalsOf(cart));
  const paid = new Map<string, number>();
  for (const item of await ctx.repository.purchaseItemsOfCarts([cart.id], executor)) {
    paid.set(item.productId, (paid.get(item.productId) ?? 0) + item.pricePaidInCents);
  }
  return toCartResponse(cart, totalsOf(cart), paid);
}

export async function paidResult(
  ctx: CartsContext,
  tx: Executor,
  userId: string,
  cartId: string,
): Promise<CheckoutResponse> {
  return paidResultOf(ctx, tx, await requireCart(ctx, tx, userId, cartId));
}

/** A paid cart as checkout answers it: the cart, and the purchase items it made. */
async function paidResultOf(ctx: CartsContext, tx: Executor, cart: LoadedCart): Promise<CheckoutResponse> {
  const items = await ctx.repository.purchaseItemsOfCarts([cart.id], tx);
  const paidLines = new Map<string, number>();
  for (const item of items) paidLines.set(item.productId, (paidLines.get(item.productId) ?? 0) + item.pricePaidInCents);
  return {
    status: "paid",
    cart: toCartResponse(cart, totalsOf(cart), paidLines),
    redirectUrl: null,
    clientSecret: null,
    purchaseItems: items.map((item) => ({
      id: item.id,
      userId: item.userId,
      productId: item.productId,
      pricePaidInCents: item.pricePaidInCents,
      bookingStatus: item.bookingStatus,
    })),
  };
}

export async function pendingResult(
  ctx: CartsContext,
  tx: Executor,
  cart: LoadedCart,
  attempt: PaymentAttempt,
): Promise<CheckoutResponse> {
  return {
    status: attempt.status === "processing" ? "processing" : "requires_action",
    cart: await respond(ctx, tx, cart),
    redirectUrl: attempt.redirectUrl ?? null,
    clientSecret: attempt.clientSecret ?? null,
    purchaseItems: [],
  };
}

export async function refundedResult(ctx: CartsContext, tx: Executor, cart: LoadedCart): Promise<CheckoutResponse> {
  return {
    status: "refunded",
    cart: await respond(ctx, tx, cart),
    redirectUrl: null,
    clientSecret: null,
    purchaseItems: [],
  };
}

export async function canceledResult(ctx: CartsContext, tx: Executor, cart: LoadedCart): Promise<CheckoutResponse> {
  return {
    status: "canceled",
    cart: await respond(ctx, tx, cart),
    redirectUrl: null,
    clientSecret: null,
    purchaseItems: [],
  };
}

/** After a completion: the purchases, or the cart refunded in full when nothing could still be bought. */
export async function paidOrRefused(
  ctx: CartsContext,
  tx: Executor,
  userId: string,
  cartId: string,
): Promise<CheckoutResponse> {
  const cart = await requireCart(ctx, tx, userId, cartId);
  return cart.cartStatus === "REFUNDED" ? refundedResult(ctx, tx, cart) : paidResultOf(ctx, tx, cart);
}
