import { z } from "zod";
import type { Respondent, SpousalSupportLaw } from "./enums.ts";
import { DomainError } from "./error-codes.ts";
import { addCents, exactCents } from "./money.ts";
import {
  isSeparateIncomeShared,
  supportLimitRefusalOf,
  type PropertyDivision,
  type SeparateGrowthRule,
  type StateLawRow,
} from "./state-law.ts";

/**
 * The outcome simulator: "if we divorce after so many years", on the couple's own numbers. For
 * every year of marriage 1..30 and each partner, what they would leave with under their agreement
 * and under their state's default law without one: property by category and spousal support. A
 * pure function of the couple's choices, their holdings at signing, the state's law and the
 * assumptions; the server computes it (GET …/outcome-simulation) and the screens show what it
 * answers.
 *
 * It is an illustration, not legal advice: a court applies the law to the facts at the time.
 *
 * Modelling choices (each one a deliberate simplification):
 * - Money is integer US cents. Holdings are what the disclosure says at signing (`PartnerHoldings`);
 *   every holding grows (or shrinks) by the asset growth rate each year, compounded: its value after
 *   t years is round(v × (1 + g)^t), the growth being that minus v. Debts stay at their amount
 *   (no interest, no repayment).
 * - Income: partner p's income in year k of the marriage is round(income × (1 + gₚ)^(k − 1)), the
 *   first year at today's income. Each year each partner saves `savingsRatePercent` of it; half of
 *   the savings goes into their retirement accounts and half into other savings
 *   (`RETIREMENT_SHARE_OF_SAVINGS`), and savings grow at the asset rate from the end of their year.
 *   Savings made during the marriage are the marital estate the state's law divides.
 * - Categories: separate (what the partner owns alone: accounts, vehicles, inheritances and trusts,
 *   less debts), shared (their part of what is divided, or co-owned: joint accounts by their
 *   percentages), the home (real estate equity), retirement and business. Each category of each
 *   partner is a range (low, expected, high); a determinate figure has low = expected = high.
 * - The state's default law without an agreement (`stateLaw`) follows the state's row of the
 *   state-law matrix, passed in as `SimulationStateLaw` (`simulationLawOf`):
 *   - property owned before the marriage stays the owner's; where a court may divide all property
 *     (`division.allProperty`: Massachusetts, Connecticut, Washington…) it is at risk: the owner keeps
 *     from `ALL_PROPERTY_AT_RISK.ownerLowPercent` to all of it, all in the expected figure, and
 *     `premaritalAtRiskCents` says how much;
 *   - the growth of what was owned before the marriage follows `separateGrowth`: passive growth of
 *     savings and the home stays with the asset; where income of separate property is community
 *     (`INCOME_COMMUNITY`, `INCOME_AND_EFFORT_COMMUNITY`) the savings' growth (interest and
 *     dividends) is divided; under `INCOME_COMMUNITY` a business's growth stays its owner's (the
 *     community's claim for reimbursement of its work is left out); elsewhere a business's growth during the marriage is
 *     counted as marital (active appreciation from a spouse's work; how much of it a court treats as
 *     marital is a question of fact, so this is an estimate); `ALL_DIVISIBLE` puts the growth of
 *     savings at risk with the asset;
 *   - savings from earnings during the marriage are marital (community) property, retirement
 *     contributions included;
 *   - `COMMUNITY_EQUAL` divides them equally (low = expected = high); `COMMUNITY_EQUITABLE` and
 *     `EQUITABLE_DISTRIBUTION` divide as the court finds fair: a range from
 *     `EQUITABLE_RANGE.lowPercent` to `EQUITABLE_RANGE.highPercent` around an equal split;
 *   - spousal support is decided by a court under state law: never a figure (`STATE_LAW`).
 * - Each estimate carries a sentence naming the state that says why it is one (`estimates`).
 * - Under the agreement (`agreement`), the couple's choices (`SimulationChoices`) move each item:
 *   premarital property, its growth, premarital debts, earnings and savings during the marriage, the
 *   home's growth, retirement before and during the marriage, each partner's business; what the
 *   agreement makes shared is divided by the agreement's rule (`division`: equally, in proportion
 *   to each partner's income over the years, or as the state's law would). The home's growth that
 *   the agreement shares ("The increase is shared equally") is always split equally.
 * - Support under the agreement: waived → zero for both; a cap → the partner with the lower income
 *   that year may receive at most the cap for at most the months agreed (the other pays); a formula
 *   → the agreed months per year of marriage, the amount left to a court (no figure); a lump sum →
 *   the amount per year × the years, paid by the higher earner. Equal incomes → nobody pays.
 *   A sunset ("after K years of marriage the support terms are set aside") gives the state's law
 *   from year K on. Where the agreement cannot hold the support terms (`supportLimitRefusalOf`: the
 *   state does not let a premarital agreement waive or limit support, or in California a partner
 *   has no independent counsel on record) they count for nothing: the state's law, no figure.
 * - Conservation: every item's cents go to A or B whole (the shares of a divided item add up to it,
 *   for the expected figure and for the range's ends taken crosswise), so the two partners' expected
 *   totals add up to the estate in every year and scenario.
 * - Exactness: every figure is whole cents a number carries exactly. Each year's incomes, savings
 *   and support figures are checked, and so is the sum of the magnitudes of each scenario's items
 *   (which bounds every sum the scenario makes): growth that leaves that range (huge holdings with
 *   the highest assumptions) is refused with SIMULATION_OUT_OF_RANGE_MESSAGE (422
 *   AMOUNTS_OUT_OF_RANGE), never rounded or answered as a figure the response cannot carry.
 */

