import {
  DomainError,
  disclosureDeclarationProblem,
  missingIncomeYears,
  type DisclosureDeclaration,
} from "@prenup/domain";
import { acknowledgementBefore, mailPartnerToAcknowledge } from "./acknowledgement-mail.ts";
import { declarationToApi, requireOpen } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { freezeDisclosureVersion } from "./freeze-disclosure-version.ts";

/**
 * PUT …/disclosure-declaration: a partner's declaration about their own disclosure: COMPLETE (needs
 * an entry and income for the three required years), NOTHING_TO_DISCLOSE (needs none; stored with
 * its time) or null (withdraws either). A given disclosure is frozen as its next version unless the
 * latest one holds it already. A refused declaration (409 DISCLOSURE_DECLARATION_REFUSED, 402 while
 * unpaid) changes nothing.
 */
export async function declareDisclosure(
  ctx: FinancialDisclosureContext,
  input: {
    ownerId: string;
    documentId: string;
    declaration: DisclosureDeclaration | null;
    actorId: string;
  },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { gate, entryCount, incomeYears, acknowledgement } = await ctx.repository.lockDeclaration(tx, {
      userId: input.ownerId,
      documentId: input.documentId,
      at: now,
      byId: input.actorId,
    });
    requireOpen(gate, input.ownerId);
    const missing = missingIncomeYears(
      incomeYears.map((year) => ({ year })),
      now,
    );
    const refusal = disclosureDeclarationProblem({
      declaration: input.declaration,
      entryCount,
      missingIncomeYears: missing,
    });
    if (refusal) throw new DomainError(refusal.code, refusal.message);
    const row = await ctx.repository.setDeclaration(tx, {
      userId: input.ownerId,
      documentId: input.documentId,
      completedAt: input.declaration === "COMPLETE" ? now : null,
      nothingToDiscloseAt: input.declaration === "NOTHING_TO_DISCLOSE" ? now : null,
      at: now,
      byId: input.actorId,
    });
    if (input.declaration !== null) {
      const frozen = await freezeDisclosureVersion(ctx, tx, {
        documentId: input.documentId,
        ownerId: input.ownerId,
        at: now,
        actorId: input.actorId,
      });
      if (frozen?.acknowledgement) {
        await mailPartnerToAcknowledge(ctx, tx, {
          documentId: input.documentId,
          ownerId: input.ownerId,
          facts: acknowledgement,
          before: acknowledgementBefore(acknowledgement),
          after: frozen.acknowledgement,
        });
      }
    }
    return declarationToApi(input.ownerId, entryCount, row);
  });
}
