import { DomainError, type DisclosureKind } from "@prenup/domain";
import type { Executor } from "@prenup/db";
import { DISCLOSURE_MESSAGES, requireOpen } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";

/**
 * The entry a write changes, locked until the transaction ends, with the owner's disclosure as it
 * stood (for the acknowledgement mail): refused while the disclosure is closed to the owner's
 * writes (`requireOpen`), FINANCIAL_ENTRY_NOT_FOUND when no live entry has the id.
 */
export async function lockOpenEntry(
  ctx: FinancialDisclosureContext,
  tx: Executor,
  kind: DisclosureKind,
  input: { ownerId: string; documentId: string; entryId: string },
) {
  const { entry, gate, acknowledgement } = await ctx.repository.lockEntry(tx, kind, {
    ownerId: input.ownerId,
    documentId: input.documentId,
    entryId: input.entryId,
    withAcknowledgement: true,
  });
  requireOpen(gate, input.ownerId);
  if (!entry) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
  return { entry, gate, acknowledgement };
}
