import { createHash } from "node:crypto";
import type { Database, Executor } from "@prenup/db";
import { DomainError, isDisclosureGiven, partnerIdOf } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import { partnerDisclosureOf } from "./disclosure-summary.ts";
import { DISCLOSURE_MESSAGES, requireOpen } from "./entry-columns.ts";
import type { FinancialDisclosureRepository } from "./financial-disclosure.repository.ts";

/** Canonical JSON (keys sorted), so a version's hash depends on its content only. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Disclosure versions: freezing a partner's given disclosure as a numbered version (when they give
 * it, and when the other partner acknowledges what changed since), and the other partner's
 * acknowledgement of the current version.
 */
export function createDisclosureVersions(deps: {
  db: Database;
  clock: Clock;
  repository: FinancialDisclosureRepository;
}) {
  const { db, clock, repository } = deps;

  /**
   * Freezes the owner's disclosure as it stands, in `tx`, unless the latest version already holds
   * it; answers the current version's number, content facts and where the other partner's
   * acknowledgement stands, or null while it is not given.
   */
  async function freeze(tx: Executor, input: { documentId: string; ownerId: string; at: Date; actorId: string }) {
    const loaded = await repository.loadDocumentDisclosure({ documentId: input.documentId, executor: tx });
    if (!loaded) throw notFound();
    const partner = partnerDisclosureOf(loaded, input.ownerId, input.at);
    if (!partner?.acknowledgement || !isDisclosureGiven(partner.status)) return null;
    const { currentVersion, currentIsNew } = partner.acknowledgement;
    if (currentIsNew) {
      const content = {
        status: partner.status,
        declaredAt: partner.declaredAt,
        entries: partner.entries,
        totalsInUsdCents: partner.totalsInUsdCents,
        rateDate: partner.rateDate,
      };
      await repository.insertVersion(tx, {
        documentId: input.documentId,
        ownerId: input.ownerId,
        number: currentVersion!,
        status: partner.status,
        entryCount: partner.entries.length,
        netWorthUsdCents: partner.totalsInUsdCents.netWorth,
        content,
        contentSha256: createHash("sha256").update(canonical(content)).digest("hex"),
        asOf: partner.lastChangedAt ?? input.at,
        createdAt: input.at,
        updatedAt: input.at,
        createdById: input.actorId,
        updatedById: input.actorId,
      });
    }
    return { loaded, number: currentVersion!, acknowledgement: partner.acknowledgement };
  }

  return {
    freeze,

    /**
     * The reader acknowledges the owner's current version (`version`, the number they were shown).
     * The owner is the reader's partner. Refused when the owner has not given the disclosure
     * (409 DISCLOSURE_NOT_GIVEN), or when the disclosure changed since the reader's page was read
     * (409 DISCLOSURE_VERSION_CHANGED, naming the current number). Acknowledging again changes nothing.
     */
    async acknowledge(input: { documentId: string; readerId: string; version: number }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const locked = await repository.lockPartnerDisclosure(tx, input);
        const parties = locked?.gate.document;
        if (!locked || !parties || partnerIdOf(parties, input.readerId) !== locked.ownerId) {
          throw new DomainError("DISCLOSURE_NOT_GIVEN", DISCLOSURE_MESSAGES.notGivenYet);
        }
        const { ownerId } = locked;
        requireOpen(locked.gate, input.readerId);
        const frozen = await freeze(tx, { documentId: input.documentId, ownerId, at: now, actorId: input.readerId });
        if (!frozen) throw new DomainError("DISCLOSURE_NOT_GIVEN", DISCLOSURE_MESSAGES.notGivenYet);
        if (frozen.number !== input.version) {
          throw new DomainError("DISCLOSURE_VERSION_CHANGED", DISCLOSURE_MESSAGES.versionChanged(frozen.number));
        }
        const versionId = await repository.versionId(tx, {
          documentId: input.documentId,
          ownerId,
          number: frozen.number,
        });
        const acknowledgedAt = await repository.insertAcknowledgement(tx, {
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
    },
  };
}
