import type { Database } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import type { DiscountsRepository } from "./discounts.repository.ts";

export const DISCOUNT_MESSAGES = {
  couponNotFound: "Coupon not found",
  codeNotFound: "Promo code not found",
  codeTaken: "This code is taken; choose another.",
} as const;

type CodeRow = Awaited<ReturnType<DiscountsRepository["listCodes"]>>[number]["code"];

function toCode(code: CodeRow, redemptions: number) {
  return {
    id: code.id,
    couponId: code.couponId,
    code: code.code,
    expirationDate: code.expirationDate,
    maxRedemptionsPerCustomer: code.maxRedemptionsPerCustomer,
    isActive: code.isActive,
    redemptions,
    createdAt: code.createdAt.toISOString(),
  };
}

export function createDiscountsService(deps: {
  db: Database;
  clock: Clock;
  repository: DiscountsRepository;
  audit: AuditRecorder;
}) {
  const { repository, clock, audit } = deps;

  async function requireCoupon(couponId: string) {
    const coupon = await repository.findCoupon(deps.db, couponId);
    if (!coupon) throw new DomainError("COUPON_NOT_FOUND", DISCOUNT_MESSAGES.couponNotFound);
    return coupon;
  }

  return {
    async listCoupons(filter: { search?: string | undefined; page: number; pageSize: number }) {
      const { rows, total } = await repository.listCoupons(filter);
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
    },

    async createCoupon(
      body: {
        name: string;
        percentOff?: number | null | undefined;
        amountOffInCents?: number | null | undefined;
        expirationDate?: string | null | undefined;
      },
      adminId: string,
      request: AuditRequest | null = null,
    ) {
      const now = clock.now();
      return deps.db.transaction(async (tx) => {
        const coupon = await repository.insertCoupon(tx, {
          name: body.name,
          percentOff: body.percentOff ?? null,
          amountOffInCents: body.amountOffInCents ?? null,
          expirationDate: body.expirationDate ?? null,
          createdById: adminId,
          updatedById: adminId,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, {
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
          request,
          at: now,
        });
        return { ...coupon, createdAt: coupon.createdAt.toISOString(), codeCount: 0 };
      });
    },

    async listCodes(couponId: string) {
      await requireCoupon(couponId);
      return (await repository.listCodes(couponId)).map(({ code, redemptions }) => toCode(code, redemptions));
    },

    async createCode(
      couponId: string,
      body: {
        code: string;
        expirationDate?: string | null | undefined;
        maxRedemptionsPerCustomer?: number | null | undefined;
        isActive: boolean;
      },
      adminId: string,
      request: AuditRequest | null = null,
    ) {
      await requireCoupon(couponId);
      const now = clock.now();
      return deps.db.transaction(async (tx) => {
        const code = await repository.insertCode(tx, {
          couponId,
          code: body.code,
          expirationDate: body.expirationDate ?? null,
          maxRedemptionsPerCustomer: body.maxRedemptionsPerCustomer ?? null,
          isActive: body.isActive,
          createdById: adminId,
          updatedById: adminId,
          createdAt: now,
          updatedAt: now,
        });
        if (!code) throw new DomainError("DISCOUNT_CODE_EXISTS", DISCOUNT_MESSAGES.codeTaken);
        await audit.record(tx, {
          actorId: adminId,
          action: "discount-code.create",
          entityType: "discount_code",
          entityId: code.id,
          after: {
            couponId,
            code: code.code,
            expirationDate: code.expirationDate,
            maxRedemptionsPerCustomer: code.maxRedemptionsPerCustomer,
            isActive: code.isActive,
          },
          request,
          at: now,
        });
        return toCode(code, 0);
      });
    },

    async updateCode(
      codeId: string,
      body: {
        expirationDate?: string | null | undefined;
        maxRedemptionsPerCustomer?: number | null | undefined;
        isActive?: boolean | undefined;
      },
      adminId: string,
      request: AuditRequest | null = null,
    ) {
      const now = clock.now();
      const code = await deps.db.transaction(async (tx) => {
        const current = await repository.lockCode(tx, codeId);
        if (!current) throw new DomainError("DISCOUNT_CODE_NOT_FOUND", DISCOUNT_MESSAGES.codeNotFound);
        const changes = {
          ...(body.expirationDate !== undefined ? { expirationDate: body.expirationDate } : {}),
          ...(body.maxRedemptionsPerCustomer !== undefined
            ? { maxRedemptionsPerCustomer: body.maxRedemptionsPerCustomer }
            : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        };
        const updated = await repository.updateCode(tx, codeId, { ...changes, updatedAt: now, updatedById: adminId });
        if (!updated) throw new DomainError("DISCOUNT_CODE_NOT_FOUND", DISCOUNT_MESSAGES.codeNotFound);
        await audit.record(tx, {
          actorId: adminId,
          action: "discount-code.update",
          entityType: "discount_code",
          entityId: codeId,
          before: Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof typeof changes]])),
          after: changes,
          request,
          at: now,
        });
        return updated;
      });
      const redemptions =
        (await repository.listCodes(code.couponId)).find((row) => row.code.id === code.id)?.redemptions ?? 0;
      return toCode(code, redemptions);
    },

    listProducts: () => repository.listProducts(),
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