export const SIMULATION_MAX_YEARS = 30;

export const SIMULATION_OUT_OF_RANGE_MESSAGE =
  "With these assumptions your figures grow beyond what the simulator can count to the cent. Lower the growth or savings rates, or check the amounts of your financial disclosure.";

/** `cents` when the simulator carries it exactly, else the simulation is refused (`exactCents`). */
function exact(cents: number): number {
  return exactCents(cents, SIMULATION_OUT_OF_RANGE_MESSAGE);
}

/** A number of months, refused like an amount when no number carries it. */
function exactMonths(months: number): number {
  if (!(Math.abs(months) <= Number.MAX_SAFE_INTEGER))
    throw new DomainError("AMOUNTS_OUT_OF_RANGE", SIMULATION_OUT_OF_RANGE_MESSAGE);
  return months;
}

export const PROPERTY_CATEGORIES = ["separate", "shared", "home", "retirement", "business"] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

/** Half of each year's savings goes into retirement accounts, half into other savings (a modelling constant). */
export const RETIREMENT_SHARE_OF_SAVINGS = 0.5;

/**
 * The range shown wherever the state's court divides by equity (equitable distribution of marital
 * property, and community property divided as the court finds just): 40% to 60% for each partner
 * around an equal split. No statute sets a band: ten points either side of equal is the product's
 * estimate of a departure a court might make, which the screen labels as an estimate. Its source
 * (`equitableRangeOf`) names only the client's own state's division rule from the state-law matrix.
 */
export const EQUITABLE_RANGE = { lowPercent: 40, highPercent: 60 } as const;

/**
 * The equitable range with its source for a state's row, or null where the state's court does not
 * divide by equity. The source says the band is the product's estimate and cites the state's own
 * division cell of the matrix, marked as unconfirmed where the matrix has not confirmed it.
 */
export function equitableRangeOf(row: StateLawRow): { lowPercent: number; highPercent: number; source: string } | null {
  if (!isDividedByEquity(row.division.value)) return null;
  const { lowPercent, highPercent } = EQUITABLE_RANGE;
  const cell = row.division;
  const citation = `${cell.citation}${cell.confirmed ? "" : " (unconfirmed)"}`;
  return {
    lowPercent,
    highPercent,
    source: `The ${lowPercent}–${highPercent}% band is this product's estimate of how far a court may depart from an equal split; no statute sets it. ${row.name}'s rule: ${citation}.`,
  };
}

/**
 * What the owner keeps of property from before the marriage in a state whose court may divide all
 * property (`division.allProperty`): from half to all of it. Why: those statutes let the court
 * assign any asset of either spouse (Mass. Gen. Laws ch. 208, § 34; Conn. Gen. Stat. § 46b-81; RCW
 * 26.09.080…) without a share for property brought into the marriage; courts often return it to its
 * owner. No statute sets a band: an equal division of it is the product's illustration of the other
 * end (unconfirmed as an empirical range).
 */
export const ALL_PROPERTY_AT_RISK = { ownerLowPercent: 50 } as const;

/**
 * The slice of a jurisdiction's row of the state-law matrix the simulator reads (`simulationLawOf`):
 * how its court divides property, what becomes of separate property's growth, and whether an
 * agreement can waive or limit spousal support.
 */
export type SimulationStateLaw = {
  stateId: string;
  name: string;
  division: PropertyDivision;
  separateGrowth: SeparateGrowthRule;
  spousalSupport: SpousalSupportLaw;
  /** A waiver or limit of support binds a partner only if they had independent counsel when signing (California). */
  supportLimitNeedsCounsel: boolean;
  /** What the state's statute calls the property the spouses share. */
  sharedPropertyTerm: "community property" | "marital property";
};

/** The simulator's slice of a state's row. */
export function simulationLawOf(row: StateLawRow): SimulationStateLaw {
  return {
    stateId: row.stateId,
    name: row.name,
    division: row.division.value,
    separateGrowth: row.separateGrowth.value,
    spousalSupport: row.spousalSupport.value,
    supportLimitNeedsCounsel: row.counsel.value.termsNeedingCounsel.includes("SUPPORT_LIMIT"),
    sharedPropertyTerm: row.vocabulary.value.sharedPropertyTerm,
  };
}

/**
 * The assumptions' defaults. Asset growth 5% a year: a nominal long-run return of a mixed
 * portfolio, a product choice for the illustration. Income growth: from the partner's income
 * history (`defaultIncomeGrowthPercent`), else 3% a year (roughly the long-run growth of the US
 * national average wage index, a product choice; unconfirmed). Savings 10% of income: a common
 * planning rule of thumb, a product choice.
 */
export const SIMULATION_DEFAULTS = { assetGrowthPercent: 5, incomeGrowthPercent: 3, savingsRatePercent: 10 } as const;

/** The bounds of each assumption (percent a year). */
export const SIMULATION_BOUNDS = {
  assetGrowthPercent: { min: -10, max: 20 },
  incomeGrowthPercent: { min: -20, max: 30 },
  savingsRatePercent: { min: 0, max: 80 },
} as const;

export type SimulationAssumptions = {
  assetGrowthPercent: number;
  incomeGrowthPercentA: number;
  incomeGrowthPercentB: number;
  savingsRatePercent: number;
};

function percentParam(name: string, bounds: { min: number; max: number }, what: string) {
  const message = `${name} must be a number from ${bounds.min} to ${bounds.max} (${what})`;
  return z.coerce
    .number({ error: message })
    .refine((value) => Number.isFinite(value), { message })
    .refine((value) => value >= bounds.min && value <= bounds.max, { message })
    .optional();
}

