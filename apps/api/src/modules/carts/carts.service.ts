import type { Database, Executor } from "@prenup/db";
import {
  DomainError,
  isPurchaseActive,
  normalizePromoCode,
  priceCart,
  promoCodeProblem,
  qaQuantity,
  REPRESENTATION_UNAVAILABLE_MESSAGE,
  representationQuantity,
  sharedProductPurchase,
  splitLineIntoUnits,
  allocateCents,
  processingFeeCents,
  type CartTotals,
  type PaymentMethod,
} from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import { PaymentProviderError, type PaymentAttempt, type PaymentEvent, type PaymentPort } from "../../integrations/payments/payment-port.ts";
import { isoOrNull } from "../../http/schemas.ts";
import { paymentRefundedNotAllowedEmail } from "@prenup/emails";
import type { MailPort } from "../../integrations/mail/index.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { UsersService } from "../users/index.ts";
import type { PurchaseItemsService } from "../purchase-items/index.ts";
import type { InboxClaim, WebhookInbox } from "../webhook-inbox/index.ts";
import type { CartsRepository, LoadedCart, ProductRow } from "./carts.repository.ts";
import type { CartResponse, CheckoutResponse } from "./carts.schemas.ts";

export const CART_MESSAGES = {
  cartNotFound: "Cart not found",
  itemNotFound: "This item is no longer in your cart.",
  notEditable: "This cart has been paid and can no longer be changed.",
  empty: "Your cart is empty.",
  productNotFound: "This product does not exist.",
  productInactive: "This product is no longer sold.",
  prenupPaid: "Your prenup is already paid for — by you or your partner.",
  notarizationPaid: "Notarization is already paid for your agreement.",
  alreadyBought: "You have already bought this.",
  needsDocument: "Choose your state first: this service depends on your agreement.",
  qaUnavailable: "Q&A calls with an attorney are not available in your state yet.",
  attorneyNotFound: "This attorney is not available.",
  attorneyNotLicensed: "This attorney is not licensed in your state.",
  attorneyNotForProduct: "Only attorney services take a chosen attorney.",
  chooseMethod: "Choose a payment method.",
  cardToken: "Enter your card details to pay by card.",
  providerDown: "We could not reach our payment provider. Nothing was charged; please try again in a moment.",
  declined: "Your payment was declined.",
  callerGone: "The payment was not started: the page that asked for it closed first.",
  changedWhilePaying: "Your cart changed while your payment was being made. Any amount taken has been refunded; please check your cart and pay again.",
} as const;

