import {
  BOOKING_STATUSES,
  CART_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  textSchema,
} from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, uuidSchema } from "../../http/schemas.ts";

export const cartParamsSchema = z.object({ id: uuidSchema, cartId: uuidSchema });
export const cartItemParamsSchema = z.object({ id: uuidSchema, cartId: uuidSchema, itemId: uuidSchema });

export const listCartsQuerySchema = z.object({
  /** pending: the open (UNPAID) cart; completed: paid carts; all (default). */
  transactionStatus: z
    .enum(["pending", "completed", "all"], { error: "transactionStatus must be pending, completed or all" })
    .default("all"),
});

export const createCartBodySchema = z.strictObject({
  cartStatus: z.literal("UNPAID", { error: "A new cart is always UNPAID" }).default("UNPAID"),
});

const quantitySchema = z
  .int({ error: "Quantity must be a whole number" })
  .min(1, { error: "Quantity must be at least 1" })
  .max(10, { error: "Quantity can be at most 10" });

export const addCartItemBodySchema = z.strictObject({
  productId: uuidSchema,
  quantity: quantitySchema.default(1),
  chosenAttorneyId: uuidSchema.nullish(),
});

export const updateCartItemBodySchema = z
  .strictObject({ quantity: quantitySchema.optional(), chosenAttorneyId: uuidSchema.nullish() })
  .refine((body) => body.quantity !== undefined || body.chosenAttorneyId !== undefined, {
    error: "Nothing to change: send quantity or chosenAttorneyId",
  });

export const promoCodeBodySchema = z.strictObject({
  promoCode: textSchema({ max: 64, messages: { tooLong: "A promo code is at most 64 characters" } }).pipe(
    z.string().trim().min(1, { error: "Enter a promo code" }),
  ),
});

export const checkoutBodySchema = z.strictObject({
  cartId: uuidSchema,
  /** Omit to look again at a payment already under way (after a redirect or an authentication). */
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(", ")}` })
    .optional(),
  /** The browser's token for the card (Stripe PaymentMethod id, or the local gateway's test token). Never a card number. */
  paymentMethodToken: z
    .string()
    .regex(/^(pm|tok)_[A-Za-z0-9_]{1,200}$/, {
      error: "paymentMethodToken must be a payment method token, never card details",
    })
    .optional(),
});

const productSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  priceInCents: z.int(),
  productType: z.enum(PRODUCT_TYPES),
  productCategory: z.enum(PRODUCT_CATEGORIES),
  productIcon: z.string().nullable(),
  isSharedProduct: z.boolean(),
  discountsAllowed: z.boolean(),
});

export const cartItemResponseSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  quantity: z.int(),
  chosenAttorneyId: z.uuid().nullable(),
  /** The product's price now (unpaid cart) or what was paid per unit (paid cart). */
  unitPriceInCents: z.int(),
  subtotalInCents: z.int(),
  discountInCents: z.int(),
  totalInCents: z.int(),
  product: productSummarySchema,
});
apiSchemaRegistry.add(cartItemResponseSchema, { id: "CartItem" });

export const cartResponseSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  documentId: z.uuid().nullable(),
  cartStatus: z.enum(CART_STATUSES),
  discountCodeId: z.uuid().nullable(),
  discountCode: z
    .object({ code: z.string(), percentOff: z.int().nullable(), amountOffInCents: z.int().nullable() })
    .nullable(),
  subtotalInCents: z.int(),
  discountInCents: z.int(),
  /** What the buyer pays (or paid). */
  totalInCents: z.int(),
  totalPaidInCents: z.int().nullable(),
  totalFeeInCents: z.int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** A payment was started and not finished (a redirect or an authentication step is open). */
  paymentPending: z.boolean(),
  transactionCompletedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  cartItems: z.array(cartItemResponseSchema),
});
apiSchemaRegistry.add(cartResponseSchema, { id: "Cart" });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const listCartsResponseSchema = z.array(cartResponseSchema);

export const checkoutResponseSchema = z.object({
  /**
   * paid: done; requires_action: send the buyer to redirectUrl (or let Stripe.js use clientSecret),
   * then check out again; processing: the provider will confirm; canceled: the buyer cancelled at
   * the provider — choose how to pay again.
   */
  /** `refunded`: the payment completed when nothing in the cart could still be bought (e.g. the partner had paid); it was refunded in full. */
  status: z.enum(["paid", "requires_action", "processing", "canceled", "refunded"]),
  cart: cartResponseSchema,
  redirectUrl: z.string().nullable(),
  clientSecret: z.string().nullable(),
  purchaseItems: z.array(
    z.object({
      id: z.uuid(),
      userId: z.uuid(),
      productId: z.uuid(),
      pricePaidInCents: z.int(),
      bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
    }),
  ),
});
apiSchemaRegistry.add(checkoutResponseSchema, { id: "CheckoutResult" });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentsConfigResponseSchema = z.object({
  provider: z.enum(["local", "stripe"]),
  publishableKey: z.string().nullable(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
