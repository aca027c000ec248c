import type { PaymentMethod, PaymentStatus } from "./enums.ts";

/**
 * Cart arithmetic: totals, promo-code discounts, processing fees, and how a paid cart's money is
 * split over the purchase items it creates. All amounts are integer cents; every split hands out
 * exactly the whole (largest remainder), so item amounts always add up to the cart's totals.
 *
 * Decisions (the spec names the fields, not the arithmetic):
 * - A line costs quantity × the product's current price (never a price sent by a client).
 * - A coupon applies only to lines whose product allows discounts. A percentage is taken of the
 *   eligible subtotal and rounded half up; a fixed amount is capped at the eligible subtotal. The
 *   discount is spread over the eligible lines in proportion to their subtotals.
 * - The buyer pays subtotal − discount; no surcharge. The processing fee is what the payment
 *   provider keeps, estimated per method on the charged total (rounded half up) and spread over the
 *   items in proportion to what each was paid: it is our cost, and it comes off an attorney's payout
 *   (payout due = price paid − fee paid).
 */

/** What the provider keeps per method: basis points of the charge plus a fixed amount in cents. */
export const PROCESSING_FEES: Readonly<Record<PaymentMethod, { basisPoints: number; fixedCents: number }>> = {
  CARD: { basisPoints: 290, fixedCents: 30 },
  KLARNA: { basisPoints: 599, fixedCents: 30 },
  AFTERPAY: { basisPoints: 600, fixedCents: 30 },
  CASHAPP: { basisPoints: 290, fixedCents: 30 },
};

/** Half-up rounding of a non-negative ratio of integers, without floating-point drift. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits `total` cents over `weights` in proportion, as whole cents that add up to `total` exactly
 * (largest remainder; ties go to the earlier weight). All-zero weights split evenly.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const effectiveSum = sum > 0 ? sum : weights.length;
  const shares = effective.map((weight) => Math.floor((total * weight) / effectiveSum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = effective
    .map((weight, index) => ({ index, remainder: (total * weight) % effectiveSum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The provider's fee on a charge of `chargedCents` by `method`; nothing is charged, no fee. */
export function processingFeeCents(method: PaymentMethod, chargedCents: number): number {
  if (chargedCents <= 0) return 0;
  const { basisPoints, fixedCents } = PROCESSING_FEES[method];
  return divideRoundHalfUp(chargedCents * basisPoints, 10_000) + fixedCents;
}

export type CouponTerms = { percentOff: number | null; amountOffInCents: number | null };

/** The discount a coupon gives on an eligible subtotal (see the decisions above). */
export function couponDiscountCents(coupon: CouponTerms, eligibleSubtotalCents: number): number {
  if (eligibleSubtotalCents <= 0) return 0;
  if (coupon.percentOff !== null && coupon.percentOff > 0) {
    return Math.min(
      eligibleSubtotalCents,
      divideRoundHalfUp(eligibleSubtotalCents * Math.min(coupon.percentOff, 100), 100),
    );
  }
  if (coupon.amountOffInCents !== null && coupon.amountOffInCents > 0)
    return Math.min(eligibleSubtotalCents, coupon.amountOffInCents);
  return 0;
}

export type CartLineInput = {
  id: string;
  unitPriceInCents: number;
  quantity: number;
  discountsAllowed: boolean;
};

export type PricedCartLine = {
  id: string;
  quantity: number;
  unitPriceInCents: number;
  subtotalInCents: number;
  discountInCents: number;
  totalInCents: number;
  feeInCents: number;
};

export type CartTotals = {
  lines: PricedCartLine[];
  subtotalInCents: number;
  discountInCents: number;
  /** What the buyer is charged. */
  totalInCents: number;
  /** The provider's estimated fee for the chosen method (0 until a method is known). */
  feeInCents: number;
  /** True when the cart has lines a coupon could apply to. */
  hasDiscountableLines: boolean;
};

/** Prices a cart: lines, the coupon of its promo code (if any) and the payment method (if chosen). */
export function priceCart(input: {
  lines: readonly CartLineInput[];
  coupon?: CouponTerms | null | undefined;
  method?: PaymentMethod | null | undefined;
}): CartTotals {
  const subtotals = input.lines.map((line) => line.unitPriceInCents * line.quantity);
  const eligible = input.lines.map((line, index) => (line.discountsAllowed ? (subtotals[index] ?? 0) : 0));
  const eligibleSubtotal = eligible.reduce((a, b) => a + b, 0);
  const discount = input.coupon ? couponDiscountCents(input.coupon, eligibleSubtotal) : 0;
  const discounts = allocateCents(discount, eligibleSubtotal > 0 ? eligible : input.lines.map(() => 0));
  const totals = subtotals.map((subtotal, index) => subtotal - (discounts[index] ?? 0));
  const subtotalInCents = subtotals.reduce((a, b) => a + b, 0);
  const totalInCents = subtotalInCents - discount;
  const feeInCents = input.method ? processingFeeCents(input.method, totalInCents) : 0;
  const fees = allocateCents(feeInCents, totals);
  return {
    lines: input.lines.map((line, index) => ({
      id: line.id,
      quantity: line.quantity,
      unitPriceInCents: line.unitPriceInCents,
      subtotalInCents: subtotals[index] ?? 0,
      discountInCents: discounts[index] ?? 0,
      totalInCents: totals[index] ?? 0,
      feeInCents: fees[index] ?? 0,
    })),
    subtotalInCents,
    discountInCents: discount,
    totalInCents,
    feeInCents,
    hasDiscountableLines: eligibleSubtotal > 0,
  };
}