type Request = { id: string; ip: string; /** Aborts when the caller has gone (see clientGoneSignal). */ signal?: AbortSignal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toCartResponse(cart: LoadedCart, totals: CartTotals, paidLines?: Map<string, number>): CartResponse {
  return {
    id: cart.id,
    userId: cart.userId,
    documentId: cart.documentId,
    cartStatus: cart.cartStatus,
    discountCodeId: cart.discountCodeId,
    discountCode: cart.discountCode
      ? { code: cart.discountCode.code, percentOff: cart.discountCode.coupon.percentOff, amountOffInCents: cart.discountCode.coupon.amountOffInCents }
      : null,
    subtotalInCents: totals.subtotalInCents,
    discountInCents: totals.discountInCents,
    totalInCents: cart.cartStatus === "PAID" ? (cart.totalPaidInCents ?? totals.totalInCents) : totals.totalInCents,
    totalPaidInCents: cart.totalPaidInCents,
    totalFeeInCents: cart.totalFeeInCents,
    paymentMethod: cart.paymentMethod,
    paymentPending: cart.cartStatus === "UNPAID" && cart.paymentReference !== null,
    transactionCompletedAt: isoOrNull(cart.transactionCompletedAt),
    createdAt: cart.createdAt.toISOString(),
    cartItems: cart.items.map((item, index) => {
      const line = totals.lines[index]!;
      const paid = paidLines?.get(item.productId);
      return {
        id: item.id,
        productId: item.productId,
        quantity: item.quantity,
        chosenAttorneyId: item.chosenAttorneyId,
        unitPriceInCents: line.unitPriceInCents,
        subtotalInCents: line.subtotalInCents,
        discountInCents: line.discountInCents,
        totalInCents: paid ?? line.totalInCents,
        product: {
          id: item.product.id,
          title: item.product.title,
          description: item.product.description,
          priceInCents: item.product.priceInCents,
          productType: item.product.productType,
          productCategory: item.product.productCategory,
          productIcon: item.product.productIcon,
          isSharedProduct: item.product.isSharedProduct,
          discountsAllowed: item.product.discountsAllowed,
        },
      };
    }),
  };
}

/** Prices a cart from its products' current prices and its promo code. */
function totalsOf(cart: LoadedCart, method?: PaymentMethod | null): CartTotals {
  return priceCart({
    lines: cart.items.map((item) => ({
      id: item.id,
      unitPriceInCents: item.product.priceInCents,
      quantity: item.quantity,
      discountsAllowed: item.product.discountsAllowed,
    })),
    coupon: cart.discountCode ? cart.discountCode.coupon : null,
    method: method ?? null,
  });
}

export function createCartsService(deps: {
  db: Database;
  clock: Clock;
  payments: PaymentPort;
  repository: CartsRepository;
  purchaseItems: Pick<PurchaseItemsService, "listItemsOfBuyers" | "applyProviderChange">;
  /** The attorney-services rule for a chosen attorney (licensed, offers the service, no conflict with the partner's). */
  attorneyChoice?: {
    attorneyChoiceProblem(executor: Executor, input: { beneficiaryId: string; attorneyId: string; serviceType: "REPRESENTATION" | "Q_A" }): Promise<string | null>;
    /** The eligibility's maxRepresentationProductsUserCanPurchase (one rule in @prenup/domain for the screen and the cart). */
    maxRepresentationProducts?(executor: Executor, userId: string): Promise<number>;
  };
  /** Where the provider sends the buyer back after a redirect (the customer app's /payment/success). */
  customerAppUrl: string;
  audit: AuditRecorder;
  /** Where verified provider webhooks are stored for the job that applies them. */
  inbox?: WebhookInbox;
  /** The buyer's e-mail when part of a payment is refunded (the outbox, in the caller's transaction). */
  mail: Pick<MailPort, "enqueue">;
  /** The users module's names and e-mail of people. */
  people: Pick<UsersService, "findPeople">;
}) {
  const { db, clock, payments, repository, audit } = deps;

  async function requireCart(executor: Executor, userId: string, cartId: string, options: { lock?: boolean } = {}) {
    const cart = await repository.loadCart(executor, userId, cartId, options);
    if (!cart) throw new DomainError("CART_NOT_FOUND", CART_MESSAGES.cartNotFound);
    return cart;
  }

  async function respond(executor: Executor, cart: LoadedCart): Promise<CartResponse> {
    if (cart.cartStatus !== "PAID") return toCartResponse(cart, totalsOf(cart));
    const paid = new Map<string, number>();
    for (const item of await repository.purchaseItemsOfCarts([cart.id], executor)) {
      paid.set(item.productId, (paid.get(item.productId) ?? 0) + item.pricePaidInCents);
    }
    return toCartResponse(cart, totalsOf(cart), paid);
  }

  /** The people a purchase can be for and what they already own, for the cart's rules. */
  async function buyingContext(executor: Executor, userId: string) {
    const document = await repository.findActiveDocumentWithState(executor, userId);
    const partnerId = document ? (document.userAId === userId ? document.userBId : document.userAId) : null;
    const couple = [userId, ...(partnerId ? [partnerId] : [])];
    const owned = await deps.purchaseItems.listItemsOfBuyers(couple, executor);
    return { document, partnerId, owned };
  }

  type Context = Awaited<ReturnType<typeof buyingContext>>;

  function ownsActive(context: Context, personId: string, productId: string, productType: ProductRow["productType"]) {
    return context.owned.some((item) => item.userId === personId && item.product.productType === productType && isPurchaseActive(item) && productId !== "");
  }

  /**
   * The quantity this product may be bought in (the request clamped by the rules), or a refusal.
   * Shared products are bought once per couple; onePerUser ones once per person (Representation:
   * once for the buyer and once for the partner, so up to two); Q&A one at a time.
   */
  async function allowedQuantity(executor: Executor, context: Context, userId: string, product: ProductRow, requested: number): Promise<number> {
    if (!product.isActive) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.productInactive);
    if (product.isSharedProduct) {
      const paid = sharedProductPurchase({ productType: product.productType, purchaseItems: context.owned, document: context.document, userId });
      if (paid) throw new DomainError("PRODUCT_NOT_AVAILABLE", product.productType === "PRENUP" ? CART_MESSAGES.prenupPaid : CART_MESSAGES.notarizationPaid);
      if (product.productType === "NOTARIZATION" && !context.document) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.needsDocument);
      return 1;
    }
    if (product.productType === "REPRESENTATION" || product.productType === "Q_A") {
      const document = context.document;
      if (!document?.stateId) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.needsDocument);
      const attorneysInState = document.attorneySupport === "PARTNER" ? await repository.countApprovedAttorneysInState(executor, document.stateId) : 0;
      if (product.productType === "Q_A") {
        if (attorneysInState === 0) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.qaUnavailable);
        return qaQuantity();
      }
      const userCanPurchase = !ownsActive(context, userId, product.id, "REPRESENTATION");
      const fianceCanPurchase = context.partnerId !== null && !ownsActive(context, context.partnerId, product.id, "REPRESENTATION");
      const buyers = Number(userCanPurchase) + Number(fianceCanPurchase);
      // The eligibility's maximum (attorneysServing / attorneyServicesEligibility in the domain): two
      // only when two attorneys of different law firms can serve the partners; without the
      // attorney-services module, the number of licensed attorneys.
      const maxByAttorneys = deps.attorneyChoice?.maxRepresentationProducts ? await deps.attorneyChoice.maxRepresentationProducts(executor, userId) : attorneysInState;
      const quantity = representationQuantity({ userCanPurchase, fianceCanPurchase, maxPurchasable: Math.min(maxByAttorneys, buyers), requested });
      if (!quantity.available) throw new DomainError("PRODUCT_NOT_AVAILABLE", REPRESENTATION_UNAVAILABLE_MESSAGE);
      return quantity.quantity;
    }
    if (product.onePerUser) {
      if (ownsActive(context, userId, product.id, product.productType)) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.alreadyBought);
      return 1;
    }
    return requested;
  }

  async function checkChosenAttorney(executor: Executor, context: Context, buyerId: string, product: ProductRow, attorneyId: string | null | undefined) {
    if (attorneyId === null || attorneyId === undefined) return;
    if (product.productCategory !== "ATTORNEY_SERVICE") {
      throw DomainError.invalidField("chosenAttorneyId", CART_MESSAGES.attorneyNotForProduct);
    }
    const attorney = await repository.findApprovedAttorney(executor, attorneyId, context.document?.stateId ?? null);
    if (!attorney) throw new DomainError("ATTORNEY_NOT_FOUND", CART_MESSAGES.attorneyNotFound);
    if (!attorney.licensed) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.attorneyNotLicensed);
    // The chosen attorney serves the first unit's owner: the buyer, or the partner when the buyer
    // has representation already. Never the other partner's attorney nor their law firm.
    if (deps.attorneyChoice && (product.productType === "REPRESENTATION" || product.productType === "Q_A")) {
      const beneficiaryId =
        product.productType === "REPRESENTATION" && context.partnerId && ownsActive(context, buyerId, product.id, "REPRESENTATION") ? context.partnerId : buyerId;
      const problem = await deps.attorneyChoice.attorneyChoiceProblem(executor, { beneficiaryId, attorneyId, serviceType: product.productType });
      if (problem) throw new DomainError("PRODUCT_NOT_AVAILABLE", problem);
    }
  }

  /** Runs a change of an unpaid cart under its row lock; a payment under way is abandoned (the amount may change). */
  async function editCart(userId: string, cartId: string, change: (tx: Executor, cart: LoadedCart, now: Date) => Promise<void>): Promise<CartResponse> {
    return db.transaction(async (tx) => {
      const cart = await requireCart(tx, userId, cartId, { lock: true });
      if (cart.cartStatus !== "UNPAID") throw new DomainError("CART_NOT_EDITABLE", CART_MESSAGES.notEditable);
      const now = clock.now();
      await change(tx, cart, now);
      if (cart.paymentReference !== null) {
        await repository.updateCart(tx, cart.id, { paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: now });
      }
      return respond(tx, await requireCart(tx, userId, cartId));
    });
  }

  // --- completing a payment -------------------------------------------------------------------

  /**
   * How many units of each line may still be bought now: the purchase rules again, at the moment a
   * payment completes (the partner may have paid the shared prenup while a redirect was open).
   */
  async function allowedNow(tx: Executor, cart: LoadedCart, context: Context): Promise<{ allowed: number; reason: string | null }[]> {
    const result: { allowed: number; reason: string | null }[] = [];
    for (const item of cart.items) {
      try {
        result.push({ allowed: Math.min(item.quantity, await allowedQuantity(tx, context, cart.userId, item.product, item.quantity)), reason: null });
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== "PRODUCT_NOT_AVAILABLE") throw error;
        result.push({ allowed: 0, reason: error.message });
      }
    }
    return result;
  }

  /**
   * Turns a cart into purchases, in the caller's transaction (the cart row locked): one purchase
   * item per unit bought, each with its share of the price paid and the fee; the cart PAID with its
   * totals. `amountPaid` is what the provider took (it normally equals the cart's total; if prices
   * moved while a redirect was open, the paid amount is what the items share).
   *
   * The purchase rules run again first. Units no longer allowed are not bought: their share of the
   * payment is refunded through the provider, their lines leave the cart, an audit row and an
   * e-mail to the buyer say so. When nothing is allowed, the whole payment is refunded and the
   * cart is closed as REFUNDED. Returns the purchase items created.
   */
  async function completeCart(
    tx: Executor,
    cart: LoadedCart,
    payment: { method: PaymentMethod | null; reference: string | null; amountPaid: number | null },
    actor: { userId: string | null; request: Request | null },
  ) {
    const now = clock.now();
    const context = await buyingContext(tx, cart.userId);
    const totals = totalsOf(cart, payment.method);
    let lineTotals = totals.lines.map((line) => line.totalInCents);
    let charged = totals.totalInCents;
    if (payment.amountPaid !== null && payment.amountPaid !== totals.totalInCents) {
      charged = payment.amountPaid;
      lineTotals = allocateCents(charged, lineTotals);
    }
    const fee = payment.method ? processingFeeCents(payment.method, charged) : 0;
    const lineFees = allocateCents(fee, lineTotals);
    const allowed = await allowedNow(tx, cart, context);
    const refused: { title: string; reason: string; itemId: string; units: number; cents: number }[] = [];
    const rows = cart.items.flatMap((item, index) => {
      const units = splitLineIntoUnits({ quantity: item.quantity, totalInCents: lineTotals[index] ?? 0, feeInCents: lineFees[index] ?? 0 });
      const { allowed: keep, reason } = allowed[index]!;
      if (keep < units.length) {
        refused.push({
          title: item.product.title,
          reason: reason ?? REPRESENTATION_UNAVAILABLE_MESSAGE,
          itemId: item.id,
          units: units.length - keep,
          cents: units.slice(keep).reduce((sum, unit) => sum + unit.pricePaidInCents, 0),
        });
      }
      const isService = item.product.productCategory === "ATTORNEY_SERVICE";
      // Representation bought twice is one for the buyer and one for the partner (the buyer first,
      // unless the buyer already has theirs).
      const beneficiaries =
        item.product.productType === "REPRESENTATION" && context.partnerId
          ? ownsActive(context, cart.userId, item.productId, "REPRESENTATION")
            ? [context.partnerId]
            : [cart.userId, context.partnerId]
          : [cart.userId];
      return units.slice(0, keep).map((unit, unitIndex) => ({
        userId: beneficiaries[Math.min(unitIndex, beneficiaries.length - 1)]!,
        productId: item.productId,
        cartId: cart.id,
        documentId: context.document?.id ?? null,
        attorneyId: unitIndex === 0 ? item.chosenAttorneyId : null,
        category: item.product.productCategory,
        payoutStatus: isService ? ("DUE" as const) : null,
        bookingStatus: isService ? ("WAITING" as const) : null,
        paymentStatus: "SUCCESSFUL" as const,
        pricePaidInCents: unit.pricePaidInCents,
        feePaidInCents: unit.feePaidInCents,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: now,
        updatedAt: now,
      }));
    });
    const refundedInCents = refused.reduce((sum, line) => sum + line.cents, 0);
    if (refused.length > 0) {
      await refundNotAllowed(tx, cart, { reference: payment.reference, charged, refundedInCents, refused, kept: rows.length > 0 ? cart.items.filter((_, index) => allowed[index]!.allowed > 0).map((item) => item.product.title) : [] }, actor);
      if (rows.length === 0) return [];
    }
    const created = await repository.insertPurchaseItems(tx, rows);
    await repository.markCartPaid(tx, cart.id, {
      totalPaidInCents: charged - refundedInCents,
      totalFeeInCents: fee,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      documentId: context.document?.id ?? cart.documentId,
      now,
    });
    await audit.record(tx, {
      actorId: actor.userId,
      action: "cart.paid",
      entityType: "cart",
      entityId: cart.id,
      documentId: context.document?.id ?? null,
      subjectUserId: cart.userId,
      after: { totalPaidInCents: charged - refundedInCents, refundedNotAllowedInCents: refundedInCents, totalFeeInCents: fee, paymentMethod: payment.method, paymentReference: payment.reference, purchaseItemIds: created.map((item) => item.id) },
      request: actor.request ?? null,
      at: now,
    });
    return created;
  }

  /**
   * Refunds the part of a completed payment that bought what was no longer allowed: the provider
   * refund (keyed by the payment, so a rerun refunds once), the refused lines out of the cart (the
   * cart closed as REFUNDED when nothing was kept), the audit row and the buyer's e-mail.
   */
  async function refundNotAllowed(
    tx: Executor,
    cart: LoadedCart,
    outcome: { reference: string | null; charged: number; refundedInCents: number; refused: { title: string; reason: string; itemId: string; units: number; cents: number }[]; kept: string[] },
    actor: { userId: string | null; request: Request | null },
  ) {
    const now = clock.now();
    let refundId: string | null = null;
    if (outcome.reference && outcome.refundedInCents > 0) {
      ({ refundId } = await payments.refund(
        {
          idempotencyKey: `not-allowed:${outcome.reference}`,
          paymentReference: outcome.reference,
          amountInCents: outcome.refundedInCents,
          reason: "Bought when it could no longer be bought (for example, the partner had paid meanwhile)",
        },
        { executor: tx },
      ));
    }
    if (outcome.kept.length === 0) {
      // Nothing bought: the cart is closed as REFUNDED with its lines (the buyer's next cart is a new one).
      await repository.updateCart(tx, cart.id, {
        cartStatus: "REFUNDED",
        paymentReference: outcome.reference,
        totalPaidInCents: 0,
        transactionCompletedAt: now,
        updatedAt: now,
      });
    } else {
      const removed = outcome.refused.filter((line) => cart.items.find((item) => item.id === line.itemId)!.quantity === line.units).map((line) => line.itemId);
      await repository.removeCartItems(tx, removed, now, actor.userId ?? cart.userId);
      for (const line of outcome.refused) {
        if (removed.includes(line.itemId)) continue;
        const item = cart.items.find((candidate) => candidate.id === line.itemId)!;
        await repository.updateCartItem(tx, item.id, { quantity: item.quantity - line.units, updatedAt: now });
      }
    }
    await audit.record(tx, {
      actorId: actor.userId,
      action: "payment.refund-not-allowed",
      entityType: "cart",
      entityId: cart.id,
      subjectUserId: cart.userId,
      after: {
        paymentReference: outcome.reference,
        chargedInCents: outcome.charged,
        refundedInCents: outcome.refundedInCents,
        refundId,
        refused: outcome.refused.map(({ title, reason, units, cents }) => ({ title, reason, units, cents })),
      },
      request: actor.request ?? null,
      at: now,
    });
    const [buyer] = await deps.people.findPeople([cart.userId], tx);
    if (buyer?.email) {
      const email = await paymentRefundedNotAllowedEmail({
        refunded: outcome.refused.map(({ title, reason }) => ({ title, reason })),
        refundedInCents: outcome.refundedInCents,
        chargedInCents: outcome.charged,
        kept: outcome.kept,
        link: `${deps.customerAppUrl}/payment`,
      });
      await deps.mail.enqueue({ ...email, to: buyer.email, userId: buyer.id, templateData: { cartId: cart.id, refundedInCents: outcome.refundedInCents } }, tx);
    }
  }

  async function paidResult(tx: Executor, userId: string, cartId: string): Promise<CheckoutResponse> {
    const cart = await requireCart(tx, userId, cartId);
    const items = await repository.purchaseItemsOfCarts([cart.id], tx);
    const paidLines = new Map<string, number>();
    for (const item of items) paidLines.set(item.productId, (paidLines.get(item.productId) ?? 0) + item.pricePaidInCents);
    return {
      status: "paid",
      cart: toCartResponse(cart, totalsOf(cart), paidLines),
      redirectUrl: null,
      clientSecret: null,
      purchaseItems: items.map((item) => ({
        id: item.id,
        userId: item.userId,
        productId: item.productId,
        pricePaidInCents: item.pricePaidInCents,
        bookingStatus: item.bookingStatus,
      })),
    };
  }

  async function pendingResult(tx: Executor, cart: LoadedCart, attempt: PaymentAttempt): Promise<CheckoutResponse> {
    return {
      status: attempt.status === "processing" ? "processing" : "requires_action",
      cart: await respond(tx, cart),
      redirectUrl: attempt.redirectUrl ?? null,
      clientSecret: attempt.clientSecret ?? null,
      purchaseItems: [],
    };
  }

  /** Refunds a payment that arrived for a cart that no longer expects it (paid another way, or edited). */
  async function refundStray(tx: Executor, event: PaymentEvent, cart: LoadedCart) {
    if (!event.paymentReference || !event.amountInCents) return;
    const { refundId } = await payments.refund({
      idempotencyKey: `stray:${event.paymentReference}`,
      paymentReference: event.paymentReference,
      amountInCents: event.amountInCents,
      reason: "A payment for a cart that was already paid or had changed",
    }, { executor: tx });
    await audit.record(tx, {
      actorId: null,
      action: "payment.stray-refund",
      entityType: "cart",
      entityId: cart.id,
      subjectUserId: cart.userId,
      after: { paymentReference: event.paymentReference, amountInCents: event.amountInCents, refundId },
      at: clock.now(),
    });
  }

  function returnUrl(cartId: string) {
    return `${deps.customerAppUrl}/payment/success?cartId=${cartId}`;
  }

  function providerFailure(error: unknown): never {
    if (error instanceof PaymentProviderError) throw new DomainError("PAYMENT_UNAVAILABLE", CART_MESSAGES.providerDown, { cause: error });
    throw error;
  }

  return {
    async listCarts(userId: string, status: "pending" | "completed" | "all"): Promise<CartResponse[]> {
      const carts = await repository.listCarts(userId, status);
      const paidIds = carts.filter((cart) => cart.cartStatus === "PAID").map((cart) => cart.id);
      const paid = new Map<string, Map<string, number>>();
      for (const item of await repository.purchaseItemsOfCarts(paidIds)) {
        const lines = paid.get(item.cartId!) ?? new Map<string, number>();
        lines.set(item.productId, (lines.get(item.productId) ?? 0) + item.pricePaidInCents);
        paid.set(item.cartId!, lines);
      }
      return carts.map((cart) => toCartResponse(cart, totalsOf(cart), paid.get(cart.id)));
    },

    async getCart(userId: string, cartId: string): Promise<CartResponse> {
      return respond(db, await requireCart(db, userId, cartId));
    },

    /** The user's open cart: the existing one, or a new one. */
    async openCart(userId: string): Promise<{ created: boolean; cart: CartResponse }> {
      const document = await repository.findActiveDocumentWithState(db, userId);
      const { cartId, created } = await repository.openCart(userId, document?.id ?? null, clock.now());
      return { created, cart: await respond(db, await requireCart(db, userId, cartId)) };
    },

    /**
     * Adds a product (or sets its quantity when it is already in the cart: pressing Purchase twice
     * does not buy twice). Adding Representation takes Notarization out of the cart: notarization
     * comes after the attorney's review, which has not happened yet.
     */
    addItem(userId: string, cartId: string, body: { productId: string; quantity: number; chosenAttorneyId?: string | null | undefined }) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        const product = await repository.findProduct(tx, body.productId);
        if (!product) throw new DomainError("PRODUCT_NOT_FOUND", CART_MESSAGES.productNotFound);
        const context = await buyingContext(tx, userId);
        const quantity = await allowedQuantity(tx, context, userId, product, body.quantity);
        await checkChosenAttorney(tx, context, userId, product, body.chosenAttorneyId);
        const existing = cart.items.find((item) => item.productId === product.id);
        await repository.upsertCartItem(tx, {
          cartId: cart.id,
          productId: product.id,
          quantity,
          // A line already there keeps its attorney unless the request names one.
          chosenAttorneyId: body.chosenAttorneyId !== undefined ? body.chosenAttorneyId : existing ? undefined : null,
          createdById: userId,
          updatedById: userId,
          createdAt: now,
          updatedAt: now,
        });
        if (product.productType === "REPRESENTATION") {
          const notarization = cart.items.filter((item) => item.product.productType === "NOTARIZATION").map((item) => item.id);
          await repository.removeCartItems(tx, notarization, now, userId);
        }
      });
    },

    updateItem(userId: string, cartId: string, itemId: string, body: { quantity?: number | undefined; chosenAttorneyId?: string | null | undefined }) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        const item = cart.items.find((candidate) => candidate.id === itemId);
        if (!item) throw new DomainError("CART_ITEM_NOT_FOUND", CART_MESSAGES.itemNotFound);
        const context = await buyingContext(tx, userId);
        const quantity = body.quantity === undefined ? item.quantity : await allowedQuantity(tx, context, userId, item.product, body.quantity);
        await checkChosenAttorney(tx, context, userId, item.product, body.chosenAttorneyId);
        await repository.updateCartItem(tx, item.id, {
          quantity,
          ...(body.chosenAttorneyId !== undefined ? { chosenAttorneyId: body.chosenAttorneyId } : {}),
          updatedAt: now,
          updatedById: userId,
        });
      });
    },

    removeItem(userId: string, cartId: string, itemId: string) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        if (!cart.items.some((item) => item.id === itemId)) throw new DomainError("CART_ITEM_NOT_FOUND", CART_MESSAGES.itemNotFound);
        await repository.removeCartItems(tx, [itemId], now, userId);
      });
    },

    applyPromoCode(userId: string, cartId: string, promoCode: string) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        const found = await repository.findDiscountCode(tx, normalizePromoCode(promoCode));
        const timesUsed = found ? await repository.countPaidRedemptions(tx, userId, found.code.id, cart.id) : 0;
        const problem = promoCodeProblem({
          code: found ? { ...found.code, deleted: found.code.deletedAt !== null } : null,
          coupon: found ? { ...found.coupon, deleted: found.coupon.deletedAt !== null } : null,
          today: now.toISOString().slice(0, 10),
          timesUsed,
          hasDiscountableLines: totalsOf(cart).hasDiscountableLines,
        });
        if (problem) throw new DomainError("PROMO_CODE_INVALID", problem);
        await repository.updateCart(tx, cart.id, { discountCodeId: found!.code.id, updatedAt: now, updatedById: userId });
      });
    },

    removePromoCode(userId: string, cartId: string) {
      return editCart(userId, cartId, async (tx, cart, now) => {
        await repository.updateCart(tx, cart.id, { discountCodeId: null, updatedAt: now, updatedById: userId });
      });
    },

    /**
     * Pays for the cart, in three steps so that no row lock or connection is held while the
     * provider answers: (1) under the cart's lock, the rules and the amount are settled and the
     * provider call is planned; (2) the provider is called, outside any transaction; (3) under the
     * lock again, its answer is applied if the cart is still the one that was priced. Idempotent:
     * the provider sees one key per attempt (cart, attempt, method, amount), so doubled or retried
     * requests reach the same payment, and a paid cart answers its purchases. A decline moves the
     * cart to its next attempt, creates nothing and answers 402 with the provider's message; a
     * payment that succeeded for a cart changed meanwhile is refunded and answers 409.
     */
    async checkout(
      userId: string,
      body: { cartId: string; paymentMethod?: PaymentMethod | undefined; paymentMethodToken?: string | undefined },
      request: Request,
    ): Promise<CheckoutResponse> {
      // Two rounds at most: a payment under way found declined or abandoned, then a new one.
      for (let round = 0; round < 2; round += 1) {
        const step = await db.transaction((tx) => planCheckout(tx, userId, body, request));
        if (step.kind === "result") return step.result;
        // The page that pressed Pay is gone (it waited for the cart's lock): nothing is charged for nobody.
        if (request.signal?.aborted) throw new DomainError("CART_CHANGED", CART_MESSAGES.callerGone);
        if (step.kind === "retrieve") {
          const current = await payments.retrievePayment(step.reference).catch(providerFailure);
          const next = await db.transaction((tx) => applyRetrieved(tx, userId, body, request, step.reference, current));
          if (next.kind === "again") continue;
          return settled(next);
        }
        const attempt = await payments
          .createPayment({
            idempotencyKey: `checkout:${step.cartId}:${step.attempt}:${step.method}:${step.amountInCents}`,
            amountInCents: step.amountInCents,
            method: step.method,
            paymentMethodToken: body.paymentMethodToken,
            returnUrl: returnUrl(step.cartId),
            metadata: { cartId: step.cartId, userId },
          })
          .catch(providerFailure);
        return settled(await db.transaction((tx) => applyAttempt(tx, userId, request, step, attempt)));
      }
      throw new DomainError("CART_CHANGED", CART_MESSAGES.changedWhilePaying);
    },

    /**
     * POST /stripe/webhook, after its signature verified: the event goes to the webhook inbox (once
     * per event id) and its job applies it with `applyPaymentEvent`.
     */
    async receivePaymentEvent(event: PaymentEvent): Promise<{ duplicate: boolean }> {
      if (!deps.inbox) throw new Error("the carts service was built without the webhook inbox");
      return deps.inbox.receive({ provider: "payments", adapter: payments.name, eventId: event.id, type: event.providerType, event: { ...event } });
    },

    /**
     * Applies a provider event once (payment_events is unique on provider + event id): the local
     * gateway's decisions directly, webhook deliveries from the inbox's job (`claim`: the inbox row
     * is marked processed in this transaction).
     */
    async applyPaymentEvent(event: PaymentEvent, claim?: InboxClaim): Promise<{ duplicate: boolean }> {
      return db.transaction(async (tx) => {
        if (claim && !(await claim.begin(tx))) return { duplicate: true };
        const outcome = await applyInTransaction(tx, event);
        await claim?.end(tx, outcome);
        return { duplicate: outcome === "duplicate" };
      });
    },
  };

  type CheckoutStep =
    | { kind: "result"; result: CheckoutResponse }
    | { kind: "retrieve"; reference: string }
    | { kind: "create"; cartId: string; attempt: number; method: PaymentMethod; amountInCents: number };
  type Settled = { kind: "result"; result: CheckoutResponse } | { kind: "declined"; message: string } | { kind: "changed" };

  function settled(outcome: Settled): CheckoutResponse {
    if (outcome.kind === "declined") throw new DomainError("PAYMENT_DECLINED", outcome.message);
    if (outcome.kind === "changed") throw new DomainError("CART_CHANGED", CART_MESSAGES.changedWhilePaying);
    return outcome.result;
  }

  /** Checkout's first step, under the cart's lock: what to ask the provider, or the answer already. */
  async function planCheckout(
    tx: Executor,
    userId: string,
    body: { cartId: string; paymentMethod?: PaymentMethod | undefined; paymentMethodToken?: string | undefined },
    request: Request,
  ): Promise<CheckoutStep> {
    const cart = await requireCart(tx, userId, body.cartId, { lock: true });
    if (cart.cartStatus === "PAID") return { kind: "result", result: await paidResult(tx, userId, cart.id) };
    if (cart.cartStatus === "REFUNDED") return { kind: "result", result: await refundedResult(tx, cart) };
    if (cart.paymentReference !== null) return { kind: "retrieve", reference: cart.paymentReference };
    const now = clock.now();
    if (body.paymentMethod === undefined) throw DomainError.invalidField("paymentMethod", CART_MESSAGES.chooseMethod);
    if (cart.items.length === 0) throw new DomainError("CART_EMPTY", CART_MESSAGES.empty);
    // The rules again, at the moment of paying: the partner may have paid the prenup meanwhile,
    // a code may have expired.
    const context = await buyingContext(tx, userId);
    for (const item of cart.items) {
      const allowed = await allowedQuantity(tx, context, userId, item.product, item.quantity);
      if (allowed !== item.quantity) await repository.updateCartItem(tx, item.id, { quantity: allowed, updatedAt: now });
      item.quantity = allowed;
    }
    if (cart.discountCode) {
      const problem = promoCodeProblem({
        code: { ...cart.discountCode, deleted: cart.discountCode.deletedAt !== null },
        coupon: { ...cart.discountCode.coupon, deleted: cart.discountCode.coupon.deletedAt !== null },
        today: now.toISOString().slice(0, 10),
        timesUsed: await repository.countPaidRedemptions(tx, userId, cart.discountCode.id, cart.id),
        hasDiscountableLines: totalsOf(cart).hasDiscountableLines,
      });
      if (problem) throw new DomainError("PROMO_CODE_INVALID", problem);
    }
    const method = body.paymentMethod;
    const totals = totalsOf(cart, method);
    if (totals.totalInCents === 0) {
      await completeCart(tx, cart, { method: null, reference: null, amountPaid: 0 }, { userId, request });
      return { kind: "result", result: await paidResult(tx, userId, cart.id) };
    }
    if (method === "CARD" && body.paymentMethodToken === undefined) {
      throw DomainError.invalidField("paymentMethodToken", CART_MESSAGES.cardToken);
    }
    return { kind: "create", cartId: cart.id, attempt: cart.checkoutAttempt, method, amountInCents: totals.totalInCents };
  }

  /** Checkout's last step for a new payment, under the lock: applies the provider's answer if the cart is still the one priced. */
  async function applyAttempt(
    tx: Executor,
    userId: string,
    request: Request,
    step: Extract<CheckoutStep, { kind: "create" }>,
    attempt: PaymentAttempt,
  ): Promise<Settled> {
    const cart = await requireCart(tx, userId, step.cartId, { lock: true });
    if (cart.cartStatus !== "UNPAID") {
      // A parallel request (the same key: the same payment) or the provider's event completed it.
      if (attempt.status === "succeeded" && cart.paymentReference !== attempt.reference) await refundChangedCart(tx, cart, attempt);
      return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    }
    const unchanged =
      cart.checkoutAttempt === step.attempt &&
      (cart.paymentReference === null || cart.paymentReference === attempt.reference) &&
      totalsOf(cart, step.method).totalInCents === step.amountInCents;
    if (!unchanged) {
      // Edited, or paid another way, while the provider answered: this payment no longer fits.
      if (attempt.status === "succeeded") await refundChangedCart(tx, cart, attempt);
      return { kind: "changed" };
    }
    const now = clock.now();
    if (attempt.status === "succeeded") {
      await completeCart(tx, cart, { method: step.method, reference: attempt.reference, amountPaid: attempt.amountInCents }, { userId, request });
      return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    }
    if (attempt.status === "requires_action" || attempt.status === "processing") {
      await repository.updateCart(tx, cart.id, { paymentReference: attempt.reference, paymentMethod: step.method, updatedAt: now });
      return { kind: "result", result: await pendingResult(tx, { ...cart, paymentReference: attempt.reference, paymentMethod: step.method }, attempt) };
    }
    await repository.updateCart(tx, cart.id, { checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: now });
    return { kind: "declined", message: attempt.failureMessage ?? CART_MESSAGES.declined };
  }

  /** Checkout's last step for a payment already under way, under the lock. `again`: start a new payment. */
  async function applyRetrieved(
    tx: Executor,
    userId: string,
    body: { cartId: string; paymentMethod?: PaymentMethod | undefined; paymentMethodToken?: string | undefined },
    request: Request,
    reference: string,
    current: PaymentAttempt,
  ): Promise<Settled | { kind: "again" }> {
    const cart = await requireCart(tx, userId, body.cartId, { lock: true });
    if (cart.cartStatus !== "UNPAID") return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    // Another request moved the cart on meanwhile: look again.
    if (cart.paymentReference !== reference) return { kind: "again" };
    if (current.status === "succeeded") {
      await completeCart(tx, cart, { method: cart.paymentMethod, reference: current.reference, amountPaid: current.amountInCents }, { userId, request });
      return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    }
    const sameWay = body.paymentMethod === undefined || (body.paymentMethod === cart.paymentMethod && body.paymentMethodToken === undefined);
    if ((current.status === "requires_action" || current.status === "processing") && sameWay) {
      return { kind: "result", result: await pendingResult(tx, cart, current) };
    }
    // Declined, cancelled, or the buyer chose another way to pay: the next attempt starts.
    const next = { ...cart, paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1 };
    await repository.updateCart(tx, cart.id, { paymentReference: null, checkoutAttempt: next.checkoutAttempt, updatedAt: clock.now() });
    if (body.paymentMethod !== undefined) return { kind: "again" };
    return current.status === "failed"
      ? { kind: "declined", message: current.failureMessage ?? CART_MESSAGES.declined }
      : { kind: "result", result: await pendingResultAfterCancel(tx, next) };
  }

  /** After a completion: the purchases, or the cart refunded in full when nothing could still be bought. */
  async function paidOrRefused(tx: Executor, userId: string, cartId: string): Promise<CheckoutResponse> {
    const cart = await requireCart(tx, userId, cartId);
    return cart.cartStatus === "REFUNDED" ? refundedResult(tx, cart) : paidResult(tx, userId, cartId);
  }

  async function refundedResult(tx: Executor, cart: LoadedCart): Promise<CheckoutResponse> {
    return { status: "refunded", cart: await respond(tx, cart), redirectUrl: null, clientSecret: null, purchaseItems: [] };
  }

  /** A payment that succeeded for a cart changed (or paid another way) while the provider answered. */
  async function refundChangedCart(tx: Executor, cart: LoadedCart, attempt: PaymentAttempt) {
    await refundStray(tx, { id: attempt.reference, type: "payment.succeeded", providerType: "checkout", paymentReference: attempt.reference, amountInCents: attempt.amountInCents, cartId: cart.id, payload: {} }, cart);
  }

  async function applyInTransaction(tx: Executor, event: PaymentEvent): Promise<"applied" | "duplicate" | "ignored"> {
    const fresh = await repository.recordPaymentEvent(tx, {
      provider: payments.name,
      externalId: event.id,
      type: event.providerType,
      payload: event.payload,
      now: clock.now(),
    });
    if (!fresh) return "duplicate";
    if (event.type === "ignored") return "ignored";
    // Metadata is anyone's to write on a shared provider account: a cart id that is not a UUID names none of ours.
    const cartId = event.cartId !== null && UUID.test(event.cartId) ? event.cartId : null;
    const cart = await repository.loadCartForEvent(tx, { cartId, paymentReference: event.paymentReference });
    // A payment that names none of our carts (by metadata or reference) was made by another
    // integration on the same provider account: recorded, never refunded or applied.
    if (cart === null) return "ignored";
    const current = cart.paymentReference === event.paymentReference;
    if (event.type === "payment.refunded" || event.type === "payment.dispute-opened" || event.type === "payment.dispute-closed") {
      // Money moved at the provider on the charge that paid this cart: its purchases follow.
      if (!current || cart.cartStatus !== "PAID" || event.amountInCents === null) return "ignored";
      const change =
        event.type === "payment.refunded"
          ? { kind: "refunded" as const, refundedTotalInCents: event.refundedTotalInCents ?? 0 }
          : event.dispute
            ? { kind: "dispute" as const, dispute: event.dispute }
            : null;
      if (change === null) return "ignored";
      return deps.purchaseItems.applyProviderChange(tx, {
        cartId: cart.id,
        eventId: event.id,
        chargedInCents: event.amountInCents,
        keptInCents: cart.totalPaidInCents ?? event.amountInCents,
        change,
      });
    }
    if (event.type === "payment.succeeded") {
      if (current && cart.cartStatus === "UNPAID") {
        await completeCart(tx, cart, { method: cart.paymentMethod, reference: event.paymentReference, amountPaid: event.amountInCents }, { userId: null, request: null });
      } else if (!(current && cart.cartStatus !== "UNPAID")) {
        // Paid another way, or changed since: not this cart's payment any more. (The cart's own
        // payment, PAID or REFUNDED by its completion, needs nothing more.)
        await refundStray(tx, event, cart);
      }
    } else if (current && cart.cartStatus === "UNPAID") {
      await repository.updateCart(tx, cart.id, { paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: clock.now() });
    }
    return "applied";
  }

  async function pendingResultAfterCancel(tx: Executor, cart: LoadedCart): Promise<CheckoutResponse> {
    return { status: "canceled", cart: await respond(tx, cart), redirectUrl: null, clientSecret: null, purchaseItems: [] };
  }
}

export type CartsService = ReturnType<typeof createCartsService>;