/**
 * The assumptions as query parameters (all optional: a missing one takes its default), each with a
 * message that names it and its bounds. The screen's inputs use the same bounds.
 */
export const simulationAssumptionsQuerySchema = z
  .object({
    assetGrowthPercent: percentParam("assetGrowthPercent", SIMULATION_BOUNDS.assetGrowthPercent, "percent a year"),
    incomeGrowthPercentA: percentParam("incomeGrowthPercentA", SIMULATION_BOUNDS.incomeGrowthPercent, "percent a year"),
    incomeGrowthPercentB: percentParam("incomeGrowthPercentB", SIMULATION_BOUNDS.incomeGrowthPercent, "percent a year"),
    savingsRatePercent: percentParam("savingsRatePercent", SIMULATION_BOUNDS.savingsRatePercent, "percent of income"),
  })
  .strict();
export type SimulationAssumptionsQuery = z.infer<typeof simulationAssumptionsQuerySchema>;

/**
 * A partner's default income growth from their income history (year → income in cents): the
 * compound annual growth between the earliest and the latest year with a positive income, rounded
 * to a tenth of a percent and held within ±10% a year (a short history is noisy); the 3% default
 * when fewer than two such years are known.
 */
export function defaultIncomeGrowthPercent(incomeByYear: readonly { year: number; usdCents: number }[]): number {
  const known = incomeByYear.filter((row) => row.usdCents > 0).sort((a, b) => a.year - b.year);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last || last.year === first.year) return SIMULATION_DEFAULTS.incomeGrowthPercent;
  const rate = (Math.pow(last.usdCents / first.usdCents, 1 / (last.year - first.year)) - 1) * 100;
  return Math.round(Math.min(10, Math.max(-10, rate)) * 10) / 10;
}

/** The assumptions in force: the query's values, else the defaults (income growth from each history). */
export function simulationAssumptions(
  query: SimulationAssumptionsQuery,
  incomeHistory: Record<Respondent, readonly { year: number; usdCents: number }[]>,
): SimulationAssumptions {
  return {
    assetGrowthPercent: query.assetGrowthPercent ?? SIMULATION_DEFAULTS.assetGrowthPercent,
    incomeGrowthPercentA: query.incomeGrowthPercentA ?? defaultIncomeGrowthPercent(incomeHistory.A),
    incomeGrowthPercentB: query.incomeGrowthPercentB ?? defaultIncomeGrowthPercent(incomeHistory.B),
    savingsRatePercent: query.savingsRatePercent ?? SIMULATION_DEFAULTS.savingsRatePercent,
  };
}

/** One partner's holdings at signing, in US cents (`simulationHoldingsOf` builds them from the disclosure). */
export type PartnerHoldings = {
  /** Accounts and assets other than retirement, vehicles net of their loans, inheritances and trusts. */
  otherCents: number;
  /** Debts owed (a positive amount). */
  debtsCents: number;
  /** Real estate equity (value less mortgages); joint real estate counts half for each partner. */
  homeCents: number;
  retirementCents: number;
  businessCents: number;
  /** The partner's share of joint accounts and assets (by their percentages) and of joint property from before. */
  jointCents: number;
  /** This year's income (or the latest year's). */
  annualIncomeCents: number;
};

export const EMPTY_HOLDINGS: PartnerHoldings = {
  otherCents: 0,
  debtsCents: 0,
  homeCents: 0,
  retirementCents: 0,
  businessCents: 0,
  jointCents: 0,
  annualIncomeCents: 0,
};

export type BusinessTreatment = "owner_keeps_all" | "growth_shared" | "fully_shared";

export type SupportTerms =
  | { choice: "state_law" }
  | { choice: "waive"; sunsetAfterYears: number | null }
  | { choice: "cap"; monthlyCapCents: number; maxMonths: number; sunsetAfterYears: number | null }
  | { choice: "formula"; monthsPerYear: number; sunsetAfterYears: number | null }
  | { choice: "lump_sum"; perYearCents: number; sunsetAfterYears: number | null };

/** The agreement's choices that decide the outcome (`simulationChoicesOf` reads them from the answers). */
export type SimulationChoices = {
  premaritalAssets: "all_separate" | "some_shared" | "all_shared";
  separateGrowth: "owner" | "effort_shared" | "shared";
  premaritalDebts: "owner" | "shared";
  maritalRegime: "state_default" | "joint_only" | "all_shared";
  earnings: "earner" | "shared";
  division: "equal" | "contribution" | "court";
  retirementPremarital: "separate" | "shared";
  retirementMarital: "shared" | "separate";
  /** Each partner's own answer about their business. */
  business: Record<Respondent, BusinessTreatment>;
  homePlan: "owned_home" | "buy_together" | "renting";
  homeGrowth: "owner" | "paydown_credit" | "growth_shared";
  support: SupportTerms;
};

/** The choices a couple who answered nothing would have: each question's default (the state's usual rules). */
export const DEFAULT_SIMULATION_CHOICES: SimulationChoices = {
  premaritalAssets: "all_separate",
  separateGrowth: "owner",
  premaritalDebts: "owner",
  maritalRegime: "state_default",
  earnings: "earner",
  division: "court",
  retirementPremarital: "separate",
  retirementMarital: "shared",
  business: { A: "owner_keeps_all", B: "owner_keeps_all" },
  homePlan: "renting",
  homeGrowth: "owner",
  support: { choice: "state_law" },
};

export type Range = { low: number; expected: number; high: number };

