import type { Executor } from "@prenup/db";
import { DomainError, payoutAvailableCents, refundableCents } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import { PaymentProviderError } from "../../integrations/payments/payment-port.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import { MONEY_MESSAGES } from "./purchase-items.messages.ts";
import type { PurchaseItemsRepository } from "./purchase-items.repository.ts";
import type { AdminPurchaseItemResponse } from "./purchase-items.schemas.ts";

export type AdminRow = NonNullable<Awaited<ReturnType<PurchaseItemsRepository["findForAdmin"]>>>;

function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

/** An item as the admin's money screens show it: amounts, what is left to refund and to pay out, the people and the firm. */
export function toAdminItem(row: AdminRow): AdminPurchaseItemResponse {
  const { item } = row;
  return {
    id: item.id,
    createdAt: item.createdAt.toISOString(),
    userId: item.userId,
    cartId: item.cartId,
    documentId: item.documentId,
    category: item.category,
    paymentStatus: item.paymentStatus,
    payoutStatus: item.payoutStatus,
    bookingStatus: item.bookingStatus,
    pricePaidInCents: item.pricePaidInCents,
    feePaidInCents: item.feePaidInCents,
    amountRefundedInCents: item.amountRefundedInCents,
    refundableInCents: refundableCents(item),
    payoutDueInCents: item.payoutStatus === "PAID" ? 0 : payoutAvailableCents(item),
    pricePaidToAttorneyInCents: item.pricePaidToAttorneyInCents,
    partialPayoutReason: item.partialPayoutReason,
    paidOutAt: isoOrNull(item.paidOutAt),
    refundNotes: item.refundNotes,
    refundedAt: isoOrNull(item.refundedAt),
    disputeStatus: item.disputeStatus,
    paymentMethod: row.paymentMethod ?? null,
    hasCharge: row.paymentReference !== null && row.paymentReference !== undefined,
    product: row.product,
    buyer: { id: row.buyer.id, email: row.buyer.email, name: fullName(row.buyer) },
    attorney: row.attorney?.id ? { id: row.attorney.id, name: fullName(row.attorney) } : null,
    lawFirm: row.lawFirm?.id
      ? { id: row.lawFirm.id, name: row.lawFirm.name, hasPayoutAccount: row.lawFirm.stripeAccountId !== null }
      : null,
  };
}

/** A payment-provider failure as the admin reads it (nothing was changed). */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new DomainError("PAYMENT_UNAVAILABLE", MONEY_MESSAGES.providerDown, { cause: error });
  throw error;
}

/** The item as the admin's money screens read it, locked for a change (404 when there is none). */
export async function lockAdminItem(
  ctx: Pick<PurchaseItemsContext, "repository">,
  tx: Executor,
  itemId: string,
): Promise<AdminRow> {
  const row = await ctx.repository.findForAdmin(tx, itemId, { lock: true });
  if (!row) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", MONEY_MESSAGES.itemNotFound);
  return row;
}

/** The item as the admin's money screens read it, read again after a change. */
export async function reloadAdminItem(
  ctx: Pick<PurchaseItemsContext, "repository">,
  tx: Executor,
  itemId: string,
): Promise<AdminPurchaseItemResponse> {
  return toAdminItem((await ctx.repository.findForAdmin(tx, itemId))!);
}
