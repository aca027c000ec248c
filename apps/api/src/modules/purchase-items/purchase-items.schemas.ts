import { BOOKING_STATUSES, PAYMENT_STATUSES, PRODUCT_CATEGORIES, PRODUCT_TYPES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

export const listPurchaseItemsQuerySchema = z.object({
  /** Only items whose product is in this category (the attorney-services screen asks for ATTORNEY_SERVICE). */
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of ${PRODUCT_CATEGORIES.join(", ")}` }).optional(),
});

/** Something the user (or, for a shared product, their partner) has bought. */
export const purchaseItemResponseSchema = z.object({
  id: z.uuid(),
  /** The buyer: the requested user, or their partner for a shared product on a common document. */
  userId: z.uuid(),
  productId: z.uuid(),
  documentId: z.uuid().nullable(),
  attorneyId: z.uuid().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  pricePaidInCents: z.int(),
  amountRefundedInCents: z.int(),
  refundedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  deletedAt: timestampSchema.nullable(),
  product: z.object({
    id: z.uuid(),
    title: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    productCategory: z.enum(PRODUCT_CATEGORIES),
    isSharedProduct: z.boolean(),
  }),
});
apiSchemaRegistry.add(purchaseItemResponseSchema, { id: "PurchaseItem" });

export const listPurchaseItemsResponseSchema = z.array(purchaseItemResponseSchema);

export type PurchaseItemResponse = z.infer<typeof purchaseItemResponseSchema>;
