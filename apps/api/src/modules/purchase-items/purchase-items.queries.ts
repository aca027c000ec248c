import { live, purchaseItems, type Executor, purchaseInForce, subquery } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper, sql, and, asc, inArray } from "drizzle-orm";

/**
 * What other modules ask of the purchases' tables (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its purchase-item-id column or selected from.
 */

/** The purchase item's product id (null when no row has the id), deleted items included. */
export const purchaseItemProductOf = (itemId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<
    string | null
  >`select ${purchaseItems.productId} from ${purchaseItems} where ${purchaseItems.id} = ${itemId}`;

/**
 * The live purchase item with this id (and this buyer, when given) as a row source for a FROM clause:
 * id, user_id, document_id, attorney_id, product_id, booking_status, payment_status; `lock` takes
 * it FOR UPDATE.
 */
export const livePurchaseItemRow = (item: { id: string; userId?: string }, options: { lock: boolean }): SQL =>
  subquery`select pi.id, pi.user_id, pi.document_id, pi.attorney_id, pi.product_id, pi.booking_status, pi.payment_status
        from purchase_items pi
       where pi.id = ${item.id}::uuid ${item.userId === undefined ? sql`` : sql`and pi.user_id = ${item.userId}::uuid`} and ${live("pi")}
       ${options.lock ? sql`for update` : sql``}`;

/**
 * The purchases of the users `userIds` (a list of SQL values, such as the asking statement's partner
 * columns), deleted and refunded ones included, as a derived table
 * `(user_id, payment_status, deleted_at, document_id, product_id)` for `join lateral`.
 */
export const purchasesOfUsers = (userIds: SQL): SQL =>
  subquery`select pi.user_id, pi.payment_status, pi.deleted_at, pi.document_id, pi.product_id
    from ${purchaseItems} pi where pi.user_id in (${userIds})`;

/** A purchase item row. */
export type PurchaseItemRow = typeof purchaseItems.$inferSelect;

/** The live purchase items of these carts, oldest first: what each paid line cost. */
export function livePurchaseItemsOfCarts(executor: Executor, cartIds: string[]): Promise<PurchaseItemRow[]> {
  return executor
    .select()
    .from(purchaseItems)
    .where(and(inArray(purchaseItems.cartId, cartIds), live(purchaseItems)))
    .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
}

/** A purchase with an attorney: who bought it, and from whom. */
export type AttorneyPurchase = { userId: string; attorneyId: string };

/**
 * The purchases in force (`purchaseInForce`) with an attorney, of one of the products `productIds`
 * (a parenthesised subquery), bought by one of `userIds` (a list of SQL values) for the document
 * `documentId` or for no document yet, latest first, as a json array `[{ userId, attorneyId }]`.
 */
export const attorneyPurchasesOf = (input: { userIds: SQL; documentId: SQL; productIds: SQL }): SQL =>
  sql`coalesce((
    select json_agg(json_build_object('userId', pi.user_id, 'attorneyId', pi.attorney_id) order by pi.created_at desc, pi.id desc)
      from ${purchaseItems} pi
     where pi.product_id in ${input.productIds} and pi.attorney_id is not null and ${purchaseInForce("pi")}
       and pi.user_id in (${input.userIds}) and (pi.document_id = ${input.documentId} or pi.document_id is null)), '[]'::json)`;

/** One of a user's own purchases, for their data export (amounts in US cents). */
export type OwnPurchaseRow = {
  id: string;
  documentId: string | null;
  productId: string;
  paymentStatus: string;
  pricePaidInCents: number;
  amountRefundedInCents: number;
  refundedAt: Date | null;
  createdAt: Date;
};

/** The user's live purchases, oldest first (one statement). */
export function ownPurchasesOf(executor: Executor, userId: string): Promise<OwnPurchaseRow[]> {
  return executor
    .select({
      id: purchaseItems.id,
      documentId: purchaseItems.documentId,
      productId: purchaseItems.productId,
      paymentStatus: purchaseItems.paymentStatus,
      pricePaidInCents: purchaseItems.pricePaidInCents,
      amountRefundedInCents: purchaseItems.amountRefundedInCents,
      refundedAt: purchaseItems.refundedAt,
      createdAt: purchaseItems.createdAt,
    })
    .from(purchaseItems)
    .where(and(live(purchaseItems), sql`${purchaseItems.userId} = ${userId}::uuid`))
    .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
}
