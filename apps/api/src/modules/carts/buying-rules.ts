/**
 * The purchase rules of a cart: who a purchase can be for, what they own already, how many units of
 * a product may be bought (when a line is set, at checkout, and again when a payment completes) and
 * whether a chosen attorney may serve it.
 */
import type { Executor } from "@prenup/db";
import {
  AGREEMENT_PRODUCT_TYPES,
  agreementProductTypeFor,
  attorneyServicesOffered,
  isAgreementProduct,
  DomainError,
  isPurchaseActive,
  partnerIdOf,
  qaQuantity,
  REPRESENTATION_AFTER_FINAL_MESSAGE,
  REPRESENTATION_UNAVAILABLE_MESSAGE,
  representationBeneficiaries,
  representationBeneficiaryOf,
  representationQuantity,
  representationStillApplies,
  sharedProductPurchase,
} from "@prenup/domain";
import type { CartsContext } from "./carts.context.ts";
import { CART_MESSAGES } from "./carts.messages.ts";
import type { LoadedCart, ProductRow } from "./carts.repository.ts";

/** The people a purchase can be for and what they already own, for the cart's rules. */
export async function buyingContext(ctx: CartsContext, executor: Executor, userId: string) {
  const document = await ctx.repository.findActiveDocumentWithState(executor, userId);
  const partnerId = document ? partnerIdOf(document, userId) : null;
  const couple = [userId, ...(partnerId ? [partnerId] : [])];
  const owned = await ctx.purchaseItems.listItemsOfBuyers(couple, executor);
  return { document, partnerId, owned };
}

export type BuyingContext = Awaited<ReturnType<typeof buyingContext>>;

export function ownsActive(
  context: BuyingContext,
  personId: string,
  productId: string,
  productType: ProductRow["productType"],
) {
  return context.owned.some(
    (item) =>
      item.userId === personId &&
      item.product.productType === productType &&
      isPurchaseActive(item) &&
      productId !== "",
  );
}

/**
 * The quantity this product may be bought in (the request clamped by the rules), or a refusal.
 * Shared products are bought once per couple; onePerUser ones once per person (Representation:
 * once for the buyer and once for the partner, so up to two); Q&A one at a time.
 */
export async function allowedQuantity(
  ctx: CartsContext,
  executor: Executor,
  context: BuyingContext,
  userId: string,
  product: ProductRow,
  requested: number,
): Promise<number> {
  if (!product.isActive) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.productInactive);
  if (product.isSharedProduct) {
    const agreementProduct = isAgreementProduct(product.productType);
    // The agreement is sold as the product of its kind, and paid by either.
    if (agreementProduct && context.document && product.productType !== agreementProductTypeFor(context.document.kind))
      throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.otherKind(context.document.kind));
    const paid = sharedProductPurchase({
      productType: agreementProduct ? AGREEMENT_PRODUCT_TYPES : product.productType,
      purchaseItems: context.owned,
      document: context.document,
      userId,
    });
    if (paid)
      throw new DomainError(
        "PRODUCT_NOT_AVAILABLE",
        agreementProduct
          ? CART_MESSAGES.agreementPaid(
              context.document?.kind ?? (product.productType === "POSTNUP" ? "POSTNUP" : "PRENUP"),
            )
          : CART_MESSAGES.notarizationPaid,
      );
    if (product.productType === "NOTARIZATION" && !context.document)
      throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.needsDocument);
    return 1;
  }
  if (product.productType === "REPRESENTATION" || product.productType === "Q_A") {
    const document = context.document;
    if (!document?.stateId) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.needsDocument);
    const attorneysInState = attorneyServicesOffered(document.attorneySupport)
      ? await ctx.repository.countApprovedAttorneysInState(executor, document.stateId)
      : 0;
    if (product.productType === "Q_A") {
      if (attorneysInState === 0) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.qaUnavailable);
      return qaQuantity();
    }
    if (!representationStillApplies({ finalized: document.finalizedAt !== null }))
      throw new DomainError("PRODUCT_NOT_AVAILABLE", REPRESENTATION_AFTER_FINAL_MESSAGE);
    const userCanPurchase = !ownsActive(context, userId, product.id, "REPRESENTATION");
    const fianceCanPurchase =
      context.partnerId !== null && !ownsActive(context, context.partnerId, product.id, "REPRESENTATION");
    const buyers = Number(userCanPurchase) + Number(fianceCanPurchase);
    // The eligibility's maximum (attorneysServing / attorneyServicesEligibility in the domain): two
    // only when two attorneys of different law firms can serve the partners; without the
    // attorney-services module, the number of licensed attorneys.
    const maxByAttorneys = ctx.attorneyChoice?.maxRepresentationProducts
      ? await ctx.attorneyChoice.maxRepresentationProducts(executor, userId)
      : attorneysInState;
    const quantity = representationQuantity({
      userCanPurchase,
      fianceCanPurchase,
      maxPurchasable: Math.min(maxByAttorneys, buyers),
      requested,
    });
    if (!quantity.available) throw new DomainError("PRODUCT_NOT_AVAILABLE", REPRESENTATION_UNAVAILABLE_MESSAGE);
    return quantity.quantity;
  }
  if (product.onePerUser) {
    if (ownsActive(context, userId, product.id, product.productType))
      throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.alreadyBought);
    return 1;
  }
  return requested;
}

