import { cartItems, carts, live, paymentEvents, type Database, type Executor } from "@prenup/db";
import type { PaymentMethod } from "@prenup/domain";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from "drizzle-orm";
import { approvedAttorneyLicence, approvedAttorneysInState } from "../attorney-portal/attorney-portal.queries.ts";
import { promoCodeNamed, promoCodeOf, type PromoCode } from "../discounts/discounts.queries.ts";
import { latestActiveDocument } from "../documents/documents.queries.ts";
import { liveProduct, productTermsOf, type ProductTerms } from "../products/products.queries.ts";
import { livePurchaseItemsOfCarts, type PurchaseItemRow } from "../purchase-items/purchase-items.queries.ts";
import { stateAbbreviationOf, stateAttorneySupportOf } from "../states/states.queries.ts";

export type { PromoCode } from "../discounts/discounts.queries.ts";

/** A product as a cart line and the buying rules read it: its terms of sale. */
export type ProductRow = ProductTerms;
/** A purchase item a paid cart created. */
export type CartPurchaseItemRow = PurchaseItemRow;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart with its live lines, each with its product, and its promo code with the coupon. */
export type LoadedCart = CartRow & {
  items: (CartItemRow & { product: ProductRow })[];
  discountCode: PromoCode | null;
};

/** The user's active document with its state's attorney support and abbreviation (null: the state row is missing). */
export type ActiveDocumentWithState = NonNullable<Awaited<ReturnType<typeof activeDocumentWithState>>>;

/** The user's latest active document with its state's attorney support and abbreviation (the documents' and states' published reads). */
async function activeDocumentWithState(executor: Executor, userId: string) {
  const document = latestActiveDocument(userId);
  const [row] = await executor
    .select({
      id: document.id,
      userAId: document.userAId,
      userBId: document.userBId,
      stateId: document.stateId,
      kind: document.kind,
      attorneyAApprovedAt: document.attorneyAApprovedAt,
      attorneyBApprovedAt: document.attorneyBApprovedAt,
      finalizedAt: document.finalizedAt,
      attorneySupport: stateAttorneySupportOf(document.stateId),
      /** The state's abbreviation (its time zone dates the buyer's receipt). */
      stateAbbreviation: stateAbbreviationOf(document.stateId),
    })
    .from(document);
  return row ?? null;
}

type JoinedRow = { cart: CartRow; item: CartItemRow | null; product: ProductRow | null; promo: PromoCode | null };

/** Folds cart ⟕ items rows, each with its product and the cart's promo code, into carts, keeping the row order. */
function foldCarts(rows: JoinedRow[]): LoadedCart[] {
  const byId = new Map<string, LoadedCart>();
  for (const row of rows) {
    let cart = byId.get(row.cart.id);
    if (!cart) {
      cart = { ...row.cart, items: [], discountCode: row.promo };
      byId.set(row.cart.id, cart);
    }
    if (row.item && row.product) cart.items.push({ ...row.item, product: row.product });
  }
  return [...byId.values()];
}

/**
 * The carts that match `where`, in `cartOrder`, each with its live lines (oldest first) and their
 * products' terms, and its promo code with the coupon (the products' and discounts' published reads).
 */
async function loadedCarts(executor: Executor, where: SQL | undefined, cartOrder: SQL[] = []): Promise<LoadedCart[]> {
  const rows = await executor
    .select({
      cart: carts,
      item: cartItems,
      product: productTermsOf(cartItems.productId),
      promo: promoCodeOf(carts.discountCodeId),
    })
    .from(carts)
    .leftJoin(cartItems, and(eq(cartItems.cartId, carts.id), live(cartItems)))
    .where(where)
    .orderBy(...cartOrder, asc(cartItems.createdAt), asc(cartItems.id));
  return foldCarts(rows);
}

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
      return livePurchaseItemsOfCarts(executor, cartIds);
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
    async findActiveDocumentWithState(executor: Executor, userId: string): Promise<ActiveDocumentWithState | null> {
      return activeDocumentWithState(executor, userId);
    },

    /** How many approved attorneys are licensed in the state. */
    async countApprovedAttorneysInState(executor: Executor, stateId: string): Promise<number> {
      return approvedAttorneysInState(executor, stateId);
    },

    /** An approved attorney, and whether they are licensed in the state. */
    async findApprovedAttorney(executor: Executor, attorneyId: string, stateId: string | null) {
      return approvedAttorneyLicence(executor, attorneyId, stateId);
    },

    /** The live product with this id (null: none). */
    async findProduct(executor: Executor, productId: string): Promise<ProductRow | null> {
      return liveProduct(executor, productId);
    },

    /** The promo code with this text and its coupon, deleted ones included (null: none). */
    async findDiscountCode(executor: Executor, code: string): Promise<PromoCode | null> {
      return promoCodeNamed(executor, code);
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
