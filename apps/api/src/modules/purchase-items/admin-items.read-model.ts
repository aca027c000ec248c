import { attorneys, carts, lawFirms, products, purchaseItems, users, type Executor } from "@prenup/db";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/** The buyer and the attorney's user (the users' table), which the staff view joins and its search filters on. */
export const buyers = alias(users, "buyer");
export const attorneyUsers = alias(users, "attorney_user");

/** The columns staff see for an item: buyer, product, charge, attorney and law firm. */
function adminSelection() {
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
}

/**
 * The staff view of purchase items, one statement for the caller to filter, order or lock: each
 * item with its product, buyer, cart, attorney and law firm (those modules' tables, never written);
 * `withTotal` adds the match count (a window, so not with FOR UPDATE).
 */
export function adminItems(executor: Executor, withTotal: boolean) {
  return executor
    .select({
      ...adminSelection(),
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
}
