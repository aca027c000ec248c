import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry } from "../../http/schemas.ts";

export const productResponseSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priceInCents: z.int(),
  productType: z.enum(PRODUCT_TYPES),
  productCategory: z.enum(PRODUCT_CATEGORIES),
  productIcon: z.string().nullable(),
  /** One purchase covers both partners. */
  isSharedProduct: z.boolean(),
  discountsAllowed: z.boolean(),
  onePerUser: z.boolean(),
  isActive: z.boolean(),
});
apiSchemaRegistry.add(productResponseSchema, { id: "Product" });

export const listProductsResponseSchema = z.array(productResponseSchema);

export type ProductResponse = z.infer<typeof productResponseSchema>;