/**
 * One purchase item per unit bought: a line of quantity n becomes n items whose price paid and fee
 * paid split the line's total and fee (to the cent).
 */
export function splitLineIntoUnits(line: Pick<PricedCartLine, "quantity" | "totalInCents" | "feeInCents">): {
  pricePaidInCents: number;
  feePaidInCents: number;
}[] {
  const units = Array.from({ length: line.quantity }, () => 1);
  const prices = allocateCents(line.totalInCents, units);
  const fees = allocateCents(line.feeInCents, units);
  return units.map((_, index) => ({ pricePaidInCents: prices[index] ?? 0, feePaidInCents: fees[index] ?? 0 }));
}

// --- Promo codes -------------------------------------------------------------------------------

export const PROMO_CODE_MESSAGES = {
  notFound: "We don't recognise this promo code. Check the spelling and try again.",
  inactive: "This promo code is no longer active.",
  expired: "This promo code has expired.",
  usedUp: "You have already used this promo code as many times as it allows.",
  notApplicable: "This promo code doesn't apply to anything in your cart.",
} as const;

/** A code is usable on its expiration date and not after (dates are 'YYYY-MM-DD', compared as days). */
function expired(expirationDate: string | null, today: string): boolean {
  return expirationDate !== null && expirationDate < today;
}

/**
 * Why a promo code cannot be used now, or null when it can. `timesUsed` counts the customer's
 * PAID carts with this code (an unpaid cart holding it does not count).
 */
export function promoCodeProblem(input: {
  code: {
    isActive: boolean;
    expirationDate: string | null;
    maxRedemptionsPerCustomer: number | null;
    deleted: boolean;
  } | null;
  coupon: { expirationDate: string | null; deleted: boolean } | null;
  today: string;
  timesUsed: number;
  hasDiscountableLines: boolean;
}): string | null {
  const { code, coupon, today } = input;
  if (!code || !coupon || code.deleted || coupon.deleted) return PROMO_CODE_MESSAGES.notFound;
  if (!code.isActive) return PROMO_CODE_MESSAGES.inactive;
  if (expired(code.expirationDate, today) || expired(coupon.expirationDate, today)) return PROMO_CODE_MESSAGES.expired;
  if (code.maxRedemptionsPerCustomer !== null && input.timesUsed >= code.maxRedemptionsPerCustomer)
    return PROMO_CODE_MESSAGES.usedUp;
  if (!input.hasDiscountableLines) return PROMO_CODE_MESSAGES.notApplicable;
  return null;
}

/** Promo codes are matched without regard to case or surrounding spaces; stored upper-case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

// --- Refunds and payouts -----------------------------------------------------------------------

export type PaidItemAmounts = {
  pricePaidInCents: number;
  feePaidInCents: number;
  amountRefundedInCents: number;
};

/**
 * What can still be refunded: price paid minus what was refunded, minus what the attorney's law
 * firm was paid out (that money has left the platform; a refund past it would be the platform's loss).
 */
export function refundableCents(
  item: Pick<PaidItemAmounts, "pricePaidInCents" | "amountRefundedInCents"> & {
    pricePaidToAttorneyInCents?: number | null;
  },
): number {
  return Math.max(0, item.pricePaidInCents - item.amountRefundedInCents - (item.pricePaidToAttorneyInCents ?? 0));
}

/** The payment status after refunds totalling `amountRefundedInCents`. */
export function paymentStatusAfterRefund(pricePaidInCents: number, amountRefundedInCents: number): PaymentStatus {
  if (amountRefundedInCents <= 0) return "SUCCESSFUL";
  return amountRefundedInCents >= pricePaidInCents ? "FULL_REFUNDED" : "PARTIALLY_REFUNDED";
}

/**
 * What an attorney can be paid for an item: price paid minus fee paid (spec), minus what was refunded
 * to the buyer, never below zero.
 */
export function payoutAvailableCents(item: PaidItemAmounts): number {
  return Math.max(0, item.pricePaidInCents - item.feePaidInCents - item.amountRefundedInCents);
}
