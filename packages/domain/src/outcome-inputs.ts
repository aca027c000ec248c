import { splitJointAmount, toUsdCents, type DisclosureKind, type ForExRateLike } from "./disclosure-totals.ts";
import type { AssetType, Currency, Respondent } from "./enums.ts";
import { addCents, parseMoneyInput, toCents } from "./money.ts";
import {
  DEFAULT_SIMULATION_CHOICES,
  EMPTY_HOLDINGS,
  type BusinessTreatment,
  type PartnerHoldings,
  type SimulationChoices,
  type SupportTerms,
} from "./outcome-simulation.ts";
import type { DisclosureStatus } from "./disclosure-status.ts";
import { ATTORNEY_PLAN_QUESTION_KEY, attorneyPlanOf, counselPlanOf } from "./counsel-plan.ts";

/**
 * The outcome simulator's inputs, read from what the couple gave: their holdings from the financial
 * disclosure (`simulationHoldingsOf`), their choices from both partners' answers
 * (`simulationChoicesOf`), whether each has counsel on record (`simulationRepresentationOf`), and
 * whose figures a viewer may see (`isPartnerDisclosed`).
 */

/** Accounts and assets that count as retirement savings. */
export const RETIREMENT_ASSET_TYPES: ReadonlySet<AssetType> = new Set([
  "RETIREMENT_401K",
  "IRA",
  "TSP",
  "KEOGH",
  "PROFIT_SHARING",
  "DEFERRED_COMPENSATION",
]);

/** One disclosure entry as the simulator reads it (amounts in the entry's currency). */
export type SimulationEntry = {
  userId: string;
  kind: DisclosureKind;
  currency: Currency;
  /** The kind's main amount (as the totals read it: real estate at its assessed value; income value + overtime + tips). */
  amountInCents: number | null;
  /** Mortgages of real estate, the loan of a vehicle. */
  liabilityInCents?: number | null;
  year?: number | null;
  assetType?: AssetType | null;
  isJoint?: boolean | null;
  userAPercentage?: number | null;
  userBPercentage?: number | null;
};

export type SimulationHoldings = {
  holdings: Record<Respondent, PartnerHoldings>;
  incomeByYear: Record<Respondent, { year: number; usdCents: number }[]>;
  /** Currencies without an exchange rate: their entries are left out. */
  currenciesWithoutRate: Currency[];
};

/**
 * Each partner's holdings at signing, in US cents (each entry converted on its own, rounded half
 * away from zero). A joint account or asset counts for each partner by their percentage (a share of
 * a partner not yet joined is left out, as in the totals); joint real estate counts half for each;
 * joint property from before (legacy) counts half for each. Real estate counts its equity (value
 * less mortgages), a vehicle its value less its loan. A partner's income is this year's, or the
 * latest earlier year's (as the totals read it). Every sum is checked (`addCents`): holdings beyond
 * what a number carries to the cent are refused (422 AMOUNTS_OUT_OF_RANGE), never rounded.
 */
