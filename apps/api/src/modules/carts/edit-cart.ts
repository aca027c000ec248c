/** The user's carts and the changes of an open one: lines, quantities, chosen attorneys, promo codes. */
import type { Executor } from "@prenup/db";
import { DomainError, normalizePromoCode, promoCodeProblem, representationReviewPending } from "@prenup/domain";
import { allowedQuantity, buyingContext, checkChosenAttorney } from "./buying-rules.ts";
import type { CartsContext } from "./carts.context.ts";
import { CART_MESSAGES } from "./carts.messages.ts";
import { requireCart, respond, totalsOf, toCartResponse } from "./cart-results.ts";
import type { LoadedCart } from "./carts.repository.ts";
import type { CartResponse } from "./carts.schemas.ts";

/** Runs a change of an unpaid cart under its row lock; a payment under way is abandoned (the amount may change). */
async function editCart(
  ctx: CartsContext,
  userId: string,
  cartId: string,
  change: (tx: Executor, cart: LoadedCart, now: Date) => Promise<void>,
): Promise<CartResponse> {
  return ctx.db.transaction(async (tx) => {
    const cart = await requireCart(ctx, tx, userId, cartId, { lock: true });
    if (cart.cartStatus !== "UNPAID") throw new DomainError("CART_NOT_EDITABLE", CART_MESSAGES.notEditable);
    const now = ctx.clock.now();
    await change(tx, cart, now);
    if (cart.paymentReference !== null) {
      await ctx.repository.updateCart(tx, cart.id, {
        paymentReference: null,
        checkoutAttempt: cart.checkoutAttempt + 1,
        updatedAt: now,
      });
    }
    return respond(ctx, tx, await requireCart(ctx, tx, userId, cartId));
  });
}

/** GET /users/{id}/carts. */
export async function listCarts(
  ctx: CartsContext,
  input: { userId: string; status: "pending" | "completed" | "all" },
): Promise<CartResponse[]> {
  const { userId, status } = input;
  const carts = await ctx.repository.listCarts(userId, status);
  const paidIds = carts.filter((cart) => cart.cartStatus === "PAID").map((cart) => cart.id);
  const paid = new Map<string, Map<string, number>>();
  for (const item of await ctx.repository.purchaseItemsOfCarts(paidIds)) {
    const lines = paid.get(item.cartId!) ?? new Map<string, number>();
    lines.set(item.productId, (lines.get(item.productId) ?? 0) + item.pricePaidInCents);
    paid.set(item.cartId!, lines);
  }
  return carts.map((cart) => toCartResponse(cart, totalsOf(cart), paid.get(cart.id)));
}

/** GET /users/{id}/carts/{cartId}. */
export async function getCart(ctx: CartsContext, input: { userId: string; cartId: string }): Promise<CartResponse> {
  const { userId, cartId } = input;
  return respond(ctx, ctx.db, await requireCart(ctx, ctx.db, userId, cartId));
}

/** The user's open cart: the existing one, or a new one. */
export async function openCart(ctx: CartsContext, userId: string): Promise<{ created: boolean; cart: CartResponse }> {
  const document = await ctx.repository.findActiveDocumentWithState(ctx.db, userId);
  const { cartId, created } = await ctx.repository.openCart(userId, document?.id ?? null, ctx.clock.now());
  return { created, cart: await respond(ctx, ctx.db, await requireCart(ctx, ctx.db, userId, cartId)) };
}

/**
 * Adds a product (or sets its quantity when it is already in the cart: pressing Purchase twice
 * does not buy twice). Adding Representation while the couple's representation purchase awaits
 * its attorney's review (`representationReviewPending`) takes Notarization out of the cart:
 * notarization cannot start before that review.
 */