export type SupportOutcome =
  /** Decided by a court under the state's law: no figure. */
  | { kind: "STATE_LAW" }
  /** Nobody receives support. */
  | { kind: "WAIVED"; amountCents: 0 }
  /**
   * What the agreement fixes. `monthlyCents` null: the agreement fixes the duration only (the amount
   * is a court's); `upTo`: a ceiling, not a promise. NONE: this partner neither pays nor receives.
   */
  | {
      kind: "AGREED";
      role: "RECEIVES" | "PAYS" | "NONE";
      monthlyCents: number | null;
      months: number | null;
      lumpSumCents: number | null;
      upTo: boolean;
    };

export type PartnerOutcome = {
  property: Record<PropertyCategory, Range>;
  totalProperty: Range;
  support: SupportOutcome;
  /** What the partner owned before the marriage (with its growth) that a court may divide: 0 where it stays theirs. */
  premaritalAtRiskCents: number;
};

export type ScenarioOutcome = Record<Respondent, PartnerOutcome>;

export type YearOutcome = {
  year: number;
  /** Everything both partners hold that year: what the two scenarios divide. */
  estateCents: number;
  incomeCents: Record<Respondent, number>;
  agreement: ScenarioOutcome;
  stateLaw: ScenarioOutcome;
  /** Per partner: the agreement leaves them exactly what the state's law would (every figure and support alike). */
  sameAsStateLaw: Record<Respondent, boolean>;
};

/** What an estimate is about: a category of property, what was owned before the marriage, or support. */
export const ESTIMATE_SUBJECTS = [...PROPERTY_CATEGORIES, "premarital", "support"] as const;
export type EstimateSubject = (typeof ESTIMATE_SUBJECTS)[number];

/** Why a figure of a scenario is an estimate (or no figure is given), in the reader's words, naming the state. */
export type SimulationEstimate = { scenario: "agreement" | "stateLaw"; subject: EstimateSubject; reason: string };

/** What the screen says beside the figures (its texts name each). */
export const SIMULATION_NOTES = [
  /** The state's court divides by equity: the state's-law figures are an estimate within EQUITABLE_RANGE. */
  "EQUITABLE_ESTIMATE",
  /** The agreement shares "some specific things" the figures cannot tell apart: shown as separate. */
  "SOME_ITEMS_SHARED_NOT_MODELLED",
  /** A home to be bought together is not in the disclosure yet. */
  "FUTURE_HOME_NOT_MODELLED",
  /** The credit for shared mortgage payments is not modelled: the home is shown as the owner's. */
  "PAYDOWN_CREDIT_NOT_MODELLED",
  /** The state does not let a premarital agreement waive or limit support: its law applies. */
  "SUPPORT_PROTECTED_BY_STATE",
  /** California: a support term binds only a partner who had independent counsel, and one of them has none on record. */
  "SUPPORT_NEEDS_COUNSEL",
  /** A formula fixes the duration only. */
  "SUPPORT_AMOUNT_BY_COURT",
  /** The partners' answers differ on a question the simulation reads: its default is used. */
  "ANSWERS_DIFFER",
] as const;
export type SimulationNote = (typeof SIMULATION_NOTES)[number];

export type SimulationInput = {
  holdings: Record<Respondent, PartnerHoldings>;
  choices: SimulationChoices;
  /** The state's law (`simulationLawOf` of its row in the state-law matrix). */
  law: SimulationStateLaw;
  /** Whether each partner has independent counsel on record (`counselPlanOf`). */
  represented: Record<Respondent, boolean>;
  assumptions: SimulationAssumptions;
  /** Years of marriage to simulate: 1..years (1–30). */
  years?: number;
  /** Who reads the reasons: the couple ("each of you", the default) or their counsel ("each partner"). */
  voice?: SimulationVoice;
};

/** Who reads the simulator: the couple themselves, or counsel reading about their client. */
export type SimulationVoice = "couple" | "counsel";

/** The words that change with the reader, so each sentence is written once. */
const SIMULATION_WORDS = {
  couple: {
    eachOf: "each of you",
    eitherOf: "either of you",
    oneOf: "One of you",
    your: "your",
    Your: "Your",
    you: "you",
    whatOwned: "what you owned",
  },
  counsel: {
    eachOf: "each partner",
    eitherOf: "either partner",
    oneOf: "One partner",
    your: "the couple's",
    Your: "Their",
    you: "they",
    whatOwned: "what either partner owned",
  },
} as const satisfies Record<SimulationVoice, Record<string, string>>;

export type SimulationResult = {
  years: YearOutcome[];
  notes: SimulationNote[];
  estimates: SimulationEstimate[];
};

/**
 * Where an item goes: wholly to a partner, split equally, by the scenario's division rule, or to its
 * owner with a court's power to divide it (`atRiskOf`: the owner keeps from ALL_PROPERTY_AT_RISK's
 * low share to all of it).
 */
type Item = { category: PropertyCategory; cents: number } & (
  | { to: Respondent }
  | { split: "equal" | "divide" }
  | { atRiskOf: Respondent }
);

type Division =
  | { kind: "equal" }
  | { kind: "range"; lowPercent: number; highPercent: number }
  | { kind: "ratio"; shareA: number };

