import { cartItems, carts, live, paymentEvents, type Database, type Executor } from "@prenup/db";
import type { PaymentMethod } from "@prenup/domain";
import { and, asc, count, desc, eq, inArray, ne, or } from "drizzle-orm";
import { activeDocumentWithState } from "./active-document-with-state.read-model.ts";
import { approvedAttorneyLicence } from "./approved-attorney-licence.read-model.ts";
import { approvedAttorneysInState } from "./approved-attorneys-in-state.read-model.ts";
import { cartPurchaseItems } from "./cart-purchase-items.read-model.ts";
import { discountCode } from "./discount-code.read-model.ts";
import { liveProduct } from "./live-product.read-model.ts";
import { loadedCarts } from "./loaded-carts.read-model.ts";

import type { CartPurchaseItemRow } from "./cart-purchase-items.read-model.ts";
import type { LoadedCart } from "./loaded-carts.read-model.ts";

export type { ActiveDocumentWithState } from "./active-document-with-state.read-model.ts";
export type { CartPurchaseItemRow } from "./cart-purchase-items.read-model.ts";
export type { DiscountCodeRow } from "./discount-code.read-model.ts";
export type { ProductRow } from "./live-product.read-model.ts";
export type { CartItemRow, CartRow, LoadedCart } from "./loaded-carts.read-model.ts";