export async function checkChosenAttorney(
  ctx: CartsContext,
  executor: Executor,
  context: BuyingContext,
  buyerId: string,
  product: ProductRow,
  attorneyId: string | null | undefined,
) {
  if (attorneyId === null || attorneyId === undefined) return;
  if (product.productCategory !== "ATTORNEY_SERVICE") {
    throw DomainError.invalidField("chosenAttorneyId", CART_MESSAGES.attorneyNotForProduct);
  }
  const attorney = await ctx.repository.findApprovedAttorney(executor, attorneyId, context.document?.stateId ?? null);
  if (!attorney) throw new DomainError("ATTORNEY_NOT_FOUND", CART_MESSAGES.attorneyNotFound);
  if (!attorney.licensed) throw new DomainError("PRODUCT_NOT_AVAILABLE", CART_MESSAGES.attorneyNotLicensed);
  // The chosen attorney serves the first unit's owner: the buyer, or the partner when the buyer
  // has representation already. Never the other partner's attorney nor their law firm.
  if (ctx.attorneyChoice && (product.productType === "REPRESENTATION" || product.productType === "Q_A")) {
    const beneficiaryId = representationBeneficiaryOf(
      representationBeneficiaries({
        isRepresentation: product.productType === "REPRESENTATION",
        buyerId,
        partnerId: context.partnerId,
        buyerHasRepresentation: ownsActive(context, buyerId, product.id, "REPRESENTATION"),
      }),
      0,
    );
    const problem = await ctx.attorneyChoice.attorneyChoiceProblem(executor, {
      beneficiaryId,
      attorneyId,
      serviceType: product.productType,
    });
    if (problem) throw new DomainError("PRODUCT_NOT_AVAILABLE", problem);
  }
}

/**
 * How many units of each line may still be bought now: the purchase rules again, at the moment a
 * payment completes (the partner may have paid the shared prenup while a redirect was open).
 */
export async function allowedNow(
  ctx: CartsContext,
  tx: Executor,
  cart: LoadedCart,
  context: BuyingContext,
): Promise<{ allowed: number; reason: string | null }[]> {
  const result: { allowed: number; reason: string | null }[] = [];
  for (const item of cart.items) {
    try {
      result.push({
        allowed: Math.min(
          item.quantity,
          await allowedQuantity(ctx, tx, context, cart.userId, item.product, item.quantity),
        ),
        reason: null,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== "PRODUCT_NOT_AVAILABLE") throw error;
      result.push({ allowed: 0, reason: error.message });
    }
  }
  return result;
}
