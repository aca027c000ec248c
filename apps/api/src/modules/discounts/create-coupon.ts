import { DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { DiscountsContext } from "./discounts.context.ts";
import { DISCOUNT_MESSAGES } from "./discounts.messages.ts";

/**
 * POST /admin/discounts/coupons: a new coupon, audited in its transaction. A live coupon with the
 * same name in any letter case refuses it (409 COUPON_NAME_EXISTS; the unique index decides a race) and nothing is stored.
 */
export async function createCoupon(
  ctx: DiscountsContext,
  input: {
    body: {
      name: string;
      percentOff?: number | null | undefined;
      amountOffInCents?: number | null | undefined;
      expirationDate?: string | null | undefined;
    };
    adminId: string;
    request?: AuditRequest | null;
  },
) {
  const { body, adminId } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const coupon = await ctx.repository.insertCoupon(tx, {
      name: body.name,
      percentOff: body.percentOff ?? null,
      amountOffInCents: body.amountOffInCents ?? null,
      expirationDate: body.expirationDate ?? null,
      createdById: adminId,
      updatedById: adminId,
      createdAt: now,
      updatedAt: now,
    });
    if (!coupon) throw new DomainError("COUPON_NAME_EXISTS", DISCOUNT_MESSAGES.couponNameTaken(body.name));
    await ctx.audit.record(tx, {
      actorId: adminId,
      action: "coupon.create",
      entityType: "coupon",
      entityId: coupon.id,
      after: {
        name: coupon.name,
        percentOff: coupon.percentOff,
        amountOffInCents: coupon.amountOffInCents,
        expirationDate: coupon.expirationDate,
      },
      request: input.request ?? null,
      at: now,
    });
    return { ...coupon, createdAt: coupon.createdAt.toISOString(), codeCount: 0 };
  });
}
