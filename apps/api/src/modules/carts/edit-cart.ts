import type { Executor } from "@prenup/db";
import { DomainError, normalizePromoCode, promoCodeProblem, representationReviewPending } from "@prenup/domain";
import type { BuyingRules } from "./buying-rules.ts";
import type { CartsDeps } from "./carts.deps.ts";
import { CART_MESSAGES } from "./carts.messages.ts";
import { totalsOf, toCartResponse, type CartReads } from "./carts.reads.ts";
import type { LoadedCart } from "./carts.repository.ts";
import type { CartResponse } from "./carts.schemas.ts";

/** The user's carts and the changes of an open one: lines, quantities, chosen attorneys, promo codes. */
export function createCartEdits(
  deps: Pick<CartsDeps, "db" | "clock" | "repository">,
  shared: { reads: CartReads; rules: BuyingRules },
) {
  const { db, clock, repository } = deps;
  const { requireCart, respond } = shared.reads;
  const { buyingContext, allowedQuantity, checkChosenAttorney } = shared.rules;

  /** Runs a change of an unpaid cart under its row lock; a payment under way is abandoned (the amount may change). */
  async function editCart(
    userId: string,
    cartId: string,
    change: (tx: Executor, cart: LoadedCart, now: Date) => Promise<void>,
  ): Promise<CartResponse> {
    return db.transaction(async (tx) => {
      const cart = await requireCart(tx, userId, cartId, { lock: true });
      if (cart.cartStatus !== "UNPAID") throw new DomainError("CART_NOT_EDITABLE", CART_MESSAGES.notEditable);
      const now = clock.now();
      await change(tx, cart, now);
      if (cart.paymentReference !== null) {
        await repository.updateCart(tx, cart.id, {
          paymentReference: null,
          checkoutAttempt: cart.checkoutAttempt + 1,
          updatedAt: now,
        });
      }
      return respond(tx, await requireCart(tx, userId, cartId));
    });
  }

  return {
    async listCarts(userId: string, status: "pending" | "completed" | "all"): Promise<CartResponse[]> {
      const carts = await repository.listCarts(userId, status);
      const paidIds = carts.filter((cart) => cart.cartStatus === "PAID").map((cart) => cart.id);
      const paid = new Map<string, Map<string, number>>();
      for (const item of await repository.purchaseItemsOfCarts(paidIds)) {
        const lines = paid.get(item.cartId!) ?? new Map<string, number>();
        lines.set(item.productId, (lines.get(item.productId) ?? 0) + item.pricePaidInCents);
        paid.set(item.cartId!, lines);
      }
      return carts.map((cart) => toCartResponse(cart, totalsOf(cart), paid.get(cart.id)));
    },

    async getCart(userId: string, cartId: string): Promise<CartResponse> {
      return respond(db, await requireCart(db, userId, cartId));
    },

    /** The user's open cart: the existing one, or a new one. */
    async openCart(userId: string): Promise<{ created: boolean; cart: CartResponse }> {
      const document = await repository.findActiveDocumentWithState(db, userId);
      const { cartId, created } = await repository.openCart(userId, document?.id ?? null, clock.now());
      return { created, cart: await respond(db, await requireCart(db, userId, cartId)) };
    },

    /**
     * Adds a product (or sets its quantity when it is already in the cart: pressing Purchase twice
     * does not buy twice). Adding Representation while the couple's representation purchase awaits
     * its attorney's review (`representationReviewPending`) takes Notarization out of the cart:
     * notarization cannot start before that review.
     */
    addItem(
      userId: string,
      cartId: string,
      body: { productId: string; quantity: number; chosenAttorneyId?: string | null | undefined },
    ) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        const product = await repository.findProduct(tx, body.productId);
        if (!product) throw new DomainError("PRODUCT_NOT_FOUND", CART_MESSAGES.productNotFound);
        const context = await buyingContext(tx, userId);
        const quantity = await allowedQuantity(tx, context, userId, product, body.quantity);
        await checkChosenAttorney(tx, context, userId, product, body.chosenAttorneyId);
        const existing = cart.items.find((item) => item.productId === product.id);
        await repository.upsertCartItem(tx, {
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
          await repository.removeCartItems(tx, notarization, now, userId);
        }
      });
    },

    updateItem(
      userId: string,
      cartId: string,
      itemId: string,
      body: { quantity?: number | undefined; chosenAttorneyId?: string | null | undefined },
    ) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        const item = cart.items.find((candidate) => candidate.id === itemId);
        if (!item) throw new DomainError("CART_ITEM_NOT_FOUND", CART_MESSAGES.itemNotFound);
        const context = await buyingContext(tx, userId);
        const quantity =
          body.quantity === undefined
            ? item.quantity
            : await allowedQuantity(tx, context, userId, item.product, body.quantity);
        await checkChosenAttorney(tx, context, userId, item.product, body.chosenAttorneyId);
        await repository.updateCartItem(tx, item.id, {
          quantity,
          ...(body.chosenAttorneyId !== undefined ? { chosenAttorneyId: body.chosenAttorneyId } : {}),
          updatedAt: now,
          updatedById: userId,
        });
      });
    },

    removeItem(userId: string, cartId: string, itemId: string) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        if (!cart.items.some((item) => item.id === itemId))
          throw new DomainError("CART_ITEM_NOT_FOUND", CART_MESSAGES.itemNotFound);
        await repository.removeCartItems(tx, [itemId], now, userId);
      });
    },

    applyPromoCode(userId: string, cartId: string, promoCode: string) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        const found = await repository.findDiscountCode(tx, normalizePromoCode(promoCode));
        const timesUsed = found ? await repository.countPaidRedemptions(tx, userId, found.code.id, cart.id) : 0;
        const problem = promoCodeProblem({
          code: found ? { ...found.code, deleted: found.code.deletedAt !== null } : null,
          coupon: found ? { ...found.coupon, deleted: found.coupon.deletedAt !== null } : null,
          today: now.toISOString().slice(0, 10),
          timesUsed,
          hasDiscountableLines: totalsOf(cart).hasDiscountableLines,
        });
        if (problem) throw new DomainError("PROMO_CODE_INVALID", problem);
        await repository.updateCart(tx, cart.id, {
          discountCodeId: found!.code.id,
          updatedAt: now,
          updatedById: userId,
        });
      });
    },

    removePromoCode(userId: string, cartId: string) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        await repository.updateCart(tx, cart.id, { discountCodeId: null, updatedAt: now, updatedById: userId });
      });
    },
  };
}
