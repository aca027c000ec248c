import { live, payouts, purchaseItems, refunds, type Database, type Executor } from "@prenup/db";
import type { PaymentMethod, PaymentStatus, PayoutStatus, ProductCategory } from "@prenup/domain";
import { type Column, and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/like.ts";
import {
  attorneyIdsOfLawFirms,
  attorneyIdsOfUsers,
  attorneyLawFirmIdOf,
  attorneyUserIdOf,
  isApprovedAttorney,
} from "../attorney-portal/attorney-portal.queries.ts";
import { latestActiveDocumentId, liveDocumentIdsOfParty } from "../documents/documents.queries.ts";
import { lawFirmIdsNamed, lawFirmOf } from "../law-firms/law-firms.queries.ts";
import {
  productIdsOfCategory,
  productIdsTitled,
  productLabelOf,
  productTermsOf,
  productTypeOf,
  sharedProductIds,
} from "../products/products.queries.ts";
import { personOf, userIdsMatching, userIdsNamed } from "../users/users.queries.ts";

/** A cart's payment: who paid, the provider's reference and the method. */
export type CartPayment = { payerId: string; paymentReference: string | null; paymentMethod: PaymentMethod | null };

/**
 * What the purchase items' statements embed of the carts they were bought in (the carts module,
 * which creates them at checkout, publishes these reads; their owner's manifest lends them in `reads`).
 */
export type PurchaseItemCartReads = {
  /** The cart's payment as one value (null when no row has the id). */
  cartPaymentOf(cartId: Column | SQL): SQL<CartPayment | null>;
  /** The ids of the carts the user bought with, as a subquery for `inArray`. */
  cartIdsOfBuyer(userId: string): SQL;
};

/**
 * The staff view of purchase items, one statement for the caller to filter, order or lock: each
 * item with its product, buyer, cart's payment, attorney and law firm (the owners' published
 * reads); `withTotal` adds the match count (a window, so not with FOR UPDATE).
 */
function adminItems(executor: Executor, withTotal: boolean, { cartPaymentOf }: PurchaseItemCartReads) {
  const attorneyLawFirmId = attorneyLawFirmIdOf(purchaseItems.attorneyId);
  return executor
    .select({
      item: purchaseItems,
      product: productLabelOf(purchaseItems.productId),
      buyer: personOf(purchaseItems.userId),
      payment: cartPaymentOf(purchaseItems.cartId),
      attorney: personOf(attorneyUserIdOf(purchaseItems.attorneyId)),
      attorneyLawFirmId,
      lawFirm: lawFirmOf(attorneyLawFirmId),
      total: withTotal ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number),
    })
    .from(purchaseItems)
    .$dynamic();
}

type AdminItemRow = Awaited<ReturnType<typeof adminItems>>[number];

/** A staff row as the money screens read it: buyer, product, who paid and how, attorney and law firm. */
function toAdminRow(row: AdminItemRow) {
  const { item } = row;
  return {
    item,
    product: row.product!,
    buyer: { id: item.userId, ...row.buyer! },
    paymentReference: row.payment?.paymentReference ?? null,
    paymentMethod: row.payment?.paymentMethod ?? null,
    /** Who paid: the cart's buyer (the item's owner may be the partner, for representation bought for them). */
    payerId: row.payment?.payerId ?? null,
    attorney:
      item.attorneyId === null
        ? null
        : {
            id: item.attorneyId,
            firstName: row.attorney?.firstName ?? null,
            lastName: row.attorney?.lastName ?? null,
            lawFirmId: row.attorneyLawFirmId,
          },
    lawFirm: row.lawFirm,
    total: row.total,
  };
}

export type AdminPurchaseItemFilter = {
  paymentStatus?: PaymentStatus | undefined;
  payoutStatus?: PayoutStatus | undefined;
  category?: ProductCategory | undefined;
  userId?: string | undefined;
  hasAttorney?: boolean | undefined;
  search?: string | undefined;
  sort: "createdAt" | "-createdAt" | "pricePaid" | "-pricePaid";
  page: number;
  pageSize: number;
};

