import {
  createCouponSchema,
  createDiscountCodeSchema,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  textSchema,
  updateDiscountCodeSchema,
} from "@prenup/domain";
import { z } from "zod";
import {
  apiSchemaRegistry,
  dateSchema,
  timestampSchema,
  uuidSchema,
  pageQueryFields,
  pageResponseFields,
} from "../../http/schemas.ts";

export const couponSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  percentOff: z.int().nullable(),
  amountOffInCents: z.int().nullable(),
  expirationDate: dateSchema.nullable(),
  createdAt: timestampSchema,
  /** How many codes apply this coupon. */
  codeCount: z.int(),
});
apiSchemaRegistry.add(couponSchema, { id: "Coupon" });

export const listCouponsQuerySchema = z.object({
  search: textSchema({ max: 100 }).optional(),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
});

export const couponsPageSchema = z.object({
  items: z.array(couponSchema),
  ...pageResponseFields(),
});

/** Exactly one of percentOff (1–100) and amountOffInCents (≥ 1): the domain's rule, shared with the admin's form. */
export const createCouponBodySchema = createCouponSchema;

export const couponParamsSchema = z.object({ id: uuidSchema });

export const discountCodeSchema = z.object({
  id: z.uuid(),
  couponId: z.uuid(),
  code: z.string(),
  expirationDate: dateSchema.nullable(),
  maxRedemptionsPerCustomer: z.int().nullable(),
  isActive: z.boolean(),
  /** Paid carts that used it. */
  redemptions: z.int(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(discountCodeSchema, { id: "DiscountCode" });
export const discountCodesSchema = z.array(discountCodeSchema);

export const createDiscountCodeBodySchema = createDiscountCodeSchema;
export const updateDiscountCodeBodySchema = updateDiscountCodeSchema;

export const discountProductsSchema = z.array(
  z.object({
    id: z.uuid(),
    title: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    productCategory: z.enum(PRODUCT_CATEGORIES),
    priceInCents: z.int(),
    discountsAllowed: z.boolean(),
    isActive: z.boolean(),
  }),
);
