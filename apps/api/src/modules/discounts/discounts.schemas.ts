import { PRODUCT_CATEGORIES, PRODUCT_TYPES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, dateSchema, timestampSchema, uuidSchema } from "../../http/schemas.ts";

const expirationDateSchema = z.iso.date({ error: "expirationDate must be a date (YYYY-MM-DD)" }).nullish();

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
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const couponsPageSchema = z.object({ items: z.array(couponSchema), total: z.int(), page: z.int(), pageSize: z.int() });

/** Exactly one of percentOff (1–100) and amountOffInCents (≥ 1). */
export const createCouponBodySchema = z
  .strictObject({
    name: textSchema({ max: 100 }).pipe(z.string().trim().min(1, { error: "Name the coupon" })),
    percentOff: z.int({ error: "percentOff is a whole number" }).min(1, { error: "percentOff is between 1 and 100" }).max(100, { error: "percentOff is between 1 and 100" }).nullish(),
    amountOffInCents: z.int({ error: "amountOffInCents is a whole number of cents" }).min(1, { error: "amountOffInCents is at least 1" }).max(10_000_000).nullish(),
    expirationDate: expirationDateSchema,
  })
  .refine((body) => (body.percentOff ?? null) === null !== ((body.amountOffInCents ?? null) === null), {
    error: "Give either percentOff or amountOffInCents, not both",
    path: ["percentOff"],
  });

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

const codeTextSchema = textSchema({ max: 40 })
  .pipe(z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, { error: "A code is 3–40 letters, digits, - or _" }));

export const createDiscountCodeBodySchema = z.strictObject({
  code: codeTextSchema,
  expirationDate: expirationDateSchema,
  maxRedemptionsPerCustomer: z.int().min(1, { error: "maxRedemptionsPerCustomer is at least 1 (leave it out for no limit)" }).nullish(),
  isActive: z.boolean().default(true),
});

export const updateDiscountCodeBodySchema = z
  .strictObject({
    expirationDate: expirationDateSchema,
    maxRedemptionsPerCustomer: z.int().min(1, { error: "maxRedemptionsPerCustomer is at least 1 (null for no limit)" }).nullish(),
    isActive: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: "Nothing to change" });

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
