import { verifyRecordChain } from "@prenup/agreement";
import type { VerificationContext } from "./verification.context.ts";
import { recordedFinalAgreement } from "./recorded-final-agreement.read-model.ts";
import type { VerificationResponse } from "./verification.schemas.ts";

/**
 * GET /verification/{sha256}: whether the file with this SHA-256 is a final agreement the product
 * recorded, with its state's name, the dates and whether its record's hash chain verifies
 * (`verifyRecordChain`, as GET /documents/{id}/history checks it). Never a name, a figure or an id.
 */
export async function verifyAgreement(ctx: VerificationContext, sha256: string): Promise<VerificationResponse> {
  const found = await recordedFinalAgreement(ctx.db, sha256);
  if (!found) return { recorded: false };
  return {
    recorded: true,
    kind: found.kind,
    state: found.stateName,
    finalizedAt: found.finalizedAt.toISOString(),
    signedAt: found.signedOn,
    recordVerifies: verifyRecordChain(found.record).valid,
  };
}
