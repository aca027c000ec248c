import { coupons, discountCodes, live, type Database, type Executor } from "@prenup/db";
import { type Column, and, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { discountableProducts } from "../products/products.queries.ts";

/**
 * What the discounts' statements embed of the carts, which apply the promo codes: the carts
 * module's published read, lent by its manifest's `reads`.
 */
export type DiscountCartReads = {
  /** How many live paid carts used the promo code. */
  paidRedemptionsOf(discountCodeId: Column | SQL): SQL<number>;
};

export function createDiscountsRepository(db: Database, { paidRedemptionsOf }: DiscountCartReads) {
  return {
    /** One page of live coupons with their code counts and the total (one statement). */
    async listCoupons(filter: { search?: string | undefined; page: number; pageSize: number }) {
      const codeCount = db
        .select({ n: count() })
        .from(discountCodes)
        .where(and(eq(discountCodes.couponId, coupons.id), live(discountCodes)));
      const search = filter.search?.trim();
      const rows = await db
        .select({
          coupon: coupons,
          codeCount: sql<number>`(${codeCount})`.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(coupons)
        .where(
          and(
            live(coupons),
            search ? ilike(coupons.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
          ),
        )
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async findCoupon(executor: Executor, couponId: string) {
      const [row] = await executor
        .select()
        .from(coupons)
        .where(and(eq(coupons.id, couponId), live(coupons)));
      return row ?? null;
    },

    /** Inserts a coupon; null when a live coupon has its name already, whatever the letter case (unique index). */
    async insertCoupon(executor: Executor, values: typeof coupons.$inferInsert) {
      const [row] = await executor.insert(coupons).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The coupon's codes with their paid redemptions (one statement). */
    listCodes: (couponId: string) =>
      db
        .select({ code: discountCodes, redemptions: paidRedemptionsOf(discountCodes.id) })
        .from(discountCodes)
        .where(and(eq(discountCodes.couponId, couponId), live(discountCodes)))
        .orderBy(asc(discountCodes.createdAt), asc(discountCodes.id)),

    /** Inserts a code; null when the code is taken (unique index). */
    async insertCode(executor: Executor, values: typeof discountCodes.$inferInsert) {
      const [row] = await executor.insert(discountCodes).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The live code, locked for an update in the caller's transaction. */
    async lockCode(executor: Executor, codeId: string) {
      const [row] = await executor
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.id, codeId), live(discountCodes)))
        .for("update");
      return row ?? null;
    },

    async updateCode(executor: Executor, codeId: string, values: Partial<typeof discountCodes.$inferInsert>) {
      const [row] = await executor
        .update(discountCodes)
        .set(values)
        .where(and(eq(discountCodes.id, codeId), live(discountCodes)))
        .returning();
      return row ?? null;
    },

    /** The live products with their discount flag, cheapest first. */
    listProducts: () => discountableProducts(db),
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