export function simulationHoldingsOf(input: {
  userAId: string;
  userBId: string | null;
  entries: readonly SimulationEntry[];
  rates: readonly ForExRateLike[];
  now: Date;
}): SimulationHoldings {
  const rates = new Map<Currency, number>(input.rates.map((rate) => [rate.currency, rate.rate]));
  const missing = new Set<Currency>();
  const holdings: Record<Respondent, PartnerHoldings> = { A: { ...EMPTY_HOLDINGS }, B: { ...EMPTY_HOLDINGS } };
  const incomes: Record<Respondent, Map<number, number>> = { A: new Map(), B: new Map() };
  const sideOf = (userId: string): Respondent | null =>
    userId === input.userAId ? "A" : input.userBId !== null && userId === input.userBId ? "B" : null;
  const usd = (cents: number, currency: Currency): number | null => {
    const value = toUsdCents(cents, currency, rates);
    if (value === null) missing.add(currency);
    return value;
  };
  const halves = (cents: number) => splitJointAmount(cents, 50);

  for (const entry of input.entries) {
    const side = sideOf(entry.userId);
    if (!side) continue;
    const amount = usd(entry.amountInCents ?? 0, entry.currency);
    const liability = usd(entry.liabilityInCents ?? 0, entry.currency);
    if (amount === null || liability === null) continue;
    const mine = holdings[side];
    switch (entry.kind) {
      case "assets": {
        if (entry.isJoint && entry.userAPercentage != null && entry.userBPercentage != null) {
          const shares = splitJointAmount(amount, entry.userAPercentage);
          holdings.A.jointCents = addCents(holdings.A.jointCents, shares.a);
          if (input.userBId !== null) holdings.B.jointCents = addCents(holdings.B.jointCents, shares.b);
        } else if (entry.assetType && RETIREMENT_ASSET_TYPES.has(entry.assetType)) {
          mine.retirementCents = addCents(mine.retirementCents, amount);
        } else {
          mine.otherCents = addCents(mine.otherCents, amount);
        }
        break;
      }
      case "real-estates": {
        const equity = addCents(amount, -liability);
        if (entry.isJoint && input.userBId !== null) {
          const shares = halves(equity);
          holdings.A.homeCents = addCents(holdings.A.homeCents, shares.a);
          holdings.B.homeCents = addCents(holdings.B.homeCents, shares.b);
        } else {
          mine.homeCents = addCents(mine.homeCents, equity);
        }
        break;
      }
      case "legacy-joint-properties": {
        if (input.userBId === null) {
          mine.jointCents = addCents(mine.jointCents, amount);
        } else {
          const shares = halves(amount);
          holdings.A.jointCents = addCents(holdings.A.jointCents, shares.a);
          holdings.B.jointCents = addCents(holdings.B.jointCents, shares.b);
        }
        break;
      }
      case "vehicles":
        mine.otherCents = addCents(mine.otherCents, addCents(amount, -liability));
        break;
      case "inheritances-trusts":
        mine.otherCents = addCents(mine.otherCents, amount);
        break;
      case "businesses":
        mine.businessCents = addCents(mine.businessCents, amount);
        break;
      case "debts":
        mine.debtsCents = addCents(mine.debtsCents, amount);
        break;
      case "incomes":
        if (typeof entry.year === "number")
          incomes[side].set(entry.year, addCents(incomes[side].get(entry.year) ?? 0, amount));
        break;
    }
  }

  const currentYear = input.now.getUTCFullYear();
  const incomeByYear = { A: [] as { year: number; usdCents: number }[], B: [] as { year: number; usdCents: number }[] };
  for (const side of ["A", "B"] as const) {
    incomeByYear[side] = [...incomes[side].entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, usdCents]) => ({ year, usdCents }));
    const annual =
      incomeByYear[side].find((row) => row.year === currentYear) ??
      incomeByYear[side].filter((row) => row.year < currentYear).at(-1);
    holdings[side].annualIncomeCents = annual?.usdCents ?? 0;
  }
  return { holdings, incomeByYear, currenciesWithoutRate: [...missing].sort() };
}

/**
 * Whether a partner's figures may be shown to a viewer who may read the document's disclosure. The
 * product's rule (the financial-disclosure module): both partners, the document's assigned
 * attorneys and admins read each partner's entries as soon as they are entered. So a partner's
 * figures are "not disclosed" exactly when the partner has disclosed nothing: not joined yet, or no
 * entry and no "nothing to disclose" declaration (NOT_STARTED). Their holdings then count as
 * nothing in the simulation, so no figure of one partner stands on the other's undisclosed data.
 */
export function isPartnerDisclosed(input: { joined: boolean; status: DisclosureStatus }): boolean {
  return input.joined && input.status !== "NOT_STARTED";
}

