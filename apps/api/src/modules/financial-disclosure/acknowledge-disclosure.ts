import { DomainError, partnerIdOf } from "@prenup/domain";
import { DISCLOSURE_MESSAGES, requireOpen } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { freezeDisclosureVersion } from "./freeze-disclosure-version.ts";

/**
 * POST …/disclosure-acknowledgement: the reader acknowledges the owner's current version
 * (`version`, the number they were shown). The owner is the reader's partner. Refused when the
 * owner has not given the disclosure (409 DISCLOSURE_NOT_GIVEN), or when the disclosure changed
 * since the reader's page was read (409 DISCLOSURE_VERSION_CHANGED, naming the current number).
 * Acknowledging again changes nothing.
 */
export async function acknowledgeDisclosure(
  ctx: FinancialDisclosureContext,
  input: { documentId: string; readerId: string; version: number },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await ctx.repository.lockPartnerDisclosure(tx, input);
    const parties = locked?.gate.document;
    if (!locked || !parties || partnerIdOf(parties, input.readerId) !== locked.ownerId) {
      throw new DomainError("DISCLOSURE_NOT_GIVEN", DISCLOSURE_MESSAGES.notGivenYet);
    }
    const { ownerId } = locked;
    requireOpen(locked.gate, input.readerId);
    const frozen = await freezeDisclosureVersion(ctx, tx, {
      documentId: input.documentId,
      ownerId,
      at: now,
      actorId: input.readerId,
    });
    if (!frozen) throw new DomainError("DISCLOSURE_NOT_GIVEN", DISCLOSURE_MESSAGES.notGivenYet);
    if (frozen.number !== input.version) {
      throw new DomainError("DISCLOSURE_VERSION_CHANGED", DISCLOSURE_MESSAGES.versionChanged(frozen.number));
    }
    const versionId = await ctx.repository.versionId(tx, {
      documentId: input.documentId,
      ownerId,
      number: frozen.number,
    });
    const acknowledgedAt = await ctx.repository.insertAcknowledgement(tx, {
      versionId: versionId!,
      documentId: input.documentId,
      acknowledgedById: input.readerId,
      acknowledgedAt: now,
      createdAt: now,
      updatedAt: now,
      createdById: input.readerId,
      updatedById: input.readerId,
    });
    return { ownerId, version: frozen.number, acknowledgedAt: acknowledgedAt.toISOString() };
  });
}
