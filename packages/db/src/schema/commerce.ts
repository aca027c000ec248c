import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { attorneys } from "./attorneys.ts";
import { bookkeeping, id, utc } from "./common.ts";
import { documents } from "./documents.ts";
import {
  bookingStatusEnum,
  cartStatusEnum,
  paymentMethodEnum,
  paymentStatusEnum,
  payoutStatusEnum,
  productCategoryEnum,
  productTypeEnum,
} from "./enums.ts";
import { lawFirms } from "./law-firms.ts";
import { users } from "./users.ts";

/** Something sold: the prenup itself, attorney services, notarization. */
export const products = pgTable(
  "products",
  {
    id: id(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    priceInCents: integer("price_in_cents").notNull(),
    productType: productTypeEnum("product_type").notNull(),
    productCategory: productCategoryEnum("product_category").notNull(),
    productIcon: text("product_icon"),
    /** One purchase covers both partners (the prenup is bought once per couple). */
    isSharedProduct: boolean("is_shared_product").notNull().default(false),
    discountsAllowed: boolean("discounts_allowed").notNull().default(true),
    stripePriceId: text("stripe_price_id"),
    onePerUser: boolean("one_per_user").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("products_key_unique").on(t.key), index("products_product_type_idx").on(t.productType)],
);

/** An attorney's offer of a product (representation, Q&A) with the link customers book through. */
export const attorneyServices = pgTable(
  "attorney_services",
  {
    id: id(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    bookingLink: text("booking_link"),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("attorney_services_attorney_product_unique").on(t.attorneyId, t.productId)],
);

/** A discount an admin defines: a percentage or a fixed amount off. */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    /** What admins call it; one live coupon per name, whatever its letter case. */
    name: text("name"),
    percentOff: integer("percent_off"),
    amountOffInCents: integer("amount_off_in_cents"),
    expirationDate: date("expiration_date", { mode: "string" }),
    stripeCouponId: text("stripe_coupon_id"),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("coupons_name_lower_live_unique").on(sql`lower(${t.name})`).where(sql`deleted_at is null`)],
);

/** A code customers type at checkout that applies a coupon. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id),
    code: text("code").notNull(),
    expirationDate: date("expiration_date", { mode: "string" }),
    maxRedemptionsPerCustomer: integer("max_redemptions_per_customer"),
    isActive: boolean("is_active").notNull().default(true),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("discount_codes_code_unique").on(t.code)],
);

/** A user's basket; it becomes PAID when checkout completes. */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id),
    cartStatus: cartStatusEnum("cart_status").notNull().default("UNPAID"),
    discountCodeId: uuid("discount_code_id").references(() => discountCodes.id),
    totalPaidInCents: integer("total_paid_in_cents"),
    totalFeeInCents: integer("total_fee_in_cents"),
    paymentMethod: paymentMethodEnum("payment_method"),
    /** The payment provider's reference (payment intent id) for this checkout. */
    paymentReference: text("payment_reference"),
    /**
     * Which checkout attempt of this cart is current: the idempotency key sent to the provider is
     * derived from (cart id, attempt), so a retried or doubled Pay reaches the same payment, and only a
     * declined or cancelled payment moves the cart on to a new attempt.
     */
    checkoutAttempt: integer("checkout_attempt").notNull().default(0),
    transactionCompletedAt: utc("transaction_completed_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("carts_user_idx").on(t.userId),
    // One open cart per user: POST /carts answers the existing one.
    uniqueIndex("carts_one_unpaid_per_user").on(t.userId).where(sql`cart_status = 'UNPAID' and deleted_at is null`),
    index("carts_document_idx").on(t.documentId),
    index("carts_payment_reference_idx").on(t.paymentReference),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull().default(1),
    chosenAttorneyId: uuid("chosen_attorney_id").references(() => attorneys.id),
    ...bookkeeping(),
  },
  (t) => [
    index("cart_items_cart_idx").on(t.cartId),
    // One live line per product in a cart: a doubled "add" updates that line, never adds a second.
    uniqueIndex("cart_items_live_product_unique").on(t.cartId, t.productId).where(sql`deleted_at is null`),
  ],
);