/** A question as the simulator reads it: its key and its options' keys (`<question key>__<short key>`). */
export type SimulationQuestion = {
  id: string;
  key: string;
  options: readonly { id: string; key: string; isDefault: boolean }[];
};
export type SimulationAnswer = {
  questionId: string;
  valueTyped?: string | null;
  questionOptionIds?: readonly string[] | null;
};

/** The question keys the simulator reads. */
export const SIMULATION_QUESTION_KEYS = [
  "premarital_assets_scope",
  "separate_growth",
  "premarital_debts",
  "marital_property_regime",
  "earnings_treatment",
  "division_on_divorce",
  "retirement_premarital",
  "retirement_marital",
  "business_treatment",
  "home_plan",
  "home_growth",
  "support_choice",
  "support_cap_amount",
  "support_cap_months",
  "support_months_per_year",
  "lump_sum_per_year",
  "support_reopeners",
  "support_sunset_years",
] as const;

export type SimulationChoicesResult = {
  choices: SimulationChoices;
  /** Questions where the partners' answers differ (each then takes its default). */
  differing: string[];
};

/**
 * The couple's choices from both partners' answers. A question's couple answer is the one both gave;
 * one partner's when only they answered; where they differ, the question's default (what the law
 * would do: the state's usual rules, support under state law) and the key is listed in `differing`
 * (Alignment settles it). An unanswered question takes its default option. The business question is
 * each partner's own. A support choice whose amounts are missing or unreadable counts as "state law",
 * as the agreement's text then has no support clause.
 */
