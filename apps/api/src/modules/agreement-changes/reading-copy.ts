import { DomainError } from "@prenup/domain";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { AGREEMENT_CHANGE_MESSAGES } from "./agreement-changes.messages.ts";
import type { ReadingCopyResponse } from "./agreement-changes.schemas.ts";
import { clausesInEffect, signedAgreementFacts } from "./change-draft-facts.ts";

/**
 * GET …/reading-copy: the agreement as it reads with its signed amendments applied, in their
 * order (`consolidatedClauses`), with the versions in effect and the day a signed revocation ended
 * it. A draft or half-signed change is not applied. Not itself a signed document.
 */
export async function readingCopy(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string },
): Promise<ReadingCopyResponse> {
  const facts = await signedAgreementFacts(ctx, input.ownerId, input.documentId);
  const [{ clauses, signed }, record] = await Promise.all([
    clausesInEffect(ctx, facts.document.id),
    ctx.repository.signedRecord(facts.document.id),
  ]);
  if (!record?.signedOn) throw new DomainError("CHANGE_NOT_AVAILABLE", AGREEMENT_CHANGE_MESSAGES.noRecord);
  return {
    original: { signedOn: record.signedOn, recordHash: record.hash },
    versions: signed.map(({ kind, number, effectiveOn }) => ({ kind, number, effectiveOn })),
    revokedOn: signed.find((change) => change.kind === "REVOCATION")?.effectiveOn ?? null,
    clauses,
  };
}
