import type { Currency } from "./enums.ts";
import { missingIncomeYears } from "./financial.ts";
import { addCents, exactCents } from "./money.ts";

/**
 * The disclosure's totals: per partner and per kind, the sums in each entry currency and in US
 * dollars (the ForExRate table: units of a currency per US dollar), assets, debts, net worth, income
 * and the completeness facts. Computed once on the server (the summary call, the agreement's
 * schedules); the screens show what it answers.
 *
 * Decisions:
 * - What counts: an account or asset, a business, an inheritance or trust and a legacy joint
 *   property count with their value; real estate with its assessed value, a vehicle with its market
 *   value. Debts are the debts' amounts due plus the mortgage balances of real estate and the loan
 *   balances of vehicles (so net worth = assets − debts does not ignore what is owed on a house).
 * - A joint account or asset with both percentages is split: partner A's share is the amount × A's
 *   percentage rounded half away from zero, B's the rest, so the two shares add up to the cent. Each
 *   share counts in that partner's totals (in the owner's kind "assets"), whoever entered it. A share
 *   of a partner who has not joined yet is left out.
 * - Conversion is per partner, kind and currency (the sum in the currency, then divided by the rate
 *   and rounded half away from zero), so one rounding per currency. A currency without a rate is not
 *   converted and is listed in `currenciesWithoutRate`.
 * - Income: the kind's sum covers every year entered; `annualIncomeUsdCents` is the current year's
 *   income (value + overtime + tips), or the latest year's when the current year has none yet.
 * - Every sum and conversion is checked (`addCents`, `exactCents`): a total beyond what a number
 *   carries to the cent is refused (422 AMOUNTS_OUT_OF_RANGE), never rounded.
 */

export const DISCLOSURE_KINDS = [
  "assets",
  "vehicles",
  "businesses",
  "debts",
  "real-estates",
  "incomes",
  "inheritances-trusts",
  "legacy-joint-properties",
] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

/** Kinds a partner creates and edits (legacy joint properties arrive with an imported document). */
export const EDITABLE_DISCLOSURE_KINDS = DISCLOSURE_KINDS.filter(
  (kind) => kind !== "legacy-joint-properties",
) as Exclude<DisclosureKind, "legacy-joint-properties">[];

export const DISCLOSURE_KIND_LABELS: Readonly<Record<DisclosureKind, string>> = {
  assets: "Accounts and assets",
  vehicles: "Vehicles",
  businesses: "Businesses",
  debts: "Debts",
  "real-estates": "Real estate",
  incomes: "Income",
  "inheritances-trusts": "Inheritances and trusts",
  "legacy-joint-properties": "Joint property from before",
};

/**
 * One entry as the totals read it. `amountInCents` is the kind's main amount (see above); for an
 * income, value + overtime + tips.
 */
export type DisclosureAmount = {
  userId: string;
  kind: DisclosureKind;
  currency: Currency;
  amountInCents: number | null;
  /** Mortgage (real estate) or loan (vehicle) balance: counts among the debts. */
  liabilityInCents?: number | null;
  /** Income only: the year, and overtime and tips (added to the value). */
  year?: number | null;
  isJoint?: boolean | null;
  userAPercentage?: number | null;
  userBPercentage?: number | null;
};

export type ForExRateLike = { currency: Currency; rate: number; asOf?: Date | string | null };

export type KindTotal = {
  kind: DisclosureKind;
  entryCount: number;
  byCurrency: { currency: Currency; amountInCents: number }[];
  /** null when some currency of the kind has no rate. */
  usdCents: number | null;
};

export type PartnerTotals = {
  userId: string;
  entryCount: number;
  kinds: KindTotal[];
  assetsUsdCents: number;
  debtsUsdCents: number;
  netWorthUsdCents: number;
  annualIncomeUsdCents: number;
  incomeByYear: { year: number; usdCents: number }[];
  missingIncomeYears: number[];
};

export type DisclosureTotals = {
  partners: PartnerTotals[];
  currenciesWithoutRate: Currency[];
  /** The oldest date among the rates used (what the summary cites), ISO; null when none were needed. */
  rateDate: string | null;
};

const ASSET_KINDS: ReadonlySet<DisclosureKind> = new Set([
  "assets",
  "vehicles",
  "businesses",
  "real-estates",
  "inheritances-trusts",
  "legacy-joint-properties",
]);