export function createCartsRepository(db: Database) {
  return {
    /**
     * A live cart of the user with its items, products and promo code. `lock` first takes the cart
     * row FOR UPDATE in a statement of its own, then reads the cart with its lines: under READ
     * COMMITTED a statement that waited for the lock re-reads the locked row but not the rows it
     * joined, so lines read in the locking statement could miss those another request just added.
     */
    async loadCart(
      executor: Executor,
      userId: string,
      cartId: string,
      options: { lock?: boolean } = {},
    ): Promise<LoadedCart | null> {
      const where = and(eq(carts.id, cartId), eq(carts.userId, userId), live(carts));
      if (options.lock) {
        const [locked] = await executor.select({ id: carts.id }).from(carts).where(where).for("update");
        if (!locked) return null;
      }
      return (await loadedCarts(executor, where))[0] ?? null;
    },

    /** A cart by id alone (provider events name the cart), locked first and then read (as `loadCart`). */
    async loadCartForEvent(
      executor: Executor,
      where: { cartId: string | null; paymentReference: string | null },
    ): Promise<LoadedCart | null> {
      const conditions = [
        where.cartId ? eq(carts.id, where.cartId) : undefined,
        where.paymentReference ? eq(carts.paymentReference, where.paymentReference) : undefined,
      ].filter((condition) => condition !== undefined);
      if (conditions.length === 0) return null;
      const [locked] = await executor
        .select({ id: carts.id })
        .from(carts)
        .where(and(or(...conditions), live(carts)))
        .orderBy(asc(carts.createdAt))
        .limit(1)
        .for("update");
      if (!locked) return null;
      return (await loadedCarts(executor, eq(carts.id, locked.id)))[0] ?? null;
    },

    /** The user's carts, newest first (at most 50), by status. */
    async listCarts(userId: string, status: "pending" | "completed" | "all"): Promise<LoadedCart[]> {
      const statusCondition =
        status === "pending"
          ? eq(carts.cartStatus, "UNPAID")
          : status === "completed"
            ? eq(carts.cartStatus, "PAID")
            : undefined;
      const newest = db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.userId, userId), live(carts), statusCondition))
        .orderBy(desc(carts.createdAt))
        .limit(50);
      return loadedCarts(db, inArray(carts.id, newest), [desc(carts.createdAt)]);
    },

    /** What each paid line cost: the purchase items a paid cart created. */
    async purchaseItemsOfCarts(cartIds: string[], executor: Executor = db): Promise<CartPurchaseItemRow[]> {
      if (cartIds.length === 0) return [];
      return cartPurchaseItems(executor, cartIds);
    },

    /** The open cart of the user, created when there is none (one per user, by a unique index). */
    async openCart(
      userId: string,
      documentId: string | null,
      now: Date,
    ): Promise<{ cartId: string; created: boolean }> {
      const [created] = await db
        .insert(carts)
        .values({
          userId,
          documentId,
          cartStatus: "UNPAID",
          createdById: userId,
          updatedById: userId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: carts.id });
      if (created) return { cartId: created.id, created: true };
      const [existing] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.cartStatus, "UNPAID"), live(carts)));
      if (!existing) throw new Error("The open cart vanished between insert and select");
      return { cartId: existing.id, created: false };
    },

    /** Adds a line, or sets the live line of that product (one per cart and product, by a unique index). */
    async upsertCartItem(executor: Executor, values: typeof cartItems.$inferInsert) {
      await executor
        .insert(cartItems)
        .values(values)
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          targetWhere: live(),
          set: {
            quantity: values.quantity,
            ...(values.chosenAttorneyId !== undefined ? { chosenAttorneyId: values.chosenAttorneyId } : {}),
            updatedAt: values.updatedAt,
            updatedById: values.updatedById,
          },
        });
    },

    async updateCartItem(executor: Executor, itemId: string, values: Partial<typeof cartItems.$inferInsert>) {
      await executor.update(cartItems).set(values).where(eq(cartItems.id, itemId));
    },

    async removeCartItems(executor: Executor, itemIds: string[], now: Date, actorId: string) {
      if (itemIds.length === 0) return;
      await executor
        .update(cartItems)
        .set({ deletedAt: now, updatedAt: now, updatedById: actorId })
        .where(inArray(cartItems.id, itemIds));
    },

    async updateCart(executor: Executor, cartId: string, values: Partial<typeof carts.$inferInsert>) {
      await executor.update(carts).set(values).where(eq(carts.id, cartId));
    },

    /** The couple's document of the user (if any) with its state's attorney support. */
    async findActiveDocumentWithState(executor: Executor, userId: string) {
      const [row] = await activeDocumentWithState(executor, userId);
      return row ?? null;
    },

    /** How many approved attorneys are licensed in the state. */
    async countApprovedAttorneysInState(executor: Executor, stateId: string): Promise<number> {
      const [row] = await approvedAttorneysInState(executor, stateId);
      return row?.n ?? 0;
    },

    /** An approved attorney, and whether they are licensed in the state. */
    async findApprovedAttorney(executor: Executor, attorneyId: string, stateId: string | null) {
      const [row] = await approvedAttorneyLicence(executor, attorneyId, stateId);
      return row ? { id: row.id, licensed: row.licenceId !== null } : null;
    },

    async findProduct(executor: Executor, productId: string) {
      const [row] = await liveProduct(executor, productId);
      return row ?? null;
    },

    async findDiscountCode(executor: Executor, code: string) {
      const [row] = await discountCode(executor, code);
      return row ?? null;
    },

    /** How many of the user's paid carts used the code (a redemption counts once paid). */
    async countPaidRedemptions(
      executor: Executor,
      userId: string,
      discountCodeId: string,
      exceptCartId?: string,
    ): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(carts)
        .where(
          and(
            eq(carts.userId, userId),
            eq(carts.discountCodeId, discountCodeId),
            eq(carts.cartStatus, "PAID"),
            live(carts),
            exceptCartId ? ne(carts.id, exceptCartId) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * A cart for a payment made outside the gateway, with its one line: inserted as PAID, so the
     * buyer's open cart (one per user, by a unique index) is left as it is. The completion step sets
     * its totals.
     */
    async insertOutsidePaymentCart(
      executor: Executor,
      input: { userId: string; documentId: string; productId: string; actorId: string; now: Date },
    ): Promise<string> {
      const [cart] = await executor
        .insert(carts)
        .values({
          userId: input.userId,
          documentId: input.documentId,
          cartStatus: "PAID",
          createdAt: input.now,
          updatedAt: input.now,
          createdById: input.actorId,
          updatedById: input.actorId,
        })
        .returning({ id: carts.id });
      if (!cart) throw new Error("insert into carts returned no row");
      await executor.insert(cartItems).values({
        cartId: cart.id,
        productId: input.productId,
        quantity: 1,
        createdById: input.actorId,
        updatedById: input.actorId,
        createdAt: input.now,
        updatedAt: input.now,
      });
      return cart.id;
    },

    async markCartPaid(
      executor: Executor,
      cartId: string,
      values: {
        totalPaidInCents: number;
        totalFeeInCents: number;
        paymentMethod: PaymentMethod | null;
        paymentReference: string | null;
        documentId: string | null;
        now: Date;
      },
    ) {
      await executor
        .update(carts)
        .set({
          cartStatus: "PAID",
          totalPaidInCents: values.totalPaidInCents,
          totalFeeInCents: values.totalFeeInCents,
          paymentMethod: values.paymentMethod,
          paymentReference: values.paymentReference,
          documentId: values.documentId,
          transactionCompletedAt: values.now,
          updatedAt: values.now,
        })
        .where(eq(carts.id, cartId));
    },

    /** Records a provider event once; false when it was recorded before (a repeated delivery). */
    async recordPaymentEvent(
      executor: Executor,
      row: { provider: string; externalId: string; type: string; payload: Record<string, unknown>; now: Date },
    ) {
      const [inserted] = await executor
        .insert(paymentEvents)
        .values({
          provider: row.provider,
          externalId: row.externalId,
          type: row.type,
          payload: row.payload,
          processedAt: row.now,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted !== undefined;
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