function roundHalfAway(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

const point = (cents: number): Range => ({ low: cents, expected: cents, high: cents });

const EQUAL_DIVISION: Division = { kind: "equal" };

/** A's range of an item split by a division (B's is the item less A's, taken crosswise). */
function shareOfA(cents: number, division: Division): Range {
  if (division.kind === "equal") return point(roundHalfAway(cents / 2));
  if (division.kind === "ratio") return point(roundHalfAway(cents * division.shareA));
  const one = roundHalfAway((cents * division.lowPercent) / 100);
  const other = roundHalfAway((cents * division.highPercent) / 100);
  return { low: Math.min(one, other), expected: roundHalfAway(cents / 2), high: Math.max(one, other) };
}

/** Adds a range, given by its three figures, to `target` (no range object is made for the addend). */
function addRange(target: Range, low: number, expected: number, high: number): void {
  target.low += low;
  target.expected += expected;
  target.high += high;
}

function emptyProperty(): Record<PropertyCategory, Range> {
  return { separate: point(0), shared: point(0), home: point(0), retirement: point(0), business: point(0) };
}

/** Adds the items up per partner and category. */
function allocate(items: readonly Item[], division: Division): Record<Respondent, Record<PropertyCategory, Range>> {
  const result = { A: emptyProperty(), B: emptyProperty() };
  for (const item of items) {
    if ("to" in item) {
      addRange(result[item.to][item.category], item.cents, item.cents, item.cents);
      continue;
    }
    if ("atRiskOf" in item) {
      const kept = roundHalfAway((item.cents * ALL_PROPERTY_AT_RISK.ownerLowPercent) / 100);
      const ownerLow = Math.min(kept, item.cents);
      const ownerHigh = Math.max(kept, item.cents);
      // What the other partner may receive of it is no longer kept separately: it counts as shared.
      const other = item.atRiskOf === "A" ? "B" : "A";
      addRange(result[item.atRiskOf][item.category], ownerLow, item.cents, ownerHigh);
      addRange(
        result[other][item.category === "separate" ? "shared" : item.category],
        item.cents - ownerHigh,
        0,
        item.cents - ownerLow,
      );
      continue;
    }
    const a = shareOfA(item.cents, item.split === "equal" ? EQUAL_DIVISION : division);
    addRange(result.A[item.category], a.low, a.expected, a.high);
    addRange(result.B[item.category], item.cents - a.high, item.cents - a.expected, item.cents - a.low);
  }
  return result;
}

/**
 * The items, once the sum of their magnitudes is carried exactly: every sum a scenario makes of them
 * (a category, a range's end, a total, the estate, what is at risk) is then exact too.
 */
function checkedItems(items: Item[]): Item[] {
  let bound = 0;
  for (const item of items) bound = addCents(bound, Math.abs(exact(item.cents)), SIMULATION_OUT_OF_RANGE_MESSAGE);
  return items;
}

function totalOf(property: Record<PropertyCategory, Range>): Range {
  const total = point(0);
  for (const category of PROPERTY_CATEGORIES) {
    const range = property[category];
    addRange(total, range.low, range.expected, range.high);
  }
  return total;
}

const SIDES: readonly Respondent[] = ["A", "B"];

/** The facts of one year both scenarios start from. */
type YearFacts = {
  year: number;
  growthFactor: number;
  income: Record<Respondent, number>;
  cumulativeIncome: Record<Respondent, number>;
  /** Savings made during the marriage with their growth, by partner: retirement and other. */
  savings: Record<Respondent, { retirement: number; other: number }>;
};

function grown(cents: number, factor: number): number {
  return roundHalfAway(cents * factor);
}

/**
 * What every year of the simulation reads, computed once for all of them: each partner's income in
 * each year (year k at index k - 1, grown k - 1 times), its running total, and the asset growth
 * factor raised to each power up to `years`.
 */
type SimulationSeries = {
  earned: Record<Respondent, number[]>;
  cumulative: Record<Respondent, number[]>;
  growthPowers: number[];
};

function simulationSeries(input: SimulationInput, years: number): SimulationSeries {
  const g = input.assumptions.assetGrowthPercent / 100;
  const incomeGrowth = {
    A: input.assumptions.incomeGrowthPercentA / 100,
    B: input.assumptions.incomeGrowthPercentB / 100,
  };
  const earned: Record<Respondent, number[]> = { A: [], B: [] };
  const cumulative: Record<Respondent, number[]> = { A: [], B: [] };
  for (const side of SIDES) {
    let total = 0;
    for (let k = 1; k <= years; k += 1) {
      const income = exact(
        roundHalfAway(input.holdings[side].annualIncomeCents * Math.pow(1 + incomeGrowth[side], k - 1)),
      );
      total = addCents(total, income, SIMULATION_OUT_OF_RANGE_MESSAGE);
      earned[side].push(income);
      cumulative[side].push(total);
    }
  }
  const growthPowers: number[] = [];
  for (let power = 0; power <= years; power += 1) growthPowers.push(Math.pow(1 + g, power));
  return { earned, cumulative, growthPowers };
}

function yearFacts(input: SimulationInput, series: SimulationSeries, year: number): YearFacts {
  const s = input.assumptions.savingsRatePercent / 100;
  const income = { A: series.earned.A[year - 1]!, B: series.earned.B[year - 1]! };
  const cumulativeIncome = { A: series.cumulative.A[year - 1]!, B: series.cumulative.B[year - 1]! };
  const savings = { A: { retirement: 0, other: 0 }, B: { retirement: 0, other: 0 } };
  for (const side of SIDES) {
    let saved = 0;
    for (let k = 1; k <= year; k += 1) saved += series.earned[side][k - 1]! * s * series.growthPowers[year - k]!;
    const total = exact(roundHalfAway(saved));
    const retirement = roundHalfAway(total * RETIREMENT_SHARE_OF_SAVINGS);
    savings[side] = { retirement, other: total - retirement };
  }
  return { year, growthFactor: series.growthPowers[year]!, income, cumulativeIncome, savings };
}

/**
 * The state's default law: what each item is without an agreement (the module's comment gives the
 * rules by the matrix's division and separate-growth values).
 */
function stateLawItems(input: SimulationInput, facts: YearFacts): Item[] {
  const { division, separateGrowth } = input.law;
  const items: Item[] = [];
  for (const side of SIDES) {
    const held = input.holdings[side];
    // Owned before the marriage: the owner's, or at risk where the court may divide all property.
    const premarital = (category: PropertyCategory, cents: number): Item =>
      division.allProperty ? { category, cents, atRiskOf: side } : { category, cents, to: side };
    const otherNow = grown(held.otherCents, facts.growthFactor);
    items.push(premarital("separate", held.otherCents));
    if (isSeparateIncomeShared(separateGrowth))
      items.push({ category: "shared", cents: otherNow - held.otherCents, split: "divide" });
    else
      items.push(
        separateGrowth === "ALL_DIVISIBLE"
          ? { category: "separate", cents: otherNow - held.otherCents, atRiskOf: side }
          : premarital("separate", otherNow - held.otherCents),
      );
    items.push({ category: "separate", cents: -held.debtsCents, to: side });
    items.push({ category: "shared", cents: grown(held.jointCents, facts.growthFactor), to: side });
    items.push(premarital("home", grown(held.homeCents, facts.growthFactor)));
    items.push(premarital("retirement", grown(held.retirementCents, facts.growthFactor)));
    const business = grown(held.businessCents, facts.growthFactor);
    items.push(premarital("business", held.businessCents));
    items.push(
      separateGrowth === "INCOME_COMMUNITY"
        ? premarital("business", business - held.businessCents)
        : { category: "business", cents: business - held.businessCents, split: "divide" },
    );
    items.push({ category: "retirement", cents: facts.savings[side].retirement, split: "divide" });
    items.push({ category: "shared", cents: facts.savings[side].other, split: "divide" });
  }
  return items;
}

/** The agreement's items: each holding moved by the couple's choices. */
function agreementItems(input: SimulationInput, facts: YearFacts): Item[] {
  const c = input.choices;
  const items: Item[] = [];
  const allShared = c.premaritalAssets === "all_shared";
  for (const side of SIDES) {
    const held = input.holdings[side];
    // Premarital other property: the basis and its growth.
    const otherNow = grown(held.otherCents, facts.growthFactor);
    if (allShared) {
      items.push({ category: "shared", cents: otherNow, split: "divide" });
    } else {
      items.push({ category: "separate", cents: held.otherCents, to: side });
      items.push(
        c.separateGrowth === "shared"
          ? { category: "shared", cents: otherNow - held.otherCents, split: "divide" }
          : { category: "separate", cents: otherNow - held.otherCents, to: side },
      );
    }
    items.push(
      c.premaritalDebts === "shared"
        ? { category: "shared", cents: -held.debtsCents, split: "divide" }
        : { category: "separate", cents: -held.debtsCents, to: side },
    );
    items.push({ category: "shared", cents: grown(held.jointCents, facts.growthFactor), to: side });
    // The home: the owner's, its growth shared equally when the agreement says so.
    const homeNow = grown(held.homeCents, facts.growthFactor);
    if (allShared) {
      items.push({ category: "home", cents: homeNow, split: "divide" });
    } else if (c.homePlan === "owned_home" && c.homeGrowth === "growth_shared") {
      items.push({ category: "home", cents: held.homeCents, to: side });
      items.push({ category: "home", cents: homeNow - held.homeCents, split: "equal" });
    } else {
      items.push({ category: "home", cents: homeNow, to: side });
    }
    // Retirement from before the marriage, and saved during it.
    const retirementNow = grown(held.retirementCents, facts.growthFactor);
    items.push(
      allShared || c.retirementPremarital === "shared"
        ? { category: "retirement", cents: retirementNow, split: "divide" }
        : { category: "retirement", cents: retirementNow, to: side },
    );
    items.push(
      c.retirementMarital === "separate"
        ? { category: "retirement", cents: facts.savings[side].retirement, to: side }
        : { category: "retirement", cents: facts.savings[side].retirement, split: "divide" },
    );
    // The business, by its owner's answer.
    const businessNow = grown(held.businessCents, facts.growthFactor);
    const treatment = c.business[side];
    if (treatment === "fully_shared" || allShared) {
      items.push({ category: "business", cents: businessNow, split: "divide" });
    } else if (treatment === "growth_shared") {
      items.push({ category: "business", cents: held.businessCents, to: side });
      items.push({ category: "business", cents: businessNow - held.businessCents, split: "divide" });
    } else {
      items.push({ category: "business", cents: businessNow, to: side });
    }
    // Earnings saved during the marriage.
    const earnerKeeps = c.maritalRegime === "joint_only" && c.earnings === "earner";
    items.push(
      earnerKeeps
        ? { category: "separate", cents: facts.savings[side].other, to: side }
        : { category: "shared", cents: facts.savings[side].other, split: "divide" },
    );
  }
  return items;
}

/** Whether the state's court divides what the spouses share by equity (a range), not equally. */
export function isDividedByEquity(division: PropertyDivision): boolean {
  return division.system !== "COMMUNITY_EQUAL";
}

function stateDivision(law: SimulationStateLaw): Division {
  return isDividedByEquity(law.division)
    ? { kind: "range", lowPercent: EQUITABLE_RANGE.lowPercent, highPercent: EQUITABLE_RANGE.highPercent }
    : { kind: "equal" };
}

function agreementDivision(input: SimulationInput, facts: YearFacts): Division {
  if (input.choices.division === "equal") return { kind: "equal" };
  if (input.choices.division === "contribution") {
    const total = facts.cumulativeIncome.A + facts.cumulativeIncome.B;
    return { kind: "ratio", shareA: total > 0 ? facts.cumulativeIncome.A / total : 0.5 };
  }
  return stateDivision(input.law);
}

/** The support each partner leaves with under the agreement in `year` (the state's law where the terms do not reach). */
function agreementSupport(input: SimulationInput, facts: YearFacts): Record<Respondent, SupportOutcome> {
  const terms = input.choices.support;
  const stateLaw: SupportOutcome = { kind: "STATE_LAW" };
  if (terms.choice === "state_law" || supportLimitRefusalOf(input.law, input.represented) !== null)
    return { A: stateLaw, B: stateLaw };
  if (terms.sunsetAfterYears !== null && facts.year >= terms.sunsetAfterYears) return { A: stateLaw, B: stateLaw };
  if (terms.choice === "waive") return { A: { kind: "WAIVED", amountCents: 0 }, B: { kind: "WAIVED", amountCents: 0 } };
  const recipient: Respondent | null =
    facts.income.A === facts.income.B ? null : facts.income.A < facts.income.B ? "A" : "B";
  const role = (side: Respondent) => (recipient === null ? "NONE" : side === recipient ? "RECEIVES" : "PAYS");
  const outcome = (side: Respondent): SupportOutcome => {
    const none = role(side) === "NONE";
    switch (terms.choice) {
      case "cap":
        return {
          kind: "AGREED",
          role: role(side),
          monthlyCents: none ? 0 : exact(terms.monthlyCapCents),
          months: none ? 0 : exactMonths(terms.maxMonths),
          lumpSumCents: null,
          upTo: true,
        };
      case "formula":
        return {
          kind: "AGREED",
          role: role(side),
          monthlyCents: none ? 0 : null,
          months: none ? 0 : exactMonths(terms.monthsPerYear * facts.year),
          lumpSumCents: null,
          upTo: false,
        };
      case "lump_sum":
        return {
          kind: "AGREED",
          role: role(side),
          monthlyCents: null,
          months: null,
          lumpSumCents: none ? 0 : exact(terms.perYearCents * facts.year),
          upTo: false,
        };
    }
  };
  return { A: outcome("A"), B: outcome("B") };
}

/** The notes that apply to these inputs (the screen shows each once). */
export function simulationNotes(input: Omit<SimulationInput, "assumptions" | "holdings">): SimulationNote[] {
  const notes: SimulationNote[] = [];
  const c = input.choices;
  if (isDividedByEquity(input.law.division)) notes.push("EQUITABLE_ESTIMATE");
  if (c.premaritalAssets === "some_shared") notes.push("SOME_ITEMS_SHARED_NOT_MODELLED");
  if (c.homePlan === "buy_together") notes.push("FUTURE_HOME_NOT_MODELLED");
  if (c.homePlan === "owned_home" && c.homeGrowth === "paydown_credit") notes.push("PAYDOWN_CREDIT_NOT_MODELLED");
  if (c.support.choice !== "state_law") {
    const refusal = supportLimitRefusalOf(input.law, input.represented);
    if (refusal === "CANNOT_WAIVE") notes.push("SUPPORT_PROTECTED_BY_STATE");
    else if (refusal === "COUNSEL_MISSING") notes.push("SUPPORT_NEEDS_COUNSEL");
    else if (c.support.choice === "formula") notes.push("SUPPORT_AMOUNT_BY_COURT");
  }
  return notes;
}

/**
 * Why each estimate of these inputs is one (or why no figure is given), one sentence each in the
 * reader's words (`voice`), naming the state. The screen shows a sentence beside the figures it explains.
 */
export function simulationEstimates(input: Omit<SimulationInput, "assumptions" | "holdings">): SimulationEstimate[] {
  const { name, division, separateGrowth, sharedPropertyTerm } = input.law;
  const w = SIMULATION_WORDS[input.voice ?? "couple"];
  const estimates: SimulationEstimate[] = [];
  const add = (scenario: SimulationEstimate["scenario"], subject: EstimateSubject, reason: string) =>
    estimates.push({ scenario, subject, reason });
  const range = `${EQUITABLE_RANGE.lowPercent}% to ${EQUITABLE_RANGE.highPercent}%`;
  if (isDividedByEquity(division)) {
    const how =
      division.system === "COMMUNITY_EQUITABLE"
        ? `A court in ${name} divides ${w.your} community property in the way it finds fair, not always half each`
        : `A court in ${name} divides ${w.your} marital property in the way it finds fair, often starting from half each`;
    add("stateLaw", "shared", `${how}: the figures show ${range} of it for ${w.eachOf}.`);
    add(
      "stateLaw",
      "retirement",
      `${how}, savings for retirement made during the marriage included: the figures show ${range} of them for ${w.eachOf}.`,
    );
  }
  if (division.allProperty) {
    add(
      "stateLaw",
      "premarital",
      `In ${name} a court may divide what ${w.eitherOf} owned before the marriage too: the figures show its owner keeping from ${ALL_PROPERTY_AT_RISK.ownerLowPercent}% to all of it.`,
    );
  }
  if (isSeparateIncomeShared(separateGrowth)) {
    add(
      "stateLaw",
      "shared",
      `In ${name} the income of ${w.whatOwned} before the marriage, such as interest and dividends, is ${sharedPropertyTerm}: the figures share ${w.your} savings' growth.`,
    );
    add(
      "stateLaw",
      "business",
      separateGrowth === "INCOME_COMMUNITY"
        ? `In ${name} a business owned before the marriage stays its owner's, growth included; the marriage may claim repayment for the work put into it, which the figures leave out.`
        : `In ${name} a business owned before the marriage stays its owner's, but work during the marriage that made it grow substantially without fair pay makes that growth ${sharedPropertyTerm}: the figures divide all of it, an estimate.`,
    );
  } else if (separateGrowth === "ALL_DIVISIBLE") {
    add(
      "stateLaw",
      "business",
      `In ${name} a court may divide a business ${w.eitherOf} owns: the figures divide its growth during the marriage, an estimate of what a court would do.`,
    );
  } else {
    add(
      "stateLaw",
      "business",
      `In ${name} the growth of a business owned before the marriage is shared as far as it comes from work during the marriage: the figures count all of it as ${sharedPropertyTerm}, an estimate.`,
    );
  }
  add(
    "stateLaw",
    "support",
    `Without an agreement a court in ${name} decides spousal support from the facts at the time: no figure can be given.`,
  );

  const terms = input.choices.support;
  const refusal = supportLimitRefusalOf(input.law, input.represented);
  if (refusal === "CANNOT_WAIVE") {
    add(
      "agreement",
      "support",
      `${name} law does not let a prenup waive or limit spousal support, so a court decides it as if ${w.you} had no agreement: no figure can be given.`,
    );
  } else if (terms.choice === "state_law") {
    add(
      "agreement",
      "support",
      `${w.Your} agreement leaves spousal support to ${name} law: a court decides it, so no figure can be given.`,
    );
  } else {
    if (refusal === "COUNSEL_MISSING") {
      add(
        "agreement",
        "support",
        `In ${name} a waiver or limit of spousal support binds a partner only if they had their own attorney when signing. ${w.oneOf} has no attorney on record, so the agreement leaves support out and a court decides it: no figure can be given.`,
      );
    } else if (terms.choice === "formula") {
      add(
        "agreement",
        "support",
        `${w.Your} agreement fixes how long support lasts; a court in ${name} decides the amount.`,
      );
    } else if (terms.choice === "cap") {
      add(
        "agreement",
        "support",
        `${w.Your} agreement sets a ceiling: a court in ${name} may award less than the figures show, never more.`,
      );
    }
  }
  if (input.choices.division === "court" && isDividedByEquity(division)) {
    add(
      "agreement",
      "shared",
      `${w.Your} agreement leaves the division of what ${w.you} share to a court in ${name}, which divides it in the way it finds fair: the figures show ${range} for ${w.eachOf}.`,
    );
  }
  return estimates;
}

function sameRange(a: Range, b: Range): boolean {
  return a.low === b.low && a.expected === b.expected && a.high === b.high;
}

/** Whether two outcomes of a partner are the same in every figure and in support. */
export function isSameOutcome(a: PartnerOutcome, b: PartnerOutcome): boolean {
  return (
    PROPERTY_CATEGORIES.every((category) => sameRange(a.property[category], b.property[category])) &&
    a.premaritalAtRiskCents === b.premaritalAtRiskCents &&
    sameSupport(a.support, b.support)
  );
}

/** Whether two support outcomes say the same: every field equal (they hold no nested values). */
function sameSupport(a: SupportOutcome, b: SupportOutcome): boolean {
  const left: Record<string, unknown> = a;
  const right: Record<string, unknown> = b;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && left[key] === right[key]);
}

