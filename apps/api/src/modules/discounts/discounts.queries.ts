import { coupons, discountCodes, type Executor, subquery } from "@prenup/db";
import { eq, type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * What other modules ask of the discounts' tables (DESIGN.md, "Data ownership"): functions that run
 * one statement of their own, and fragments another module's statement embeds, keyed by its
 * discount-code-id column.
 */

/** A promo code as checkout judges it, with the coupon it applies; `deleted` says it was deleted. */
export type PromoCode = {
  id: string;
  code: string;
  isActive: boolean;
  /** The last day it applies (`YYYY-MM-DD`), null for no end. */
  expirationDate: string | null;
  maxRedemptionsPerCustomer: number | null;
  deleted: boolean;
  coupon: {
    id: string;
    percentOff: number | null;
    amountOffInCents: number | null;
    expirationDate: string | null;
    deleted: boolean;
  };
};

/** The promo code of a `discount_codes` row joined with its coupon, as one json value. */
const PROMO_CODE = sql`json_build_object('id', ${discountCodes.id}, 'code', ${discountCodes.code}, 'isActive', ${discountCodes.isActive}, 'expirationDate', ${discountCodes.expirationDate}, 'maxRedemptionsPerCustomer', ${discountCodes.maxRedemptionsPerCustomer}, 'deleted', ${discountCodes.deletedAt} is not null, 'coupon', json_build_object('id', ${coupons.id}, 'percentOff', ${coupons.percentOff}, 'amountOffInCents', ${coupons.amountOffInCents}, 'expirationDate', ${coupons.expirationDate}, 'deleted', ${coupons.deletedAt} is not null))`;

/** The promo code with its coupon as one value (null when no row has the id), deleted ones included. */
export const promoCodeOf = (discountCodeId: Column | SQL | SQLWrapper): SQL<PromoCode | null> =>
  subquery<PromoCode | null>`select ${PROMO_CODE} from ${discountCodes} join ${coupons} on ${coupons.id} = ${discountCodes.couponId} where ${discountCodes.id} = ${discountCodeId}`;

/** The promo code with this text and its coupon, deleted ones included (null: there is none). */
export async function promoCodeNamed(executor: Executor, code: string): Promise<PromoCode | null> {
  const [row] = await executor
    .select({ promo: sql<PromoCode>`${PROMO_CODE}` })
    .from(discountCodes)
    .innerJoin(coupons, eq(coupons.id, discountCodes.couponId))
    .where(eq(discountCodes.code, code));
  return row?.promo ?? null;
}
