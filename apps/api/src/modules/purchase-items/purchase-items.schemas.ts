import {
  BOOKING_STATUSES,
  centsSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  textSchema,
} from "@prenup/domain";
import { z } from "zod";
import {
  apiSchemaRegistry,
  booleanQuerySchema,
  timestampSchema,
  pageQueryFields,
  pageResponseFields,
} from "../../http/schemas.ts";

export const listPurchaseItemsQuerySchema = z.object({
  /** Only items whose product is in this category (the attorney-services screen asks for ATTORNEY_SERVICE). */
  category: z
    .enum(PRODUCT_CATEGORIES, { error: `category must be one of ${PRODUCT_CATEGORIES.join(", ")}` })
    .optional(),
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

export const purchaseItemParamsSchema = z.object({ id: z.uuid(), pid: z.uuid() });

/** What a customer may change on their own purchase (see planPurchaseItemChange in @prenup/domain). */
export const updatePurchaseItemBodySchema = z
  .strictObject({
    bookingStatus: z
      .enum(BOOKING_STATUSES, { error: `bookingStatus must be one of ${BOOKING_STATUSES.join(", ")}` })
      .optional(),
    attorneyId: z.uuid().optional(),
    documentId: z.uuid().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "Nothing to change: send bookingStatus, attorneyId or documentId",
  });

export const adminPurchaseItemsQuerySchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  payoutStatus: z.enum(PAYOUT_STATUSES).optional(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  hasAttorney: booleanQuerySchema.optional(),
  /** Only this buyer's purchases (the admin's user page). */
  userId: z.uuid({ error: "userId must be a user id" }).optional(),
  /** Buyer's name or e-mail, attorney, law firm, product, or the item's id. */
  search: textSchema({ max: 200 }).optional(),
  sort: z.enum(["createdAt", "-createdAt", "pricePaid", "-pricePaid"]).default("-createdAt"),
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
});

export const adminPurchaseItemSchema = z.object({
  id: z.uuid(),
  createdAt: timestampSchema,
  userId: z.uuid(),
  cartId: z.uuid().nullable(),
  documentId: z.uuid().nullable(),
  category: z.enum(PRODUCT_CATEGORIES).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
  pricePaidInCents: z.int(),
  feePaidInCents: z.int(),
  amountRefundedInCents: z.int(),
  /** What can still be refunded. */
  refundableInCents: z.int(),
  /** The buyer disputed the charge with their bank: OPEN (payouts wait), WON or LOST (recorded as a refund too). */
  disputeStatus: z.enum(["OPEN", "WON", "LOST"]).nullable(),
  /** What the attorney can still be paid: price paid − fee paid − refunded (0 once paid out). */
  payoutDueInCents: z.int(),
  pricePaidToAttorneyInCents: z.int().nullable(),
  partialPayoutReason: z.string().nullable(),
  paidOutAt: timestampSchema.nullable(),
  refundNotes: z.string().nullable(),
  refundedAt: timestampSchema.nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** Paid through the payment provider (refunds go back through it). */
  hasCharge: z.boolean(),
  product: z.object({
    title: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    productCategory: z.enum(PRODUCT_CATEGORIES),
  }),
  buyer: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
  attorney: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  lawFirm: z.object({ id: z.uuid(), name: z.string(), hasPayoutAccount: z.boolean() }).nullable(),
});
apiSchemaRegistry.add(adminPurchaseItemSchema, { id: "AdminPurchaseItem" });
export type AdminPurchaseItemResponse = z.infer<typeof adminPurchaseItemSchema>;

export const adminPurchaseItemsResponseSchema = z.object({
  items: z.array(adminPurchaseItemSchema),
  ...pageResponseFields(),
});

const reasonSchema = (max: number) => textSchema({ max }).pipe(z.string().trim().min(1, { error: "Give a reason" }));

export const refundBodySchema = z.strictObject({
  /** In cents; at most what is left to refund. */
  refundAmount: centsSchema({ label: "refundAmount" }),
  refundReason: reasonSchema(500),
  isComplimentaryRefund: z.boolean().default(false),
});

export const refundResponseSchema = z.object({
  purchaseItem: adminPurchaseItemSchema,
  refund: z.object({
    id: z.uuid(),
    amountInCents: z.int(),
    externalId: z.string().nullable(),
    isComplimentaryRefund: z.boolean(),
  }),
  /** True when this was a repeat of a refund just made (nothing new happened). */
  replayed: z.boolean(),
});

export const payoutBodySchema = z
  .strictObject({
    purchase_item_id: z.uuid(),
    /** In cents; default: everything due. */
    amountCents: centsSchema({ label: "amountCents" }).optional(),
    partialPayoutReason: textSchema({ max: 500 }).optional(),
    skipStripeTransfer: z.boolean().default(false),
    allowTransferWithoutCharge: z.boolean().default(false),
  })
  .transform(({ purchase_item_id, ...rest }) => ({ purchaseItemId: purchase_item_id, ...rest }));

export const payoutResponseSchema = z.object({
  purchaseItem: adminPurchaseItemSchema,
  payout: z.object({
    id: z.uuid(),
    amountInCents: z.int(),
    externalTransferId: z.string().nullable(),
    skippedTransfer: z.boolean(),
    partialPayoutReason: z.string().nullable(),
  }),
});