export function simulationChoicesOf(input: {
  questions: readonly SimulationQuestion[];
  answers: Record<Respondent, readonly SimulationAnswer[]>;
}): SimulationChoicesResult {
  const byKey = new Map(input.questions.map((question) => [question.key, question]));
  const answerOf = (side: Respondent, question: SimulationQuestion) =>
    input.answers[side].find((answer) => answer.questionId === question.id);
  const differing: string[] = [];

  /** One partner's short option keys for a question (undefined when they did not answer). */
  const optionsOf = (side: Respondent, key: string): string[] | undefined => {
    const question = byKey.get(key);
    if (!question) return undefined;
    const answer = answerOf(side, question);
    const ids = answer?.questionOptionIds ?? [];
    if (!answer || ids.length === 0) return undefined;
    return question.options
      .filter((option) => ids.includes(option.id))
      .map((option) => option.key.slice(key.length + 2))
      .sort();
  };
  const defaultOf = (key: string): string[] => {
    const question = byKey.get(key);
    return (question?.options ?? [])
      .filter((option) => option.isDefault)
      .map((option) => option.key.slice(key.length + 2));
  };
  const coupleOptions = (key: string): string[] => {
    const a = optionsOf("A", key);
    const b = optionsOf("B", key);
    if (a && b && a.join() !== b.join()) {
      differing.push(key);
      return defaultOf(key);
    }
    return a ?? b ?? defaultOf(key);
  };
  const coupleText = (key: string): string | null => {
    const question = byKey.get(key);
    if (!question) return null;
    const a = answerOf("A", question)?.valueTyped?.trim() || null;
    const b = answerOf("B", question)?.valueTyped?.trim() || null;
    if (a && b && a !== b) {
      differing.push(key);
      return null;
    }
    return a ?? b;
  };
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const chosen = coupleOptions(key)[0];
    return chosen && (allowed as readonly string[]).includes(chosen) ? (chosen as T) : fallback;
  };
  const number = (key: string): number | null => {
    const text = coupleText(key);
    const value = text === null ? undefined : parseMoneyInput(text);
    return value !== undefined && value > 0 ? value : null;
  };

  const d = DEFAULT_SIMULATION_CHOICES;
  const business = (side: Respondent): BusinessTreatment => {
    const own = optionsOf(side, "business_treatment")?.[0];
    return own === "owner_keeps_all" || own === "growth_shared" || own === "fully_shared" ? own : d.business[side];
  };

  const supportChoice = pick(
    "support_choice",
    ["state_law", "waive", "cap", "formula", "lump_sum"] as const,
    "state_law",
  );
  const sunsetAfterYears =
    supportChoice !== "state_law" && coupleOptions("support_reopeners").includes("long_marriage")
      ? number("support_sunset_years")
      : null;
  const sunset = sunsetAfterYears === null ? null : Math.max(1, Math.round(sunsetAfterYears));
  let support: SupportTerms = { choice: "state_law" };
  if (supportChoice === "waive") support = { choice: "waive", sunsetAfterYears: sunset };
  if (supportChoice === "cap") {
    const cap = number("support_cap_amount");
    const months = number("support_cap_months");
    if (cap !== null && months !== null)
      support = {
        choice: "cap",
        monthlyCapCents: toCents(cap),
        maxMonths: Math.round(months),
        sunsetAfterYears: sunset,
      };
  }
  if (supportChoice === "formula") {
    const months = number("support_months_per_year");
    if (months !== null) support = { choice: "formula", monthsPerYear: months, sunsetAfterYears: sunset };
  }
  if (supportChoice === "lump_sum") {
    const perYear = number("lump_sum_per_year");
    if (perYear !== null) support = { choice: "lump_sum", perYearCents: toCents(perYear), sunsetAfterYears: sunset };
  }

  const choices: SimulationChoices = {
    premaritalAssets: pick(
      "premarital_assets_scope",
      ["all_separate", "some_shared", "all_shared"] as const,
      d.premaritalAssets,
    ),
    separateGrowth: pick("separate_growth", ["owner", "effort_shared", "shared"] as const, d.separateGrowth),
    premaritalDebts: pick("premarital_debts", ["owner", "shared"] as const, d.premaritalDebts),
    maritalRegime: pick(
      "marital_property_regime",
      ["state_default", "joint_only", "all_shared"] as const,
      d.maritalRegime,
    ),
    earnings: pick("earnings_treatment", ["earner", "shared"] as const, d.earnings),
    division: pick("division_on_divorce", ["equal", "contribution", "court"] as const, d.division),
    retirementPremarital: pick("retirement_premarital", ["separate", "shared"] as const, d.retirementPremarital),
    retirementMarital: pick("retirement_marital", ["shared", "separate"] as const, d.retirementMarital),
    business: { A: business("A"), B: business("B") },
    homePlan: pick("home_plan", ["owned_home", "buy_together", "renting"] as const, d.homePlan),
    homeGrowth: pick("home_growth", ["owner", "paydown_credit", "growth_shared"] as const, d.homeGrowth),
    support,
  };
  return { choices, differing: [...new Set(differing)].sort() };
}

/**
 * Whether each partner has independent counsel on record, as `counselPlanOf` reads it (the rule the
 * agreement's support clauses follow): an attorney on record whom the partner's own `attorney_plan`
 * answer does not disclaim.
 */
export function simulationRepresentationOf(input: {
  questions: readonly SimulationQuestion[];
  answers: Record<Respondent, readonly SimulationAnswer[]>;
  attorneyOnRecord: Record<Respondent, boolean>;
}): Record<Respondent, boolean> {
  const question = input.questions.find((candidate) => candidate.key === ATTORNEY_PLAN_QUESTION_KEY);
  const represented = (side: Respondent): boolean => {
    const answer = question ? input.answers[side].find((candidate) => candidate.questionId === question.id) : undefined;
    const keys = (answer?.questionOptionIds ?? []).map(
      (id) => question?.options.find((option) => option.id === id)?.key ?? "",
    );
    return counselPlanOf({ attorneyOnRecord: input.attorneyOnRecord[side], attorneyPlan: attorneyPlanOf(keys) })
      .isRepresented;
  };
  return { A: represented("A"), B: represented("B") };
}