export function addItem(
  ctx: CartsContext,
  input: {
    userId: string;
    cartId: string;
    body: { productId: string; quantity: number; chosenAttorneyId?: string | null | undefined };
  },
): Promise<CartResponse> {
  const { userId, cartId, body } = input;
  return editCart(ctx, userId, cartId, async (tx, cart, now) => {
    const product = await ctx.repository.findProduct(tx, body.productId);
    if (!product) throw new DomainError("PRODUCT_NOT_FOUND", CART_MESSAGES.productNotFound);
    const context = await buyingContext(ctx, tx, userId);
    const quantity = await allowedQuantity(ctx, tx, context, userId, product, body.quantity);
    await checkChosenAttorney(ctx, tx, context, userId, product, body.chosenAttorneyId);
    const existing = cart.items.find((item) => item.productId === product.id);
    await ctx.repository.upsertCartItem(tx, {
      cartId: cart.id,
      productId: product.id,
      quantity,
      // A line already there keeps its attorney unless the request names one.
      chosenAttorneyId: body.chosenAttorneyId !== undefined ? body.chosenAttorneyId : existing ? undefined : null,
      createdById: userId,
      updatedById: userId,
      createdAt: now,
      updatedAt: now,
    });
    if (
      product.productType === "REPRESENTATION" &&
      representationReviewPending({ purchaseItems: context.owned, document: context.document })
    ) {
      const notarization = cart.items
        .filter((item) => item.product.productType === "NOTARIZATION")
        .map((item) => item.id);
      await ctx.repository.removeCartItems(tx, notarization, now, userId);
    }
  });
}

/** PATCH /users/{id}/carts/{cartId}/items/{itemId}: a line's quantity or chosen attorney. */
export function updateItem(
  ctx: CartsContext,
  input: {
    userId: string;
    cartId: string;
    itemId: string;
    body: { quantity?: number | undefined; chosenAttorneyId?: string | null | undefined };
  },
): Promise<CartResponse> {
  const { userId, cartId, itemId, body } = input;
  return editCart(ctx, userId, cartId, async (tx, cart, now) => {
    const item = cart.items.find((candidate) => candidate.id === itemId);
    if (!item) throw new DomainError("CART_ITEM_NOT_FOUND", CART_MESSAGES.itemNotFound);
    const context = await buyingContext(ctx, tx, userId);
    const quantity =
      body.quantity === undefined
        ? item.quantity
        : await allowedQuantity(ctx, tx, context, userId, item.product, body.quantity);
    await checkChosenAttorney(ctx, tx, context, userId, item.product, body.chosenAttorneyId);
    await ctx.repository.updateCartItem(tx, item.id, {
      quantity,
      ...(body.chosenAttorneyId !== undefined ? { chosenAttorneyId: body.chosenAttorneyId } : {}),
      updatedAt: now,
      updatedById: userId,
    });
  });
}

/** DELETE /users/{id}/carts/{cartId}/items/{itemId}. */
export function removeItem(
  ctx: CartsContext,
  input: { userId: string; cartId: string; itemId: string },
): Promise<CartResponse> {
  const { userId, cartId, itemId } = input;
  return editCart(ctx, userId, cartId, async (tx, cart, now) => {
    if (!cart.items.some((item) => item.id === itemId))
      throw new DomainError("CART_ITEM_NOT_FOUND", CART_MESSAGES.itemNotFound);
    await ctx.repository.removeCartItems(tx, [itemId], now, userId);
  });
}

/** POST /users/{id}/carts/{cartId}/promo-code. */
export function applyPromoCode(
  ctx: CartsContext,
  input: { userId: string; cartId: string; promoCode: string },
): Promise<CartResponse> {
  const { userId, cartId, promoCode } = input;
  return editCart(ctx, userId, cartId, async (tx, cart, now) => {
    const found = await ctx.repository.findDiscountCode(tx, normalizePromoCode(promoCode));
    const timesUsed = found ? await ctx.repository.countPaidRedemptions(tx, userId, found.id, cart.id) : 0;
    const problem = promoCodeProblem({
      code: found,
      coupon: found?.coupon ?? null,
      today: now.toISOString().slice(0, 10),
      timesUsed,
      hasDiscountableLines: totalsOf(cart).hasDiscountableLines,
    });
    if (problem) throw new DomainError("PROMO_CODE_INVALID", problem);
    await ctx.repository.updateCart(tx, cart.id, {
      discountCodeId: found!.id,
      updatedAt: now,
      updatedById: userId,
    });
  });
}

/** DELETE /users/{id}/carts/{cartId}/promo-code. */
export function removePromoCode(ctx: CartsContext, input: { userId: string; cartId: string }): Promise<CartResponse> {
  const { userId, cartId } = input;
  return editCart(ctx, userId, cartId, async (tx, cart, now) => {
    await ctx.repository.updateCart(tx, cart.id, { discountCodeId: null, updatedAt: now, updatedById: userId });
  });
}
