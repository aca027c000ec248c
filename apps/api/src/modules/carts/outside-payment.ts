import { findProductByType, type Executor } from "@prenup/db";
import type { ProductType } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { CartsContext } from "./carts.context.ts";
import { requireCart } from "./cart-results.ts";
import { completeCart } from "./complete-purchase.ts";

/**
 * Records a payment made outside the gateway (POST /admin/users/{id}/mark-paid): a cart of the
 * buyer with one line of the product, inserted as PAID (the buyer's open cart stays as it is) and
 * completed by the same step as a paid checkout: the purchase rules, one SUCCESSFUL purchase item at
 * the product's price with no fee and no payment method, the cart's totals. The admin is the actor;
 * the one audit row is `user.mark-paid` on the purchase item. What the rules refuse is refused
 * (PRODUCT_NOT_AVAILABLE) with nothing written. In the caller's transaction: the caller holds the
 * lock that makes it happen once (the admin-users module locks the agreement and answers a prenup
 * already paid without calling this).
 */
export async function recordOutsidePayment(
  ctx: CartsContext,
  tx: Executor,
  input: {
    buyerId: string;
    documentId: string;
    productType: ProductType;
    admin: { id: string };
    request: AuditRequest;
  },
): Promise<{ purchaseItemId: string; cartId: string }> {
  const product = await findProductByType(tx, input.productType);
  const now = ctx.clock.now();
  const cartId = await ctx.repository.insertOutsidePaymentCart(tx, {
    userId: input.buyerId,
    documentId: input.documentId,
    productId: product.id,
    actorId: input.admin.id,
    now,
  });
  const cart = await requireCart(ctx, tx, input.buyerId, cartId);
  const created = await completeCart(
    ctx,
    tx,
    cart,
    { method: null, reference: null, amountPaid: null },
    { userId: input.admin.id, request: input.request },
    {
      refuseInstead: true,
      recordAs: (outcome) => ({
        actorId: input.admin.id,
        action: "user.mark-paid",
        entityType: "purchase_item",
        entityId: outcome.created[0]!.id,
        documentId: outcome.documentId,
        subjectUserId: input.buyerId,
        after: { userId: input.buyerId, cartId, pricePaidInCents: outcome.totalPaidInCents, paymentMethod: null },
        request: input.request,
        at: now,
      }),
    },
  );
  return { purchaseItemId: created[0]!.id, cartId };
}