/** What a paid cart produced: one row per product bought, with the money split and refunds. */
export const purchaseItems = pgTable(
  "purchase_items",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    cartId: uuid("cart_id").references(() => carts.id),
    documentId: uuid("document_id").references(() => documents.id),
    attorneyId: uuid("attorney_id").references(() => attorneys.id),
    category: productCategoryEnum("category"),
    payoutStatus: payoutStatusEnum("payout_status"),
    pricePaidInCents: integer("price_paid_in_cents").notNull().default(0),
    pricePaidToAttorneyInCents: integer("price_paid_to_attorney_in_cents"),
    feePaidInCents: integer("fee_paid_in_cents").notNull().default(0),
    partialPayoutReason: text("partial_payout_reason"),
    paidOutAt: utc("paid_out_at"),
    bookingStatus: bookingStatusEnum("booking_status"),
    paymentStatus: paymentStatusEnum("payment_status").notNull().default("SUCCESSFUL"),
    amountRefundedInCents: integer("amount_refunded_in_cents").notNull().default(0),
    refundNotes: text("refund_notes"),
    refundedAt: utc("refunded_at"),
    /** The buyer disputed the charge with their bank: OPEN until the provider says WON or LOST (a lost dispute is also recorded as a refund). */
    disputeStatus: text("dispute_status", { enum: ["OPEN", "WON", "LOST"] }),
    ...bookkeeping(),
  },
  (t) => [
    index("purchase_items_user_idx").on(t.userId),
    index("purchase_items_document_idx").on(t.documentId),
    index("purchase_items_attorney_idx").on(t.attorneyId),
    index("purchase_items_cart_idx").on(t.cartId),
  ],
);

/** One refund of a purchase item (an item can be refunded in several parts). */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    purchaseItemId: uuid("purchase_item_id")
      .notNull()
      .references(() => purchaseItems.id),
    amountInCents: integer("amount_in_cents").notNull(),
    reason: text("reason"),
    isComplimentaryRefund: boolean("is_complimentary_refund").notNull().default(false),
    /** The payment provider's refund id. */
    externalId: text("external_id"),
    ...bookkeeping(),
  },
  (t) => [index("refunds_purchase_item_idx").on(t.purchaseItemId)],
);

/** One payout of a purchase item to the attorney's law firm (possibly partial, with a reason). */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    purchaseItemId: uuid("purchase_item_id")
      .notNull()
      .references(() => purchaseItems.id),
    lawFirmId: uuid("law_firm_id").references(() => lawFirms.id),
    amountInCents: integer("amount_in_cents").notNull(),
    partialPayoutReason: text("partial_payout_reason"),
    skippedTransfer: boolean("skipped_transfer").notNull().default(false),
    /** The payment provider's transfer id. */
    externalTransferId: text("external_transfer_id"),
    ...bookkeeping(),
  },
  (t) => [
    // A purchase item is paid out once (a partial payout records its reason).
    uniqueIndex("payouts_one_per_purchase_item").on(t.purchaseItemId).where(sql`deleted_at is null`),
    index("payouts_law_firm_idx").on(t.lawFirmId),
  ],
);

/** Webhook events received from the payment provider, kept so each is processed exactly once. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    externalId: text("external_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    processedAt: utc("processed_at"),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("payment_events_provider_external_unique").on(t.provider, t.externalId)],
);

/**
 * The embedded local payment gateway's own ledger (payments, refunds and transfers it has made),
 * so it behaves like a provider across restarts and instances: the same idempotency key always
 * answers the same record. Unused with Stripe.
 */
export const localGatewayRecords = pgTable(
  "local_gateway_records",
  {
    id: id(),
    /** `lpi_…` payments, `lre_…` refunds, `ltr_…` transfers, `acct_local_…` law firms' payout accounts. */
    reference: text("reference").notNull(),
    kind: text("kind", { enum: ["payment", "refund", "transfer", "account"] }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** For payments: succeeded, requires_action, failed or canceled. */
    status: text("status").notNull(),
    amountInCents: integer("amount_in_cents").notNull(),
    /** Method, return URL, metadata, the refunded payment, the transfer destination. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("local_gateway_records_reference_unique").on(t.reference),
    uniqueIndex("local_gateway_records_kind_key_unique").on(t.kind, t.idempotencyKey),
  ],
);
