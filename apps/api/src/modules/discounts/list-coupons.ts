import type { DiscountsContext } from "./discounts.context.ts";

/** GET /admin/discounts/coupons: a page of coupons, each with its count of promo codes. */
export async function listCoupons(
  ctx: DiscountsContext,
  filter: { search?: string | undefined; page: number; pageSize: number },
) {
  const { rows, total } = await ctx.repository.listCoupons(filter);
  return {
    items: rows.map(({ coupon, codeCount }) => ({
      id: coupon.id,
      name: coupon.name,
      percentOff: coupon.percentOff,
      amountOffInCents: coupon.amountOffInCents,
      expirationDate: coupon.expirationDate,
      createdAt: coupon.createdAt.toISOString(),
      codeCount,
    })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