/**
 * For every year of marriage 1..`years` (default 30), each partner's outcome under the agreement and
 * under the state's default law (see the module's comment for every modelling choice).
 */
export function simulateOutcome(input: SimulationInput): SimulationResult {
  const years = Math.min(SIMULATION_MAX_YEARS, Math.max(1, Math.trunc(input.years ?? SIMULATION_MAX_YEARS)));
  const result: YearOutcome[] = [];
  const series = simulationSeries(input, years);
  for (let year = 1; year <= years; year += 1) {
    const facts = yearFacts(input, series, year);
    const stateItems = checkedItems(stateLawItems(input, facts));
    const estateCents = stateItems.reduce((sum, item) => sum + item.cents, 0);
    const scenario = (
      items: Item[],
      division: Division,
      support: Record<Respondent, SupportOutcome>,
    ): ScenarioOutcome => {
      const property = allocate(items, division);
      const atRisk = (side: Respondent) =>
        items.reduce((sum, item) => sum + ("atRiskOf" in item && item.atRiskOf === side ? item.cents : 0), 0);
      const partner = (side: Respondent): PartnerOutcome => ({
        property: property[side],
        totalProperty: totalOf(property[side]),
        support: support[side],
        premaritalAtRiskCents: atRisk(side),
      });
      return { A: partner("A"), B: partner("B") };
    };
    const agreement = scenario(
      checkedItems(agreementItems(input, facts)),
      agreementDivision(input, facts),
      agreementSupport(input, facts),
    );
    const stateLaw = scenario(stateItems, stateDivision(input.law), {
      A: { kind: "STATE_LAW" },
      B: { kind: "STATE_LAW" },
    });
    result.push({
      year,
      estateCents,
      incomeCents: facts.income,
      agreement,
      stateLaw,
      sameAsStateLaw: { A: isSameOutcome(agreement.A, stateLaw.A), B: isSameOutcome(agreement.B, stateLaw.B) },
    });
  }
  return { years: result, notes: simulationNotes(input), estimates: simulationEstimates(input) };
}
