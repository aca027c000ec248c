import type { Database, Executor } from "@prenup/db";
import {
  DomainError,
  disclosureDeclarationProblem,
  missingIncomeYears,
  type Currency,
  type DisclosureAcknowledgement,
  type DisclosureDeclaration,
} from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import {
  acknowledgementBefore,
  mailPartnerToAcknowledge,
  type AcknowledgementMailDeps,
} from "./acknowledgement-mail.ts";
import { declarationToApi, rateToApi, requireOpen } from "./entry-columns.ts";
import type { FinancialDisclosureRepository } from "./financial-disclosure.repository.ts";

/** A partner's declaration about their disclosure, and the exchange rates the totals use (admin). */
export function createDeclarationAndRates(
  deps: {
    db: Database;
    clock: Clock;
    repository: FinancialDisclosureRepository;
    /**
     * Freezes the disclosure as a numbered version when it is given (`disclosure-versions.ts`),
     * answering where the other partner's acknowledgement stands (null while not given).
     */
    freezeVersion(
      tx: Executor,
      input: { documentId: string; ownerId: string; at: Date; actorId: string },
    ): Promise<{ acknowledgement: DisclosureAcknowledgement | null } | null>;
  } & AcknowledgementMailDeps,
) {
  const { db, clock, repository } = deps;

  return {
    /**
     * A partner's declaration about their own disclosure: COMPLETE (needs an entry and income for the three required years),
     * NOTHING_TO_DISCLOSE (needs none; stored with its time) or null (withdraws either). A given
     * disclosure is frozen as its next version unless the latest one holds it already. A refused
     * declaration (409 DISCLOSURE_DECLARATION_REFUSED, 402 while unpaid) changes nothing.
     */
    async declare(input: {
      ownerId: string;
      documentId: string;
      declaration: DisclosureDeclaration | null;
      actorId: string;
    }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { gate, entryCount, incomeYears, acknowledgement } = await repository.lockDeclaration(tx, {
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
        const row = await repository.setDeclaration(tx, {
          userId: input.ownerId,
          documentId: input.documentId,
          completedAt: input.declaration === "COMPLETE" ? now : null,
          nothingToDiscloseAt: input.declaration === "NOTHING_TO_DISCLOSE" ? now : null,
          at: now,
          byId: input.actorId,
        });
        if (input.declaration !== null) {
          const frozen = await deps.freezeVersion(tx, {
            documentId: input.documentId,
            ownerId: input.ownerId,
            at: now,
            actorId: input.actorId,
          });
          if (frozen?.acknowledgement) {
            await mailPartnerToAcknowledge(deps, tx, {
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
    },

    /** The exchange rates the totals use (admin). */
    async listRates() {
      return { rates: (await repository.listRates()).map(rateToApi) };
    },

    /** An admin sets a currency's rate (units per US dollar) and its date (today when left out). */
    async updateRate(input: { currency: Currency; rate: number; asOf?: string | undefined; actorId: string }) {
      const now = clock.now();
      const row = await repository.updateRate({
        currency: input.currency,
        rate: input.rate,
        asOf: input.asOf ? new Date(`${input.asOf}T00:00:00.000Z`) : now,
        byId: input.actorId,
        at: now,
      });
      if (!row) throw new DomainError("NOT_FOUND", "This currency has no exchange rate yet");
      return rateToApi(row);
    },
  };
}