function roundHalfAway(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

/** Cents in `currency` → US cents (checked with `exactCents`); null without a rate. USD is always 1. */
export function toUsdCents(cents: number, currency: Currency, rates: ReadonlyMap<Currency, number>): number | null {
  if (currency === "USD") return exactCents(cents);
  const rate = rates.get(currency);
  if (rate === undefined || !(rate > 0)) return null;
  return exactCents(roundHalfAway(exactCents(cents) / rate));
}

/** Partner A's and B's cents of a joint amount, adding up to the amount. */
export function splitJointAmount(cents: number, userAPercentage: number): { a: number; b: number } {
  const a = roundHalfAway((cents * userAPercentage) / 100);
  return { a, b: cents - a };
}

type Bucket = Map<Currency, number>;

function add(bucket: Bucket, currency: Currency, cents: number): void {
  bucket.set(currency, addCents(bucket.get(currency) ?? 0, cents));
}

export function computeDisclosureTotals(input: {
  /** Partner A and B of the document (B null before they join). */
  userAId: string;
  userBId: string | null;
  entries: readonly DisclosureAmount[];
  rates: readonly ForExRateLike[];
  now: Date;
}): DisclosureTotals {
  const rates = new Map<Currency, number>(input.rates.map((rate) => [rate.currency, rate.rate]));
  const rateDates = new Map(input.rates.map((rate) => [rate.currency, rate.asOf ? new Date(rate.asOf) : null]));
  const partners = [input.userAId, ...(input.userBId ? [input.userBId] : [])];
  const missingRates = new Set<Currency>();
  const usedRates = new Set<Currency>();

  const convert = (cents: number, currency: Currency): number | null => {
    const usd = toUsdCents(cents, currency, rates);
    if (usd === null) missingRates.add(currency);
    else if (currency !== "USD") usedRates.add(currency);
    return usd;
  };

  const result = partners.map((userId): PartnerTotals => {
    const kindBuckets = new Map<DisclosureKind, Bucket>();
    const liabilities: Bucket = new Map();
    const incomeYears = new Map<number, Bucket>();
    const counts = new Map<DisclosureKind, number>();
    for (const entry of input.entries) {
      const own = entry.userId === userId;
      let amount = entry.amountInCents ?? 0;
      if (entry.kind === "assets" && entry.isJoint && entry.userAPercentage != null && entry.userBPercentage != null) {
        const shares = splitJointAmount(amount, entry.userAPercentage);
        const side = userId === input.userAId ? "a" : "b";
        // Joint entries count in both partners' totals, each by their own share.
        if (!own && !partners.includes(entry.userId)) continue;
        amount = shares[side];
      } else if (!own) {
        continue;
      }
      if (own) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
      const bucket = kindBuckets.get(entry.kind) ?? new Map<Currency, number>();
      kindBuckets.set(entry.kind, bucket);
      add(bucket, entry.currency, amount);
      if (own && entry.liabilityInCents) add(liabilities, entry.currency, entry.liabilityInCents);
      if (own && entry.kind === "incomes" && typeof entry.year === "number") {
        const yearBucket = incomeYears.get(entry.year) ?? new Map<Currency, number>();
        incomeYears.set(entry.year, yearBucket);
        add(yearBucket, entry.currency, amount);
      }
    }

    const usdOf = (bucket: Bucket | undefined): number | null => {
      if (!bucket) return 0;
      let total: number | null = 0;
      for (const [currency, cents] of [...bucket.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const usd = convert(cents, currency);
        total = usd === null || total === null ? null : addCents(total, usd);
      }
      return total;
    };

    const kinds = DISCLOSURE_KINDS.map((kind): KindTotal => {
      const bucket = kindBuckets.get(kind);
      return {
        kind,
        entryCount: counts.get(kind) ?? 0,
        byCurrency: bucket
          ? [...bucket.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([currency, amountInCents]) => ({ currency, amountInCents }))
          : [],
        usdCents: usdOf(bucket),
      };
    });
    const known = (cents: number | null) => cents ?? 0;
    const assetsUsdCents = kinds
      .filter((kind) => ASSET_KINDS.has(kind.kind))
      .reduce((sum, kind) => addCents(sum, known(kind.usdCents)), 0);
    const debtsUsdCents = addCents(
      known(kinds.find((kind) => kind.kind === "debts")!.usdCents),
      known(usdOf(liabilities)),
    );
    const incomeByYear = [...incomeYears.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, bucket]) => ({ year, usdCents: known(usdOf(bucket)) }));
    const currentYear = input.now.getUTCFullYear();
    const annual =
      incomeByYear.find((row) => row.year === currentYear) ??
      incomeByYear.filter((row) => row.year < currentYear).at(-1);
    const incomes = input.entries.filter(
      (entry) => entry.userId === userId && entry.kind === "incomes" && typeof entry.year === "number",
    ) as { year: number }[];
    const missing = missingIncomeYears(incomes, input.now);
    const entryCount = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return {
      userId,
      entryCount,
      kinds,
      assetsUsdCents,
      debtsUsdCents,
      netWorthUsdCents: addCents(assetsUsdCents, -debtsUsdCents),
      annualIncomeUsdCents: annual?.usdCents ?? 0,
      incomeByYear,
      missingIncomeYears: missing,
    };
  });

  const dates = [...usedRates]
    .map((currency) => rateDates.get(currency))
    .filter((date): date is Date => date instanceof Date && !Number.isNaN(date.getTime()));
  const oldest = dates.length ? new Date(Math.min(...dates.map((date) => date.getTime()))) : null;
  return {
    partners: result,
    currenciesWithoutRate: [...missingRates].sort(),
    rateDate: oldest ? oldest.toISOString() : null,
  };
}

/**
 * Joint entries awaiting the other partner: a joint account or asset whose percentages nobody but
 * the one who last set them has confirmed. The Alignment gate reads "no pending financial disputes".
 */
export function isPendingJointEntry(entry: {
  isJoint?: boolean | null;
  jointConfirmedAt?: Date | string | null;
  deletedAt?: Date | string | null;
}): boolean {
  return entry.isJoint === true && !entry.jointConfirmedAt && !entry.deletedAt;
}
