import { requireSameRequest, type WriteKey } from "../../http/idempotency.ts";
import type { entryToApi } from "./entry-columns.ts";
import type { FinancialDisclosureRepository } from "./financial-disclosure.repository.ts";

/** The first outcome of a used key, when this request is the one it was used with (else 422 IDEMPOTENCY_KEY_REUSED). */
export function replayedEntry(
  claim: Extract<Awaited<ReturnType<FinancialDisclosureRepository["claimWriteKey"]>>, { claimed: false }>,
  writeKey: WriteKey,
) {
  requireSameRequest(claim.request, writeKey);
  return claim.response as ReturnType<typeof entryToApi>;
}
