import {
  activeDocumentOf,
  attorneys,
  attorneyStates,
  cartItems,
  carts,
  coupons,
  discountCodes,
  documents,
  live,
  paymentEvents,
  products,
  purchaseItems,
  states,
  type Database,
  type Executor,
} from "@prenup/db";
import type { PaymentMethod } from "@prenup/domain";
import { and, asc, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type LoadedCart = CartRow & {
  items: (CartItemRow & { product: ProductRow })[];
  discountCode: (typeof discountCodes.$inferSelect & { coupon: typeof coupons.$inferSelect }) | null;
};

type JoinedRow = {
  cart: CartRow;
  item: CartItemRow | null;
  product: ProductRow | null;
  code: typeof discountCodes.$inferSelect | null;
  coupon: typeof coupons.$inferSelect | null;
};

/** Folds cart ⟕ items ⟕ products ⟕ code ⟕ coupon rows into carts, keeping the row order. */
function foldCarts(rows: JoinedRow[]): LoadedCart[] {
  const byId = new Map<string, LoadedCart>();
  for (const row of rows) {
    let cart = byId.get(row.cart.id);
    if (!cart) {
      cart = {
        ...row.cart,
        items: [],
        discountCode: row.code && row.coupon ? { ...row.code, coupon: row.coupon } : null,
      };
      byId.set(row.cart.id, cart);
    }
    if (row.item && row.product) cart.items.push({ ...row.item, product: row.product });
  }
  return [...byId.values()];
}

export function createCartsRepository(db: Database) {
  function cartQuery(executor: Executor) {
    return executor
      .select({ cart: carts, item: cartItems, product: products, code: discountCodes, coupon: coupons })
      .from(carts)
      .leftJoin(cartItems, and(eq(cartItems.cartId, carts.id), live(cartItems)))
      .leftJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(discountCodes, eq(discountCodes.id, carts.discountCodeId))
      .leftJoin(coupons, eq(coupons.id, discountCodes.couponId))
      .$dynamic();
  }

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
      const rows = await cartQuery(executor).where(where).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return foldCarts(rows)[0] ?? null;
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
      const rows = await cartQuery(executor)
        .where(eq(carts.id, locked.id))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return foldCarts(rows)[0] ?? null;
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
      const rows = await cartQuery(db)
        .where(inArray(carts.id, newest))
        .orderBy(desc(carts.createdAt), asc(cartItems.createdAt), asc(cartItems.id));
      return foldCarts(rows);
    },

    /** What each paid line cost: the purchase items a paid cart created. */
    async purchaseItemsOfCarts(cartIds: string[], executor: Executor = db) {
      if (cartIds.length === 0) return [];
      return executor
        .select()
        .from(purchaseItems)
        .where(and(inArray(purchaseItems.cartId, cartIds), live(purchaseItems)))
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
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
      const [row] = await executor
        .select({
          id: documents.id,
          userAId: documents.userAId,
          userBId: documents.userBId,
          stateId: documents.stateId,
          attorneyAApprovedAt: documents.attorneyAApprovedAt,
          attorneyBApprovedAt: documents.attorneyBApprovedAt,
          finalizedAt: documents.finalizedAt,
          attorneySupport: states.attorneySupport,
        })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(activeDocumentOf(documents, userId))
        .orderBy(desc(documents.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** How many approved attorneys are licensed in the state. */
    async countApprovedAttorneysInState(executor: Executor, stateId: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(attorneyStates)
        .innerJoin(attorneys, eq(attorneys.id, attorneyStates.attorneyId))
        .where(
          and(
            eq(attorneyStates.stateId, stateId),
            live(attorneyStates),
            eq(attorneys.stage, "APPROVED"),
            live(attorneys),
          ),
        );
      return row?.n ?? 0;
    },

    /** An approved attorney, and whether they are licensed in the state. */
    async findApprovedAttorney(executor: Executor, attorneyId: string, stateId: string | null) {
      const [row] = await executor
        .select({ id: attorneys.id, licenceId: attorneyStates.id })
        .from(attorneys)
        .leftJoin(
          attorneyStates,
          and(
            eq(attorneyStates.attorneyId, attorneys.id),
            stateId ? eq(attorneyStates.stateId, stateId) : sql`false`,
            live(attorneyStates),
          ),
        )
        .where(and(eq(attorneys.id, attorneyId), eq(attorneys.stage, "APPROVED"), live(attorneys)))
        .limit(1);
      return row ? { id: row.id, licensed: row.licenceId !== null } : null;
    },

    async findProduct(executor: Executor, productId: string) {
      const [row] = await executor
        .select()
        .from(products)
        .where(and(eq(products.id, productId), live(products)));
      return row ?? null;
    },

    async findDiscountCode(executor: Executor, code: string) {
      const [row] = await executor
        .select({ code: discountCodes, coupon: coupons })
        .from(discountCodes)
        .innerJoin(coupons, eq(coupons.id, discountCodes.couponId))
        .where(eq(discountCodes.code, code));
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
