import { DomainError, type DisclosureKind } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import { DISCLOSURE_MESSAGES, entryToApi } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import type { Viewer } from "./financial-disclosure.repository.ts";

/** GET …/{kind}/{entryId}: one entry, for a reader of the owner's disclosure (404 for anyone else). */
export async function getEntry(
  ctx: FinancialDisclosureContext,
  kind: DisclosureKind,
  input: { ownerId: string; documentId: string; entryId: string; viewer: Viewer },
) {
  const found = await ctx.repository.findEntry(kind, input);
  if (!found.document) throw notFound();
  if (!found.entry) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
  return entryToApi(kind, found.entry);
}
