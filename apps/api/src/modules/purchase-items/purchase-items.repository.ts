import { alias } from "drizzle-orm/pg-core";
import {
  activeDocumentOf,
  attorneys,
  carts,
  documentParty,
  documents,
  lawFirms,
  live,
  payouts,
  products,
  purchaseItems,
  refunds,
  users,
  type Database,
  type Executor,
} from "@prenup/db";
import type { PaymentStatus, PayoutStatus, ProductCategory } from "@prenup/domain";
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "../../db/like.ts";

const buyers = alias(users, "buyer");
const attorneyUsers = alias(users, "attorney_user");

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

export function createPurchaseItemsRepository(db: Database) {
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
          productType: products.productType,
        })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .where(and(live(purchaseItems), inArray(purchaseItems.userId, [...userIds])))
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
      return rows.map(({ productType, ...item }) => ({ ...item, product: { productType } }));
    },

    /**
     * The user's live purchase items, the shared products (the prenup is bought once per couple)
     * bought by anyone for a live document the user is a party of, and what the user paid for
     * someone else (representation bought for the partner: its `userId` is the partner's). Oldest first.
     */
    async listPurchaseItemsOfUser(userId: string, filter: { category?: ProductCategory | undefined }) {
      const ownDocuments = db
        .select({ id: documents.id })
        .from(documents)
        .where(and(live(documents), documentParty(documents, userId)));
      const paidCarts = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return db
        .select({ item: purchaseItems, product: products })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .where(
          and(
            live(purchaseItems),
            or(
              eq(purchaseItems.userId, userId),
              and(eq(products.isSharedProduct, true), inArray(purchaseItems.documentId, ownDocuments)),
              // What the user paid for someone else (representation bought for the partner).
              inArray(purchaseItems.cartId, paidCarts),
            ),
            filter.category ? eq(products.productCategory, filter.category) : undefined,
          ),
        )
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
    },

    /** The columns staff see for an item: buyer, product, charge, attorney and law firm. */
    adminSelection() {
      return {
        item: purchaseItems,
        product: {
          title: products.title,
          productType: products.productType,
          productCategory: products.productCategory,
        },
        buyer: { id: buyers.id, email: buyers.email, firstName: buyers.firstName, lastName: buyers.lastName },
        paymentReference: carts.paymentReference,
        paymentMethod: carts.paymentMethod,
        /** Who paid: the cart's buyer (the item's owner may be the partner, for representation bought for them). */
        payerId: carts.userId,
        attorney: {
          id: attorneys.id,
          firstName: attorneyUsers.firstName,
          lastName: attorneyUsers.lastName,
          lawFirmId: attorneys.lawFirmId,
        },
        lawFirm: { id: lawFirms.id, name: lawFirms.name, stripeAccountId: lawFirms.stripeAccountId },
      };
    },

    /** The staff view's query; `withTotal` adds the match count (a window, so not with FOR UPDATE). */
    adminQuery(executor: Executor, withTotal: boolean) {
      return executor
        .select({
          ...this.adminSelection(),
          total: withTotal ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number),
        })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .innerJoin(buyers, eq(buyers.id, purchaseItems.userId))
        .leftJoin(carts, eq(carts.id, purchaseItems.cartId))
        .leftJoin(attorneys, eq(attorneys.id, purchaseItems.attorneyId))
        .leftJoin(attorneyUsers, eq(attorneyUsers.id, attorneys.userId))
        .leftJoin(lawFirms, eq(lawFirms.id, attorneys.lawFirmId))
        .$dynamic();
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
            ilike(buyers.email, pattern),
            ilike(sql`concat_ws(' ', ${buyers.firstName}, ${buyers.lastName})`, pattern),
            ilike(sql`concat_ws(' ', ${attorneyUsers.firstName}, ${attorneyUsers.lastName})`, pattern),
            ilike(lawFirms.name, pattern),
            ilike(products.title, pattern),
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
      const rows = await this.adminQuery(db, true)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** One item as staff see it; `lock` takes the purchase item row FOR UPDATE (refunds, payouts). */
    async findForAdmin(executor: Executor, itemId: string, options: { lock?: boolean } = {}) {
      const query = this.adminQuery(executor, false).where(and(eq(purchaseItems.id, itemId), live(purchaseItems)));
      const [row] = options.lock ? await query.for("update", { of: purchaseItems }) : await query;
      return row ?? null;
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
          providerRefundedInCents: sql<number>`coalesce((select sum(${refunds.amountInCents}) from ${refunds} where ${refunds.purchaseItemId} = ${purchaseItems}.${sql.identifier("id")} and not ${refunds.isComplimentaryRefund} and ${refunds.deletedAt} is null), 0)::int`,
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
        .select({ item: purchaseItems, productType: products.productType })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .where(and(eq(purchaseItems.id, itemId), eq(purchaseItems.userId, userId), live(purchaseItems)))
        .for("update", { of: purchaseItems });
      return row ? { ...row.item, productType: row.productType } : null;
    },

    async findActiveDocumentId(executor: Executor, userId: string): Promise<string | null> {
      const [row] = await executor
        .select({ id: documents.id })
        .from(documents)
        .where(activeDocumentOf(documents, userId))
        .orderBy(desc(documents.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    async isApprovedAttorney(executor: Executor, attorneyId: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: attorneys.id })
        .from(attorneys)
        .where(and(eq(attorneys.id, attorneyId), eq(attorneys.stage, "APPROVED"), live(attorneys)));
      return row !== undefined;
    },
  };
}

export type PurchaseItemsRepository = ReturnType<typeof createPurchaseItemsRepository>;
