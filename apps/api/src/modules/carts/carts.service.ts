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
import type { AuditRecorder } from "../audit/index.ts";
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
} as const;

type Request = { id: string; ip: string };

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
  purchaseItems: Pick<PurchaseItemsService, "listItemsOfBuyers">;
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
   * Turns a cart into purchases, in the caller's transaction (the cart row locked): one purchase
   * item per unit bought, each with its share of the price paid and the fee; the cart PAID with its
   * totals. `amountPaid` is what the provider took (it normally equals the cart's total; if prices
   * moved while a redirect was open, the paid amount is what the items share).
   */
  async function completeCart(
    tx: Executor,
    cart: LoadedCart,
    payment: { method: PaymentMethod | null; reference: string | null; amountPaid: number | null },
    actor: { userId: string | null; request: Request | null },
    known?: Context,
  ) {
    const now = clock.now();
    const context = known ?? (await buyingContext(tx, cart.userId));
    const totals = totalsOf(cart, payment.method);
    let lineTotals = totals.lines.map((line) => line.totalInCents);
    let charged = totals.totalInCents;
    if (payment.amountPaid !== null && payment.amountPaid !== totals.totalInCents) {
      charged = payment.amountPaid;
      lineTotals = allocateCents(charged, lineTotals);
    }
    const fee = payment.method ? processingFeeCents(payment.method, charged) : 0;
    const lineFees = allocateCents(fee, lineTotals);
    const rows = cart.items.flatMap((item, index) => {
      const units = splitLineIntoUnits({ quantity: item.quantity, totalInCents: lineTotals[index] ?? 0, feeInCents: lineFees[index] ?? 0 });
      const isService = item.product.productCategory === "ATTORNEY_SERVICE";
      // Representation bought twice is one for the buyer and one for the partner (the buyer first,
      // unless the buyer already has theirs).
      const beneficiaries =
        item.product.productType === "REPRESENTATION" && context.partnerId
          ? ownsActive(context, cart.userId, item.productId, "REPRESENTATION")
            ? [context.partnerId]
            : [cart.userId, context.partnerId]
          : [cart.userId];
      return units.map((unit, unitIndex) => ({
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
    const created = await repository.insertPurchaseItems(tx, rows);
    await repository.markCartPaid(tx, cart.id, {
      totalPaidInCents: charged,
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
      after: { totalPaidInCents: charged, totalFeeInCents: fee, paymentMethod: payment.method, paymentReference: payment.reference, purchaseItemIds: created.map((item) => item.id) },
      request: actor.request ?? null,
      at: now,
    });
    return created;
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
     * Pays for the cart. Idempotent: the cart row is locked for the whole checkout, a paid cart
     * answers its purchases, and the provider sees one idempotency key per attempt (cart, attempt,
     * method, amount), so doubled or retried requests reach the same payment. A decline moves the
     * cart to its next attempt, creates nothing and answers 402 with the provider's message.
     */
    async checkout(
      userId: string,
      body: { cartId: string; paymentMethod?: PaymentMethod | undefined; paymentMethodToken?: string | undefined },
      request: Request,
    ): Promise<CheckoutResponse> {
      const outcome = await db.transaction(async (tx): Promise<{ result: CheckoutResponse } | { declined: string }> => {
        let cart = await requireCart(tx, userId, body.cartId, { lock: true });
        if (cart.cartStatus === "PAID") return { result: await paidResult(tx, userId, cart.id) };
        const now = clock.now();

        if (cart.paymentReference !== null) {
          const current = await payments.retrievePayment(cart.paymentReference, { executor: tx }).catch(providerFailure);
          if (current.status === "succeeded") {
            await completeCart(tx, cart, { method: cart.paymentMethod, reference: current.reference, amountPaid: current.amountInCents }, { userId, request });
            return { result: await paidResult(tx, userId, cart.id) };
          }
          const sameWay = body.paymentMethod === undefined || (body.paymentMethod === cart.paymentMethod && body.paymentMethodToken === undefined);
          if ((current.status === "requires_action" || current.status === "processing") && sameWay) {
            return { result: await pendingResult(tx, cart, current) };
          }
          // Declined, cancelled, or the buyer chose another way to pay: the next attempt starts.
          await repository.updateCart(tx, cart.id, { paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: now });
          cart = { ...cart, paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1 };
          if (body.paymentMethod === undefined) {
            return current.status === "failed" ? { declined: current.failureMessage ?? CART_MESSAGES.declined } : { result: await pendingResultAfterCancel(tx, cart) };
          }
        }

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
          await completeCart(tx, cart, { method: null, reference: null, amountPaid: 0 }, { userId, request }, context);
          return { result: await paidResult(tx, userId, cart.id) };
        }
        if (method === "CARD" && body.paymentMethodToken === undefined) {
          throw DomainError.invalidField("paymentMethodToken", CART_MESSAGES.cardToken);
        }
        const attempt = await payments
          .createPayment({
            idempotencyKey: `checkout:${cart.id}:${cart.checkoutAttempt}:${method}:${totals.totalInCents}`,
            amountInCents: totals.totalInCents,
            method,
            paymentMethodToken: body.paymentMethodToken,
            returnUrl: returnUrl(cart.id),
            metadata: { cartId: cart.id, userId },
          }, { executor: tx })
          .catch(providerFailure);
        if (attempt.status === "succeeded") {
          await completeCart(tx, cart, { method, reference: attempt.reference, amountPaid: attempt.amountInCents }, { userId, request }, context);
          return { result: await paidResult(tx, userId, cart.id) };
        }
        if (attempt.status === "requires_action" || attempt.status === "processing") {
          await repository.updateCart(tx, cart.id, { paymentReference: attempt.reference, paymentMethod: method, updatedAt: now });
          return { result: await pendingResult(tx, { ...cart, paymentReference: attempt.reference, paymentMethod: method }, attempt) };
        }
        await repository.updateCart(tx, cart.id, { checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: now });
        return { declined: attempt.failureMessage ?? CART_MESSAGES.declined };
      });
      if ("declined" in outcome) throw new DomainError("PAYMENT_DECLINED", outcome.declined);
      return outcome.result;
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
    if (event.type === "payment.succeeded") {
      if (current && cart.cartStatus === "UNPAID") {
        await completeCart(tx, cart, { method: cart.paymentMethod, reference: event.paymentReference, amountPaid: event.amountInCents }, { userId: null, request: null });
      } else if (!(current && cart.cartStatus === "PAID")) {
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
