import { carts, discountCodes, live, type Database } from "@prenup/db";
import { and, asc, count, eq, sql } from "drizzle-orm";

/** The coupon's live codes with their paid redemptions (one statement). */
export function codeRedemptions(db: Database, couponId: string) {
  const redemptions = db
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.discountCodeId, discountCodes.id), eq(carts.cartStatus, "PAID"), live(carts)));
  return db
    .select({ code: discountCodes, redemptions: sql<number>`(${redemptions})`.mapWith(Number) })
    .from(discountCodes)
    .where(and(eq(discountCodes.couponId, couponId), live(discountCodes)))
    .orderBy(asc(discountCodes.createdAt), asc(discountCodes.id));
}
