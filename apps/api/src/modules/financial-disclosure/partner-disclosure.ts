import {
  computeDisclosureTotals,
  disclosureAcknowledgementOf,
  DISCLOSURE_KINDS,
  disclosureStatus,
  isDisclosureGiven,
  toUsdCents,
  type Currency,
} from "@prenup/domain";
import type { DisclosedEntry, PartnerDisclosure } from "../agreement/index.ts";
import { amountOf, amountsOf, describe, entryDocumentsOf, num, SCHEDULE_KIND } from "./entry-columns.ts";
import type { FinancialDisclosureRepository } from "./financial-disclosure.repository.ts";

export type LoadedDisclosure = NonNullable<
  Awaited<ReturnType<FinancialDisclosureRepository["loadDocumentDisclosure"]>>
>;

/**
 * Where the other partner's acknowledgement of `ownerId`'s disclosure stands
 * (`disclosureAcknowledgementOf`), with the acknowledgement's date.
 */
export function acknowledgementOfOwner(loaded: LoadedDisclosure, ownerId: string, given: boolean) {
  const versions = loaded.versions.get(ownerId) ?? { latest: null, acknowledged: null };
  return {
    ...disclosureAcknowledgementOf({
      given,
      latest: versions.latest,
      ownerChangeCount: loaded.changeCounts.get(ownerId) ?? 0,
      acknowledgedVersion: versions.acknowledged?.number ?? null,
    }),
    acknowledgedAt: versions.acknowledged?.acknowledgedAt ?? null,
    latestVersionAt: versions.latest?.createdAt ?? null,
  };
}

/**
 * One partner's disclosure as the agreement's schedules print it (null when they recorded
 * nothing): entries described, amounts in USD, totals, the declaration and the acknowledgement.
 */
export function partnerDisclosureOf(
  loaded: LoadedDisclosure,
  userId: string | null,
  now: Date,
): PartnerDisclosure | null {
  if (!userId) return null;
  const rates = new Map(loaded.rates.map((rate) => [rate.currency, rate.rate]));
  const totals = computeDisclosureTotals({
    userAId: loaded.document.userAId,
    userBId: loaded.document.userBId,
    entries: amountsOf(loaded.entries),
    rates: loaded.rates,
    now,
  });
  const entries: DisclosedEntry[] = DISCLOSURE_KINDS.flatMap((kind) =>
    (loaded.entries[kind] ?? [])
      .filter((raw) => raw["user_id"] === userId)
      .map((raw) => {
        const { amountInCents } = amountOf(kind, raw);
        const currency = raw["currency"] as Currency;
        const documents = entryDocumentsOf(raw).map((document) => ({ name: document.name, sha256: document.sha256 }));
        return {
          kind: SCHEDULE_KIND[kind],
          ...describe(kind, raw),
          amountInCents,
          currency,
          amountInUsdCents: amountInCents === null ? null : toUsdCents(amountInCents, currency, rates),
          isJoint: raw["is_joint"] === true,
          userAPercentage: num(raw["user_a_percentage"]),
          userBPercentage: num(raw["user_b_percentage"]),
          ...(documents.length > 0 ? { documents } : {}),
        };
      }),
  );
  const lastChangedAt = loaded.lastChangedAt.get(userId) ?? null;
  if (entries.length === 0 && !lastChangedAt) return null;
  const partner = totals.partners.find((totalsOf) => totalsOf.userId === userId)!;
  const declared = loaded.declarations.get(userId) ?? { completedAt: null, nothingToDiscloseAt: null };
  const status = disclosureStatus({ entryCount: entries.length, ...declared });
  return {
    userId,
    status,
    declaredAt:
      status === "COMPLETED"
        ? declared.completedAt
        : status === "NOTHING_TO_DISCLOSE"
          ? declared.nothingToDiscloseAt
          : null,
    entries,
    totalsInUsdCents: {
      assets: partner.assetsUsdCents,
      debts: partner.debtsUsdCents,
      netWorth: partner.netWorthUsdCents,
      annualIncome: partner.annualIncomeUsdCents,
    },
    rateDate: totals.rateDate,
    lastChangedAt,
    acknowledgement: acknowledgementOfOwner(loaded, userId, isDisclosureGiven(status)),
  };
}

/** The acknowledgement as the summary serves it (dates as ISO strings). */
export function acknowledgementToApi(acknowledgement: ReturnType<typeof acknowledgementOfOwner>) {
  return {
    state: acknowledgement.state,
    currentVersion: acknowledgement.currentVersion,
    currentIsNew: acknowledgement.currentIsNew,
    acknowledgedVersion: acknowledgement.acknowledgedVersion,
    acknowledgedAt: acknowledgement.acknowledgedAt?.toISOString() ?? null,
    latestVersionAt: acknowledgement.latestVersionAt?.toISOString() ?? null,
  };
}