export function createPurchaseItemsRepository(db: Database, carts: PurchaseItemCartReads) {
  return {
    /** The live purchase items of these buyers, with their product type, oldest first. */
    async listItemsOfBuyers(userIds: readonly string[], executor: Executor = db) {
      if (userIds.length === 0) return [];
      const rows = await executor
        .select({
          id: purchaseItems.id,
          userId: purchaseItems.userId,
          documentId: purchaseItems.documentId,
          paymentStatus: purchaseItems.paymentStatus,
          bookingStatus: purchaseItems.bookingStatus,
          productType: productTypeOf(purchaseItems.productId),
        })
        .from(purchaseItems)
        .where(and(live(purchaseItems), inArray(purchaseItems.userId, [...userIds])))
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
      return rows.map(({ productType, ...item }) => ({ ...item, product: { productType: productType! } }));
    },

    /**
     * The user's live purchase items, the shared products (the prenup is bought once per couple)
     * bought by anyone for a live document the user is a party of, and what the user paid for
     * someone else (representation bought for the partner: its `userId` is the partner's). Oldest first.
     */
    async listPurchaseItemsOfUser(userId: string, filter: { category?: ProductCategory | undefined }) {
      const rows = await db
        .select({ item: purchaseItems, product: productTermsOf(purchaseItems.productId) })
        .from(purchaseItems)
        .where(
          and(
            live(purchaseItems),
            or(
              eq(purchaseItems.userId, userId),
              and(
                inArray(purchaseItems.productId, sharedProductIds()),
                inArray(purchaseItems.documentId, liveDocumentIdsOfParty(userId)),
              ),
              // What the user paid for someone else (representation bought for the partner).
              inArray(purchaseItems.cartId, carts.cartIdsOfBuyer(userId)),
            ),
            filter.category ? inArray(purchaseItems.productId, productIdsOfCategory(filter.category)) : undefined,
          ),
        )
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
      return rows.map(({ item, product }) => ({ item, product: product! }));
    },

    /** One page of live purchase items for staff, with the total count (one statement). */
    async listForAdmin(filter: AdminPurchaseItemFilter) {
      const conditions: (SQL | undefined)[] = [
        live(purchaseItems),
        filter.paymentStatus ? eq(purchaseItems.paymentStatus, filter.paymentStatus) : undefined,
        filter.payoutStatus ? eq(purchaseItems.payoutStatus, filter.payoutStatus) : undefined,
        filter.category ? eq(purchaseItems.category, filter.category) : undefined,
        filter.userId ? eq(purchaseItems.userId, filter.userId) : undefined,
        filter.hasAttorney === true
          ? isNotNull(purchaseItems.attorneyId)
          : filter.hasAttorney === false
            ? isNull(purchaseItems.attorneyId)
            : undefined,
      ];
      const search = filter.search?.trim();
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(
          or(
            inArray(purchaseItems.userId, userIdsMatching(pattern)),
            inArray(purchaseItems.attorneyId, attorneyIdsOfUsers(userIdsNamed(pattern))),
            inArray(purchaseItems.attorneyId, attorneyIdsOfLawFirms(lawFirmIdsNamed(pattern))),
            inArray(purchaseItems.productId, productIdsTitled(pattern)),
            sql`${purchaseItems.id}::text = ${search.toLowerCase()}`,
          ),
        );
      }
      const order =
        filter.sort === "createdAt"
          ? [asc(purchaseItems.createdAt), asc(purchaseItems.id)]
          : filter.sort === "pricePaid"
            ? [asc(purchaseItems.pricePaidInCents), asc(purchaseItems.id)]
            : filter.sort === "-pricePaid"
              ? [desc(purchaseItems.pricePaidInCents), desc(purchaseItems.id)]
              : [desc(purchaseItems.createdAt), desc(purchaseItems.id)];
      const rows = await adminItems(db, true, carts)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows: rows.map(toAdminRow), total: rows[0]?.total ?? 0 };
    },

    /** One item as staff see it; `lock` takes the purchase item row FOR UPDATE (refunds, payouts). */
    async findForAdmin(executor: Executor, itemId: string, options: { lock?: boolean } = {}) {
      const query = adminItems(executor, false, carts).where(and(eq(purchaseItems.id, itemId), live(purchaseItems)));
      const [row] = options.lock ? await query.for("update", { of: purchaseItems }) : await query;
      return row ? toAdminRow(row) : null;
    },

    /** Inserts purchase items (a paid cart's units), returning them. */
    async insertItems(executor: Executor, rows: (typeof purchaseItems.$inferInsert)[]) {
      if (rows.length === 0) return [];
      return executor.insert(purchaseItems).values(rows).returning();
    },

    async updateItem(executor: Executor, itemId: string, values: Partial<typeof purchaseItems.$inferInsert>) {
      await executor.update(purchaseItems).set(values).where(eq(purchaseItems.id, itemId));
    },

    /** A refund of this item with this amount and reason made since `since` (a repeated request). */
    async findRecentRefund(executor: Executor, itemId: string, amountInCents: number, reason: string, since: Date) {
      const [row] = await executor
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.purchaseItemId, itemId),
            eq(refunds.amountInCents, amountInCents),
            eq(refunds.reason, reason),
            gt(refunds.createdAt, since),
          ),
        )
        .orderBy(desc(refunds.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * A cart's live purchase items, locked, oldest first, each with what was refunded through the
     * payment provider (complimentary refunds moved no money there).
     */
    async lockItemsOfCart(executor: Executor, cartId: string) {
      return executor
        .select({
          item: purchaseItems,
          providerRefundedInCents: sql<number>`coalesce((select sum(${refunds.amountInCents}) from ${refunds} where ${refunds.purchaseItemId} = ${purchaseItems}.${sql.identifier("id")} and not ${refunds.isComplimentaryRefund} and ${live(refunds)}), 0)::int`,
        })
        .from(purchaseItems)
        .where(and(eq(purchaseItems.cartId, cartId), live(purchaseItems)))
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id))
        .for("update", { of: purchaseItems });
    },

    async insertRefund(executor: Executor, values: typeof refunds.$inferInsert) {
      const [row] = await executor.insert(refunds).values(values).returning();
      return row!;
    },

    async findPayout(executor: Executor, itemId: string) {
      const [row] = await executor
        .select()
        .from(payouts)
        .where(and(eq(payouts.purchaseItemId, itemId), live(payouts)));
      return row ?? null;
    },

    async insertPayout(executor: Executor, values: typeof payouts.$inferInsert) {
      const [row] = await executor.insert(payouts).values(values).returning();
      return row!;
    },

    /** The user's own live purchase item, locked, with the user's active document id. */
    async lockOwnItem(executor: Executor, userId: string, itemId: string) {
      const [row] = await executor
        .select({ item: purchaseItems, productType: productTypeOf(purchaseItems.productId) })
        .from(purchaseItems)
        .where(and(eq(purchaseItems.id, itemId), eq(purchaseItems.userId, userId), live(purchaseItems)))
        .for("update", { of: purchaseItems });
      return row ? { ...row.item, productType: row.productType! } : null;
    },

    async findActiveDocumentId(executor: Executor, userId: string): Promise<string | null> {
      return latestActiveDocumentId(executor, userId);
    },

    async isApprovedAttorney(executor: Executor, attorneyId: string): Promise<boolean> {
      return isApprovedAttorney(executor, attorneyId);
    },
  };
}

export type PurchaseItemsRepository = ReturnType<typeof createPurchaseItemsRepository>;
