import type { Executor } from "@prenup/db";
import { timeZoneOfState } from "@prenup/domain";
import { refundReceiptEmail } from "@prenup/emails";
import { sql } from "drizzle-orm";
import { documentStateIdOf } from "../documents/documents.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { personOf, type PersonOf } from "../users/users.queries.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";

/** What a refund receipt tells its payer. */
export type RefundReceipt = {
  /** Who paid (the cart's buyer), who gets the receipt. */
  payerId: string;
  cartId: string | null;
  /** The agreement the purchase was for: its state's zone dates the receipt. */
  documentId: string | null;
  /** The product titles the refund was for. */
  titles: readonly string[];
  refundedInCents: number;
  paidInCents: number;
  refundedTotalInCents: number;
  throughProvider: boolean;
  /** The refund row's id, or the provider's event id: one receipt per refund. */
  refundKey: string;
  at: Date;
};

/**
 * Who gets a refund receipt and the zone its date is read in: the payer's address and the state of
 * the agreement the purchase was for (the users', documents' and states' published reads), in one
 * statement; null when no user has the id.
 */
async function receiptPayer(
  executor: Executor,
  input: { payerId: string; documentId: string | null },
): Promise<{ id: string; email: string | null; stateAbbreviation: string | null } | null> {
  const stateAbbreviation = input.documentId
    ? stateAbbreviationOf(documentStateIdOf(sql`${input.documentId}::uuid`))
    : sql`null`;
  const found = await executor.execute(
    sql`select ${personOf(sql`${input.payerId}::uuid`)} as payer, ${stateAbbreviation} as state_abbreviation`,
  );
  const row = (found.rows as { payer: PersonOf | null; state_abbreviation: string | null }[])[0];
  if (!row?.payer) return null;
  return { id: input.payerId, email: row.payer.email, stateAbbreviation: row.state_abbreviation };
}

/**
 * The payer's refund receipt, in the refund's transaction: transactional (never suppressed), at
 * most once per refund (the outbox's once-key). Nothing when the payer has no address.
 */
export async function enqueueRefundReceipt(
  ctx: Pick<PurchaseItemsContext, "mail" | "customerAppUrl">,
  tx: Executor,
  receipt: RefundReceipt,
): Promise<void> {
  if (!ctx.mail || !ctx.customerAppUrl || receipt.refundedInCents <= 0) return;
  const payer = await receiptPayer(tx, { payerId: receipt.payerId, documentId: receipt.documentId });
  if (!payer?.email) return;
  const base = ctx.customerAppUrl.replace(/\/$/, "");
  const email = await refundReceiptEmail({
    refundedInCents: receipt.refundedInCents,
    titles: receipt.titles,
    paidInCents: receipt.paidInCents,
    refundedTotalInCents: receipt.refundedTotalInCents,
    throughProvider: receipt.throughProvider,
    refundedAt: receipt.at,
    timeZone: timeZoneOfState(payer.stateAbbreviation),
    link: receipt.cartId ? `${base}/payment/success?cartId=${encodeURIComponent(receipt.cartId)}` : `${base}/payment`,
  });
  await ctx.mail.enqueueOnce(
    {
      ...email,
      to: payer.email,
      userId: payer.id,
      category: "transactional",
      templateData: { cartId: receipt.cartId, refundedInCents: receipt.refundedInCents },
    },
    `refund-receipt:${receipt.refundKey}`,
    tx,
  );
}
