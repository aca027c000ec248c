import { carts, live, subquery } from "@prenup/db";
import type { PaymentMethod } from "@prenup/domain";
import { type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * What other modules ask of the carts (DESIGN.md, "Data ownership"): fragments another module's
 * statement embeds, keyed by its cart-id or discount-code-id column.
 */

/** How many live paid carts used the promo code: its redemptions. */
export const paidRedemptionsOf = (discountCodeId: Column | SQL | SQLWrapper): SQL<number> =>
  subquery<number>`select count(*) from ${carts} where ${carts.discountCodeId} = ${discountCodeId} and ${carts.cartStatus} = 'PAID' and ${live(carts)}`.mapWith(
    Number,
  );

/** The ids of the carts the user bought with (any status, deleted ones included), as a subquery for `inArray`. */
export const cartIdsOfBuyer = (userId: string): SQL =>
  subquery`select ${carts.id} from ${carts} where ${carts.userId} = ${userId}`;

/** A cart's payment: who paid, the provider's reference and the method. */
export type CartPayment = { payerId: string; paymentReference: string | null; paymentMethod: PaymentMethod | null };

/** The cart's payment as one value `{ payerId, paymentReference, paymentMethod }` (null when no row has the id). */
export const cartPaymentOf = (cartId: Column | SQL | SQLWrapper): SQL<CartPayment | null> =>
  subquery<CartPayment | null>`select json_build_object('payerId', ${carts.userId}, 'paymentReference', ${carts.paymentReference}, 'paymentMethod', ${carts.paymentMethod}) from ${carts} where ${carts.id} = ${cartId}`;
